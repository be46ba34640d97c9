/** The tickets section (ManagerTickets and Admin, decision 0046): its resources, screens and names. */
export const TICKET_ORDERS_RESOURCE = 'ticket-orders';
export const TICKET_ORDERS_TITLE = 'Заказы билетов';
export const CHECK_IN_PATH = '/tickets/check-in';
export const CHECK_IN_TITLE = 'Контроль входа';
export const TICKETS_HEADING = 'Билеты';
/** The sales report, Excel-ready (`;` and a BOM, like the orders' export). */
export const SALES_EXPORT_URL = '/api/admin/ticket-sales-export';
/** The sales by show (issue 18): each show's seats sold and held by tier, its revenue, its cancellation. */
export const TICKET_SHOWS_RESOURCE = 'ticket-shows';
export const TICKET_SHOWS_TITLE = 'Продажи по показам';

import {
  CHECK_IN_PATH,
  CHECK_IN_TITLE,
  TICKET_ORDERS_RESOURCE,
  TICKET_ORDERS_TITLE,
  TICKET_SHOWS_RESOURCE,
  TICKET_SHOWS_TITLE,
} from './labels';

/**
 * The tickets section's screens in the menu (decision 0046): the orders with the sales report, the
 * sales by show (and a show's cancellation), and the door's check-in.
 */
export const TICKETS_MENU: readonly { section: string; key: string; to: string; label: string }[] = [
  { section: 'tickets', key: TICKET_ORDERS_RESOURCE, to: `/${TICKET_ORDERS_RESOURCE}`, label: TICKET_ORDERS_TITLE },
  { section: 'tickets', key: TICKET_SHOWS_RESOURCE, to: `/${TICKET_SHOWS_RESOURCE}`, label: TICKET_SHOWS_TITLE },
  { section: 'tickets', key: 'tickets-check-in', to: CHECK_IN_PATH, label: CHECK_IN_TITLE },
];

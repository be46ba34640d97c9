// The public entry of the afisha and tickets feature: what the main and id areas' routes use (decision 0046).
export { AfishaList } from './AfishaList';
export { ShowView } from './ShowView';
export { OrderView } from './OrderView';
export { MyTickets } from './MyTickets';
export { useMyTickets, useShow, useTicketOrder } from './api';
export { showHead } from './rules';

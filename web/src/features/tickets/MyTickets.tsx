import { AppLink } from '../../routes/AppLink';
import { formatPrice } from '../../shared/format';
import { countRu } from '../../shared/format/plural';
import { ticketPdfUrl } from './api';
import { showMoment, STATUS_NAMES } from './rules';
import type { TicketOrder } from './types';
import styles from './Afisha.module.css';

const TICKETS: readonly [string, string, string] = ['билет', 'билета', 'билетов'];

/** id:/tickets/ «Мои билеты»: the user's ticket orders, the nearest show first, with the tickets' PDFs. */
export function MyTickets({ orders }: { orders: TicketOrder[] }) {
  if (orders.length === 0) {
    return (
      <p className={styles.muted}>
        Билетов пока нет. Концерты, спектакли и гала-концерты фестивалей — в <AppLink to="afisha">афише</AppLink>.
      </p>
    );
  }
  return (
    <ul className={styles.myOrders}>
      {orders.map((order) => (
        <li key={order.number} className={styles.orderCard}>
          <p className={styles.badge} data-status={order.status}>
            {STATUS_NAMES[order.status]}
          </p>
          <h2 className={styles.orderShow}>{order.show.title}</h2>
          <p className={styles.muted}>
            <time dateTime={order.show.starts_at}>{showMoment(order.show.starts_at)}</time> · {order.show.place.name},{' '}
            {order.show.place.city.name}
          </p>
          <p>
            Заказ{' '}
            <AppLink to="main-afisha-zakaz-number" params={{ number: order.number }} query={{ key: order.access_key }}>
              № {order.number}
            </AppLink>{' '}
            ·{' '}
            {countRu(
              order.lines.reduce((sum, line) => sum + line.quantity, 0),
              TICKETS,
            )}{' '}
            · <span className={styles.nowrap}>{formatPrice(order.total)}</span>
          </p>
          {order.status === 'paid' && order.tickets.length > 0 && (
            <ul className={styles.ticketList}>
              {order.tickets.map((ticket) => (
                <li key={ticket.code} className={styles.ticket}>
                  <span>
                    Билет {ticket.number} · {ticket.tier}
                    {ticket.checked_in_at && <span className={styles.muted}> · использован</span>}
                  </span>
                  <a href={ticketPdfUrl(ticket.code, undefined)} download>
                    PDF
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

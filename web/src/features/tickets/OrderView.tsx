import { useState } from 'react';
import { AppLink } from '../../routes/AppLink';
import { formatDateTime, formatPrice } from '../../shared/format';
import { buttonClass } from '../../shared/ui/button';
import { Container } from '../../shared/ui/Container';
import { PageIntro } from '../../shared/ui/page';
import { ticketPdfUrl, ticketsApi, type TicketsApi } from './api';
import { Countdown } from './Countdown';
import { showMoment, STATUS_NAMES } from './rules';
import type { PaymentMethod, TicketOrder } from './types';
import styles from './Afisha.module.css';

function statusLine(order: TicketOrder): string {
  switch (order.status) {
    case 'held':
      return 'Места забронированы. Выберите, как оплатить: онлайн картой или в кассе площадки.';
    case 'awaiting_payment':
      return `Заказ ждёт оплаты в кассе площадки${order.held_until ? ` до ${formatDateTime(order.held_until)}` : ''}: назовите кассиру номер заказа. После оплаты билеты придут на почту и появятся здесь; неоплаченная бронь снимется, и места вернутся в продажу.`;
    case 'paid':
      return `Заказ оплачен. Билеты отправлены на ${order.buyer.email}; их можно скачать и здесь — покажите QR-код на входе с телефона или распечатанным.`;
    case 'cancelled':
      return order.cancel_reason ? `Заказ отменён: ${order.cancel_reason}.` : 'Заказ отменён, места вернулись в продажу.';
    case 'expired':
      return 'Бронь истекла: заказ не оплатили вовремя, места вернулись в продажу.';
    case 'refunded':
      return 'Деньги за заказ возвращены, билеты больше не действуют.';
  }
}

/**
 * An order's page (/afisha/zakaz/:number/): what was ordered, the hold's countdown and the
 * payment's choice while it is held, the tickets with their PDFs once it is paid. A guest opens
 * it by the link with the order's access key.
 */
export function OrderView({
  order,
  orderKey,
  onChanged,
  api = ticketsApi,
}: {
  order: TicketOrder;
  orderKey: string | undefined;
  onChanged: () => void;
  api?: TicketsApi;
}) {
  const [busy, setBusy] = useState<PaymentMethod | 'cancel' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  async function pay(method: PaymentMethod) {
    if (busy) return;
    setBusy(method);
    setProblem(null);
    const result = await api.pay(order.number, orderKey, method);
    setBusy(null);
    if (result.kind !== 'done') {
      setProblem(result.message);
      onChanged();
      return;
    }
    if (result.data.next.action === 'redirect' && result.data.next.url) window.location.assign(result.data.next.url);
    else onChanged();
  }

  async function cancel() {
    if (busy) return;
    setBusy('cancel');
    setProblem(null);
    const result = await api.cancel(order.number, orderKey);
    setBusy(null);
    if (result.kind !== 'done') setProblem(result.message);
    onChanged();
  }

  const unpaid = order.status === 'held' || order.status === 'awaiting_payment';
  return (
    <>
      <PageIntro id="order-title" title={`Заказ № ${order.number}`} lead={statusLine(order)} />
      <Container>
        <div className={styles.order}>
          <section className={styles.orderCard} aria-label="Состав заказа">
            <p className={styles.badge} data-status={order.status}>
              {STATUS_NAMES[order.status]}
            </p>
            <h2 className={styles.orderShow}>
              <AppLink to="main-afisha-code" params={{ code: order.show.code }}>
                {order.show.title}
              </AppLink>
            </h2>
            <p className={styles.muted}>
              {showMoment(order.show.starts_at)} · {order.show.place.name}, {order.show.place.city.name}, {order.show.place.address}
            </p>
            <table className={styles.lines}>
              <tbody>
                {order.lines.map((line) => (
                  <tr key={line.tier_id}>
                    <th scope="row">{line.name}</th>
                    <td>
                      {line.quantity} × {formatPrice(line.price)}
                    </td>
                  </tr>
                ))}
                {order.discount > 0 && (
                  <tr>
                    <th scope="row">Скидка по промокоду</th>
                    <td>−{formatPrice(order.discount)}</td>
                  </tr>
                )}
                <tr className={styles.sumRow}>
                  <th scope="row">Итого</th>
                  <td>{formatPrice(order.total)}</td>
                </tr>
              </tbody>
            </table>
            <p className={styles.muted}>
              Покупатель: {order.buyer.name}, {order.buyer.email}
            </p>
          </section>

          {order.status === 'held' && (
            <section className={styles.orderCard} aria-labelledby="pay-title">
              <h2 id="pay-title" className={styles.buyTitle}>
                Оплата
              </h2>
              {order.held_until && <Countdown until={order.held_until} onOver={onChanged} />}
              <div className={styles.payChoices}>
                <button type="button" className={buttonClass('primary')} disabled={busy !== null} onClick={() => void pay('test_provider')}>
                  {busy === 'test_provider' ? 'Переходим к оплате…' : `Оплатить картой ${formatPrice(order.total)}`}
                </button>
                <button type="button" className={buttonClass('secondary')} disabled={busy !== null} onClick={() => void pay('box_office')}>
                  {busy === 'box_office' ? 'Сохраняем…' : 'Оплачу в кассе площадки'}
                </button>
              </div>
              <p className={styles.muted}>
                В кассе бронь держится 3 дня, но не дольше конца дня перед показом; в день показа оплатить можно только картой. Билеты
                придут на почту сразу после оплаты.
              </p>
              {problem && (
                <p className={styles.error} role="alert">
                  {problem}
                </p>
              )}
            </section>
          )}

          {order.status === 'awaiting_payment' && problem && (
            <p className={styles.error} role="alert">
              {problem}
            </p>
          )}
          {unpaid &&
            (asking ? (
              <div className={styles.payChoices} role="group" aria-label="Отмена брони">
                <span>Отменить бронь? Места вернутся в продажу.</span>
                <button type="button" className={buttonClass('secondary')} disabled={busy !== null} onClick={() => void cancel()}>
                  {busy === 'cancel' ? 'Отменяем…' : 'Да, отменить'}
                </button>
                <button type="button" className={styles.linkButton} onClick={() => setAsking(false)}>
                  Нет, оставить
                </button>
              </div>
            ) : (
              <p>
                <button type="button" className={styles.linkButton} disabled={busy !== null} onClick={() => setAsking(true)}>
                  Отменить бронь
                </button>
              </p>
            ))}

          {order.status === 'paid' && order.tickets.length > 0 && (
            <section className={styles.orderCard} aria-labelledby="tickets-title">
              <h2 id="tickets-title" className={styles.buyTitle}>
                Билеты
              </h2>
              <ul className={styles.ticketList}>
                {order.tickets.map((ticket) => (
                  <li key={ticket.code} className={styles.ticket}>
                    <span>
                      Билет {ticket.number} · {ticket.tier}
                      {ticket.checked_in_at && <span className={styles.muted}> · использован</span>}
                    </span>
                    <a className={buttonClass('secondary')} href={ticketPdfUrl(ticket.code, orderKey)} download>
                      Скачать PDF
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </Container>
    </>
  );
}

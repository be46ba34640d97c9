import { useState } from 'react';
import { formatDate, formatPrice } from '../../shared/format';
import { Badge, type BadgeTone } from '../../shared/ui/Badge';
import { buttonClass } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/Dialog';
import { cancellable, KIND_NAMES, STATUS_NAMES } from './rules';
import type { Booking, BookingStatus } from './types';
import { FormError } from '../../shared/ui/form';
import styles from './BravoBookings.module.css';

const TONES: Record<BookingStatus, BadgeTone> = { new: 'accent', confirmed: 'success', cancelled: 'danger' };

/** «бесплатно», «7 600 ₽ в месяц», «2 240 ₽, скидка 20 %». */
export function bookingPrice(booking: Pick<Booking, 'kind' | 'price' | 'discount_percent'>): string {
  if (booking.kind === 'trial_lesson') return 'бесплатно';
  const price = formatPrice(booking.price);
  if (booking.kind === 'enrolment') return `${price} в месяц`;
  return booking.discount_percent > 0 ? `${price}, скидка ${booking.discount_percent} %` : price;
}

export interface BookingItemProps {
  booking: Booking;
  today: string;
  /** Cancels it; resolves to the refusal's message, or nothing when done. */
  cancel: (id: number) => Promise<string | null>;
}

/** One booking in the account: what, when, the price kept, its status; «Отменить запись» before its day. */
export function BookingItem({ booking, today, cancel }: BookingItemProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    const message = await cancel(booking.id);
    setBusy(false);
    setAsking(false);
    setRefusal(message);
  }

  return (
    <li className={styles.booking} data-booking={booking.id}>
      <div className={styles.bookingHead}>
        <span>
          {KIND_NAMES[booking.kind]}: {booking.class.name}
        </span>
        <Badge tone={TONES[booking.status]}>{STATUS_NAMES[booking.status]}</Badge>
      </div>
      <div className={styles.meta}>
        <span>{booking.class.school.name}</span>
        <span>
          {formatDate(booking.date, 'day-month')}, {booking.time}
        </span>
        <span>{bookingPrice(booking)}</span>
        <span>Заявка № {booking.id}</span>
      </div>
      {booking.manager_note && booking.status !== 'new' && <p>{booking.manager_note}</p>}
      {/* A guest's booking joins the account by its phone, its code perhaps never entered. */}
      {booking.status === 'new' && !booking.verified && (
        <p className={styles.hintLine}>
          Место пока не закреплено: заявку не подтвердили кодом из письма или СМС. Позвоните нам, и мы подтвердим её.
        </p>
      )}
      <FormError message={refusal} />
      {cancellable(booking, today) && (
        <div className={styles.actions}>
          <button type="button" className={buttonClass('secondary')} onClick={() => setAsking(true)}>
            Отменить запись
          </button>
        </div>
      )}
      {asking && (
        <Dialog title="Отменить запись?" onClose={() => !busy && setAsking(false)}>
          <p>
            Мы отменим запись № {booking.id}: {KIND_NAMES[booking.kind].toLowerCase()} «{booking.class.name}»{' '}
            {formatDate(booking.date, 'day-month')} в {booking.time}, а место достанется другому ребёнку.
          </p>
          <div className={styles.actions}>
            <button type="button" className={buttonClass('primary')} disabled={busy} onClick={() => void confirm()}>
              {busy ? 'Отменяем…' : 'Да, отменить'}
            </button>
            <button type="button" className={buttonClass('secondary')} disabled={busy} onClick={() => setAsking(false)}>
              Не отменять
            </button>
          </div>
        </Dialog>
      )}
    </li>
  );
}

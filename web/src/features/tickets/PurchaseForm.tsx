import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useHref } from '../../app/AreaContext';
import { formatPrice } from '../../shared/format';
import { countRu } from '../../shared/format/plural';
import { buttonClass } from '../../shared/ui/button';
import { Field, formStyles, SubmitButton, useFormSubmit } from '../../shared/ui/form';
import { ConsentCheckbox, formatPhone, PhoneField } from '../auth';
import { useSession } from '../session';
import { ticketsApi, type TicketsApi } from './api';
import {
  HOLD_MINUTES,
  MAX_PER_ORDER,
  maxFor,
  orderSum,
  purchaseBody,
  purchaseFieldOf,
  setQuantity,
  ticketCount,
  validatePurchase,
} from './rules';
import type { BuyerField, BuyerValues, Quantities, ShowDetail, TicketOrder, TicketTier } from './types';
import styles from './Afisha.module.css';

const TICKETS: readonly [string, string, string] = ['билет', 'билета', 'билетов'];

function tierNote(tier: TicketTier): string {
  if (tier.on_sale) return tier.places_left <= 20 ? `осталось ${tier.places_left}` : `мест: ${tier.places_left}`;
  if (tier.places_left === 0) return 'распроданы';
  return tier.closed_reason ?? 'продажа закрыта';
}

/**
 * A show's tickets (`POST /api/tickets/orders`, decision 0046): the buyer picks tiers and
 * quantities (up to ten in one order), gives the contacts and a promo code; the order is held for
 * fifteen minutes and its page opens to pay. The server's 422 goes under its fields; a sold-out
 * tier (409) above the button, with the seats asked again.
 */
export function PurchaseForm({
  show,
  api = ticketsApi,
  onSeatsChanged,
}: {
  show: ShowDetail;
  api?: TicketsApi;
  onSeatsChanged?: () => void;
}) {
  const navigate = useNavigate();
  const buildHref = useHref();
  const { user } = useSession();
  const [quantities, setQuantities] = useState<Quantities>({});
  const [values, setValues] = useState<BuyerValues>({ buyer_name: '', email: '', phone: '', promo_code: '', consent: false });

  useEffect(() => {
    if (!user) return;
    setValues((current) => ({
      ...current,
      buyer_name: current.buyer_name || `${user.first_name} ${user.last_name}`.trim(),
      phone: current.phone || (user.phone ? formatPhone(user.phone) : ''),
      email: current.email || user.email,
    }));
  }, [user]);

  const { errors, formError, busy, submit, clearError } = useFormSubmit<BuyerField, TicketOrder>({
    validate: () => validatePurchase(values, quantities),
    send: async () => {
      const result = await api.place(purchaseBody(show.code, values, quantities));
      if (result.kind === 'refused') onSeatsChanged?.();
      return result;
    },
    fieldOf: purchaseFieldOf,
    onDone: (order) => {
      void navigate(
        buildHref({ name: 'main-afisha-zakaz-number', params: { number: order.number }, query: { key: order.access_key } }).href,
      );
    },
  });

  function set<K extends keyof BuyerValues>(key: K, value: BuyerValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  }
  function change(tier: TicketTier, value: number) {
    setQuantities((current) => setQuantity(tier, current, value));
    clearError('lines');
  }

  const count = ticketCount(quantities);
  const sum = orderSum(show.tiers, quantities);
  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={`Билеты: ${show.title}`}>
      <fieldset className={styles.tiers} aria-describedby={errors.lines ? 'tiers-error' : undefined}>
        <legend className={styles.legend}>Категории и количество</legend>
        {show.tiers.map((tier) => {
          const n = quantities[tier.id] ?? 0;
          const most = maxFor(tier, quantities);
          return (
            <div key={tier.id} className={styles.tier}>
              <div className={styles.tierText}>
                <span className={styles.tierName}>{tier.name}</span>
                <span className={styles.muted}>
                  {formatPrice(tier.price)} · {tierNote(tier)}
                </span>
              </div>
              <div className={styles.stepper} role="group" aria-label={`${tier.name}: количество`}>
                <button
                  type="button"
                  className={styles.step}
                  onClick={() => change(tier, n - 1)}
                  disabled={n === 0}
                  aria-label={`Убрать билет «${tier.name}»`}
                >
                  −
                </button>
                <output className={styles.count} aria-live="polite">
                  {n}
                </output>
                <button
                  type="button"
                  className={styles.step}
                  onClick={() => change(tier, n + 1)}
                  disabled={n >= most}
                  aria-label={`Добавить билет «${tier.name}»`}
                >
                  +
                </button>
              </div>
            </div>
          );
        })}
        {errors.lines && (
          <p id="tiers-error" className={styles.error} role="alert">
            {errors.lines}
          </p>
        )}
        <p className={styles.total} aria-live="polite">
          {count === 0 ? `Выберите билеты: до ${MAX_PER_ORDER} в одном заказе` : `${countRu(count, TICKETS)} на сумму ${formatPrice(sum)}`}
        </p>
      </fieldset>

      <div className={styles.row}>
        <Field
          label="Имя и фамилия"
          name="buyer_name"
          autoComplete="name"
          maxLength={100}
          value={values.buyer_name}
          error={errors.buyer_name}
          onChange={(event) => set('buyer_name', event.target.value)}
        />
        <PhoneField label="Телефон" name="phone" value={values.phone} error={errors.phone} onChange={(value) => set('phone', value)} />
      </div>
      <div className={styles.row}>
        <Field
          label="Электронная почта"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          hint="Сюда придут электронные билеты"
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email', event.target.value)}
        />
        <Field
          label="Промокод"
          name="promo_code"
          optional
          autoComplete="off"
          maxLength={30}
          value={values.promo_code}
          error={errors.promo_code}
          onChange={(event) => set('promo_code', event.target.value.toUpperCase())}
        />
      </div>
      <ConsentCheckbox checked={values.consent} onChange={(checked) => set('consent', checked)} error={errors.consent} />
      {formError && (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      )}
      <div className={formStyles.actions}>
        <SubmitButton className={buttonClass('primary')} busy={busy}>
          Забронировать
        </SubmitButton>
        <p className={styles.muted}>Бронь держится {HOLD_MINUTES} минут — за это время выберите способ оплаты.</p>
      </div>
    </form>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useApiDomain } from '../../app/AreaContext';
import { formatPrice } from '../../shared/format/price';
import { buttonClass } from '../../shared/ui/button';
import { Field, formStyles, SubmitButton, TextAreaField, useFormSubmit, FormError } from '../../shared/ui/form';
import { FieldShell } from '../../shared/ui/form/FieldShell';
import { ConsentCheckbox, PhoneField } from '../auth';
import { arendaApi, type ArendaApi } from './api';
import { hourText, priceOf } from './hours';
import { RENTAL_TEXT } from './messages';
import { RENTAL_FIELDS, rentalBody, validateRental } from './rules';
import type { RentalField, RentalValues, Venue } from './types';
import styles from './Arenda.module.css';

const START_HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const END_HOURS = Array.from({ length: 24 }, (_, hour) => hour + 1);

/** The hall a link asked for (`?zal=code`), if the venue has it; else its first hall. */
function hallFromQuery(venue: Venue, search: string): string {
  const asked = new URLSearchParams(search).get('zal');
  return venue.halls.some((hall) => hall.code === asked) ? (asked ?? '') : (venue.halls[0]?.code ?? '');
}

/** Today in the visitor's time zone, YYYY-MM-DD. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export interface RentalFormProps {
  venue: Venue;
  api?: ArendaApi;
}

/**
 * A rental request for one of the venue's halls (`POST /api/rentals`): checked here as the server
 * checks it, the price by the hall's tariff shown as the hours are chosen; the server's 422 under
 * its fields (hours another rental holds under «Начало»), once sent a thank-you with the number.
 */
export function RentalForm({ venue, api = arendaApi }: RentalFormProps) {
  const location = useLocation();
  const domain = useApiDomain();
  const [values, setValues] = useState<RentalValues>(() => ({
    hall: hallFromQuery(venue, location.search),
    day: '',
    start_hour: '10',
    end_hour: '14',
    guests: '',
    purpose: '',
    name: '',
    phone: '',
    email: '',
    organization: '',
    message: '',
    consent: false,
  }));
  const [sent, setSent] = useState<{ id: number; price: number } | null>(null);
  const thanks = useRef<HTMLParagraphElement>(null);

  // A link to another hall of the page («Оставить заявку на этот зал») picks it here.
  useEffect(() => {
    setValues((current) => ({ ...current, hall: hallFromQuery(venue, location.search) }));
  }, [venue, location.search]);

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const hall = venue.halls.find((item) => item.code === values.hall) ?? null;
  const hours = Number(values.end_hour) - Number(values.start_hour);

  const { errors, formError, busy, submit, clearError } = useFormSubmit<RentalField, { id: number; price: number }>({
    validate: () => validateRental(values, hall?.capacity ?? null, today()),
    send: () => api.send(rentalBody(values), domain),
    fieldOf: (field) => ((RENTAL_FIELDS as readonly string[]).includes(field) ? (field as RentalField) : null),
    onDone: setSent,
  });

  function set<K extends RentalField>(key: K, value: RentalValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  }

  if (sent) {
    return (
      <p ref={thanks} className={styles.thanks} role="status" tabIndex={-1}>
        Заявка № {sent.id} отправлена. Стоимость по тарифу зала — {formatPrice(sent.price)}. Менеджер площадки позвонит вам в течение
        рабочего дня, а копия заявки уже ушла на вашу почту.
      </p>
    );
  }

  const select = (field: 'hall' | 'start_hour' | 'end_hour', label: string, options: { value: string; label: string }[]) => (
    <FieldShell
      label={label}
      error={errors[field]}
      control={(control) => (
        <select
          {...control}
          name={field}
          className={`${formStyles.input} ${errors[field] ? formStyles.invalid : ''}`}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Заявка на аренду">
      {select(
        'hall',
        RENTAL_TEXT.hall,
        venue.halls.map((item) => ({ value: item.code, label: `${item.name}, до ${item.capacity} гостей` })),
      )}
      <div className={styles.row}>
        <Field
          label={RENTAL_TEXT.day}
          name="day"
          type="date"
          value={values.day}
          error={errors.day}
          onChange={(event) => set('day', event.target.value)}
        />
        {select(
          'start_hour',
          RENTAL_TEXT.start,
          START_HOURS.map((hour) => ({ value: String(hour), label: hourText(hour) })),
        )}
        {select(
          'end_hour',
          RENTAL_TEXT.end,
          END_HOURS.map((hour) => ({ value: String(hour), label: hourText(hour) })),
        )}
      </div>
      {hall && hours > 0 && (
        <p className={styles.estimate} aria-live="polite">
          {hours} ч в зале «{hall.name}» — {formatPrice(priceOf(hall.price_hour, hall.price_day, hours))} по тарифу зала
        </p>
      )}
      <div className={styles.row}>
        <Field
          label={RENTAL_TEXT.guests}
          name="guests"
          inputMode="numeric"
          optional
          value={values.guests}
          error={errors.guests}
          onChange={(event) => set('guests', event.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        <Field
          label={RENTAL_TEXT.purpose}
          name="purpose"
          hint={RENTAL_TEXT.purposeHint}
          value={values.purpose}
          error={errors.purpose}
          onChange={(event) => set('purpose', event.target.value)}
        />
      </div>
      <Field
        label={RENTAL_TEXT.name}
        name="name"
        autoComplete="name"
        value={values.name}
        error={errors.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <div className={styles.row}>
        <PhoneField
          label={RENTAL_TEXT.phone}
          name="phone"
          value={values.phone}
          error={errors.phone}
          onChange={(value) => set('phone', value)}
        />
        <Field
          label={RENTAL_TEXT.email}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email', event.target.value)}
        />
      </div>
      <Field
        label={RENTAL_TEXT.organization}
        name="organization"
        autoComplete="organization"
        optional
        value={values.organization}
        error={errors.organization}
        onChange={(event) => set('organization', event.target.value)}
      />
      <TextAreaField
        label={RENTAL_TEXT.message}
        name="message"
        optional
        value={values.message}
        error={errors.message}
        onChange={(event) => set('message', event.target.value)}
      />
      <ConsentCheckbox checked={values.consent} onChange={(value) => set('consent', value)} error={errors.consent} />
      <FormError message={formError} />
      <div className={formStyles.actions}>
        <SubmitButton className={buttonClass('primary')} busy={busy}>
          {RENTAL_TEXT.send}
        </SubmitButton>
      </div>
    </form>
  );
}

import { useId, useState } from 'react';
import type { WriteResult } from '../../shared/api';
import { buttonClass } from '../../shared/ui/button';
import { Field, FormError, formStyles, SubmitButton, useFormSubmit, type FormErrors } from '../../shared/ui/form';
import { formatPhone } from '../auth';
import type { BookingsApi } from './api';
import type { Booking } from './types';
import styles from './BravoBookings.module.css';

/** The code the server sends (auth::new_login_code): six digits; spaces and dashes are dropped, as the server drops them. */
const CODE = /^\d{6}$/;
const cleanCode = (value: string) => value.replace(/[\s-]/g, '');

/** A code refused because the lesson's place went to someone else meanwhile: a refusal of the whole booking. */
function placeGone(result: WriteResult<Booking>): string | null {
  if (result.kind !== 'invalid' || result.errors['code']) return null;
  return result.errors['date']?.[0] ?? result.errors['time']?.[0] ?? null;
}

export interface BookingCodeStepProps {
  /** The guest's booking as the server answered it (`verified: false`). */
  booking: Booking;
  api: BookingsApi;
  domain: string | undefined;
  /** The code is right: the booking now holds its place. */
  onVerified: (booking: Booking) => void;
  /** Back to the form as it was filled in, to change the booking and send it again. */
  onBack: () => void;
}

/**
 * A guest's booking holds no place until the code sent to the form's email (by SMS to the phone
 * without one) is entered (`POST /api/bravo/bookings/{id}/verify`). A wrong or dead code shows
 * under the field; a place taken meanwhile is told above the buttons, with the way back to the form.
 */
export function BookingCodeStep({ booking, api, domain, onVerified, onBack }: BookingCodeStepProps) {
  const [code, setCode] = useState('');
  const [gone, setGone] = useState(false);
  const introId = useId();
  const byEmail = Boolean(booking.email);
  const message = byEmail ? 'письма' : 'СМС';

  const { errors, formError, busy, submit, clearError } = useFormSubmit<'code', Booking>({
    validate: () => {
      const found: FormErrors<'code'> = {};
      const value = cleanCode(code);
      if (value === '') found.code = `Введите код из ${message}`;
      else if (!CODE.test(value)) found.code = `В коде шесть цифр: сверьте его с ${byEmail ? 'письмом' : 'сообщением'}`;
      return found;
    },
    send: async () => {
      const result = await api.verify(booking.id, { code: cleanCode(code) }, domain);
      const taken = placeGone(result);
      setGone(Boolean(taken));
      return taken ? { kind: 'refused', message: taken } : result;
    },
    fieldOf: (field) => (field === 'code' ? 'code' : null),
    onDone: onVerified,
  });

  return (
    <div className={styles.codeStep}>
      <form
        className={formStyles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Подтверждение заявки"
        aria-describedby={introId}
      >
        <div id={introId} className={styles.codeIntro}>
          <p className={styles.codeLead}>
            Осталось подтвердить заявку {`№\u00a0${booking.id}`}.{' '}
            {byEmail ? (
              <>
                Мы отправили код на почту <span className={styles.contact}>{booking.email}</span>.
              </>
            ) : (
              <>
                Мы отправили код в СМС на номер <span className={styles.contact}>{formatPhone(booking.phone)}</span>.
              </>
            )}
          </p>
          <p>Пока код не введён, место на занятии за вами не закреплено. Код действует сутки.</p>
        </div>
        <Field
          label={`Код из ${message}`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={20}
          className={styles.codeField}
          hint={
            byEmail
              ? 'Письма нет несколько минут? Загляните в папку «Спам». Если в почте ошибка, измените заявку и отправьте её снова.'
              : 'Если в номере ошибка, измените заявку и отправьте её снова.'
          }
          value={code}
          error={errors.code}
          onChange={(event) => {
            setCode(event.target.value);
            clearError('code');
          }}
        />
        <FormError message={formError} />
        <div className={formStyles.actions}>
          <SubmitButton className={buttonClass('primary')} busy={busy}>
            Подтвердить
          </SubmitButton>
          <button type="button" className={buttonClass('secondary')} disabled={busy} onClick={onBack}>
            {gone ? 'Выбрать другое занятие' : 'Изменить заявку'}
          </button>
        </div>
      </form>
    </div>
  );
}

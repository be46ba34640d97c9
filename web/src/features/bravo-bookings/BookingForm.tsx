import { useEffect, useRef, useState } from 'react';
import { useApiDomain } from '../../app/AreaContext';
import { AppLink } from '../../routes/AppLink';
import { formatDate, formatPrice } from '../../shared/format';
import { buttonClass } from '../../shared/ui/button';
import { Field, formStyles, SubmitButton, TextAreaField, useFormSubmit, FormError } from '../../shared/ui/form';
import { FieldShell } from '../../shared/ui/form/FieldShell';
import { ConsentCheckbox, formatPhone, PhoneField } from '../auth';
import { useNearViewport } from '../../shared/ui/useNearViewport';
import { useSession } from '../session';
import { bookingsApi, useChildren, useLessons, type BookingsApi } from './api';
import { BookingCodeStep } from './BookingCodeStep';
import { addDays, bookingBody, formFieldOf, INDIVIDUAL_DAYS_AHEAD, INDIVIDUAL_TIMES, lessonDate, validateBooking } from './bookingRules';
import { localToday } from './ChildForm';
import { individualPrice, WEEKDAY_DISCOUNT_TEXT } from './discount';
import { KIND_NAMES, yearsText } from './rules';
import type { BookableClass, Booking, BookingField, BookingKind, BookingValues, Lesson } from './types';
import styles from './BravoBookings.module.css';

/** The kinds as the form's switch names them: short enough for three in a row on a phone. */
const KIND_CHOICES: [BookingKind, string][] = [
  ['trial_lesson', 'Пробное'],
  ['enrolment', 'Абонемент'],
  ['individual_lesson', 'Индивидуальное'],
];
const WEEKDAYS = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'];

const lessonLabel = (lesson: Lesson) =>
  `${WEEKDAYS[lesson.weekday - 1] ?? ''}, ${formatDate(lesson.date, 'day-month')}, ${lesson.start}–${lesson.end}` +
  (lesson.places_left > 0 ? ` · мест: ${lesson.places_left}` : ' · мест нет');

export interface BookingFormProps {
  cls: BookableClass;
  /** The kind chosen first (a link «Индивидуальное занятие» opens the form on it). */
  kind?: BookingKind;
  api?: BookingsApi;
}

/**
 * A booking at «Браво» for a child (`POST /api/bravo/bookings`, decision 0043): a free trial
 * lesson or an enrolment on one of the class's lessons of the next four weeks with its places, or
 * an individual lesson on a day and time with its price (20 % less on weekdays from 11:00 to
 * 14:00). A parent picks one of the account's children; a guest gives the child's name and birth
 * date. The class's ages are checked on the lesson's date here and on the server; the server's
 * 422 goes under its fields. A guest's booking holds its place only once the code sent to the
 * email (by SMS without one) is entered: the form asks for it before the thanks.
 */
export function BookingForm({ cls, kind = 'trial_lesson', api = bookingsApi }: BookingFormProps) {
  const domain = useApiDomain();
  const { user } = useSession();
  const form = useRef<HTMLFormElement>(null);
  // The places are asked when the form comes near the screen, not by every visitor of the page.
  const lessons = useLessons(cls.school.code, cls.code, useNearViewport(form), api);
  const children = useChildren(Boolean(user), api);
  const [values, setValues] = useState<BookingValues>({
    kind,
    lesson: '',
    date: '',
    time: '12:00',
    child: '',
    child_name: '',
    child_birth_date: '',
    consent: false,
    name: '',
    phone: '',
    email: '',
    comment: '',
  });
  const [sent, setSent] = useState<Booking | null>(null);
  /** A guest's booking waiting for its code (`verified: false`): no place is held until it is entered. */
  const [unverified, setUnverified] = useState<Booking | null>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const today = localToday();

  // The account's contacts fill the empty fields once the session is known.
  useEffect(() => {
    if (!user) return;
    setValues((current) => ({
      ...current,
      name: current.name || `${user.first_name} ${user.last_name}`.trim(),
      phone: current.phone || (user.phone ? formatPhone(user.phone) : ''),
      email: current.email || user.email,
    }));
  }, [user]);

  // The first child of the account is the one booked for unless the parent picks another.
  const firstChild = children.data?.[0]?.id;
  useEffect(() => {
    if (firstChild !== undefined) setValues((current) => (current.child ? current : { ...current, child: String(firstChild) }));
  }, [firstChild]);

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const ownChild = children.data?.find((child) => String(child.id) === values.child) ?? null;

  const { errors, formError, busy, submit, clearError } = useFormSubmit<BookingField, Booking>({
    validate: () => validateBooking(values, cls, today, ownChild?.birth_date ?? null),
    send: () => api.book(bookingBody(values, cls), domain),
    fieldOf: (field) => formFieldOf(field, values.kind),
    onDone: (booking) => {
      if (booking.verified === false) {
        setUnverified(booking);
        return;
      }
      setSent(booking);
      void lessons.refetch();
    },
  });

  // A lesson refused (taken meanwhile): its places are asked again.
  const lessonRefused = Boolean(errors.lesson);
  const askPlaces = lessons.refetch;
  useEffect(() => {
    if (lessonRefused) void askPlaces();
  }, [lessonRefused, askPlaces]);

  function set<K extends BookingField>(key: K, value: BookingValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  }

  if (sent) {
    return (
      <div ref={thanks} className={styles.thanks} role="status" tabIndex={-1}>
        <p>
          Заявка № {sent.id} отправлена: {KIND_NAMES[sent.kind].toLowerCase()} «{sent.class.name}», {formatDate(sent.date, 'day-month')} в{' '}
          {sent.time}, {sent.child.name}. Администратор школы позвонит в течение рабочего дня, чтобы подтвердить запись.
        </p>
        {user && (
          <AppLink to="id-children" className={buttonClass('secondary')}>
            Мои записи
          </AppLink>
        )}
      </div>
    );
  }

  if (unverified) {
    return (
      <BookingCodeStep
        booking={unverified}
        api={api}
        domain={domain}
        onVerified={(booking) => {
          setUnverified(null);
          setSent(booking);
          void lessons.refetch();
        }}
        onBack={() => {
          setUnverified(null);
          void lessons.refetch();
        }}
      />
    );
  }

  const date = lessonDate(values);
  const individual = values.kind === 'individual_lesson';
  const price = individualPrice(cls.prices.individual, values.date || '2000-01-01', values.time);
  const select = (field: BookingField, label: string, options: { value: string; label: string; disabled?: boolean }[], hint?: string) => (
    <FieldShell
      label={label}
      error={errors[field]}
      hint={hint}
      control={(control) => (
        <select
          {...control}
          name={field}
          className={`${formStyles.input} ${errors[field] ? formStyles.invalid : ''}`}
          value={String(values[field])}
          onChange={(event) => set(field, event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );

  return (
    <form ref={form} className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={`Запись: ${cls.name}`}>
      <fieldset className={formStyles.segmented}>
        <legend>Что записываем</legend>
        {KIND_CHOICES.map(([item, label]) => (
          <label key={item} className={formStyles.segment}>
            <input type="radio" name="kind" value={item} checked={values.kind === item} onChange={() => set('kind', item)} />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>

      {individual ? (
        <div className={styles.row}>
          <Field
            label="День"
            name="date"
            type="date"
            min={addDays(today, 1)}
            max={addDays(today, INDIVIDUAL_DAYS_AHEAD)}
            value={values.date}
            error={errors.date}
            onChange={(event) => set('date', event.target.value)}
          />
          {select(
            'time',
            'Начало',
            INDIVIDUAL_TIMES.map((time) => ({ value: time, label: time })),
          )}
        </div>
      ) : (
        select(
          'lesson',
          'Занятие',
          [
            { value: '', label: lessons.data ? 'Выберите день и время' : 'Загружаем расписание…' },
            ...(lessons.data?.items ?? []).map((lesson) => ({
              value: `${lesson.slot_id}|${lesson.date}`,
              label: lessonLabel(lesson),
              disabled: lesson.places_left === 0,
            })),
          ],
          'Ближайшие четыре недели; число — свободные места в группе',
        )
      )}

      <p className={styles.estimate} aria-live="polite">
        {values.kind === 'trial_lesson' && 'Пробное занятие — бесплатно'}
        {values.kind === 'enrolment' && `Абонемент — ${formatPrice(cls.prices.month)} в месяц`}
        {individual &&
          (price.discount > 0
            ? `${formatPrice(price.amount)} вместо ${formatPrice(cls.prices.individual)} — скидка ${price.discount} % в будни днём`
            : `${formatPrice(price.amount)} за занятие. ${WEEKDAY_DISCOUNT_TEXT}`)}
      </p>

      {children.data &&
        children.data.length > 0 &&
        select('child', 'Ребёнок', [
          ...children.data.map((child) => ({ value: String(child.id), label: child.name })),
          { value: 'new', label: 'Другой ребёнок' },
        ])}
      {(!ownChild || values.child === 'new') && (
        <>
          <div className={styles.row}>
            <Field
              label="Имя и фамилия ребёнка"
              name="child_name"
              autoComplete="off"
              maxLength={100}
              value={values.child_name}
              error={errors.child_name}
              onChange={(event) => set('child_name', event.target.value)}
            />
            <Field
              label="Дата рождения ребёнка"
              name="child_birth_date"
              type="date"
              max={today}
              value={values.child_birth_date}
              error={errors.child_birth_date}
              onChange={(event) => set('child_birth_date', event.target.value)}
            />
          </div>
          <ConsentCheckbox
            checked={values.consent}
            onChange={(checked) => set('consent', checked)}
            error={errors.consent}
            before="Я родитель или законный представитель ребёнка и согласен на"
          />
        </>
      )}
      {date && (
        <p className={styles.hintLine}>
          Группа для детей от {cls.age_min} до {yearsText(cls.age_max)}: возраст считаем на день занятия.
        </p>
      )}

      <div className={styles.row}>
        <Field
          label="Ваше имя"
          name="name"
          autoComplete="name"
          maxLength={100}
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <PhoneField label="Телефон" name="phone" value={values.phone} error={errors.phone} onChange={(value) => set('phone', value)} />
      </div>
      <Field
        label="Электронная почта"
        name="email"
        type="email"
        autoComplete="email"
        optional
        hint="Пришлём подтверждение письмом; без почты — по СМС"
        value={values.email}
        error={errors.email}
        onChange={(event) => set('email', event.target.value)}
      />
      <TextAreaField
        label="Комментарий для педагога"
        name="comment"
        optional
        rows={3}
        maxLength={1000}
        value={values.comment}
        error={errors.comment}
        onChange={(event) => set('comment', event.target.value)}
      />
      <FormError message={formError} />
      <div className={formStyles.actions}>
        <SubmitButton className={buttonClass('primary')} busy={busy}>
          Записаться
        </SubmitButton>
      </div>
    </form>
  );
}

import { useState } from 'react';
import type { WriteResult } from '../../shared/api';
import { buttonClass } from '../../shared/ui/button';
import { Field, formStyles, SubmitButton, TextAreaField, useFormSubmit, FormError } from '../../shared/ui/form';
import { ConsentCheckbox } from '../auth';
import { childBody, CHILD_LIMITS, validateChild } from './rules';
import type { Child, ChildField, ChildValues } from './types';

const FIELDS: readonly ChildField[] = ['name', 'birth_date', 'notes', 'consent'];

/** Today in the visitor's time zone, YYYY-MM-DD. */
export function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export interface ChildFormProps {
  /** The child being edited; none for a new one (which needs the consent). */
  child?: Child;
  save: (body: Record<string, unknown>) => Promise<WriteResult<Child>>;
  onSaved: (child: Child) => void;
  onCancel: () => void;
}

/**
 * A child's name, birth date and notes for the teacher, checked as the server checks them; a new
 * child needs the parent's consent to the processing of its personal data. The server's 422 goes
 * under its fields.
 */
export function ChildForm({ child, save, onSaved, onCancel }: ChildFormProps) {
  const [values, setValues] = useState<ChildValues>({
    name: child?.name ?? '',
    birth_date: child?.birth_date ?? '',
    notes: child?.notes ?? '',
    consent: Boolean(child),
  });
  const { errors, formError, busy, submit, clearError } = useFormSubmit<ChildField, Child>({
    validate: () => validateChild(values, localToday(), { needConsent: !child }),
    send: () => save(childBody(values)),
    fieldOf: (field) => ((FIELDS as readonly string[]).includes(field) ? (field as ChildField) : null),
    onDone: onSaved,
  });

  function set<K extends ChildField>(key: K, value: ChildValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  }

  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={child ? `Изменить: ${child.name}` : 'Новый ребёнок'}
    >
      <Field
        label="Имя и фамилия ребёнка"
        name="name"
        autoComplete="off"
        maxLength={CHILD_LIMITS.name}
        value={values.name}
        error={errors.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <Field
        label="Дата рождения"
        name="birth_date"
        type="date"
        max={localToday()}
        value={values.birth_date}
        error={errors.birth_date}
        hint="По ней мы проверим, подходит ли ребёнку группа в день занятия"
        onChange={(event) => set('birth_date', event.target.value)}
      />
      <TextAreaField
        label="Что важно знать педагогу"
        name="notes"
        optional
        rows={3}
        maxLength={CHILD_LIMITS.notes}
        hint="Например: занимался танцами два года, стесняется петь один, аллергия на пыль"
        value={values.notes}
        error={errors.notes}
        onChange={(event) => set('notes', event.target.value)}
      />
      {!child && (
        <ConsentCheckbox
          checked={values.consent}
          error={errors.consent}
          onChange={(checked) => set('consent', checked)}
          before="Я родитель или законный представитель ребёнка и согласен на"
        />
      )}
      <FormError message={formError} />
      <div className={formStyles.actions}>
        <SubmitButton className={buttonClass('primary')} busy={busy}>
          {child ? 'Сохранить' : 'Добавить ребёнка'}
        </SubmitButton>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={busy}>
          Отмена
        </button>
      </div>
    </form>
  );
}

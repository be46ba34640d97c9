import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useApiDomain } from '../../app/AreaContext';
import { buttonClass } from '../../shared/ui/button';
import { Field, formStyles, SubmitButton, TextAreaField, useFormSubmit, FormError } from '../../shared/ui/form';
import { panelClass } from '../../shared/ui/Panel';
import { ConsentCheckbox, PhoneField } from '../auth';
import { requestsApi, type RequestsApi } from './api';
import { DetailField } from './DetailField';
import { FileField } from './FileField';
import { REQUEST_FORMS } from './formSpecs';
import { REQUEST_TEXT } from './messages';
import { requestBody } from './payload';
import { shownField, validateRequest } from './rules';
import type { RequestField, RequestFormKind, RequestValues } from './types';
import styles from './RequestForm.module.css';

const EMPTY: RequestValues = { name: '', phone: '', email: '', message: '', consent: false };

export interface RequestFormProps {
  form: RequestFormKind;
  /** The button's text an editor chose; the form's own by default. */
  buttonLabel?: string;
  /** The form's accessible name (the section's title); the form's own name by default. */
  label?: string;
  /** Inside a dialog: the form without its own card. */
  bare?: boolean;
  api?: RequestsApi;
}

/**
 * A visitor's request to the inbox (`POST /api/requests`): the form's fields checked by the
 * server's rules first, the server's 422 under its fields, any other refusal above the button; once
 * sent, a thank-you takes the form's place and the focus.
 */
export function RequestForm({ form, buttonLabel, label, bare = false, api = requestsApi }: RequestFormProps) {
  const spec = REQUEST_FORMS[form];
  const location = useLocation();
  const domain = useApiDomain();
  const [values, setValues] = useState<RequestValues>(EMPTY);
  const [sent, setSent] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const { errors, formError, busy, submit, clearError } = useFormSubmit<RequestField, { id: number }>({
    validate: () => validateRequest(form, values),
    send: () => api.send(requestBody(form, values, location), domain, spec.file ? values.project : null),
    // A field the visitor cannot see (the page, a tag) is told above the button.
    fieldOf: (field) => shownField(form, field),
    onDone: () => setSent(true),
  });

  function set<K extends RequestField>(key: K, value: RequestValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  }

  if (sent) {
    return (
      <p ref={thanks} className={`${styles.box} ${styles.thanks}`} role="status" tabIndex={-1}>
        {REQUEST_TEXT.thanks}
      </p>
    );
  }

  return (
    <form
      className={`${styles.box} ${bare ? '' : panelClass()} ${formStyles.form}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={label ?? spec.name}
    >
      <Field
        label={REQUEST_TEXT.name}
        name="name"
        autoComplete="name"
        value={values.name}
        error={errors.name}
        onChange={(event) => set('name', event.target.value)}
      />
      {spec.phone !== 'absent' && (
        <PhoneField
          label={REQUEST_TEXT.phone}
          name="phone"
          optional={spec.phone === 'optional'}
          value={values.phone}
          error={errors.phone}
          onChange={(value) => set('phone', value)}
        />
      )}
      <Field
        label={REQUEST_TEXT.email}
        name="email"
        type="email"
        autoComplete="email"
        placeholder="name@example.ru"
        optional={spec.email === 'optional'}
        value={values.email}
        error={errors.email}
        onChange={(event) => set('email', event.target.value)}
      />
      {spec.details.map((detail) => (
        <DetailField
          key={detail.code}
          detail={detail}
          value={values[detail.code] ?? ''}
          error={errors[detail.code]}
          onChange={(value) => set(detail.code, value)}
        />
      ))}
      <TextAreaField
        label={spec.messageLabel}
        name="message"
        optional={spec.message === 'optional'}
        value={values.message}
        error={errors.message}
        onChange={(event) => set('message', event.target.value)}
      />
      {spec.file && <FileField label={spec.file.label} error={errors.project} onChange={(file) => set('project', file)} />}
      <ConsentCheckbox checked={values.consent} onChange={(value) => set('consent', value)} error={errors.consent} />
      <FormError message={formError} />
      <div className={formStyles.actions}>
        <SubmitButton className={buttonClass('primary')} busy={busy}>
          {buttonLabel ?? spec.button}
        </SubmitButton>
      </div>
    </form>
  );
}

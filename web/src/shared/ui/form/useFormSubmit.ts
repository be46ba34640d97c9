import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { WriteResult } from '../../api';

export type FormErrors<F extends string> = Partial<Record<F, string>>;

export interface FormSubmitOptions<F extends string, T> {
  /** The form's own checks, as the server makes them: the errors by field (none: send). */
  validate: () => FormErrors<F>;
  send: () => Promise<WriteResult<T>>;
  /** The field that shows a server error of `field`; null: it is told above the button. */
  fieldOf: (field: string) => F | null;
  onDone: (data: T) => void;
}

/**
 * A form's sending, the same in every form: its own checks first (the first invalid field
 * focused), one call at a time, the server's 422 under the fields it names and the rest (a
 * hidden field, a refusal) above the button.
 */
export function useFormSubmit<F extends string, T>(options: FormSubmitOptions<F, T>) {
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const form = useRef<HTMLFormElement | null>(null);
  // Asked with the errors, so the focus moves once the render that marks the fields is done (a
  // timer could run before it on a busy machine).
  const [focusAsked, setFocusAsked] = useState(0);
  useEffect(() => {
    if (focusAsked > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusAsked]);
  const focusFirstInvalid = () => setFocusAsked((n) => n + 1);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    form.current = event.currentTarget;
    const found = options.validate();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    sending.current = true;
    setBusy(true);
    const result = await options.send();
    sending.current = false;
    setBusy(false);
    if (result.kind === 'done') {
      options.onDone(result.data);
      return;
    }
    if (result.kind === 'refused') {
      setFormError(result.message);
      return;
    }
    const fields: FormErrors<F> = {};
    const other: string[] = [];
    for (const [field, messages] of Object.entries(result.errors)) {
      const message = messages[0];
      if (!message) continue;
      const shown = options.fieldOf(field);
      if (shown) fields[shown] ??= message;
      else other.push(message);
    }
    setErrors(fields);
    setFormError(other.length > 0 ? [result.message, ...other].join(' ') : null);
    focusFirstInvalid();
  }

  /** Clears a field's error as the visitor changes it. */
  const clearError = (field: F) => setErrors((current) => ({ ...current, [field]: undefined }));

  return { errors, formError, busy, submit, clearError };
}

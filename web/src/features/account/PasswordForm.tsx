import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../shared/ui/button';
import { Field, focusFirstInvalid, formStyles, SubmitButton } from '../../shared/ui/form';
import { panelClass, panelTitleClass } from '../../shared/ui/Panel';
import { firstErrors, profilePayload, type FieldErrors } from '../auth';
import { useNotifications } from '../notifications';
import type { User } from '../session';
import { ACCOUNT_TEXT, clockTime, validatePasswordChange } from './accountRules';
import { accountApi, type AccountApi, type EditPayload } from './api';
import { profileValues } from './ProfileForm';
import { useWindowOpen } from './useWindowOpen';
import styles from './Account.module.css';

/**
 * Change the password (PUT /api/user/edit with new_password). The current password is required,
 * except for a while after a login with a one-time code (`set_password_until`): that is how a
 * visitor who forgot the password sets a new one. The server then ends every other session.
 */
export function PasswordForm({ user, onSaved, api = accountApi }: { user: User; onSaved: (user: User) => void; api?: AccountApi }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // Should the server ask for the current password after all (the window closed), the field appears.
  const [serverAsked, setServerAsked] = useState(false);
  const { notify } = useNotifications();
  const passwordFree = useWindowOpen(user.set_password_until) && !serverAsked;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = event.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    const found = validatePasswordChange({ current, next, repeat, passwordFree });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    const payload: EditPayload = { ...profilePayload(profileValues(user)), new_password: next };
    if (!passwordFree) payload.current_password = current;
    const response = await api.edit(payload);
    setBusy(false);
    if (response.error || !response.data) {
      const fields = firstErrors(response.error?.errors ?? {});
      if (fields['current_password']) setServerAsked(true);
      setErrors(fields);
      focusFirstInvalid(form);
      notify({ type: 'error', text: response.error?.message ?? 'Unknown error', time: 5000 });
      return;
    }
    setCurrent('');
    setNext('');
    setRepeat('');
    notify({ type: 'success', text: ACCOUNT_TEXT.passwordChanged, time: 5000 });
    onSaved(response.data);
  }

  return (
    <form
      className={`${panelClass()} ${formStyles.form}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="password-form-title"
    >
      <h2 id="password-form-title" className={panelTitleClass}>
        Смена пароля
      </h2>
      {passwordFree && user.set_password_until ? (
        <p className={styles.note}>{ACCOUNT_TEXT.passwordFree(clockTime(user.set_password_until))}</p>
      ) : (
        <Field
          label={ACCOUNT_TEXT.currentPassword}
          type="password"
          name="current_password"
          autoComplete="current-password"
          required
          value={current}
          error={errors['current_password']}
          onChange={(e) => setCurrent(e.target.value)}
        />
      )}
      <div className={styles.grid2}>
        <Field
          label="Новый пароль"
          type="password"
          name="new_password"
          autoComplete="new-password"
          required
          hint="Не менее 8 символов"
          value={next}
          error={errors['new_password']}
          onChange={(e) => setNext(e.target.value)}
        />
        <Field
          label="Повторите новый пароль"
          type="password"
          name="repeat"
          autoComplete="new-password"
          required
          value={repeat}
          error={errors['repeat']}
          onChange={(e) => setRepeat(e.target.value)}
        />
      </div>
      <p className={styles.muted}>После смены пароля мы завершим вход на других устройствах, на этом вы останетесь.</p>
      <div className={formStyles.actions}>
        <SubmitButton className={buttonClass('primary')} busy={busy}>
          {passwordFree ? 'Задать пароль' : 'Изменить пароль'}
        </SubmitButton>
      </div>
    </form>
  );
}

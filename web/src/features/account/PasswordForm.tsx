import { useState, type FormEvent } from 'react';
import { validateValue } from '../../shared/validation';
import { buttonClass } from '../../shared/ui/button';
import { Field, formStyles } from '../../shared/ui/form';
import { panelClass, panelTitleClass } from '../../shared/ui/Panel';
import { firstErrors, PASSWORD_RULES, profilePayload, type FieldErrors } from '../auth/profileRules';
import { useNotifications } from '../notifications/useNotifications';
import type { User } from '../session/types';
import { accountApi, type AccountApi } from './api';
import { profileValues } from './ProfileForm';
import styles from './Account.module.css';

export const PASSWORDS_DIFFER = 'Пароли не совпадают';

/** Change the password with the current one (PUT /api/user/edit with current_password and new_password). */
export function PasswordForm({ user, onSaved, api = accountApi }: { user: User; onSaved: () => void; api?: AccountApi }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const { notify } = useNotifications();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    const currentError = validateValue(current, [{ rule: 'required' }]);
    const nextError = validateValue(next, PASSWORD_RULES);
    if (currentError) found['current_password'] = currentError;
    if (nextError) found['new_password'] = nextError;
    else if (repeat !== next) found['repeat'] = PASSWORDS_DIFFER;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const response = await api.edit({ ...profilePayload(profileValues(user)), current_password: current, new_password: next });
    setBusy(false);
    if (response.error) {
      setErrors(firstErrors(response.error.errors));
      notify({ type: 'error', text: response.error.message, time: 5000 });
      return;
    }
    setCurrent('');
    setNext('');
    setRepeat('');
    notify({ type: 'success', text: 'Пароль изменён', time: 5000 });
    onSaved();
  }

  return (
    <form className={`${panelClass()} ${formStyles.form}`} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="password-form-title">
      <h2 id="password-form-title" className={panelTitleClass}>
        Смена пароля
      </h2>
      <Field label="Текущий пароль" type="password" name="current_password" autoComplete="current-password" value={current} error={errors['current_password']} onChange={(e) => setCurrent(e.target.value)} />
      <div className={styles.grid2}>
        <Field label="Новый пароль" type="password" name="new_password" autoComplete="new-password" hint="Не менее 8 символов" value={next} error={errors['new_password']} onChange={(e) => setNext(e.target.value)} />
        <Field label="Повторите новый пароль" type="password" name="repeat" autoComplete="new-password" value={repeat} error={errors['repeat']} onChange={(e) => setRepeat(e.target.value)} />
      </div>
      <div className={formStyles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          Изменить пароль
        </button>
      </div>
    </form>
  );
}

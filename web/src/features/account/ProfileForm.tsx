import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../shared/ui/button';
import { Field, focusFirstInvalid, formStyles } from '../../shared/ui/form';
import { panelClass, panelTitleClass } from '../../shared/ui/Panel';
import { PhoneField } from '../auth/PhoneField';
import { firstErrors, profilePayload, validateProfile, type FieldErrors, type ProfileValues } from '../auth/profileRules';
import { formatPhone } from '../auth/phoneMask';
import { useNotifications } from '../notifications/useNotifications';
import type { User } from '../session/types';
import { accountApi, type AccountApi } from './api';
import styles from './Account.module.css';

export function profileValues(user: User): ProfileValues {
  return {
    last_name: user.last_name ?? '',
    first_name: user.first_name ?? '',
    second_name: user.second_name ?? '',
    email: user.email ?? '',
    phone: user.phone ? formatPhone(user.phone) : '',
  };
}

/** Edit the profile through PUT /api/user/edit; success reloads the user (spec section 4). */
export function ProfileForm({ user, onSaved, api = accountApi }: { user: User; onSaved: () => void; api?: AccountApi }) {
  const [values, setValues] = useState<ProfileValues>(() => profileValues(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const { notify } = useNotifications();

  function set(key: keyof ProfileValues, value: string) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = event.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    const response = await api.edit(profilePayload(values));
    setBusy(false);
    if (response.error) {
      setErrors(firstErrors(response.error.errors));
      focusFirstInvalid(form);
      notify({ type: 'error', text: response.error.message, time: 5000 });
      return;
    }
    notify({ type: 'success', text: 'Изменения сохранены', time: 5000 });
    onSaved();
  }

  const field = (key: Exclude<keyof ProfileValues, 'phone'>, label: string, extra: { type?: string; autoComplete?: string; optional?: boolean } = {}) => (
    <Field label={label} name={key} value={values[key]} error={errors[key]} onChange={(event) => set(key, event.target.value)} {...extra} />
  );

  return (
    <form className={`${panelClass()} ${formStyles.form}`} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="profile-form-title">
      <h2 id="profile-form-title" className={panelTitleClass}>
        Личные данные
      </h2>
      <div className={styles.grid2}>
        {field('last_name', 'Фамилия', { autoComplete: 'family-name' })}
        {field('first_name', 'Имя', { autoComplete: 'given-name' })}
      </div>
      {field('second_name', 'Отчество', { autoComplete: 'additional-name', optional: true })}
      <div className={styles.grid2}>
        {field('email', 'Электронная почта', { type: 'email', autoComplete: 'email' })}
        <PhoneField label="Телефон" name="phone" optional value={values.phone} error={errors['phone']} onChange={(value) => set('phone', value)} />
      </div>
      <div className={formStyles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          Сохранить
        </button>
      </div>
    </form>
  );
}

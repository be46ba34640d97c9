import { useState, type FormEvent } from 'react';
import { AppLink } from '../../routes/AppLink';
import { buttonClass } from '../../shared/ui/button';
import { Field, focusFirstInvalid, formStyles, SubmitButton } from '../../shared/ui/form';
import { ConsentCheckbox } from './ConsentCheckbox';
import { useNotifications } from '../notifications';
import type { User } from '../session';
import { authApi, type AuthApi } from './api';
import { AUTH_TEXT } from './messages';
import { PhoneField } from './PhoneField';
import { firstErrors, profilePayload, validateRegistration, type FieldErrors, type RegistrationValues } from './profileRules';
import styles from './LoginForm.module.css';

const EMPTY: RegistrationValues = {
  last_name: '',
  first_name: '',
  second_name: '',
  email: '',
  phone: '',
  password: '',
  consent: false,
};

type Key = keyof RegistrationValues;

/** Registration (issue 3): names, email, optional phone, password of 8+ characters, consent. */
export interface RegistrationFormProps {
  onSuccess: (user: User) => void;
  api?: AuthApi;
  /** Query of the login link (the `back` URL travels on). */
  loginQuery?: Record<string, string | undefined>;
}

export function RegistrationForm({ onSuccess, api = authApi, loginQuery }: RegistrationFormProps) {
  const [values, setValues] = useState<RegistrationValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const { notify } = useNotifications();

  function set<K extends Key>(key: K, value: RegistrationValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = event.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    const found = validateRegistration(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    const { second_name, phone, ...required } = profilePayload(values);
    const response = await api.register({
      ...required,
      ...(second_name ? { second_name } : {}),
      ...(phone ? { phone } : {}),
      password: values.password,
      consent: values.consent,
    });
    setBusy(false);
    if (response.error || !response.data) {
      const fields = firstErrors(response.error?.errors ?? {});
      setErrors(fields);
      focusFirstInvalid(form);
      notify({ type: 'error', text: response.error?.message ?? 'Unknown error', time: 5000 });
      return;
    }
    notify({ type: 'success', text: AUTH_TEXT.success, time: 5000 });
    onSuccess(response.data);
  }

  const text = (key: Exclude<Key, 'consent' | 'phone'>, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field label={label} name={key} value={values[key]} error={errors[key]} onChange={(event) => set(key, event.target.value)} {...extra} />
  );

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Регистрация">
      {text('last_name', 'Фамилия', { autoComplete: 'family-name' })}
      {text('first_name', 'Имя', { autoComplete: 'given-name' })}
      {text('second_name', 'Отчество', { autoComplete: 'additional-name', optional: true })}
      {text('email', AUTH_TEXT.email, { type: 'email', autoComplete: 'email', placeholder: 'name@example.ru' })}
      <PhoneField
        label={AUTH_TEXT.phone}
        name="phone"
        optional
        value={values.phone}
        error={errors['phone']}
        onChange={(value) => set('phone', value)}
      />
      {text('password', AUTH_TEXT.password, {
        type: 'password',
        autoComplete: 'new-password',
        hint: 'Не менее 8 символов',
      })}
      <ConsentCheckbox
        checked={values.consent}
        onChange={(value) => set('consent', value)}
        error={errors['consent']}
        before="Я даю согласие на"
      />
      <SubmitButton className={`${buttonClass('primary')} ${formStyles.full}`} busy={busy}>
        Зарегистрироваться
      </SubmitButton>
      <p className={styles.note}>
        Уже есть аккаунт?{' '}
        <AppLink to="id-login" query={loginQuery}>
          Войти
        </AppLink>
      </p>
    </form>
  );
}

import { useReducer, useState, type FormEvent } from 'react';
import { AppLink } from '../../routes/AppLink';
import { buttonClass } from '../../shared/ui/button';
import { Checkbox, Field, formStyles, SubmitButton } from '../../shared/ui/form';
import { useNotifications } from '../notifications';
import type { User } from '../session';
import { authApi, type AuthApi } from './api';
import { CodeInput } from './CodeInput';
import { contactLabel, contactOf, initialLoginState, loginPayload, loginReducer, type LoginState } from './loginFlow';
import { AUTH_TEXT } from './messages';
import { PhoneField } from './PhoneField';
import { useResendTimer } from './useResendTimer';
import { retryAfterSeconds, type ResendTimer } from './resendTimer';
import styles from './LoginForm.module.css';

export interface LoginFormProps {
  onSuccess: (user: User) => void;
  api?: AuthApi;
  timer?: ResendTimer;
  /** Query of the registration link (the `back` URL travels on). */
  registrationQuery?: Record<string, string | undefined>;
  initial?: Partial<LoginState>;
}

/**
 * The login flow of spec sections 2, 4 and 5: contact (email or phone), then password or the
 * one-time code from the 'new password' request. Failures show the server's message as an
 * error notification for 5 s; success shows 'Успешно'.
 */
export function LoginForm({ onSuccess, api = authApi, timer, registrationQuery, initial }: LoginFormProps) {
  const [state, dispatch] = useReducer(loginReducer, { ...initialLoginState, ...initial });
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codeKey, setCodeKey] = useState(0);
  const { notify } = useNotifications();
  const resend = useResendTimer(timer);

  const fail = (message: string) => notify({ type: 'error', text: message, time: 5000 });

  async function login(secret: string) {
    setBusy(true);
    const response = await api.login(loginPayload(state, secret));
    setBusy(false);
    if (response.error || !response.data) {
      fail(response.error?.message ?? 'Unknown error');
      if (state.step === 'code') setCodeKey((key) => key + 1);
      return;
    }
    notify({ type: 'success', text: AUTH_TEXT.success, time: 5000 });
    onSuccess(response.data);
  }

  async function requestCode() {
    setBusy(true);
    const response = await api.forgot(contactOf(state));
    setBusy(false);
    if (response.error) {
      fail(response.error.message);
      const wait = retryAfterSeconds(response.headers);
      if (wait) resend.start(wait);
      return;
    }
    notify({ type: 'success', text: AUTH_TEXT.success, time: 5000 });
    resend.start(response.data?.resend_after ?? undefined);
    setCodeKey((key) => key + 1);
    dispatch({ type: 'codeSent' });
  }

  function submitContact(event: FormEvent) {
    event.preventDefault();
    dispatch({ type: 'submitContact' });
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (password === '') {
      setPasswordError(AUTH_TEXT.passwordRequired);
      return;
    }
    void login(password);
  }

  const resendButton = (
    <button type="button" className={formStyles.linkButton} disabled={busy || resend.secondsLeft > 0} onClick={() => void requestCode()}>
      {state.step === 'code' ? AUTH_TEXT.resend : AUTH_TEXT.newPassword}
    </button>
  );
  const resendNote = resend.secondsLeft > 0 && (
    <p className={styles.note} aria-live="polite">
      {AUTH_TEXT.resendIn(resend.secondsLeft)}
    </p>
  );
  const otherData = (
    <button type="button" className={buttonClass('secondary')} onClick={() => dispatch({ type: 'otherData' })}>
      {AUTH_TEXT.otherData}
    </button>
  );

  if (state.step === 'contact') {
    return (
      <form className={formStyles.form} onSubmit={submitContact} noValidate aria-label={AUTH_TEXT.loginTitle}>
        <fieldset className={formStyles.segmented}>
          <legend>{AUTH_TEXT.method}</legend>
          {(['email', 'phone'] as const).map((method) => (
            <label key={method} className={formStyles.segment}>
              <input
                type="radio"
                name="login-method"
                value={method}
                checked={state.method === method}
                onChange={() => dispatch({ type: 'method', method })}
              />
              <span>{method === 'email' ? AUTH_TEXT.byEmail : AUTH_TEXT.byPhone}</span>
            </label>
          ))}
        </fieldset>
        {state.method === 'email' ? (
          <Field
            label={AUTH_TEXT.email}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="name@example.ru"
            value={state.email}
            error={state.contactError}
            onChange={(event) => dispatch({ type: 'email', value: event.target.value })}
          />
        ) : (
          <PhoneField
            label={AUTH_TEXT.phone}
            name="phone"
            value={state.phone}
            error={state.contactError}
            onChange={(value) => dispatch({ type: 'phone', value })}
          />
        )}
        <Checkbox checked={state.foreignComputer} onChange={(value) => dispatch({ type: 'foreignComputer', value })} name="foreign">
          {AUTH_TEXT.foreignComputer}
          <span className={styles.checkHint}>{AUTH_TEXT.foreignComputerHint}</span>
        </Checkbox>
        <SubmitButton className={`${buttonClass('primary')} ${formStyles.full}`}>{AUTH_TEXT.login}</SubmitButton>
        <p className={styles.note}>
          {AUTH_TEXT.noAccount}{' '}
          <AppLink to="id-registration" query={registrationQuery}>
            {AUTH_TEXT.registration}
          </AppLink>
        </p>
      </form>
    );
  }

  if (state.step === 'password') {
    return (
      <form className={formStyles.form} onSubmit={submitPassword} noValidate aria-label={AUTH_TEXT.passwordTitle}>
        <h2 className={styles.stepTitle}>{AUTH_TEXT.passwordTitle}</h2>
        <p className={styles.contact}>
          {AUTH_TEXT.signingInAs}: <strong>{contactLabel(state)}</strong>
        </p>
        <Field
          label={AUTH_TEXT.password}
          type="password"
          name="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          error={passwordError}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordError(null);
          }}
        />
        <SubmitButton className={`${buttonClass('primary')} ${formStyles.full}`} busy={busy}>
          {AUTH_TEXT.login}
        </SubmitButton>
        <div className={styles.row}>
          {resendButton}
          {/* A code asked for earlier (the timer survives a reload) can still be entered. */}
          <button type="button" className={formStyles.linkButton} onClick={() => dispatch({ type: 'codeSent' })}>
            {AUTH_TEXT.haveCode}
          </button>
        </div>
        {resendNote}
        {otherData}
      </form>
    );
  }

  return (
    <div className={formStyles.form}>
      <h2 className={styles.stepTitle}>{AUTH_TEXT.codeTitle}</h2>
      <p className={styles.contact}>{AUTH_TEXT.codeSent(contactLabel(state))}</p>
      <CodeInput label={AUTH_TEXT.code} disabled={busy} resetKey={codeKey} onComplete={(code) => void login(code)} />
      <div className={styles.row}>
        {resendButton}
        <button type="button" className={formStyles.linkButton} onClick={() => dispatch({ type: 'usePassword' })}>
          {AUTH_TEXT.usePassword}
        </button>
      </div>
      {resendNote}
      {otherData}
    </div>
  );
}

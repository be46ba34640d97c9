import { useEffect, useId, useMemo, useState } from 'react';
import { buttonClass } from '../../shared/ui/button';
import { formStyles } from '../../shared/ui/form';
import { panelClass, panelTitleClass } from '../../shared/ui/Panel';
import { CodeInput } from '../auth';
import { AUTH_TEXT } from '../auth';
import { createResendTimer, retryAfterSeconds, type ResendTimer } from '../auth';
import { useResendTimer } from '../auth';
import { useNotifications } from '../notifications';
import type { User } from '../session';
import { ACCOUNT_TEXT, contactText } from './accountRules';
import { accountApi, type AccountApi, type ContactKind } from './api';
import styles from './Account.module.css';

/** Where the resend timer of a contact change is kept (apart from the login screen's). */
export function contactResendKey(kind: ContactKind): string {
  return `contact_resend_until_${kind}`;
}

export interface PendingContactProps {
  kind: ContactKind;
  /** The new email, or the new phone as '+7' and 10 digits. */
  value: string;
  /**
   * Grows each time the profile form has just had a code sent here: the resend timer restarts
   * and the cells are emptied and focused.
   */
  sentKey?: number;
  /** The answered user after a confirmation or a cancel. */
  onUser: (user: User) => void;
  api?: AccountApi;
  timer?: ResendTimer;
}

/**
 * A contact change waiting for its code (issue 10): the code sent to the new address confirms
 * it (POST /api/user/contact/confirm); it can be sent again after 60 s or the change cancelled.
 */
export function PendingContact({ kind, value, sentKey = 0, onUser, api = accountApi, timer }: PendingContactProps) {
  const store = useMemo(() => timer ?? createResendTimer(undefined, undefined, contactResendKey(kind)), [timer, kind]);
  const resend = useResendTimer(store);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codeKey, setCodeKey] = useState(0);
  const { notify } = useNotifications();
  const titleId = useId();
  const { start } = resend;

  useEffect(() => {
    if (sentKey <= 0) return;
    start();
    setError(null);
    setCodeKey((key) => key + 1);
  }, [sentKey, start]);

  const fail = (message: string) => notify({ type: 'error', text: message, time: 5000 });

  async function confirm(code: string) {
    setBusy(true);
    setError(null);
    const response = await api.confirmContact(kind, code);
    setBusy(false);
    if (response.error || !response.data) {
      const fields = response.error?.errors ?? {};
      const message = fields['code']?.[0] ?? fields[kind]?.[0];
      if (message) setError(message);
      else fail(response.error?.message ?? 'Unknown error');
      setCodeKey((key) => key + 1);
      return;
    }
    notify({ type: 'success', text: ACCOUNT_TEXT.confirmed(kind), time: 5000 });
    onUser(response.data);
  }

  async function sendAgain() {
    setBusy(true);
    const response = await api.resendContact(kind);
    setBusy(false);
    if (response.error) {
      fail(response.error.errors['kind']?.[0] ?? response.error.message);
      const wait = retryAfterSeconds(response.headers);
      if (wait) start(wait);
      return;
    }
    start(response.data?.resend_after ?? undefined);
    setError(null);
    setCodeKey((key) => key + 1);
    notify({ type: 'success', text: ACCOUNT_TEXT.resent, time: 5000 });
  }

  async function cancel() {
    setBusy(true);
    const response = await api.cancelContact(kind);
    setBusy(false);
    if (response.error || !response.data) {
      fail(response.error?.message ?? 'Unknown error');
      return;
    }
    notify({ type: 'success', text: ACCOUNT_TEXT.cancelled(kind), time: 5000 });
    onUser(response.data);
  }

  return (
    <section className={`${panelClass()} ${formStyles.form}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={panelTitleClass}>
        {ACCOUNT_TEXT.pendingTitle(kind)}
      </h2>
      <p>
        Мы отправили код на <strong className={styles.contact}>{contactText(kind, value)}</strong>. {ACCOUNT_TEXT.pendingLead(kind)}
      </p>
      <p className={styles.muted}>{ACCOUNT_TEXT.pendingKeeps(kind)}</p>
      <CodeInput label={ACCOUNT_TEXT.code} disabled={busy} resetKey={codeKey} autoFocus={false} onComplete={(code) => void confirm(code)} />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={formStyles.actions}>
        <button type="button" className={formStyles.linkButton} disabled={busy || resend.secondsLeft > 0} onClick={() => void sendAgain()}>
          {ACCOUNT_TEXT.resend}
        </button>
        <button type="button" className={buttonClass('secondary', 'small')} disabled={busy} onClick={() => void cancel()}>
          {ACCOUNT_TEXT.cancel}
        </button>
      </div>
      {resend.secondsLeft > 0 && (
        <p className={styles.muted} aria-live="polite">
          {AUTH_TEXT.resendIn(resend.secondsLeft)}
        </p>
      )}
    </section>
  );
}

import { validateValue } from '../../shared/validation';
import { formatPhone } from '../auth';
import { PASSWORD_RULES, profilePayload, validateProfile, type FieldErrors, type ProfileValues } from '../auth';
import type { User } from '../session';
import type { ContactKind, EditPayload } from './api';

/**
 * The rules of the settings forms (issue 10, docs/decisions/0020-account-security-web.md):
 * a new email or phone needs the current password unless the session logged in with a one-time
 * code less than 10 minutes ago (`change_contacts_until`); a new password needs the current one
 * unless the code login is less than 15 minutes old (`set_password_until`).
 */
export const ACCOUNT_TEXT = {
  currentPassword: 'Текущий пароль',
  currentPasswordForContacts: 'Введите текущий пароль, чтобы изменить почту или телефон',
  currentPasswordHint: 'Нужен, чтобы сменить почту или телефон: так никто другой не сможет увести ваш аккаунт.',
  contactsFree: (time: string) => `Вы вошли по одноразовому коду, поэтому до ${time} почту и телефон можно сменить без пароля.`,
  passwordFree: (time: string) => `Вы вошли по одноразовому коду: до ${time} можно задать новый пароль без старого.`,
  passwordChanged: 'Пароль изменен. Другие сеансы завершены',
  saved: 'Изменения сохранены',
  codeSentTo: (contacts: string) => `Код отправлен на ${contacts}`,
  pendingTitle: (kind: ContactKind) => (kind === 'email' ? 'Подтвердите новую почту' : 'Подтвердите новый номер'),
  pendingLead: (kind: ContactKind) => `Введите его, чтобы подтвердить ${kind === 'email' ? 'новый адрес' : 'новый номер'}.`,
  pendingKeeps: (kind: ContactKind) =>
    kind === 'email'
      ? 'Пока код не введен, входите и получайте письма по прежней почте.'
      : 'Пока код не введен, для входа по телефону действует прежний номер.',
  code: 'Код подтверждения',
  resend: 'Отправить код повторно',
  resent: 'Мы отправили новый код',
  cancel: 'Отменить смену',
  cancelled: (kind: ContactKind) => (kind === 'email' ? 'Смена почты отменена' : 'Смена номера отменена'),
  confirmed: (kind: ContactKind) => (kind === 'email' ? 'Почта изменена' : 'Номер телефона изменен'),
} as const;

/** True while an ISO UTC time is in the future (a window of the session is open). */
export function isOpen(until: string | null | undefined, now: number = Date.now()): boolean {
  if (!until) return false;
  const end = Date.parse(until);
  return Number.isFinite(end) && end > now;
}

/** Milliseconds until the window closes (0 when it is closed). */
export function msUntil(until: string | null | undefined, now: number = Date.now()): number {
  return isOpen(until, now) ? Date.parse(until ?? '') - now : 0;
}

/** "HH:MM" of an ISO UTC time in the visitor's time zone. */
export function clockTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(new Date(iso));
}

/** The email as the server compares it: trimmed, lower-cased. */
function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Which contacts the form would change (names are saved at once, contacts only by code). */
export function changedContacts(user: Pick<User, 'email' | 'phone'>, values: ProfileValues): { email: boolean; phone: boolean } {
  const payload = profilePayload(values);
  return {
    email: !sameEmail(payload.email, user.email ?? ''),
    phone: (payload.phone ?? null) !== (user.phone ?? null),
  };
}

export interface ProfileEdit {
  values: ProfileValues;
  currentPassword: string;
  /** The code-login window for contacts is open: no password needed. */
  contactsFree: boolean;
}

/** The form's errors before sending: the profile rules, and the current password when a contact changes. */
export function validateProfileEdit(user: Pick<User, 'email' | 'phone'>, edit: ProfileEdit): FieldErrors {
  const errors: FieldErrors = { ...validateProfile(edit.values) };
  const changed = changedContacts(user, edit.values);
  if ((changed.email || changed.phone) && !edit.contactsFree && edit.currentPassword === '') {
    errors['current_password'] = ACCOUNT_TEXT.currentPasswordForContacts;
  }
  return errors;
}

/** PUT /api/user/edit of the profile form: the current password only when a contact changes. */
export function profileEditPayload(user: Pick<User, 'email' | 'phone'>, edit: ProfileEdit): EditPayload {
  const payload: EditPayload = profilePayload(edit.values);
  const changed = changedContacts(user, edit.values);
  if ((changed.email || changed.phone) && edit.currentPassword !== '') payload.current_password = edit.currentPassword;
  return payload;
}

export interface PasswordChange {
  current: string;
  next: string;
  repeat: string;
  /** The code-login window for the password is open: no current password needed. */
  passwordFree: boolean;
}

export const PASSWORDS_DIFFER = 'Пароли не совпадают';

export function validatePasswordChange(change: PasswordChange): FieldErrors {
  const errors: FieldErrors = {};
  if (!change.passwordFree) {
    const current = validateValue(change.current, [{ rule: 'required' }]);
    if (current) errors['current_password'] = current;
  }
  const next = validateValue(change.next, PASSWORD_RULES);
  if (next) errors['new_password'] = next;
  else if (change.repeat !== change.next) errors['repeat'] = PASSWORDS_DIFFER;
  return errors;
}

/** The contact changes waiting for their code, email first. */
export function pendingContacts(user: Pick<User, 'pending_email' | 'pending_phone'>): { kind: ContactKind; value: string }[] {
  const list: { kind: ContactKind; value: string }[] = [];
  if (user.pending_email) list.push({ kind: 'email', value: user.pending_email });
  if (user.pending_phone) list.push({ kind: 'phone', value: user.pending_phone });
  return list;
}

/** How a contact is shown: the email as is, the phone in the mask. */
export function contactText(kind: ContactKind, value: string): string {
  return kind === 'phone' ? formatPhone(value) : value;
}

/** The contacts that became pending with this answer: a code was just sent to each. */
export function newlyPending(
  after: Pick<User, 'pending_email' | 'pending_phone'>,
  changed: { email: boolean; phone: boolean },
): ContactKind[] {
  const kinds: ContactKind[] = [];
  if (changed.email && after.pending_email) kinds.push('email');
  if (changed.phone && after.pending_phone) kinds.push('phone');
  return kinds;
}

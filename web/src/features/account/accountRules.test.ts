import { describe, expect, test } from 'vitest';
import {
  ACCOUNT_TEXT,
  changedContacts,
  clockTime,
  contactText,
  isOpen,
  msUntil,
  newlyPending,
  pendingContacts,
  profileEditPayload,
  validatePasswordChange,
  validateProfileEdit,
} from './accountRules';

const USER = { email: 'anna@example.ru', phone: '+79161234567' };
const VALUES = {
  last_name: 'Иванова',
  first_name: 'Анна',
  second_name: '',
  email: 'anna@example.ru',
  phone: '+7 (916) 123 45-67',
};
const NOW = Date.parse('2026-11-23T12:00:00Z');

describe('session windows', () => {
  test('open while the end is in the future', () => {
    expect(isOpen('2026-11-23T12:10:00Z', NOW)).toBe(true);
    expect(isOpen('2026-11-23T12:00:00Z', NOW)).toBe(false);
    expect(isOpen('2026-11-23T11:59:59Z', NOW)).toBe(false);
    expect(isOpen(null, NOW)).toBe(false);
    expect(isOpen(undefined, NOW)).toBe(false);
    expect(isOpen('not a time', NOW)).toBe(false);
    expect(msUntil('2026-11-23T12:10:00Z', NOW)).toBe(600_000);
    expect(msUntil('2026-11-23T11:00:00Z', NOW)).toBe(0);
  });

  test('the end as HH:MM in the given time zone', () => {
    expect(clockTime('2026-11-23T12:05:00Z', 'Europe/Moscow')).toBe('15:05');
    expect(clockTime('2026-11-23T21:45:00Z', 'UTC')).toBe('21:45');
    expect(ACCOUNT_TEXT.passwordFree('15:05')).toBe('Вы вошли по одноразовому коду: до 15:05 можно задать новый пароль без старого.');
  });
});

describe('profile edit', () => {
  test('names alone change no contact and need no password', () => {
    const values = { ...VALUES, first_name: 'Мария' };
    expect(changedContacts(USER, values)).toEqual({ email: false, phone: false });
    expect(validateProfileEdit(USER, { values, currentPassword: '', contactsFree: false })).toEqual({});
    expect(profileEditPayload(USER, { values, currentPassword: 'ignored', contactsFree: false })).not.toHaveProperty('current_password');
  });

  test('the email compares trimmed and case-insensitive, as the server stores it', () => {
    expect(changedContacts(USER, { ...VALUES, email: ' Anna@Example.RU ' }).email).toBe(false);
    expect(changedContacts(USER, { ...VALUES, email: 'new@example.ru' }).email).toBe(true);
  });

  test('the phone compares in its normal form; removing it is a change', () => {
    expect(changedContacts(USER, { ...VALUES, phone: '89161234567' }).phone).toBe(false);
    expect(changedContacts(USER, { ...VALUES, phone: '+7 (916) 765 43-21' }).phone).toBe(true);
    expect(changedContacts(USER, { ...VALUES, phone: '' }).phone).toBe(true);
    expect(changedContacts({ ...USER, phone: null }, { ...VALUES, phone: '+7 (' }).phone).toBe(false);
  });

  test('a new contact needs the current password unless the code-login window is open', () => {
    const values = { ...VALUES, email: 'new@example.ru' };
    expect(validateProfileEdit(USER, { values, currentPassword: '', contactsFree: false })).toEqual({
      current_password: 'Введите текущий пароль, чтобы изменить почту или телефон',
    });
    expect(validateProfileEdit(USER, { values, currentPassword: '', contactsFree: true })).toEqual({});
    expect(validateProfileEdit(USER, { values, currentPassword: 'secret123', contactsFree: false })).toEqual({});
    expect(profileEditPayload(USER, { values, currentPassword: 'secret123', contactsFree: false })).toEqual({
      first_name: 'Анна',
      last_name: 'Иванова',
      second_name: null,
      email: 'new@example.ru',
      phone: '+79161234567',
      current_password: 'secret123',
    });
    expect(profileEditPayload(USER, { values, currentPassword: '', contactsFree: true })).not.toHaveProperty('current_password');
  });

  test('the profile rules still apply', () => {
    const errors = validateProfileEdit(USER, {
      values: { ...VALUES, email: 'x@', phone: '+7 (916' },
      currentPassword: 'p',
      contactsFree: false,
    });
    expect(Object.keys(errors).sort()).toEqual(['email', 'phone']);
  });

  test('pending contacts and the ones a code was just sent to', () => {
    expect(pendingContacts({ pending_email: null, pending_phone: null })).toEqual([]);
    expect(pendingContacts({ pending_email: 'new@example.ru', pending_phone: '+79167654321' })).toEqual([
      { kind: 'email', value: 'new@example.ru' },
      { kind: 'phone', value: '+79167654321' },
    ]);
    expect(pendingContacts({})).toEqual([]);
    expect(newlyPending({ pending_email: 'new@example.ru', pending_phone: '+79167654321' }, { email: true, phone: false })).toEqual([
      'email',
    ]);
    expect(newlyPending({ pending_email: null, pending_phone: null }, { email: false, phone: true })).toEqual([]);
    expect(contactText('phone', '+79167654321')).toBe('+7 (916) 765 43-21');
    expect(contactText('email', 'new@example.ru')).toBe('new@example.ru');
  });
});

describe('password change', () => {
  test('the current password is required outside the window', () => {
    expect(validatePasswordChange({ current: '', next: 'Новый-пароль-1', repeat: 'Новый-пароль-1', passwordFree: false })).toEqual({
      current_password: 'Обязательное поле для заполнения',
    });
    expect(validatePasswordChange({ current: '', next: 'Новый-пароль-1', repeat: 'Новый-пароль-1', passwordFree: true })).toEqual({});
  });

  test('the new password: at least 8 characters, repeated the same', () => {
    expect(Object.keys(validatePasswordChange({ current: 'x', next: 'short', repeat: 'short', passwordFree: false }))).toEqual([
      'new_password',
    ]);
    expect(validatePasswordChange({ current: 'x', next: 'long-enough', repeat: 'long-enougH', passwordFree: false })).toEqual({
      repeat: 'Пароли не совпадают',
    });
  });
});

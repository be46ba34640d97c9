import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { createApiClient } from '../../shared/api';
import { okReply, testUser } from '../../test/fixtures';
import { fakeFetch, renderWithShell, type Reply } from '../../test/renderWithShell';
import { createAccountApi, type ContactKind } from './api';
import { contactResendKey, PendingContact } from './PendingContact';

const USER = testUser({ pending_email: 'new@example.ru' });
const ok = okReply;
const WRONG_CODE: Reply = {
  status: 422,
  body: { status: 422, message: 'Неверный или просроченный код', errors: { code: ['Неверный или просроченный код'] } },
};

function setup(
  routes: Record<string, Reply | ((body: unknown) => Reply)>,
  { kind = 'email' as ContactKind, value = 'new@example.ru', sentKey = 0 } = {},
) {
  const fake = fakeFetch(routes);
  const onUser = vi.fn();
  const api = createAccountApi(createApiClient({ fetch: fake.fetch }));
  const view = renderWithShell(<PendingContact kind={kind} value={value} sentKey={sentKey} onUser={onUser} api={api} />);
  const title = kind === 'email' ? 'Подтвердите новую почту' : 'Подтвердите новый номер';
  return { fake, onUser, view, panel: () => screen.getByRole('region', { name: title }) };
}

function typeCode(panel: HTMLElement, code: string) {
  const first = within(panel).getByLabelText('Символ 1 из 6');
  fireEvent.paste(first, { clipboardData: { getData: () => code } });
}

describe('a contact change waiting for its code', () => {
  test('names the new address and confirms it with the code', async () => {
    const done = { ...USER, email: 'new@example.ru', pending_email: null };
    const { fake, onUser, panel } = setup({ 'POST /api/user/contact/confirm': ok(done) });
    expect(within(panel()).getByText(/Мы отправили код на/).textContent).toBe(
      'Мы отправили код на new@example.ru. Введите его, чтобы подтвердить новый адрес.',
    );
    expect(within(panel()).getByRole('group', { name: 'Код подтверждения' })).toBeTruthy();
    typeCode(panel(), '123 456');
    await waitFor(() => expect(onUser).toHaveBeenCalledWith(done));
    expect(fake.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/user/contact/confirm',
      body: { kind: 'email', code: '123456' },
    });
    await screen.findByText('Почта изменена');
  });

  test('a wrong code: the message under the cells, the cells emptied and focused', async () => {
    const { onUser, panel } = setup({ 'POST /api/user/contact/confirm': WRONG_CODE });
    typeCode(panel(), '000000');
    expect((await within(panel()).findByRole('alert')).textContent).toBe('Неверный или просроченный код');
    const first = within(panel()).getByLabelText('Символ 1 из 6') as HTMLInputElement;
    await waitFor(() => expect(first.value).toBe(''));
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(onUser).not.toHaveBeenCalled();
  });

  test('an address taken meanwhile is said as the server says it', async () => {
    const { panel } = setup({
      'POST /api/user/contact/confirm': {
        status: 422,
        body: { status: 422, message: 'x', errors: { email: ['Пользователь с такой почтой уже зарегистрирован'] } },
      },
    });
    typeCode(panel(), '123456');
    expect((await within(panel()).findByRole('alert')).textContent).toBe('Пользователь с такой почтой уже зарегистрирован');
  });

  test('a phone: the number in the mask, "новый номер"', () => {
    setup({}, { kind: 'phone', value: '+79167654321' });
    expect(screen.getByText(/Мы отправили код на/).textContent).toBe(
      'Мы отправили код на +7 (916) 765 43-21. Введите его, чтобы подтвердить новый номер.',
    );
  });

  test('just sent: resend waits 60 s, then sends again and restarts the timer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { fake, panel } = setup({ 'POST /api/user/contact/resend': ok({ sent: true, resend_after: 60 }) }, { sentKey: 1 });
      const resend = within(panel()).getByRole('button', { name: 'Отправить код повторно' });
      expect(resend).toHaveProperty('disabled', true);
      expect(within(panel()).getByText('Повторная отправка через 60 сек.')).toBeTruthy();
      expect(window.localStorage.getItem(contactResendKey('email'))).not.toBeNull();
      act(() => vi.advanceTimersByTime(61_000));
      expect(resend).toHaveProperty('disabled', false);
      fireEvent.click(resend);
      await screen.findByText('Мы отправили новый код');
      expect(fake.calls[0]).toMatchObject({ path: '/api/user/contact/resend', body: { kind: 'email' } });
      expect(resend).toHaveProperty('disabled', true);
    } finally {
      vi.useRealTimers();
    }
  });

  test('on page load without a recent send the resend is open; a 429 takes the Retry-After seconds', async () => {
    const { panel } = setup({
      'POST /api/user/contact/resend': {
        status: 429,
        body: { status: 429, message: 'Повторная отправка кода возможна через 42 сек.' },
        headers: { 'Retry-After': '42' },
      },
    });
    const resend = within(panel()).getByRole('button', { name: 'Отправить код повторно' });
    expect(resend).toHaveProperty('disabled', false);
    // Not focused on load: the page is not only about this code.
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(resend);
    await screen.findByText('Повторная отправка кода возможна через 42 сек.');
    expect(within(panel()).getByText('Повторная отправка через 42 сек.')).toBeTruthy();
  });

  test('"Отменить смену" forgets the change', async () => {
    const cancelled = { ...USER, pending_email: null };
    const { fake, onUser, panel } = setup({ 'POST /api/user/contact/cancel': ok(cancelled) });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Отменить смену' }));
    await waitFor(() => expect(onUser).toHaveBeenCalledWith(cancelled));
    expect(fake.calls[0]).toMatchObject({ path: '/api/user/contact/cancel', body: { kind: 'email' } });
    await screen.findByText('Смена почты отменена');
  });
});

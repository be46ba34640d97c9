import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { createApiClient } from '../../shared/api';
import { fakeFetch, renderWithShell, type Reply } from '../../test/renderWithShell';
import { createAuthApi } from './api';
import { LoginForm } from './LoginForm';
import { createResendTimer, RESEND_STORAGE_KEY } from './resendTimer';
import { testUser } from '../../test/fixtures';

const USER = testUser();

function setup(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  const fake = fakeFetch(routes);
  const api = createAuthApi(createApiClient({ fetch: fake.fetch }));
  const onSuccess = vi.fn();
  renderWithShell(<LoginForm api={api} onSuccess={onSuccess} timer={createResendTimer()} />);
  return { fake, onSuccess };
}

function toPassword(email = 'anna@example.ru') {
  fireEvent.change(screen.getByLabelText('Электронная почта'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('login form', () => {
  test('step 1 shows the choice, the checkbox checked by default and the registration link', () => {
    setup({});
    expect(screen.getByRole('radio', { name: 'Почта' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Телефон' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Чужой компьютер/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('link', { name: 'Регистрация' }).getAttribute('href')).toBe('/registration/?domain=id');
  });

  test('step 1 validation: email required and valid, the error clears on edit', () => {
    setup({});
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getByText('Обязательное поле для заполнения')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Электронная почта'), { target: { value: 'x@' } });
    expect(screen.queryByText('Обязательное поле для заполнения')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getByText('Должен содержать действительный адрес электронной почты')).toBeTruthy();
  });

  test('phone: masked, only required, sent normalised', async () => {
    const { fake, onSuccess } = setup({ 'POST /api/auth/login': { status: 200, body: { status: 200, data: USER } } });
    fireEvent.click(screen.getByRole('radio', { name: 'Телефон' }));
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getByText('Обязательное поле для заполнения')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Телефон' }), { target: { value: '89991234567' } });
    expect((screen.getByRole('textbox', { name: 'Телефон' }) as HTMLInputElement).value).toBe('+7 (999) 123 45-67');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(fake.calls.at(-1)?.body).toEqual({ phone: '+79991234567', password: 'secret123', remember: false });
  });

  test("password step: failure shows the server's message, success 'Успешно'", async () => {
    let ok = false;
    const { onSuccess } = setup({
      'POST /api/auth/login': () =>
        ok
          ? { status: 200, body: { status: 200, data: USER } }
          : { status: 401, body: { status: 401, message: 'Неверный логин или пароль' } },
    });
    toPassword();
    expect(screen.getByText('anna@example.ru')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Неверный логин или пароль');
    ok = true;
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await screen.findByText('Успешно');
    expect(onSuccess).toHaveBeenCalledWith(USER);
  });

  test("'Ввести другие данные' goes back to step 1; 'У меня есть код' opens the code cells", () => {
    setup({});
    toPassword();
    fireEvent.click(screen.getByRole('button', { name: 'У меня есть код' }));
    expect(screen.getByLabelText('Символ 1 из 6')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ввести пароль' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ввести другие данные' }));
    expect((screen.getByLabelText('Электронная почта') as HTMLInputElement).value).toBe('anna@example.ru');
  });

  test('new password -> code screen: paste fills the cells and logs in with the code; resend waits 60 s', async () => {
    const { fake, onSuccess } = setup({
      'POST /api/auth/forgot': { status: 200, body: { status: 200, data: { sent: true, resend_after: 60 } } },
      'POST /api/auth/login': { status: 200, body: { status: 200, data: USER } },
    });
    toPassword();
    fireEvent.click(screen.getByRole('button', { name: 'Получить новый пароль' }));
    await screen.findByText(/Мы отправили код из 6 символов/);
    expect(fake.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/forgot',
      body: { email: 'anna@example.ru' },
    });
    expect(screen.getByRole('button', { name: 'Отправить код повторно' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Повторная отправка через 60 сек.')).toBeTruthy();
    expect(window.localStorage.getItem(RESEND_STORAGE_KEY)).not.toBeNull();
    const first = screen.getByLabelText('Символ 1 из 6');
    fireEvent.paste(first, { clipboardData: { getData: () => 'Q7-ж 2x' } });
    expect(onSuccess).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Символ 6 из 6'), { target: { value: 'Ф' } });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(fake.calls.at(-1)?.body).toEqual({ email: 'anna@example.ru', password: 'Q7ж2xФ', remember: false });
  });

  test('forgot 429: the message for 5 s and the timer takes the Retry-After seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setup({
        'POST /api/auth/forgot': {
          status: 429,
          body: { status: 429, message: 'Повторная отправка кода возможна через 42 сек.' },
          headers: { 'Retry-After': '42' },
        },
      });
      toPassword();
      fireEvent.click(screen.getByRole('button', { name: 'Получить новый пароль' }));
      await screen.findByText('Повторная отправка кода возможна через 42 сек.');
      expect(screen.getByText('Повторная отправка через 42 сек.')).toBeTruthy();
      // The notice's 5 s timer starts in an effect, which may run after the text shows: flush it
      // first, or (on a busy machine) the 5 s advance passes before the timer exists.
      await act(async () => {});
      act(() => vi.advanceTimersByTime(5000));
      expect(screen.queryByText('Повторная отправка кода возможна через 42 сек.')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { session } from '../../features/session/session';
import type { User } from '../../features/session/types';
import { okReply, testUser } from '../../test/fixtures';
import { fakeFetch, renderWithShell, type Reply } from '../../test/renderWithShell';
import SettingsPage from './SettingsPage';

const USER = testUser();
const ok = okReply;

function serve(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  const fake = fakeFetch(routes);
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => session.reset());
});

describe('settings page', () => {
  test('a saved new email gets its panel; the code applies it and the panel goes', async () => {
    const pending = { ...USER, pending_email: 'new@example.ru' };
    const done = { ...USER, email: 'new@example.ru' };
    serve({ 'PUT /api/user/edit': ok(pending), 'POST /api/user/contact/confirm': ok(done) });
    act(() => session.setUser(USER));
    renderWithShell(<SettingsPage />);
    expect(screen.queryByRole('region', { name: 'Подтвердите новую почту' })).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Электронная почта' }), {
      target: { value: 'new@example.ru' },
    });
    const profile = screen.getByRole('form', { name: 'Личные данные' });
    fireEvent.change(within(profile).getByLabelText('Текущий пароль'), { target: { value: 'secret123' } });
    fireEvent.click(within(profile).getByRole('button', { name: 'Сохранить' }));
    const panel = await screen.findByRole('region', { name: 'Подтвердите новую почту' });
    // Just sent: the timer runs and the cells take the focus.
    expect(within(panel).getByRole('button', { name: 'Отправить код повторно' })).toHaveProperty('disabled', true);
    const first = within(panel).getByLabelText('Символ 1 из 6');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(session.getState().user?.pending_email).toBe('new@example.ru');

    fireEvent.paste(first, { clipboardData: { getData: () => '654321' } });
    await screen.findByText('Почта изменена');
    expect(screen.queryByRole('region', { name: 'Подтвердите новую почту' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Электронная почта' }) as HTMLInputElement).value).toBe('new@example.ru');
  });

  test('a user from the login answer (no windows) is reloaded once to learn them', async () => {
    const until = new Date(Date.now() + 14 * 60_000).toISOString();
    const fake = serve({
      'GET /api/auth/me': ok({ ...USER, set_password_until: until, change_contacts_until: until }),
    });
    const fromLogin: User = { ...USER };
    delete fromLogin.set_password_until;
    delete fromLogin.change_contacts_until;
    act(() => session.setUser(fromLogin));
    renderWithShell(<SettingsPage />);
    await screen.findByText(/можно задать новый пароль без старого/);
    expect(fake.calls.filter((c) => c.path === '/api/auth/me')).toHaveLength(1);
    expect(screen.queryByLabelText('Текущий пароль')).toBeNull();
  });
});

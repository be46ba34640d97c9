import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { createApiClient } from '../../shared/api';
import { fakeFetch, renderWithShell } from '../../test/renderWithShell';
import { createAuthApi } from './api';
import { RegistrationForm } from './RegistrationForm';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input' }), { target: { value } });
}

describe('registration form', () => {
  test('client-side validation with the shared rules, consent links the PDF', async () => {
    renderWithShell(<RegistrationForm onSuccess={vi.fn()} api={createAuthApi(createApiClient({ fetch: fakeFetch({}).fetch }))} />);
    expect(screen.getByRole('link', { name: 'обработку персональных данных' }).getAttribute('href')).toBe(
      '/obrabotka-personalnyh-dannyh.pdf',
    );
    fill('Электронная почта', 'a@b');
    fill('Пароль', 'short');
    fill('Телефон', '999');
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(screen.getAllByText('Обязательное поле для заполнения')).toHaveLength(2);
    expect(screen.getByText('Должен содержать действительный адрес электронной почты')).toBeTruthy();
    expect(screen.getByText('Должно быть не менее 8 символов')).toBeTruthy();
    expect(screen.getByText('Некорректный номер телефона')).toBeTruthy();
    expect(screen.getByText('Необходимо согласие на обработку персональных данных')).toBeTruthy();
    // Focus goes to the first invalid field.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Фамилия')));
  });

  test("the server's 422 errors show under their fields; the payload follows the contract", async () => {
    const fake = fakeFetch({
      'POST /api/auth/register': {
        status: 422,
        body: {
          status: 422,
          message: 'Проверьте поля формы',
          errors: { email: ['Пользователь с такой почтой уже зарегистрирован'] },
        },
      },
    });
    const onSuccess = vi.fn();
    renderWithShell(<RegistrationForm onSuccess={onSuccess} api={createAuthApi(createApiClient({ fetch: fake.fetch }))} />);
    fill('Фамилия', ' Иванова ');
    fill('Имя', 'Анна');
    fill('Электронная почта', 'anna@example.ru');
    fill('Телефон', '89991234567');
    fill('Пароль', 'password1');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await screen.findByText('Пользователь с такой почтой уже зарегистрирован');
    expect(screen.getByLabelText('Электронная почта').getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls[0]?.body).toEqual({
      last_name: 'Иванова',
      first_name: 'Анна',
      email: 'anna@example.ru',
      phone: '+79991234567',
      password: 'password1',
      consent: true,
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Проверьте поля формы'));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});

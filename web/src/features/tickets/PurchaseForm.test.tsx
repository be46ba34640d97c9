import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../shared/api';
import { renderCatalog } from '../../test/renderCatalog';
import { fakeFetch, type Reply } from '../../test/renderWithShell';
import { createTicketsApi } from './api';
import { PurchaseForm } from './PurchaseForm';
import { order, SHOW } from './testShow';

/** The server's answer to a placed order: 200, as every `http::json_ok` (server/src/tickets/routes.cpp). */
const PLACED: Reply = { status: 200, body: { status: 200, data: order() } };

function renderForm(place: Reply) {
  const fake = fakeFetch({ 'POST /api/tickets/orders': place });
  renderCatalog(<PurchaseForm show={SHOW} api={createTicketsApi(createApiClient({ fetch: fake.fetch }))} />, {
    area: 'main',
    path: '/afisha/koncert-tanec/?domain=main',
  });
  return fake.calls;
}

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

function fillBuyer() {
  fill('Имя и фамилия', 'Анна Смирнова');
  fill('Телефон', '9161234567');
  fill('Электронная почта', 'anna@example.ru');
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('the purchase form', () => {
  test('a tier takes no more than its seats; a closed one says why; the total follows the quantities', () => {
    renderForm(PLACED);
    const addParterre = screen.getByRole('button', { name: 'Добавить билет «Партер»' });
    fireEvent.click(addParterre);
    fireEvent.click(addParterre);
    const addBalcony = screen.getByRole('button', { name: 'Добавить билет «Балкон»' });
    fireEvent.click(addBalcony);
    expect((addBalcony as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('3 билета на сумму 3 700 ₽')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Добавить билет «Ложа»' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Продажи начнутся 1 декабря/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Убрать билет «Балкон»' }));
    expect(screen.getByText('2 билета на сумму 2 800 ₽')).toBeTruthy();
  });

  test('nothing is sent without tickets and contacts; a held order opens its page with its key', async () => {
    const calls = renderForm(PLACED);
    fireEvent.click(screen.getByRole('button', { name: 'Забронировать' }));
    expect(await screen.findByText('Выберите хотя бы один билет')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить билет «Партер»' }));
    fireEvent.click(screen.getByRole('button', { name: 'Добавить билет «Партер»' }));
    fillBuyer();
    fireEvent.click(screen.getByRole('button', { name: 'Забронировать' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/afisha/zakaz/T-AB12CD34/?domain=main&key=k3y'));
    expect(calls[0]?.body).toEqual({
      show: 'koncert-tanec',
      lines: [{ tier_id: 7, quantity: 2 }],
      name: 'Анна Смирнова',
      email: 'anna@example.ru',
      phone: '+79161234567',
    });
  });

  test("the server's refusal of a promo code is told under its field, typed in capitals", async () => {
    renderForm({
      status: 422,
      body: { status: 422, message: 'Проверьте поля', errors: { promo_code: ['Такого промокода нет или он не действует на этот показ'] } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить билет «Партер»' }));
    fillBuyer();
    fill(/^Промокод/, 'vesna');
    expect((screen.getByLabelText(/^Промокод/, { selector: 'input' }) as HTMLInputElement).value).toBe('VESNA');
    fireEvent.click(screen.getByRole('button', { name: 'Забронировать' }));
    expect(await screen.findByText('Такого промокода нет или он не действует на этот показ')).toBeTruthy();
  });

  test('seats that ran out meanwhile are told above the button', async () => {
    renderForm({ status: 409, body: { status: 409, message: 'Билетов «Партер» осталось меньше, чем выбрано' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить билет «Партер»' }));
    fillBuyer();
    fireEvent.click(screen.getByRole('button', { name: 'Забронировать' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Билетов «Партер» осталось меньше, чем выбрано');
  });
});

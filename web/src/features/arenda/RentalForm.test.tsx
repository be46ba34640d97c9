import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../shared/api';
import { renderCatalog } from '../../test/renderCatalog';
import { fakeFetch, type Reply } from '../../test/renderWithShell';
import { createArendaApi } from './api';
import { RentalForm } from './RentalForm';
import type { Hall, Venue } from './types';

const hall = (code: string, name: string, capacity: number, price_hour: number, price_day: number | null): Hall => ({
  id: capacity,
  code,
  name,
  capacity,
  area: null,
  price_hour,
  price_day,
  photo: null,
  equipment: [],
  description: null,
  venue: {
    code: 'moskva-kc-meridian',
    name: 'Культурный центр «Меридиан»',
    city: { slug: 'moskva', name: 'Москва' },
    address: 'ул. Профсоюзная, 61',
  },
});

const VENUE: Venue = {
  code: 'moskva-kc-meridian',
  name: 'Культурный центр «Меридиан»',
  city: { slug: 'moskva', name: 'Москва' },
  address: 'ул. Профсоюзная, 61',
  lat: null,
  lon: null,
  halls: [hall('meridian-bolshoy-zal', 'Большой зал', 840, 18000, 150000), hall('meridian-kamerny-zal', 'Камерный зал', 180, 6500, 48000)],
};

function renderForm(reply: Reply, path = '/ploshchadki/moskva-kc-meridian/?domain=arenda') {
  const fake = fakeFetch({ 'POST /api/rentals': reply });
  const api = createArendaApi(createApiClient({ fetch: fake.fetch }));
  renderCatalog(<RentalForm venue={VENUE} api={api} />, { area: 'arenda', path });
  return fake.calls;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input, textarea, select' }), { target: { value } });

function fillAll() {
  fill('Дата', '2030-03-14');
  fill('Начало', '9');
  fill('Окончание', '21');
  fill('Что планируете', 'Гала-концерт фестиваля');
  fill('Имя', 'Вера Лебедева');
  fireEvent.change(screen.getByLabelText('Телефон'), { target: { value: '9161234567' } });
  fill('Электронная почта', 'lebedeva@example.ru');
  fireEvent.click(screen.getByRole('checkbox', { name: /обработку персональных данных/ }));
}

describe('the rental form', () => {
  test('picks the hall a link named, shows the price by its tariff as the hours change, and sends the request', async () => {
    const calls = renderForm(
      { status: 200, body: { status: 200, data: { id: 77, price: 48000 } } },
      '/ploshchadki/moskva-kc-meridian/?domain=arenda&zal=meridian-kamerny-zal',
    );
    expect((screen.getByLabelText('Зал') as HTMLSelectElement).value).toBe('meridian-kamerny-zal');
    expect(screen.getByText('4 ч в зале «Камерный зал» — 26 000 ₽ по тарифу зала')).toBeTruthy();
    fillAll();
    expect(screen.getByText('12 ч в зале «Камерный зал» — 48 000 ₽ по тарифу зала')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await screen.findByText(/Заявка № 77 отправлена\. Стоимость по тарифу зала — 48 000 ₽/);
    expect(calls[0]?.body).toEqual({
      hall: 'meridian-kamerny-zal',
      day: '2030-03-14',
      start_hour: 9,
      end_hour: 21,
      purpose: 'Гала-концерт фестиваля',
      name: 'Вера Лебедева',
      phone: '+79161234567',
      email: 'lebedeva@example.ru',
      consent: true,
    });
  });

  test('checks the fields before any call', () => {
    const calls = renderForm({ status: 200, body: { status: 200, data: { id: 1, price: 1 } } });
    fill('Начало', '14');
    fill('Окончание', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(screen.getByText('Окончание должно быть позже начала')).toBeTruthy();
    expect(screen.getByText('Нужно согласие на обработку персональных данных')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  test('hours another rental holds are told under the start, as the server says', async () => {
    renderForm({
      status: 422,
      body: {
        status: 422,
        message: 'Проверьте поля формы',
        errors: { start_hour: ['Зал занят в это время: с 10:00 до 20:00 уже идёт другое мероприятие'] },
      },
    });
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await screen.findByText('Зал занят в это время: с 10:00 до 20:00 уже идёт другое мероприятие');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Начало')));
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createDataProvider } from '../../dataProvider';
import { i18nProvider } from '../../i18n';
import { serveAdminApi, type AdminRoute } from '../../../test/adminApi';
import { createCatalogCalls } from '../calls';
import { withCatalogMessages } from '../i18n';
import { type AdminHall, HallCreate, HallEdit, HallList } from './Halls';
import { equipmentLines, hallPayload } from './hallPayload';

const list =
  (rows: unknown[]): AdminRoute =>
  () => ({ status: 200, body: rows, total: rows.length });

const PLACES = [
  { id: 2, code: 'meridian', name: 'Культурный центр «Меридиан»', city_id: 1, address: 'ул. Ленина, 1' },
  { id: 4, code: 'gdk', name: 'Городской дворец культуры', city_id: 1, address: 'ул. Крымская, 99' },
];

function hall(fields: Partial<AdminHall> = {}): AdminHall {
  return {
    id: 5,
    code: 'kamernyj-zal',
    name: 'Камерный зал',
    place_id: 2,
    capacity: 120,
    area: 180,
    equipment: ['Рояль Steinway', 'Проектор и экран'],
    price_hour: 6500,
    price_day: 40000,
    photo: null,
    description: 'Зал с хорошей акустикой.',
    published: true,
    sort: 1,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    ...fields,
  };
}

function renderIn(node: React.ReactNode) {
  render(
    <AdminContext dataProvider={{ ...createDataProvider(), ...createCatalogCalls() }} i18nProvider={withCatalogMessages(i18nProvider)}>
      <ResourceContextProvider value="halls">{node}</ResourceContextProvider>
    </AdminContext>,
  );
}

const BASE: Record<string, AdminRoute> = {
  'GET /api/admin/places': list(PLACES),
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the hall payload', () => {
  test('texts trimmed, empty ones null, the equipment as its non-empty lines, read-only fields left out', () => {
    expect(
      hallPayload({
        id: 5,
        code: ' kamernyj-zal ',
        name: 'Камерный зал',
        place_id: 2,
        capacity: 120,
        area: null,
        equipment: ['  Рояль Steinway', '', '   ', 'Проектор и экран  '],
        price_hour: 6500,
        price_day: '',
        photo: '',
        description: '  ',
        published: true,
        sort: null,
        created_at: 'x',
      }),
    ).toEqual({
      code: 'kamernyj-zal',
      name: 'Камерный зал',
      place_id: 2,
      capacity: 120,
      area: null,
      equipment: ['Рояль Steinway', 'Проектор и экран'],
      price_hour: 6500,
      price_day: null,
      photo: null,
      description: null,
      published: true,
      sort: 0,
    });
    expect(equipmentLines('Рояль\n\nСвет\n')).toEqual(['Рояль', 'Свет']);
  });
});

describe('halls in the admin', { timeout: 30_000 }, () => {
  test('a new hall: its venue picked by name, the equipment one item a line; the body is what the server takes', async () => {
    const sent = serveAdminApi({
      ...BASE,
      'POST /api/admin/halls': (body) => ({ status: 200, body: { ...hall(), ...(body as object), id: 9 } }),
    });
    renderIn(<HallCreate />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Название' }), { target: { value: 'Камерный зал' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Код' }), { target: { value: 'kamernyj-zal' } });
    const place = screen.getByRole('combobox', { name: 'Площадка' });
    fireEvent.focus(place);
    fireEvent.change(place, { target: { value: 'Меридиан' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Культурный центр «Меридиан»' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Вместимость, человек' }), { target: { value: '120' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Цена за час, ₽' }), { target: { value: '6500' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Оборудование' }), {
      target: { value: 'Рояль Steinway\n\n  Проектор и экран \n' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Описание' }), { target: { value: 'Зал с хорошей акустикой.\nДо 120 гостей.' } });
    fireEvent.click(screen.getByLabelText('Опубликован'));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
    expect(sent.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/admin/halls',
      body: {
        code: 'kamernyj-zal',
        name: 'Камерный зал',
        place_id: 2,
        capacity: 120,
        area: null,
        equipment: ['Рояль Steinway', 'Проектор и экран'],
        price_hour: 6500,
        price_day: null,
        photo: null,
        description: 'Зал с хорошей акустикой.\nДо 120 гостей.',
        published: true,
        sort: 0,
      },
    });
  });

  test("the edit form shows the hall; the server's 422 messages show under their fields", async () => {
    const sent = serveAdminApi({
      ...BASE,
      'GET /api/admin/halls/5': () => ({ status: 200, body: hall() }),
      'PUT /api/admin/halls/5': () => ({
        status: 422,
        body: {
          status: 422,
          message: 'Проверьте правильность заполнения полей',
          errors: {
            code: ['Такое значение уже занято'],
            photo: ['Картинка должна быть файлом платформы: путь от /storage/ или /img/'],
          },
        },
      }),
    });
    renderIn(<HallEdit id={5} />);
    expect(await screen.findByDisplayValue('Камерный зал')).toBeTruthy();
    const equipment = screen.getByRole('textbox', { name: 'Оборудование' }) as HTMLTextAreaElement;
    expect(equipment.value).toBe('Рояль Steinway\nПроектор и экран');
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Площадка' }) as HTMLInputElement).value).toBe('Культурный центр «Меридиан»'),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Код' }), { target: { value: 'bolshoj-zal' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Фото' }), { target: { value: 'https://example.com/zal.jpg' } });
    const save = screen.getByRole('button', { name: 'Сохранить' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    const under = (name: string) => screen.getByRole('textbox', { name }).closest('.MuiFormControl-root') as HTMLElement;
    await waitFor(() => expect(within(under('Код')).getByText('Такое значение уже занято')).toBeTruthy());
    expect(within(under('Фото')).getByText('Картинка должна быть файлом платформы: путь от /storage/ или /img/')).toBeTruthy();
    expect(sent.find((call) => call.method === 'PUT')?.body).toMatchObject({
      code: 'bolshoj-zal',
      photo: 'https://example.com/zal.jpg',
      equipment: ['Рояль Steinway', 'Проектор и экран'],
    });
  });

  test("a picture is uploaded to the places section's address and shows as a preview", async () => {
    serveAdminApi({ ...BASE, 'GET /api/admin/halls/5': () => ({ status: 200, body: hall() }) });
    // A multipart body, which serveAdminApi (JSON bodies) does not read: answered here.
    const uploads: { path: string; file: unknown }[] = [];
    const inner = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;
      if (!path.endsWith('/images')) return inner(input, init);
      uploads.push({ path, file: (init?.body as FormData).get('file') });
      return new Response(JSON.stringify({ path: '/storage/places/ab/zal.webp', width: 1600, height: 900, variants: [] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    renderIn(<HallEdit id={5} />);
    await screen.findByDisplayValue('Камерный зал');
    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['x'], 'zal.jpg', { type: 'image/jpeg' });
    fireEvent.change(picker, { target: { files: [file] } });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Фото' }) as HTMLInputElement).value).toBe('/storage/places/ab/zal.webp'),
    );
    expect(uploads).toEqual([{ path: '/api/admin/places/images', file }]);
    expect(document.querySelector('img')?.getAttribute('src')).toContain('/storage/places/ab/zal');
  });

  test('the list: name, venue, capacity, price per hour and whether published', async () => {
    serveAdminApi({
      ...BASE,
      'GET /api/admin/halls': list([hall(), hall({ id: 6, name: 'Большой зал', capacity: 600, price_hour: 15000, published: false })]),
    });
    renderIn(<HallList />);
    const row = (await screen.findByText('Большой зал')).closest('tr') as HTMLElement;
    expect(within(row).getByText('600')).toBeTruthy();
    expect(within(row).getByText('15 000 ₽')).toBeTruthy();
    expect(await within(row).findByText('Культурный центр «Меридиан»')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(
      expect.arrayContaining(['Название', 'Площадка', 'Вместимость, человек', 'Цена за час, ₽', 'Опубликован']),
    );
  });
});

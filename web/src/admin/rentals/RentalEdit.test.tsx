import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AccessContext } from '../AccessContext';
import { createDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { serveAdminApi, type AdminRoute } from '../../test/adminApi';
import { withRentalCalls } from './calls';
import { RentalEdit } from './RentalEdit';
import { adminRental } from './testRecord';
import type { AdminRental } from './types';

function renderEdit(sections: string[] = ['places', 'rentals']) {
  render(
    <AccessContext.Provider value={{ sections, roles: ['ManagerPosters'] }}>
      <AdminContext dataProvider={withRentalCalls(createDataProvider())} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="rentals">
          <RentalEdit id={3} />
        </ResourceContextProvider>
      </AdminContext>
    </AccessContext.Provider>,
  );
}

function serve(rental: AdminRental, routes: Record<string, AdminRoute> = {}) {
  return serveAdminApi({
    'GET /api/admin/rentals/3': () => ({ status: 200, body: rental }),
    'GET /api/admin/rentals/3/audit': () => ({ status: 200, body: [], total: 0 }),
    ...routes,
  });
}

const moveButtons = () =>
  within(screen.getByRole('group', { name: 'Смена статуса' }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a rental request in the admin', { timeout: 20_000 }, () => {
  test("the applicant's request is read only: the hall, the day, the hours, the price", async () => {
    serve(adminRental());
    renderEdit();
    expect(await screen.findByText('Ирина Соколова')).toBeTruthy();
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Зал')).toBe('Камерный зал');
    expect(screen.getByRole('link', { name: 'Камерный зал' }).getAttribute('href')).toContain('/halls/5');
    expect(value('Площадка')).toBe('Культурный центр «Меридиан»');
    expect(value('Дата')).toBe('12 декабря 2026');
    expect(value('Время')).toBe('10:00–14:00 (4 ч)');
    expect(value('Стоимость')).toBe('26 000 ₽');
    expect(value('Сообщение')).toBe('Нужен рояль.\nРепетиция за час до начала.');
    expect(screen.getByRole('link', { name: '+79161234567' }).getAttribute('href')).toBe('tel:+79161234567');
    expect(screen.queryByRole('textbox', { name: 'Имя' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Заметка менеджера' })).toBeTruthy();
    expect(await screen.findByText('Изменений пока не было.')).toBeTruthy();
  });

  test.each([
    ['new', ['Подтвердить', 'Отклонить']],
    ['confirmed', ['Отменить аренду']],
    ['declined', []],
    ['cancelled', []],
  ] as const)('only the moves the server allows from «%s»: %j', async (status, moves) => {
    serve(adminRental({ status }));
    renderEdit();
    await screen.findByText('Ирина Соколова');
    expect(moveButtons()).toEqual(moves);
    if (moves.length === 0) expect(screen.getByText(/статус больше не меняется/)).toBeTruthy();
    // The note stays the manager's to keep, whatever the status.
    expect(screen.getByRole('button', { name: 'Сохранить заметку' })).toBeTruthy();
  });

  test("confirming hours another confirmed rental holds shows the server's 409 message; nothing changes", async () => {
    const sent = serve(adminRental(), {
      'PUT /api/admin/rentals/3': () => ({
        status: 409,
        body: { status: 409, message: 'Зал уже занят: подтверждена аренда № 2 с 12:00 до 16:00' },
      }),
    });
    renderEdit();
    await screen.findByText('Ирина Соколова');
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Зал уже занят: подтверждена аренда № 2 с 12:00 до 16:00');
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/admin/rentals/3', body: { status: 'confirmed', manager_note: null } },
    ]);
    expect(moveButtons()).toEqual(['Подтвердить', 'Отклонить']);
  });

  test('declining asks first, sends the note the applicant will read, and shows the new status', async () => {
    let current = adminRental();
    const sent = serve(current, {
      'GET /api/admin/rentals/3': () => ({ status: 200, body: current }),
      'PUT /api/admin/rentals/3': (body) => {
        current = { ...current, ...(body as Partial<AdminRental>), updated_at: '2026-11-25T09:00:00Z' };
        return { status: 200, body: current };
      },
      'GET /api/admin/rentals/3/audit': () => ({
        status: 200,
        total: 1,
        body:
          current.status === 'declined'
            ? [
                {
                  id: 1,
                  actor: { id: 2, email: 'posters@demo.local' },
                  action: 'edit',
                  before: adminRental(),
                  after: current,
                  created_at: '2026-11-25T09:00:00Z',
                },
              ]
            : [],
      }),
    });
    renderEdit();
    const note = await screen.findByRole('textbox', { name: 'Заметка менеджера' });
    fireEvent.change(note, { target: { value: 'Зал на ремонте в декабре' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить заявку № 3?' });
    expect(sent.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(moveButtons()).toEqual([]));
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/admin/rentals/3', body: { status: 'declined', manager_note: 'Зал на ремонте в декабре' } },
    ]);
    expect(screen.getByText('Статус', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Отклонена');
    expect(await screen.findByText('Статус: Новая → Отклонена; Заметка менеджера: — → Зал на ремонте в декабре')).toBeTruthy();
  });

  test('a move the server refuses (422) shows its message; saving the note alone sends no status', async () => {
    const sent = serve(adminRental({ status: 'confirmed' }), {
      'PUT /api/admin/rentals/3': (body) =>
        (body as { status?: string }).status
          ? {
              status: 422,
              body: {
                status: 422,
                message: 'Проверьте поля формы',
                errors: { status: ['Нельзя перевести заявку из статуса «Отменена» в «Отменена»'] },
              },
            }
          : { status: 200, body: adminRental({ status: 'confirmed', manager_note: 'Счёт оплачен' }) },
    });
    renderEdit();
    const note = await screen.findByRole('textbox', { name: 'Заметка менеджера' });
    fireEvent.click(screen.getByRole('button', { name: 'Отменить аренду' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить аренду № 3?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить аренду' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Нельзя перевести заявку из статуса «Отменена» в «Отменена»');

    fireEvent.change(note, { target: { value: 'Счёт оплачен' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить заметку' }));
    await waitFor(() => expect(sent.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(sent.filter((call) => call.method === 'PUT')[1]).toEqual({
      method: 'PUT',
      path: '/api/admin/rentals/3',
      body: { manager_note: 'Счёт оплачен' },
    });
  });
});

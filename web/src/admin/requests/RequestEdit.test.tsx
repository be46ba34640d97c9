import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { withRequestCalls } from './calls';
import { RequestEdit } from './RequestEdit';
import { adminRequest } from './testRecord';
import { serveAdminApi, type AdminRoute } from '../../test/adminApi';

const RECORD = adminRequest({
  area: 'organizer',
  form: 'question',
  name: 'Анна Иванова',
  email: 'anna@example.ru',
  message: 'Можно ли платить по счёту?\nНас двое.',
  page: '/tarify/',
  utm_campaign: 'osen',
});

function renderEdit() {
  render(
    <AdminContext dataProvider={withRequestCalls(createDataProvider())} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="requests">
        <RequestEdit id={7} />
      </ResourceContextProvider>
    </AdminContext>,
  );
}

const BASE: Record<string, AdminRoute> = {
  'GET /api/admin/requests/7': () => ({ status: 200, body: RECORD }),
  'GET /api/admin/request-managers': () => ({ status: 200, body: [{ id: 2, name: 'Петрова Ольга', email: 'olga@example.ru' }] }),
  'GET /api/admin/requests/7/audit': () => ({ status: 200, body: [] }),
  'GET /api/admin/requests/7/comments': () => ({ status: 200, body: [] }),
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a request in the admin', () => {
  test("the visitor's fields are read only; the status, assignee and note are the manager's", async () => {
    serveAdminApi(BASE);
    renderEdit();
    expect(await screen.findByText('Анна Иванова')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+79161234567' }).getAttribute('href')).toBe('tel:+79161234567');
    expect(screen.getByText('Вопрос')).toBeTruthy();
    expect(screen.getByText('Организаторам')).toBeTruthy();
    expect(screen.getByText('yandex / — / osen')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Имя' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Заметка менеджера' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Статус' }).textContent).toContain('Новая');
    expect(await screen.findByText('Изменений пока не было.')).toBeTruthy();
  });

  test("saving sends the manager's fields; a 422 shows under its field", async () => {
    const sent = serveAdminApi({
      ...BASE,
      'PUT /api/admin/requests/7': () => ({
        status: 422,
        body: { status: 422, message: 'Проверьте поля формы', errors: { manager_note: ['Недопустимые символы'] } },
      }),
    });
    renderEdit();
    const note = await screen.findByRole('textbox', { name: 'Заметка менеджера' });
    fireEvent.change(note, { target: { value: 'Перезвонить в пятницу' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const field = note.closest('.MuiFormControl-root');
    await waitFor(() => expect(within(field as HTMLElement).getByText('Недопустимые символы')).toBeTruthy());
    expect(sent.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/admin/requests/7',
      body: { status: 'new', assignee_id: null, manager_note: 'Перезвонить в пятницу' },
    });
  });

  test('a manager adds a comment; it shows with its author, and an empty one is refused here', async () => {
    const comments: unknown[] = [];
    const sent = serveAdminApi({
      ...BASE,
      'GET /api/admin/requests/7/comments': () => ({ status: 200, body: comments }),
      'POST /api/admin/requests/7/comments': (body) => {
        const comment = {
          id: 1,
          author: { id: 2, name: 'Петрова Ольга' },
          text: (body as { text: string }).text,
          created_at: '2026-11-25T09:30:00Z',
        };
        comments.push(comment);
        return { status: 200, body: comment };
      },
    });
    renderEdit();
    expect(await screen.findByText('Комментариев пока нет')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Новый комментарий' });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить комментарий' }));
    expect(await screen.findByText('Введите текст комментария')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Перезвонила, ждёт счёт' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить комментарий' }));
    const list = await screen.findByRole('list', { name: 'Комментарии' });
    expect(within(list).getByText('Перезвонила, ждёт счёт')).toBeTruthy();
    expect(within(list).getByText(/Петрова Ольга/)).toBeTruthy();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/admin/requests/7/comments', body: { text: 'Перезвонила, ждёт счёт' } },
    ]);
  });

  test("a programme form's own fields show as label and value rows, lines kept", async () => {
    serveAdminApi({
      ...BASE,
      'GET /api/admin/requests/7': () => ({
        status: 200,
        body: adminRequest({
          form: 'producer',
          email: 'anna@example.ru',
          message: 'Хочу выступать',
          details: [
            { code: 'direction', label: 'Направление', value: 'Цирк' },
            { code: 'performer_age', label: 'Возраст исполнителя', value: '17' },
            { code: 'links', label: 'Ссылки на видео выступлений', value: 'https://vk.com/video1\nhttps://rutube.ru/video/2' },
          ],
        }),
      }),
    });
    renderEdit();
    expect(await screen.findByText('Продюсерский центр')).toBeTruthy();
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Направление')).toBe('Цирк');
    expect(value('Возраст исполнителя')).toBe('17');
    expect(value('Ссылки на видео выступлений')).toBe('https://vk.com/video1\nhttps://rutube.ru/video/2');
    const terms = Array.from(document.querySelectorAll('dt')).map((term) => term.textContent);
    expect(terms.slice(terms.indexOf('Почта'), terms.indexOf('Сообщение') + 1)).toEqual([
      'Почта',
      'Направление',
      'Возраст исполнителя',
      'Ссылки на видео выступлений',
      'Сообщение',
    ]);
  });

  test("the accelerator's project is a download link with its size", async () => {
    serveAdminApi({
      ...BASE,
      'GET /api/admin/requests/7': () => ({
        status: 200,
        body: adminRequest({ form: 'accelerator', file: { name: 'Театр в каждую школу.pdf', size: 2_621_440 } }),
      }),
    });
    renderEdit();
    const link = await screen.findByRole('link', { name: 'Театр в каждую школу.pdf' });
    expect(link.getAttribute('href')).toBe('/api/admin/requests/7/file');
    expect(link.closest('dd')?.textContent).toMatch(/Театр в каждую школу\.pdf · 2,5 МБ/);
  });

  test('a form without its own fields shows no extra rows', async () => {
    serveAdminApi(BASE);
    renderEdit();
    await screen.findByText('Анна Иванова');
    const terms = Array.from(document.querySelectorAll('dt')).map((term) => term.textContent);
    expect(terms).toEqual([
      'Получена',
      'Форма',
      'Раздел сайта',
      'Страница',
      'Метки UTM',
      'Имя',
      'Телефон',
      'Почта',
      'Сообщение',
      'Изменена',
    ]);
  });
});

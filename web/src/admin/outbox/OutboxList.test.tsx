import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, type DataProvider, type GetListParams } from 'react-admin';
import { describe, expect, test, vi } from 'vitest';
import { i18nProvider } from '../i18n';
import { OutboxList } from './OutboxList';
import type { OutboxMessage } from './types';

const local = (hours: number, minutes: number) => new Date(2026, 2, 12, hours, minutes).toISOString();

const ROWS: OutboxMessage[] = [
  {
    id: 3,
    channel: 'sms',
    recipient: '+79991234567',
    subject: null,
    status: 'queued',
    attempts: 2,
    created_at: local(10, 0),
    sent_at: null,
    next_attempt_at: local(10, 30),
    given_up_at: null,
    error: 'SMS: HTTP 502',
  },
  {
    id: 2,
    channel: 'email',
    recipient: 'anna@example.ru',
    subject: 'Добро пожаловать',
    status: 'sent',
    attempts: 1,
    created_at: local(9, 0),
    sent_at: local(9, 1),
    next_attempt_at: null,
    given_up_at: null,
    error: null,
  },
  {
    id: 1,
    channel: 'email',
    recipient: 'old@example.ru',
    subject: 'Код входа',
    status: 'given_up',
    attempts: 20,
    created_at: local(8, 0),
    sent_at: null,
    next_attempt_at: null,
    given_up_at: local(8, 2),
    error: 'SMTP: 550 no such user',
  },
];

function renderList() {
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    const status = (params.filter as { status?: string }).status;
    const data = status ? ROWS.filter((row) => row.status === status) : ROWS;
    return { data, total: data.length };
  });
  const dataProvider = { getList } as unknown as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="outbox">
        <OutboxList />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return getList;
}

const rowOf = async (text: string) => (await screen.findByRole('cell', { name: text })).closest('tr') as HTMLElement;

describe('the outbox list', () => {
  test('asks newest first and shows each message without its body', async () => {
    const getList = renderList();
    expect(screen.getByText(/Тексты писем и SMS здесь не показываются/)).toBeTruthy();

    const sms = within(await rowOf('+79991234567'));
    expect(sms.getByRole('cell', { name: 'SMS' })).toBeTruthy();
    expect(sms.getByText('В очереди')).toBeTruthy();
    expect(sms.getByText('SMS: HTTP 502')).toBeTruthy();
    expect(sms.getByText('Повтор в 10:30')).toBeTruthy();

    const welcome = within(await rowOf('anna@example.ru'));
    expect(welcome.getByRole('cell', { name: 'Письмо' })).toBeTruthy();
    expect(welcome.getByRole('cell', { name: 'Добро пожаловать' })).toBeTruthy();
    expect(welcome.getByText('Отправлено')).toBeTruthy();
    expect(welcome.getByRole('cell', { name: '12.03.2026, 09:01' })).toBeTruthy();

    const lost = within(await rowOf('old@example.ru'));
    expect(lost.getByText('Не доставлено')).toBeTruthy();
    expect(lost.getByRole('cell', { name: '12.03.2026, 08:02' })).toBeTruthy();
    expect(lost.queryByText(/Повтор/)).toBeNull();

    expect(getList.mock.calls[0]?.[1]).toMatchObject({
      sort: { field: 'id', order: 'DESC' },
      pagination: { page: 1, perPage: 25 },
    });
    expect(screen.getByRole('columnheader', { name: /Создано/ })).toBeTruthy();
  });

  test('the status filter offers every status and sends the chosen one', async () => {
    const getList = renderList();
    await rowOf('anna@example.ru');
    expect(screen.getByRole('textbox', { name: 'Получатель' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Статус' }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Все', 'Отправлено', 'В очереди', 'Не доставлено']);
    fireEvent.click(screen.getByRole('option', { name: 'Не доставлено' }));
    await waitFor(() => expect(getList.mock.lastCall?.[1].filter).toEqual({ status: 'given_up' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'anna@example.ru' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'old@example.ru' })).toBeTruthy();
  });
});

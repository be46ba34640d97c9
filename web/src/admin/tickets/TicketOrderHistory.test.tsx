import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { serveAdminApi } from '../../test/adminApi';
import { withTicketCalls } from './calls';
import { TicketOrderHistory } from './TicketOrderHistory';
import type { AdminTicketOrder } from './types';

const ENTRIES = [
  {
    id: 2,
    actor: null,
    action: 'show_cancel',
    before: { status: 'paid', cancel_reason: null, payment_ref: 'TP-1' },
    after: { status: 'refunded', cancel_reason: 'Болезнь солиста', payment_ref: 'TP-1' },
    created_at: '2026-12-10T09:00:00Z',
  },
  {
    id: 1,
    actor: null,
    action: 'provider_paid',
    before: { status: 'held', cancel_reason: null, payment_ref: null },
    after: { status: 'paid', cancel_reason: null, payment_ref: 'TP-1' },
    created_at: '2026-12-01T09:00:00Z',
  },
];

function renderHistory(order: Pick<AdminTicketOrder, 'id' | 'updated_at'>) {
  return (
    <AdminContext dataProvider={withTicketCalls(createDataProvider())} i18nProvider={i18nProvider}>
      <TicketOrderHistory order={order} />
    </AdminContext>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a ticket order's history on its page", { timeout: 20_000 }, () => {
  test('each move by its name and who made it, the status and reason in words; a move reloads it', async () => {
    const sent = serveAdminApi({ 'GET /api/admin/ticket-orders/12/audit': () => ({ status: 200, body: ENTRIES, total: 2 }) });
    const { rerender } = render(renderHistory({ id: 12, updated_at: '2026-12-01T09:00:00Z' }));
    expect(screen.getByRole('heading', { name: 'История' })).toBeTruthy();
    expect(await screen.findByText(/Отмена показа · система/)).toBeTruthy();
    expect(screen.getByText('Статус: Оплачен → Возврат; Причина: — → Болезнь солиста')).toBeTruthy();
    expect(screen.getByText(/Оплата картой · платёжный сервис/)).toBeTruthy();
    expect(screen.getByText('Статус: Ждёт оплаты → Оплачен; Платёж: — → TP-1')).toBeTruthy();
    rerender(renderHistory({ id: 12, updated_at: '2026-12-01T10:00:00Z' }));
    await screen.findByText(/Отмена показа/);
    await vi.waitFor(() => expect(sent.filter((call) => call.path.endsWith('/audit'))).toHaveLength(2));
  });
});

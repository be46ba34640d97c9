// @vitest-environment node
import { describe, expect, test, vi } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { withTicketCalls } from './calls';
import {
  canCancelShow,
  cancelDoneMessage,
  reasonProblem,
  seatsLeft,
  showOrdersPath,
  showSalesCsvUrl,
  showVenue,
  showWhen,
} from './showSales';
import { adminShow } from './testShow';

describe("a show's sales", () => {
  test('a show reads as its start with the year and its venue; a tier as its seats left', () => {
    const show = adminShow();
    expect(showWhen(show.starts_at)).toBe('12 декабря 2026, 19:00');
    expect(showVenue(show)).toBe('Культурный центр «Меридиан», Москва · Большой зал');
    expect(showVenue(adminShow({ hall: null }))).toBe('Культурный центр «Меридиан», Москва');
    expect(seatsLeft({ quota: 50, sold: 10, held: 3 })).toBe(37);
    expect(seatsLeft({ quota: 5, sold: 5, held: 1 })).toBe(0);
  });

  test("the show's orders are the orders list with its filter in the address; its report is the CSV by show", () => {
    expect(showOrdersPath(7)).toBe('/ticket-orders?filter=%7B%22show_id%22%3A7%7D');
    expect(showSalesCsvUrl(7)).toBe('/api/admin/ticket-sales-export?show_id=7');
  });

  test('a show is cancelled once, or again while orders stay live', () => {
    expect(canCancelShow({ status: 'on_sale', live_orders: 0 })).toBe(true);
    expect(canCancelShow({ status: 'draft', live_orders: 0 })).toBe(true);
    expect(canCancelShow({ status: 'cancelled', live_orders: 2 })).toBe(true);
    expect(canCancelShow({ status: 'cancelled', live_orders: 0 })).toBe(false);
  });

  test('the reason is required and at most 500 characters; the result counts the orders in Russian', () => {
    expect(reasonProblem('   ')).toBe('Укажите причину: её получит каждый покупатель');
    expect(reasonProblem('я'.repeat(501))).toBe('Не длиннее 500 символов');
    expect(reasonProblem(' Болезнь солиста ')).toBe('');
    expect(cancelDoneMessage({ cancelled: 3, refunded: 5 })).toBe('Показ отменён: отменено 3, возвращено 5 заказов');
    expect(cancelDoneMessage({ cancelled: 1, refunded: 21 })).toBe('Показ отменён: отменён 1, возвращён 21 заказ');
    expect(cancelDoneMessage({ cancelled: 0, refunded: 2 })).toBe('Показ отменён: отменено 0, возвращено 2 заказа');
  });

  test("the list sends its page and filter without a sort; the history is the order's audit", async () => {
    const urls: string[] = [];
    const client = vi.fn(async (url: string) => {
      urls.push(decodeURIComponent(url));
      const json = url.endsWith('/audit') ? [] : [adminShow()];
      return { status: 200, headers: new Headers({ 'Content-Range': 'ticket-shows 25-25/26' }), body: '', json };
    });
    const dataProvider = withTicketCalls(createDataProvider('/api/admin', client), '/api/admin', client);
    const list = await dataProvider.getList('ticket-shows', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: ' концерт ', status: 'on_sale', other: 'x' },
    });
    expect(list.total).toBe(26);
    expect(list.data[0]?.id).toBe(7);
    expect(await dataProvider.getTicketOrderAudit(12)).toEqual([]);
    expect(urls).toEqual([
      '/api/admin/ticket-shows?range=[25,49]&filter={"q":"концерт","status":"on_sale"}',
      '/api/admin/ticket-orders/12/audit',
    ]);
    await dataProvider.getList('ticket-orders', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(urls[2]).toContain('/api/admin/ticket-orders?');
  });
});

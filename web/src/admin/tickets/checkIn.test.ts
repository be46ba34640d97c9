import { describe, expect, test, vi } from 'vitest';
import { checkIn, checkInResult, codeOf, rememberDoorShow, rememberedDoorShow, usedAt } from './checkIn';

const facts = {
  ticket: { code: 'K7QF2M9X', number: 2, tier: 'Партер', order: 'T-000123' },
  show: { title: 'Юбилейный концерт' },
  tier: 'Партер',
  buyer_name: 'Анна Смирнова',
};

describe('check-in results', () => {
  test('the first scan admits, with the show, the tier, the ticket and the buyer', () => {
    expect(checkInResult(200, { ...facts, checked_in_at: '2026-12-12T16:05:00Z' })).toEqual({
      kind: 'admitted',
      title: 'Вход разрешён',
      facts: ['Юбилейный концерт', 'Партер, билет 2, заказ T\u2011000123', 'Анна Смирнова'],
    });
  });

  test('a second scan says when and by whom the ticket was used', () => {
    const at = '2026-12-12T16:05:00Z';
    const result = checkInResult(409, { ...facts, checked_in_at: at, checked_in_by: 'Ирина Белова', message: 'Билет уже прошёл контроль' });
    expect(result.kind).toBe('used');
    expect(result.title).toBe(`Билет уже использован: ${usedAt(at)}, Ирина Белова`);
  });

  test("a ticket of a cancelled order is refused with the server's words; an unknown code is not found", () => {
    expect(checkInResult(409, { ...facts, message: 'Билет недействителен: заказ T-000123 — Отменён' })).toMatchObject({
      kind: 'refused',
      title: 'Билет недействителен: заказ T-000123 — Отменён',
    });
    expect(checkInResult(404, { error: { message: 'Билет не найден: код не наш или подделан' } })).toEqual({
      kind: 'unknown',
      title: 'Билет не найден',
      facts: ['Билет не найден: код не наш или подделан'],
    });
    expect(checkInResult(0, null).kind).toBe('error');
    expect(checkInResult(403, null).title).toBe('Нет доступа к контролю билетов');
  });

  test('a moment reads in local time; a code is trimmed and limited', () => {
    const local = new Date(2026, 11, 12, 19, 5);
    expect(usedAt(local.toISOString())).toBe('12 декабря в 19:05');
    expect(usedAt(null)).toBe('');
    expect(codeOf('  K7QF2M9X \n')).toBe('K7QF2M9X');
    expect(codeOf('   ')).toBeNull();
    expect(codeOf('A'.repeat(1_000_000))).toBeNull();
  });

  test('the call posts the code and reads a bare or enveloped answer; a lost network is an error', async () => {
    const doFetch = vi.fn(async () => new Response(JSON.stringify({ data: facts }), { status: 200 }));
    expect((await checkIn('K7QF2M9X', 7, doFetch)).kind).toBe('admitted');
    expect(doFetch).toHaveBeenCalledWith(
      '/api/admin/tickets/check-in',
      expect.objectContaining({ method: 'POST', body: '{"code":"K7QF2M9X","show_id":7}' }),
    );
    const used = vi.fn(
      async () =>
        new Response(JSON.stringify({ ...facts, checked_in_at: '2026-12-12T16:05:00Z', checked_in_by: 'Ирина Белова' }), { status: 409 }),
    );
    expect((await checkIn('K7QF2M9X', 7, used)).kind).toBe('used');
    const offline = vi.fn(async () => Promise.reject(new Error('offline')));
    expect((await checkIn('K7QF2M9X', 7, offline)).kind).toBe('error');
  });

  test('a ticket of another show is refused in red with that show named', () => {
    const other = checkInResult(409, { ...facts, message: 'Билет на другое событие: «Вечер романса», 12 декабря, 19:00' });
    expect(other).toMatchObject({ kind: 'refused', title: 'Билет на другое событие: «Вечер романса», 12 декабря, 19:00' });
  });

  test('the door remembers its show', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(rememberedDoorShow(storage)).toBeNull();
    rememberDoorShow(12, storage);
    expect(rememberedDoorShow(storage)).toBe(12);
  });
});

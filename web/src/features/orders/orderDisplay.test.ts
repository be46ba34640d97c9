import { describe, expect, test } from 'vitest';
import { eventDates, eventPlace, fileSize, itemsSummary, paramText, people } from './orderDisplay';
import { formatDateTime } from '../../shared/format';
import type { OrderItem } from './types';

const item = (name: string): OrderItem => ({
  id: 1,
  kind: 'service',
  event_id: null,
  service_id: 1,
  code: 'x',
  name,
  price: 1,
  count: 1,
  amount: 1,
  details: {},
  params: [],
});

describe('order display', () => {
  test('date and time in the local zone as ДД.ММ.ГГГГ, ЧЧ:ММ', () => {
    const local = new Date(2026, 10, 22, 9, 5);
    expect(formatDateTime(local.toISOString())).toBe('22.11.2026, 09:05');
    expect(formatDateTime('nonsense')).toBe('');
  });

  test('event dates and place', () => {
    expect(eventDates({ date: { start: '2026-11-27', end: '2026-12-06' } })).toBe('27 ноября — 6 декабря 2026');
    expect(eventDates({ date: { start: '2026-12-01', end: '2026-12-01' } })).toBe('1 декабря 2026');
    expect(eventDates({})).toBe('');
    expect(eventPlace({ place: { city: 'Сочи', address: 'ул. Морская, 1' } })).toBe('Сочи, ул. Морская, 1');
    expect(eventPlace({ place: { city: null, address: null } })).toBe('Онлайн');
  });

  test('params show the title, the link, the file or a dash', () => {
    expect(paramText({ param_id: 1, type: 'creative_type', label: 'Направление', value: 'vokal', title: 'Вокал' })).toBe('Вокал');
    expect(paramText({ param_id: 2, type: 'video', label: 'Видео', value: 'https://a.ru/v.mp4', title: '' })).toBe('https://a.ru/v.mp4');
    expect(
      paramText({
        param_id: 3,
        type: 'file',
        label: 'PDF',
        value: null,
        file: { id: 1, name: 'a.pdf', size: 2_500_000 },
      }),
    ).toBe('a.pdf (2,4 МБ)');
    expect(paramText({ param_id: 4, type: 'video', label: 'Видео', value: null })).toBe('—');
    expect(fileSize(45)).toBe('45 Б');
    expect(fileSize(12_800)).toBe('12,5 КБ');
  });

  test('people and the items summary', () => {
    expect([1, 2, 5, 11, 21].map(people)).toEqual(['1 участник', '2 участника', '5 участников', '11 участников', '21 участник']);
    expect(itemsSummary([item('А'), item('Б')])).toBe('А, Б');
    expect(itemsSummary([item('А'), item('Б'), item('В'), item('Г')])).toBe('А, Б и ещё 2');
  });
});

import { describe, expect, test } from 'vitest';
import { mapHref, participationPrice, programByDay, requirementText, summaryOf, venueLines } from './festivalDisplay';
import type { Festival } from '../../shared/events/festival';

const place: Festival['place'] = {
  city: 'Москва',
  address: 'ул. Профсоюзная, 61',
  id: 1,
  code: 'moskva-dk',
  name: 'ДК «Звёздный»',
  city_slug: 'moskva',
  lat: 55.67,
  lon: 37.55,
  online: false,
};

describe('festival page display', () => {
  test('program grouped by day, each day by time, labelled in the day-month format', () => {
    const days = programByDay([
      { day: 2, date: '2026-12-17', time: '10:00', title: 'Конкурсный день' },
      { day: 1, date: '2026-12-16', time: '18:00', title: 'Открытие' },
      { day: 1, date: '2026-12-16', time: '09:00', title: 'Регистрация' },
    ]);
    expect(days.map((d) => d.label)).toEqual(['День 1 · 16 декабря', 'День 2 · 17 декабря']);
    expect(days[0]!.items.map((i) => i.title)).toEqual(['Регистрация', 'Открытие']);
    expect(programByDay([])).toEqual([]);
  });

  test('final-of-event hint lines', () => {
    expect(requirementText({ code: 'imena-rossii', title: 'Имена России 2025', count: 2 })).toBe('Имена России 2025 — 2 участия');
    expect(requirementText({ code: 'x', title: 'Ожерелье России', count: 1 })).toBe('Ожерелье России — 1 участие');
    expect(requirementText({ code: 'x', title: 'Проект', count: 5 })).toBe('Проект — 5 участий');
  });

  test('prices in rubles with a space thousands separator; zero is free', () => {
    expect(participationPrice(4500)).toBe('4 500 ₽');
    expect(participationPrice(0)).toBe('Бесплатно');
  });

  test('venue, address and map; online events have none', () => {
    expect(venueLines(place)).toEqual({ venue: 'ДК «Звёздный»', address: 'Москва, ул. Профсоюзная, 61' });
    expect(mapHref(place)).toBe('https://yandex.ru/maps/?pt=37.55,55.67&z=16&l=map');
    const online = { ...place, city: null, address: null, name: null, lat: null, lon: null, online: true };
    expect(venueLines(online)).toBeNull();
    expect(mapHref(online)).toBeNull();
  });

  test('summary: first paragraph, cut at a word', () => {
    expect(summaryOf(['Короткий абзац.', 'Второй'])).toBe('Короткий абзац.');
    expect(summaryOf(['раз два три четыре'], 10)).toBe('раз два…');
    expect(summaryOf([])).toBe('');
  });
});

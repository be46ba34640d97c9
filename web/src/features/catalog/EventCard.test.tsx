import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithShell } from '../../test/renderWithShell';
import { EventCard, EventGrid } from './EventCard';
import { cartEvent } from '../../test/eventFixtures';

describe('EventCard', () => {
  test('links to the festival page and shows its facts', () => {
    renderWithShell(<EventCard event={cartEvent()} />, { area: 'events' });
    const link = screen.getByRole('link', { name: 'Всероссийский фестиваль-конкурс «Звёздный путь»' });
    expect(link.getAttribute('href')).toBe('/festival/zvezdnyy-put-moskva/?domain=events');
    expect(screen.getByText('Фестиваль')).toBeTruthy();
    expect(screen.getByText('Москва')).toBeTruthy();
    expect(screen.getByText('от 4 500 ₽')).toBeTruthy();
    expect(screen.getByText('Свободно 37 мест')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Афиша: Всероссийский фестиваль-конкурс «Звёздный путь»' })).toBeTruthy();
  });

  test('tag colours follow the colour rule: invalid is transparent', () => {
    renderWithShell(<EventCard event={cartEvent()} />, { area: 'events' });
    const tags = screen.getAllByRole('listitem').filter((li) => li.style.getPropertyValue('--tag-color'));
    expect(tags.map((li) => li.style.getPropertyValue('--tag-color'))).toEqual(['#1e88e5', 'transparent']);
  });

  test('online and sold out', () => {
    renderWithShell(<EventCard event={cartEvent({ place: { city: null, address: null }, place_count: 0 })} />, {
      area: 'events',
    });
    expect(screen.getByText('Онлайн')).toBeTruthy();
    expect(screen.getByText('Мест нет').closest('article')?.dataset['places']).toBe('sold-out');
  });

  test('from the main area the link crosses to the events area', () => {
    renderWithShell(<EventCard event={cartEvent()} />, { area: 'main', path: '/festivali-kastingi/' });
    expect(screen.getByRole('link').getAttribute('href')).toBe('/festival/zvezdnyy-put-moskva/?domain=events');
  });

  test("a page's main list asks for its first poster first and the others lazily; other lists all lazily", () => {
    const events = [cartEvent({ event_id: 1, code: 'a', name: 'Первый' }), cartEvent({ event_id: 2, code: 'b', name: 'Второй' })];
    renderWithShell(<EventGrid events={events} main />, { area: 'events' });
    const [first, second] = screen.getAllByRole('img');
    expect([first?.getAttribute('fetchpriority'), first?.getAttribute('loading')]).toEqual(['high', null]);
    expect([second?.getAttribute('fetchpriority'), second?.getAttribute('loading')]).toEqual([null, 'lazy']);
  });

  test('related festivals load lazily, the first too', () => {
    renderWithShell(<EventGrid events={[cartEvent()]} />, { area: 'events' });
    expect(screen.getByRole('img').getAttribute('loading')).toBe('lazy');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithShell } from '../../test/renderWithShell';
import { EventCard } from './EventCard';
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
});

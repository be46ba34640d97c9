import { describe, expect, test } from 'vitest';
import { canOpen, catalogMenu } from './sections';

describe('catalogue menu', () => {
  test('Admin sees every catalogue resource, in menu order, with the Russian section names', () => {
    const menu = catalogMenu(['users', 'events', 'events/programs', 'places', 'cities', 'regions', 'handbooks']);
    expect(menu.map((item) => item.resource)).toEqual([
      'events',
      'event-programs',
      'projects',
      'places',
      'halls',
      'cities',
      'regions',
      'creative-types',
      'age-categories',
      'tags',
      'execution-formats',
    ]);
    expect(menu.slice(0, 7).map((item) => item.label)).toEqual([
      'Мероприятия',
      'Программы',
      'Творческие проекты',
      'Площадки',
      'Залы',
      'Города',
      'Регионы',
    ]);
    expect(new Set(menu.filter((item) => item.section === 'handbooks').map((item) => item.group))).toEqual(new Set(['Справочники']));
  });

  test('a role sees only the catalogue sections it is granted', () => {
    const posters = ['posters', 'places', 'users/profile'];
    expect(catalogMenu(posters).map((item) => item.resource)).toEqual(['places', 'halls', 'shows', 'ticket-tiers', 'promo-codes']);
    expect(canOpen('shows', posters)).toBe(true);
    expect(canOpen('shows', ['tickets', 'users/profile'])).toBe(false);
    expect(canOpen('places', posters)).toBe(true);
    expect(canOpen('halls', posters)).toBe(true);
    expect(canOpen('events', posters)).toBe(false);
    expect(catalogMenu(['blogs', 'recommend', 'users/profile'])).toEqual([]);
    const school = ['orders', 'requests', 'school', 'users/profile'];
    expect(catalogMenu(school).map((item) => item.resource)).toEqual([
      'bravo-slots',
      'bravo-classes',
      'bravo-schools',
      'bravo-courses',
      'bravo-teachers',
      'bravo-rooms',
    ]);
    expect(canOpen('bravo-slots', school)).toBe(true);
    expect(canOpen('bravo-slots', posters)).toBe(false);
  });
});

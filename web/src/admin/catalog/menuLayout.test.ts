import { describe, expect, test } from 'vitest';
import { menuLayout } from './menuLayout';

describe('admin menu layout', () => {
  test('accounts first, then the catalogue with the handbooks under their heading, own profile last', () => {
    const lines = menuLayout(['users', 'roles', 'users/profile', 'events', 'events/programs', 'places', 'cities', 'regions', 'handbooks']);
    expect(lines.map((line) => (line.kind === 'heading' ? `# ${line.label}` : line.label))).toEqual([
      'Пользователи',
      'Роли',
      'Мероприятия',
      'Программы',
      'Творческие проекты',
      'Площадки',
      'Города',
      'Регионы',
      '# Справочники',
      'Виды творчества',
      'Возрастные категории',
      'Метки',
      'Форматы исполнения',
      'Мой профиль',
    ]);
    expect(lines.find((line) => line.kind === 'link' && line.key === 'tags')).toEqual({
      kind: 'link',
      key: 'tags',
      to: '/tags',
      label: 'Метки',
    });
  });

  test('a ManagerNews user gets only their own profile; ManagerPosters also places', () => {
    expect(menuLayout(['blogs', 'recommend', 'users/profile']).map((line) => line.label)).toEqual(['Мой профиль']);
    expect(menuLayout(['posters', 'places', 'users/profile']).map((line) => line.label)).toEqual(['Площадки', 'Мой профиль']);
  });
});

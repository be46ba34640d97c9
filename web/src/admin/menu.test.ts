import { describe, expect, test } from 'vitest';
import { adminMenuLines, sectionRedirects } from './menu';

const shown = (sections: string[], roles: string[] = []) =>
  adminMenuLines(sections, roles).map((line) => (line.kind === 'heading' ? `# ${line.label}` : line.label));

/** Every section the server knows (server/src/auth/permissions.cpp): what Admin gets. */
const ADMIN = [
  'users',
  'users/mentor',
  'users/participant',
  'users/profile',
  'users/structures',
  'blogs',
  'recommend',
  'posters',
  'places',
  'rentals',
  'school',
  'school/bookings',
  'tickets',
  'seo',
  'content',
  'search',
  'orders',
  'requests',
  'events/assigns',
  'events/results',
  'events/reviews',
  'handbooks',
  'roles',
  'events',
  'events/programs',
  'cities',
  'regions',
  'services',
  'services/special',
  'services/categories',
  'outbox',
  'ui-kit',
  'content/widgets',
];

describe('the admin menu', () => {
  test("Admin's menu: the search first, the screens in groups under their headings, the own profile last", () => {
    expect(shown(ADMIN)).toEqual([
      'Поиск',
      '# Люди',
      'Пользователи',
      'Наставники',
      'Участники',
      'Структуры',
      'Роли',
      '# Каталог',
      'Мероприятия',
      'Программы',
      'Творческие проекты',
      'Площадки',
      'Залы',
      'Города',
      'Регионы',
      '# Справочники',
      'Виды творчества',
      'Возрастные категории',
      'Метки',
      'Форматы исполнения',
      '# События',
      'Назначения жюри',
      'Результаты конкурсов',
      'Отзывы участников',
      '# Заказы и услуги',
      'Заказы',
      'Заявки',
      'Услуги',
      'Специальные услуги',
      'Категории услуг',
      '# Аренда',
      'Заявки на аренду',
      'Календарь аренды',
      '# Афиша',
      'События афиши',
      'Категории билетов',
      'Промокоды',
      '# Билеты',
      'Заказы билетов',
      'Продажи по показам',
      'Контроль входа',
      '# Школа',
      'Записи на занятия',
      'Расписание',
      'Занятия',
      'Школы',
      'Курсы',
      'Педагоги',
      'Аудитории',
      '# Контент',
      'Страницы',
      'Меню и подвалы',
      'Виджеты CRM',
      'Рекомендации',
      'SEO',
      'UI-кит',
      '# Блог',
      'Статьи',
      'Разделы блога',
      '# Система',
      'Почта и SMS',
      'Мой профиль',
    ]);
    expect(adminMenuLines(ADMIN)).toContainEqual({ kind: 'link', key: 'tags', to: '/tags', label: 'Метки' });
    expect(adminMenuLines(ADMIN)).toContainEqual({ kind: 'link', key: 'users/profile', to: '/users/profile', label: 'Мой профиль' });
  });

  test("the portfolio queue is the moderators' (ManagerUsers, Admin), not every staff member's own users/profile", () => {
    const users = ['users', 'users/mentor', 'users/participant', 'users/profile', 'users/structures'];
    expect(shown(users, ['ManagerUsers'])).toEqual([
      'Пользователи',
      'Анкеты портфолио',
      'Наставники',
      'Участники',
      'Структуры',
      'Мой профиль',
    ]);
    expect(shown(ADMIN, ['Admin'])).toContain('Анкеты портфолио');
    expect(shown(['users/profile', 'orders', 'requests', 'school/bookings'], ['ManagerOrders'])).not.toContain('Анкеты портфолио');
    expect(adminMenuLines(users, ['ManagerUsers'])).toContainEqual({
      kind: 'link',
      key: 'portfolios',
      to: '/portfolios',
      label: 'Анкеты портфолио',
    });
  });

  test("the people sections' addresses lead to their lists", () => {
    expect(sectionRedirects(['users/mentor', 'users/participant', 'users/structures', 'users/profile'])).toEqual(
      expect.arrayContaining([
        { from: '/users/mentor', to: '/mentors' },
        { from: '/users/participant', to: '/participants' },
        { from: '/users/structures', to: '/structures' },
      ]),
    );
  });

  test('lines of one group stand without a heading', () => {
    expect(shown(['users/profile', 'orders', 'requests'])).toEqual(['Заказы', 'Заявки', 'Мой профиль']);
    expect(shown(['places', 'users/profile'])).toEqual(['Площадки', 'Залы', 'Мой профиль']);
    // The afisha's manager (decision 0046): the venues, and the afisha under its own heading.
    expect(shown(['posters', 'places', 'users/profile'])).toEqual([
      '# Каталог',
      'Площадки',
      'Залы',
      '# Афиша',
      'События афиши',
      'Категории билетов',
      'Промокоды',
      'Мой профиль',
    ]);
    expect(shown(['users', 'users/mentor', 'users/participant', 'users/profile', 'users/structures'])).toEqual([
      'Пользователи',
      'Наставники',
      'Участники',
      'Структуры',
      'Мой профиль',
    ]);
    // The tickets manager (decision 0046): the orders, the sales by show and the door's check-in.
    expect(shown(['tickets', 'users/profile'])).toEqual(['Заказы билетов', 'Продажи по показам', 'Контроль входа', 'Мой профиль']);
  });

  test('the senior orders manager: the orders under their heading, the school «Браво» and its bookings under «Школа»', () => {
    const senior = [
      'users/profile',
      'school',
      'school/bookings',
      'orders',
      'requests',
      'events/assigns',
      'events/results',
      'events/reviews',
    ];
    expect(shown(senior)).toEqual([
      '# События',
      'Назначения жюри',
      'Результаты конкурсов',
      'Отзывы участников',
      '# Заказы и услуги',
      'Заказы',
      'Заявки',
      '# Школа',
      'Записи на занятия',
      'Расписание',
      'Занятия',
      'Школы',
      'Курсы',
      'Педагоги',
      'Аудитории',
      'Мой профиль',
    ]);
    expect(adminMenuLines(senior)).toContainEqual({ kind: 'link', key: 'bravo-slots', to: '/bravo-slots', label: 'Расписание' });
    // Contest results (decision 0045): the spec's section addresses lead to their screens.
    expect(adminMenuLines(senior)).toContainEqual({
      kind: 'link',
      key: 'event-results',
      to: '/events/results',
      label: 'Результаты конкурсов',
    });
    expect(sectionRedirects(senior)).toEqual(
      expect.arrayContaining([
        { from: '/events/assigns', to: '/event-assignments' },
        { from: '/events/reviews', to: '/reviews' },
      ]),
    );
    // The spec-style address of the section opens its first screen.
    expect(sectionRedirects(senior)).toContainEqual({ from: '/school', to: '/bravo-slots' });
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderCatalog } from '../../test/renderCatalog';
import { ClassView } from './ClassView';
import { ageRange, dateRange, initials } from './format';
import { lessonsByDay, scheduleFiltersOf } from './schedule';
import { ScheduleView } from './ScheduleView';
import { SchoolSiteMap } from './SchoolSiteMap';
import { SchoolsOverview } from './SchoolsOverview';
import { TeacherView } from './TeacherView';
import type { ClassCard, SchoolClass, Teacher } from './types';

const KIM = { code: 'dmitriy-kim', name: 'Дмитрий Ким', role: 'Хореограф: k-pop и хип-хоп', photo: null };

const HIP_HOP: SchoolClass = {
  code: 'hip-hop',
  name: 'Хип-хоп',
  summary: 'Грув, базовые шаги и первые связки',
  description: 'Базовые шаги хип-хопа, грув и импровизация под музыку, которую выбирают сами ребята.',
  school: { code: 'shkola-tantsev', name: 'Школа танцев' },
  age_min: 7,
  age_max: 14,
  level: 'beginner',
  group_size: 14,
  prices: { month: 6400, visit: 950, individual: 2800 },
  slots: [
    { id: 1, weekday: 1, start: '17:30', end: '18:30', room: 'Малый зал' },
    { id: 2, weekday: 6, start: '12:30', end: '13:30', room: 'Малый зал' },
  ],
  teachers: [KIM],
};

const card = (school: string, code: string, name: string, slots: ClassCard['slots'], ages: [number, number] = [5, 14]): ClassCard => ({
  ...HIP_HOP,
  code,
  name,
  school: { code: school, name: school === 'studiya-tsirka' ? 'Студия цирка' : 'Школа вокала' },
  age_min: ages[0],
  age_max: ages[1],
  slots,
});

/** The URLs the views asked for. */
let asked: URL[] = [];

function serve(routes: Record<string, unknown>) {
  asked = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url);
    const body = routes[url.pathname];
    const status = body === undefined ? 404 : 200;
    return new Response(JSON.stringify(body === undefined ? { status, message: 'Не найдено' } : { status, data: body }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('a class page', () => {
  test('shows the week as a table, the three prices and the weekday discount worked out', () => {
    renderCatalog(<ClassView schoolClass={HIP_HOP} />, { area: 'bravo', path: '/shkola-tantsev/hip-hop/?domain=bravo' });
    expect(screen.getByRole('heading', { level: 1, name: 'Хип-хоп' })).toBeTruthy();
    const table = screen.getByRole('table', { name: /Расписание занятий «Хип-хоп»/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Понедельник17:30–18:30Малый зал', 'Суббота12:30–13:30Малый зал']);
    const price = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(price('Абонемент на месяц')).toBe('6 400 ₽');
    expect(price('Разовое занятие')).toBe('950 ₽');
    expect(price('Индивидуальное занятие')).toBe('2 800 ₽');
    expect(
      screen.getByRole('heading', { name: 'Скидка 20\u00a0% на индивидуальные занятия в будни с\u00a011:00 до\u00a014:00' }),
    ).toBeTruthy();
    expect(screen.getByText(/в это время — 2 240 ₽ вместо 2 800 ₽/)).toBeTruthy();
  });

  test('links its teachers, and its enrolment action leads to the booking form of the page', () => {
    renderCatalog(<ClassView schoolClass={HIP_HOP} />, { area: 'bravo', path: '/shkola-tantsev/hip-hop/?domain=bravo' });
    expect(screen.getByRole('link', { name: 'Дмитрий Ким' }).getAttribute('href')).toBe('/pedagogi/dmitriy-kim/?domain=bravo');
    expect(screen.getByRole('link', { name: 'Записаться на пробное занятие' }).getAttribute('href')).toBe('#zapis');
    expect(screen.getByRole('form', { name: 'Запись: Хип-хоп' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Кому подходит' }).textContent).toContain('7–14\u00a0лет');
  });
});

describe('the schedule', () => {
  test('asks the finder for the day and age of the address and shows that day only, each lesson linking to its class', async () => {
    serve({
      '/api/bravo/classes': {
        items: [
          card('studiya-tsirka', 'akrobatika', 'Акробатика', [{ id: 7, weekday: 6, start: '10:00', end: '11:00', room: 'Цирковой зал' }]),
          card('shkola-vokala', 'estradnyy-vokal', 'Эстрадный вокал для детей', [
            { id: 3, weekday: 6, start: '11:00', end: '12:00', room: null },
          ]),
        ],
      },
    });
    renderCatalog(<ScheduleView />, { area: 'bravo', path: '/raspisanie/?den=6&vozrast=7&domain=bravo' });
    expect(await screen.findByText('2 занятия в субботу для ребёнка 7 лет')).toBeTruthy();
    const call = asked.find((u) => u.pathname === '/api/bravo/classes');
    expect(call?.searchParams.get('weekday')).toBe('6');
    expect(call?.searchParams.get('age')).toBe('7');
    const saturday = screen.getByRole('region', { name: 'Суббота' });
    const links = within(saturday).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Акробатика', '/studiya-tsirka/akrobatika/?domain=bravo'],
      ['Эстрадный вокал для детей', '/shkola-vokala/estradnyy-vokal/?domain=bravo'],
    ]);
    expect(screen.queryByRole('region', { name: 'Понедельник' })).toBeNull();
  });

  test('the day and the age are links that keep the other choice, the chosen ones marked', async () => {
    serve({ '/api/bravo/classes': { items: [] } });
    renderCatalog(<ScheduleView />, { area: 'bravo', path: '/raspisanie/?den=6&vozrast=7&domain=bravo' });
    const days = screen.getByRole('group', { name: 'День недели' });
    expect(within(days).getByRole('link', { name: 'Суббота' }).getAttribute('aria-current')).toBe('true');
    expect(within(days).getByRole('link', { name: 'Вторник' }).getAttribute('href')).toBe('/raspisanie/?domain=bravo&den=2&vozrast=7');
    expect(within(days).getByRole('link', { name: 'Все дни' }).getAttribute('href')).toBe('/raspisanie/?domain=bravo&vozrast=7');
    const ages = screen.getByRole('group', { name: 'Возраст ребёнка' });
    expect(
      within(ages)
        .getByRole('link', { name: /^7\sлет$/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect(
      within(ages)
        .getByRole('link', { name: /^10\sлет$/ })
        .getAttribute('href'),
    ).toBe('/raspisanie/?domain=bravo&den=6&vozrast=10');
    expect(await screen.findByText(/В субботу для ребёнка 7\sлет групповых занятий нет/)).toBeTruthy();
  });

  test('reads only the filters the API takes from the address', () => {
    expect(scheduleFiltersOf('?den=6&vozrast=7')).toEqual({ weekday: 6, age: 7 });
    expect(scheduleFiltersOf('?den=8&vozrast=0')).toEqual({});
    expect(scheduleFiltersOf('?den=6abc&vozrast=1234567')).toEqual({});
    expect(scheduleFiltersOf('?den=&vozrast=')).toEqual({});
  });

  test('puts every lesson under its weekday, Monday first, each day by start time', () => {
    const days = lessonsByDay([
      card('shkola-vokala', 'a', 'Б', [
        { id: 1, weekday: 6, start: '12:00', end: '13:00', room: null },
        { id: 2, weekday: 1, start: '16:00', end: '17:00', room: null },
      ]),
      card('shkola-vokala', 'b', 'А', [{ id: 3, weekday: 6, start: '10:00', end: '11:00', room: null }]),
    ]);
    expect(days.map((d) => [d.weekday, d.lessons.map((l) => l.slot.id)])).toEqual([
      [1, [2]],
      [6, [3, 1]],
    ]);
  });
});

describe('the home and the site map', () => {
  test("every class name on the home is a link to its class's page", async () => {
    serve({
      '/api/bravo/schools': {
        items: [
          {
            code: 'studiya-tsirka',
            name: 'Студия цирка',
            summary: 'Акробатика и жонглирование с артистом цирка',
            classes: [
              { code: 'akrobatika', name: 'Акробатика', age_min: 5, age_max: 14 },
              { code: 'zhonglirovanie', name: 'Жонглирование', age_min: 7, age_max: 17 },
            ],
          },
        ],
      },
    });
    renderCatalog(<SchoolsOverview />, { area: 'bravo', path: '/?domain=bravo' });
    expect((await screen.findByRole('link', { name: 'Жонглирование' })).getAttribute('href')).toBe(
      '/studiya-tsirka/zhonglirovanie/?domain=bravo',
    );
    expect(screen.getByRole('link', { name: 'Все группы, расписание и цены' }).getAttribute('href')).toBe('/studiya-tsirka/?domain=bravo');
  });

  test('the site map lists each school with its classes, the courses and the teachers', async () => {
    serve({
      '/api/bravo/schools': {
        items: [
          {
            code: 'studiya-tsirka',
            name: 'Студия цирка',
            summary: '',
            classes: [{ code: 'akrobatika', name: 'Акробатика', age_min: 5, age_max: 14 }],
          },
        ],
      },
      '/api/bravo/courses': { items: [{ ...{ code: 'stsenicheskaya-rech', name: 'Сценическая речь' } }] },
      '/api/bravo/teachers': { items: [KIM] },
    });
    renderCatalog(<SchoolSiteMap />, { area: 'bravo', path: '/karta/?domain=bravo' });
    const circus = await screen.findByRole('region', { name: 'Студия цирка' });
    expect(within(circus).getByRole('link', { name: 'Акробатика' }).getAttribute('href')).toBe('/studiya-tsirka/akrobatika/?domain=bravo');
    expect((await screen.findByRole('link', { name: 'Сценическая речь' })).getAttribute('href')).toBe(
      '/kursy/stsenicheskaya-rech/?domain=bravo',
    );
    expect((await screen.findByRole('link', { name: 'Дмитрий Ким' })).getAttribute('href')).toBe('/pedagogi/dmitriy-kim/?domain=bravo');
    const sections = screen.getByRole('region', { name: 'Разделы' });
    expect(within(sections).getByRole('link', { name: 'Расписание' }).getAttribute('href')).toBe('/raspisanie/?domain=bravo');
  });
});

describe('a teacher page', () => {
  test('draws the initials when there is no photo, and the classes with their school', () => {
    const teacher: Teacher = { ...KIM, bio: 'Танцор и судья баттлов.', classes: [HIP_HOP], courses: [] };
    const { container } = renderCatalog(<TeacherView teacher={teacher} />, { area: 'bravo', path: '/pedagogi/dmitriy-kim/?domain=bravo' });
    expect(screen.getByRole('heading', { level: 1, name: 'Дмитрий Ким' })).toBeTruthy();
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('ДК');
    expect(screen.getByText('Школа танцев')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Хип-хоп' }).getAttribute('href')).toBe('/shkola-tantsev/hip-hop/?domain=bravo');
  });
});

describe('words of the school pages', () => {
  test('ages and dates in Russian, initials', () => {
    expect(ageRange(7, 14)).toBe('7–14\u00a0лет');
    expect(ageRange(10, 21)).toBe('10–21\u00a0год');
    expect(dateRange('2027-01-12', '2027-01-16')).toBe('12–16 января 2027');
    expect(dateRange('2027-01-11', '2027-05-20')).toBe('11 января – 20 мая 2027');
    expect(dateRange('2026-12-30', '2027-01-03')).toBe('30 декабря 2026 – 3 января 2027');
    expect(initials('Анна Руденко')).toBe('АР');
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createDataProvider } from '../../dataProvider';
import { i18nProvider } from '../../i18n';
import { serveAdminApi, type AdminRoute } from '../../../test/adminApi';
import { createCatalogCalls } from '../calls';
import { withCatalogMessages } from '../i18n';
import { ClassEdit } from './Classes';
import { normaliseClock } from './ClockInput';
import { agesText, compareLessons, lessonWhen, type Lesson } from './labels';
import { LessonCreate, LessonList } from './Lessons';
import { classPayload, coursePayload, lessonPayload } from './payload';

const list =
  (rows: unknown[]): AdminRoute =>
  () => ({ status: 200, body: rows, total: rows.length });

const SCHOOLS = [
  { id: 1, code: 'shkola-tantsev', name: 'Школа танцев', summary: '', description: '', published: true, sort: 1 },
  { id: 2, code: 'teatralnaya-studiya', name: 'Театральная студия', summary: '', description: '', published: true, sort: 2 },
];

function schoolClass(id: number, name: string, school_id: number) {
  return {
    id,
    code: `gruppa-${id}`,
    school_id,
    name,
    summary: 'Кратко',
    description: 'Описание',
    age_min: 7,
    age_max: 12,
    level: 'beginner',
    group_size: 12,
    price_month: 6000,
    price_visit: 900,
    price_individual: 2600,
    published: true,
    sort: 0,
    teacher_ids: [],
  };
}

const CLASSES = [schoolClass(3, 'Любительская группа', 1), schoolClass(4, 'Любительская группа', 2), schoolClass(5, 'Хип-хоп', 1)];
const ROOMS = [
  { id: 1, code: 'bolshoy-zal', name: 'Большой зал', note: null },
  { id: 2, code: 'malyy-zal', name: 'Малый зал', note: null },
];

const lesson = (id: number, class_id: number, weekday: number, start: string, end: string, room_id: number | null = 1): Lesson => ({
  id,
  class_id,
  weekday,
  start,
  end,
  room_id,
});

const BASE: Record<string, AdminRoute> = {
  'GET /api/admin/bravo-schools': list(SCHOOLS),
  'GET /api/admin/bravo-classes': list(CLASSES),
  'GET /api/admin/bravo-rooms': list(ROOMS),
  'GET /api/admin/bravo-teachers': list([]),
};

function renderIn(resource: string, node: React.ReactNode) {
  render(
    <AdminContext dataProvider={{ ...createDataProvider(), ...createCatalogCalls() }} i18nProvider={withCatalogMessages(i18nProvider)}>
      <ResourceContextProvider value={resource}>{node}</ResourceContextProvider>
    </AdminContext>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Picks an option of a select (MUI's menu), waiting until the menu has closed. */
async function choose(where: HTMLElement, select: string, option: string) {
  fireEvent.mouseDown(within(where).getByRole('combobox', { name: select }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe("the school's words and payloads", () => {
  test('ages, a lesson in words and the week order', () => {
    expect(agesText(6, 10)).toBe('6–10 лет');
    expect(agesText(4, 21)).toBe('4–21 год');
    expect(agesText(3, 3)).toBe('3 года');
    expect(lessonWhen({ weekday: 6, start: '11:00', end: '12:00' })).toBe('Суббота, 11:00–12:00');
    const week = [lesson(1, 3, 6, '12:00', '13:00'), lesson(2, 3, 2, '17:00', '18:00'), lesson(3, 3, 6, '09:30', '10:30')];
    expect([...week].sort(compareLessons).map((l) => l.id)).toEqual([2, 3, 1]);
  });

  test('a time is made HH:MM once complete, otherwise left for the validator', () => {
    expect(normaliseClock('9:30')).toBe('09:30');
    expect(normaliseClock('9.30')).toBe('09:30');
    expect(normaliseClock('1730')).toBe('17:30');
    expect(normaliseClock(' 17:30 ')).toBe('17:30');
    expect(normaliseClock('17:3')).toBe('17:3');
    expect(normaliseClock('173')).toBe('173');
    expect(normaliseClock(null)).toBe(null);
  });

  test('payloads: texts trimmed (empty as null), numbers as typed, flags, teachers as ids; read-only fields left out', () => {
    expect(
      classPayload({
        id: 3,
        code: ' hip-hop ',
        school_id: 1,
        name: 'Хип-хоп',
        summary: '',
        description: ' Описание ',
        age_min: '7',
        age_max: 14,
        level: 'middle',
        group_size: 1.5,
        price_month: null,
        price_visit: 900,
        price_individual: 2600,
        published: true,
        sort: null,
        teacher_ids: [2, '5'],
        created_at: 'x',
      }),
    ).toEqual({
      code: 'hip-hop',
      school_id: 1,
      name: 'Хип-хоп',
      summary: null,
      description: 'Описание',
      age_min: 7,
      age_max: 14,
      level: 'middle',
      group_size: 1.5,
      price_month: null,
      price_visit: 900,
      price_individual: 2600,
      published: true,
      sort: 0,
      teacher_ids: [2, 5],
    });
    expect(lessonPayload({ id: 9, class_id: 3, weekday: 6, start: '11:00', end: '12:00', room_id: '' })).toEqual({
      class_id: 3,
      weekday: 6,
      start: '11:00',
      end: '12:00',
      room_id: null,
    });
    expect(coursePayload({ kind: 'term', school_id: '', teacher_ids: undefined })).toMatchObject({
      kind: 'term',
      school_id: null,
      teacher_ids: [],
    });
  });
});

describe("the school's screens", { timeout: 30_000 }, () => {
  test('the schedule is a week: a heading per day, lessons by start, each class with its school and room', async () => {
    serveAdminApi({
      ...BASE,
      'GET /api/admin/bravo-slots': list([
        lesson(1, 3, 6, '12:00', '13:00'),
        lesson(2, 5, 2, '17:30', '18:30', 2),
        lesson(3, 4, 6, '10:00', '11:00', null),
      ]),
    });
    renderIn('bravo-slots', <LessonList />);
    const saturday = await screen.findByRole('region', { name: 'Суббота' });
    const tuesday = screen.getByRole('region', { name: 'Вторник' });
    expect(screen.queryByRole('region', { name: 'Понедельник' })).toBeNull();
    await within(saturday).findByText('Любительская группа — Театральная студия');
    const lines = within(saturday).getAllByRole('link');
    expect(lines.map((line) => line.textContent)).toEqual([
      '10:00–11:00Любительская группа — Театральная студияАудитория не указана',
      '12:00–13:00Любительская группа — Школа танцевБольшой зал',
    ]);
    expect(lines[1]?.getAttribute('href')).toMatch(/\/bravo-slots\/1$/);
    expect(within(tuesday).getByRole('link').textContent).toBe('17:30–18:30Хип-хоп — Школа танцевМалый зал');
  });

  test('a new lesson: the class by name with its school, the day from a list, 24-hour times; the end must follow the start', async () => {
    const sent = serveAdminApi({
      ...BASE,
      'POST /api/admin/bravo-slots': (body) => ({ status: 200, body: { ...(body as object), id: 40 } }),
    });
    renderIn('bravo-slots', <LessonCreate />);
    const pick = await screen.findByRole('combobox', { name: 'Занятие' });
    fireEvent.focus(pick);
    fireEvent.change(pick, { target: { value: 'Любительская' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Любительская группа — Театральная студия' }));
    await choose(document.body, 'День недели', 'Суббота');
    fireEvent.change(screen.getByRole('combobox', { name: 'Начало' }), { target: { value: '1130' } });
    const end = screen.getByRole('combobox', { name: 'Окончание' }) as HTMLInputElement;
    fireEvent.change(end, { target: { value: '11:00' } });
    fireEvent.blur(end);
    expect((screen.getByRole('combobox', { name: 'Начало' }) as HTMLInputElement).value).toBe('11:30');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Урок должен заканчиваться позже, чем начинается')).toBeTruthy();
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(end, { target: { value: '12.15' } });
    await choose(document.body, 'Аудитория', 'Малый зал');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
    expect(sent.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/admin/bravo-slots',
      body: { class_id: 4, weekday: 6, start: '11:30', end: '12:15', room_id: 2 },
    });
  });

  test("a time not in HH:MM is named before sending; the server's 422 shows under its field", async () => {
    const sent = serveAdminApi({
      ...BASE,
      'POST /api/admin/bravo-slots': () => ({
        status: 422,
        body: { status: 422, message: 'Проверьте правильность заполнения полей', errors: { room_id: ['Запись не найдена'] } },
      }),
    });
    renderIn('bravo-slots', <LessonCreate />);
    const pick = await screen.findByRole('combobox', { name: 'Занятие' });
    fireEvent.focus(pick);
    fireEvent.change(pick, { target: { value: 'Хип' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Хип-хоп — Школа танцев' }));
    const start = screen.getByRole('combobox', { name: 'Начало' });
    fireEvent.change(start, { target: { value: '25:00' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Окончание' }), { target: { value: '26:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect((await screen.findAllByText('Время должно быть в формате ЧЧ:ММ')).length).toBe(2);
    fireEvent.change(start, { target: { value: '10:00' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Окончание' }), { target: { value: '11:00' } });
    await choose(document.body, 'Аудитория', 'Большой зал');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Запись не найдена')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  test("a class's page has its form and, beside it, its week with a lesson added in a dialog", async () => {
    const lessons = [lesson(7, 5, 4, '17:30', '18:30', 2), lesson(8, 5, 2, '17:30', '18:30', null)];
    const sent = serveAdminApi({
      ...BASE,
      'GET /api/admin/bravo-classes/5': () => ({ status: 200, body: CLASSES[2] }),
      'GET /api/admin/bravo-slots': list(lessons),
      'POST /api/admin/bravo-slots': (body) => ({ status: 200, body: { ...(body as object), id: 9 } }),
    });
    renderIn('bravo-classes', <ClassEdit id={5} />);
    await waitFor(() => expect(sent.some((call) => call.path === '/api/admin/bravo-classes/5')).toBe(true));
    const week = await screen.findByRole('region', { name: 'Расписание' });
    const rows = await within(week).findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Вторник, 17:30–18:30',
      'Четверг, 17:30–18:30',
    ]);
    fireEvent.click(within(week).getByRole('button', { name: 'Добавить урок' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить урок' });
    await choose(dialog, 'День недели', 'Суббота');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Начало' }), { target: { value: '12:30' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Окончание' }), { target: { value: '13:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
    expect(sent.find((call) => call.method === 'POST')?.body).toMatchObject({ class_id: 5, weekday: 6, start: '12:30', end: '13:30' });
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { filterDefinitions } from '../../test/eventFixtures';
import { renderCatalog } from '../../test/renderCatalog';
import FestivalQuizPage from './FestivalQuizPage';

/** The catalogue's filters and a list answering `total`; the list calls' queries are kept. */
function serve(total: number) {
  const lists: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    let data: unknown;
    if (url.pathname === '/api/event/filters') data = { filters: filterDefinitions() };
    else if (url.pathname === '/api/event/list') {
      url.searchParams.delete('_t'); // the client's cache-buster
      lists.push(url.searchParams);
      data = { items: [], total, page: 1, per_page: 1 };
    } else return new Response('{}', { status: 404 });
    return new Response(JSON.stringify({ status: 200, data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return lists;
}

afterEach(() => vi.unstubAllGlobals());

const next = () => fireEvent.click(screen.getByRole('button', { name: /Дальше|Показать результат/ }));
const question = (name: string) => screen.findByRole('group', { name: new RegExp(name) });

describe('the quiz (/test/)', () => {
  test('three questions of the catalogue filters, then the count and the canonical filter path', async () => {
    const lists = serve(7);
    renderCatalog(<FestivalQuizPage />, { area: 'main', path: '/test/' });

    const first = await question('Вопрос 1 из 3');
    expect(within(first).getByRole('heading', { level: 2, name: 'Чем вы занимаетесь на сцене?' })).toBeTruthy();
    expect(
      within(first)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['vokalnoe', 'horeograficheskoe', 'all']);
    expect(screen.queryByRole('button', { name: 'Назад' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Шаги теста' }).querySelector('[aria-current="step"]')?.textContent).toContain('Направление');
    // No answer yet: the question says so and stays.
    next();
    expect(screen.getByRole('alert').textContent).toContain('Выберите один из вариантов');
    fireEvent.click(within(first).getByRole('radio', { name: 'Вокал' }));
    expect(screen.queryByRole('alert')).toBeNull();
    next();

    const second = await question('Вопрос 2 из 3');
    expect(within(second).getByRole('heading', { name: 'Сколько лет участникам?' })).toBe(document.activeElement);
    fireEvent.click(within(second).getByRole('radio', { name: /Не важно/ }));
    next();

    const third = await question('Вопрос 3 из 3');
    fireEvent.click(within(third).getByRole('radio', { name: 'Москва' }));
    // Back keeps the answers given.
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect((within(await question('Вопрос 2 из 3')).getByRole('radio', { name: /Не важно/ }) as HTMLInputElement).checked).toBe(true);
    next();
    const again = await question('Вопрос 3 из 3');
    expect((within(again).getByRole('radio', { name: 'Москва' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(again).getByRole('radio', { name: 'Сочи' }));
    next();

    await waitFor(() => expect(screen.getByTestId('quiz-count').textContent).toBe('Вам подойдут 7 мероприятий'));
    const link = screen.getByRole('link', { name: 'Показать фестивали' });
    expect(link.getAttribute('href')).toBe('/festivals/tvorchestvo-vokalnoe/gorod-sochi/?domain=events');
    // «Не важно» is no filter: the list call has the two answers only.
    expect(lists).toHaveLength(1);
    expect(Object.fromEntries(lists[0]!)).toEqual({ creative_type: 'vokalnoe', city: 'sochi', per_page: '1' });
    const answers = screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.firstChild?.textContent}`);
    expect(answers).toEqual(['Направление: Вокал', 'Возраст: Не важно', 'Город: Сочи']);

    fireEvent.click(screen.getByRole('button', { name: 'Пройти ещё раз' }));
    const restarted = await question('Вопрос 1 из 3');
    expect(
      within(restarted)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
  });

  test('«Не важно» everywhere leads to all festivals; no festival found offers to try again', async () => {
    serve(1);
    renderCatalog(<FestivalQuizPage />, { area: 'main', path: '/test/' });
    for (const step of ['Вопрос 1 из 3', 'Вопрос 2 из 3', 'Вопрос 3 из 3']) {
      fireEvent.click(within(await question(step)).getByRole('radio', { name: /Не важно/ }));
      next();
    }
    await waitFor(() => expect(screen.getByTestId('quiz-count').textContent).toBe('Вам подойдёт 1 мероприятие'));
    expect(screen.getByRole('link', { name: 'Показать фестивали' }).getAttribute('href')).toBe('/festivals/?domain=events');
  });

  test('no festival fits: the quiz says so and offers to try again first', async () => {
    serve(0);
    renderCatalog(<FestivalQuizPage />, { area: 'main', path: '/test/' });
    for (const [step, answer] of [
      ['Вопрос 1 из 3', 'Хореография'],
      ['Вопрос 2 из 3', 'Подростки (13–17 лет)'],
      ['Вопрос 3 из 3', 'Санкт-Петербург'],
    ] as const) {
      fireEvent.click(within(await question(step)).getByRole('radio', { name: answer }));
      next();
    }
    await waitFor(() => expect(screen.getByTestId('quiz-count').textContent).toBe('Пока таких фестивалей нет'));
    expect(screen.queryByRole('link', { name: 'Показать фестивали' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Все фестивали' }).getAttribute('href')).toBe('/festivals/?domain=events');
    fireEvent.click(screen.getByRole('button', { name: 'Изменить ответ: город' }));
    expect(screen.getByRole('heading', { name: 'Где вам удобно выступать?' })).toBe(document.activeElement);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HostProvider } from '../../app/AreaContext';
import { renderCatalog } from '../../test/renderCatalog';
import { hostOf } from '../../test/renderWithShell';
import { hydrate, serverDrawn } from '../../test/serverDrawn';
import { peopleKeys } from './api';
import { directoryFiltersOf, directorySearch, perPageOf } from './directory';
import { DANCE, KAZAN, MENTOR, MENTOR_CARD, MOSCOW, SOLOIST, SOLOIST_CARD, VOCAL } from './fixtures';
import { MentorView } from './MentorView';
import { ParticipantView } from './ParticipantView';
import { PeopleDirectory } from './PeopleDirectory';

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

const FILTERS = { creative_types: [VOCAL, DANCE], cities: [MOSCOW, KAZAN] };
const page = <T,>(items: T[], total = items.length, pageNo = 1, perPage = 24) => ({ items, total, page: pageNo, per_page: perPage });

afterEach(() => vi.unstubAllGlobals());

describe('the directory filters in the address', () => {
  test('are read from the query, a value the server would refuse left out, the kind only for participants', () => {
    expect(directoryFiltersOf('?creative_type=vokal&city=moskva&kind=soloist&page=3&domain=main', 'participants')).toEqual({
      creative_type: 'vokal',
      city: 'moskva',
      kind: 'soloist',
      page: 3,
    });
    expect(directoryFiltersOf('?creative_type=vokal&kind=soloist', 'mentors')).toEqual({ creative_type: 'vokal' });
    expect(directoryFiltersOf('?creative_type=Вокал&city=a%20b&kind=duo&page=0', 'participants')).toEqual({});
    expect(directoryFiltersOf(`?city=${'a'.repeat(1_000_000)}`, 'mentors')).toEqual({});
  });

  test('are written back keeping the other parameters, the first page without a number', () => {
    expect(directorySearch('?domain=main&page=4', { city: 'kazan', page: 1 })).toBe('?domain=main&city=kazan');
    expect(directorySearch('?creative_type=vokal', {})).toBe('');
    expect(directorySearch('', { creative_type: 'vokal', kind: 'collective', page: 2 })).toBe(
      '?creative_type=vokal&kind=collective&page=2',
    );
  });

  test('the page size is the block limit, 1 to 48, 24 without one', () => {
    expect([perPageOf(undefined), perPageOf(6), perPageOf(0), perPageOf(100)]).toEqual([24, 6, 1, 48]);
  });
});

describe('the people block', () => {
  test('asks the list for the filters of the address and the block limit, and draws the cards linking to the pages', async () => {
    serve({ '/api/people/filters': FILTERS, '/api/people/mentors': page([MENTOR_CARD], 1, 1, 12) });
    renderCatalog(<PeopleDirectory block={{ kind: 'mentors', filters: true, limit: 12, title: 'Наставники' }} />, {
      area: 'main',
      path: '/nastavniki/?creative_type=vokal&city=moskva&domain=main',
    });
    expect(await screen.findByText('В списке 1 наставник')).toBeTruthy();
    const call = asked.find((url) => url.pathname === '/api/people/mentors');
    expect(call?.searchParams.get('creative_type')).toBe('vokal');
    expect(call?.searchParams.get('city')).toBe('moskva');
    expect(call?.searchParams.get('per_page')).toBe('12');
    expect(call?.searchParams.has('kind')).toBe(false);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'Елена Соколова' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Елена Соколова' }).getAttribute('href')).toBe('/nastavnik/elena-sokolova/?domain=main');
    expect(within(card).getByText('Педагог по эстрадному вокалу')).toBeTruthy();
    expect(within(card).getByRole('list', { name: 'Виды творчества' }).textContent).toBe('Вокал');
    const picture = card.querySelector('img');
    expect(picture?.getAttribute('width')).toBe('960');
    expect(picture?.getAttribute('srcset')).toContain('-480.webp 480w');
    expect(picture?.getAttribute('loading')).toBe('lazy');
  });

  test('the filter bar shows the chosen values and sends its choice to the address, the page reset, the domain kept', async () => {
    serve({ '/api/people/filters': FILTERS, '/api/people/participants': page([SOLOIST_CARD], 30, 2) });
    renderCatalog(<PeopleDirectory block={{ kind: 'participants', filters: true }} />, {
      area: 'main',
      path: '/uchastniki/?city=moskva&page=2&domain=main',
    });
    const form = await screen.findByRole('form', { name: 'Подбор участников' });
    await within(form).findByRole('option', { name: 'Казань' });
    const city = within(form).getByLabelText('Город') as HTMLSelectElement;
    expect(city.value).toBe('moskva');
    fireEvent.change(within(form).getByLabelText('Вид творчества'), { target: { value: 'horeografiya' } });
    fireEvent.change(within(form).getByLabelText('Состав'), { target: { value: 'collective' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Показать' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/uchastniki/?domain=main&creative_type=horeografiya&city=moskva&kind=collective',
      ),
    );
    await waitFor(() => expect(asked.some((url) => url.searchParams.get('kind') === 'collective')).toBe(true));
  });

  test('without JavaScript the bar is a GET form of the same parameters', async () => {
    serve({ '/api/people/filters': FILTERS, '/api/people/mentors': page([MENTOR_CARD]) });
    renderCatalog(<PeopleDirectory block={{ kind: 'mentors', filters: true }} />, { area: 'main', path: '/nastavniki/?domain=main' });
    const form = await screen.findByRole('form', { name: 'Подбор наставника' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/nastavniki/');
    const names = [...form.querySelectorAll('[name]')].map((element) => element.getAttribute('name'));
    expect(names).toEqual(['domain', 'creative_type', 'city']);
    expect(within(form).queryByLabelText('Состав')).toBeNull();
  });

  test('pages are links of the address, and a block without the flag has no filter bar', async () => {
    serve({ '/api/people/mentors': page([MENTOR_CARD], 50, 2, 24) });
    renderCatalog(<PeopleDirectory block={{ kind: 'mentors' }} />, { area: 'main', path: '/nastavniki/?page=2&domain=main' });
    const pager = await screen.findByRole('navigation', { name: 'Страницы списка' });
    expect(within(pager).getByText('Страница 2 из 3')).toBeTruthy();
    expect(within(pager).getByRole('link', { name: 'Предыдущая' }).getAttribute('href')).toBe('/nastavniki/?domain=main');
    expect(within(pager).getByRole('link', { name: 'Следующая' }).getAttribute('href')).toBe('/nastavniki/?domain=main&page=3');
    expect(screen.queryByRole('form')).toBeNull();
    expect(asked.some((url) => url.pathname === '/api/people/filters')).toBe(false);
  });

  test('says so in Russian when nobody matches, with a way back to everyone', async () => {
    serve({ '/api/people/filters': FILTERS, '/api/people/participants': page([], 0) });
    renderCatalog(<PeopleDirectory block={{ kind: 'participants', filters: true }} />, {
      area: 'main',
      path: '/uchastniki/?city=kazan&kind=soloist&domain=main',
    });
    const empty = await screen.findByText(/По этим условиям участников пока нет/);
    expect(within(empty).getByRole('link', { name: 'посмотрите всех' }).getAttribute('href')).toBe('/uchastniki/?domain=main');
  });

  test('an empty directory invites to create a portfolio in the account', async () => {
    serve({ '/api/people/mentors': page([], 0) });
    renderCatalog(<PeopleDirectory block={{ kind: 'mentors' }} />, { area: 'main', path: '/nastavniki/?domain=main' });
    const link = await screen.findByRole('link', { name: 'Создать своё портфолио' });
    expect(link.getAttribute('href')).toBe('/portfolio/?domain=id');
  });

  test('drawn by the server with its data, it is taken over without a redraw', async () => {
    const client = () => {
      const queries = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
      queries.setQueryData(peopleKeys.filters(), FILTERS);
      queries.setQueryData(peopleKeys.mentors({ city: 'moskva', per_page: 24 }), page([MENTOR_CARD]));
      return queries;
    };
    const tree = (queries: QueryClient) => (
      <QueryClientProvider client={queries}>
        <HostProvider value={hostOf('main')}>
          <RouterProvider
            router={createMemoryRouter([{ path: '*', element: <PeopleDirectory block={{ kind: 'mentors', filters: true }} /> }], {
              initialEntries: ['/nastavniki/?city=moskva&domain=main'],
            })}
          />
        </HostProvider>
      </QueryClientProvider>
    );
    const container = serverDrawn(tree(client()));
    const heading = container.querySelector('h2');
    expect(heading?.textContent).toBe('Елена Соколова');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({});
    await hydrate(container, tree(client()));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector('h2')).toBe(heading);
    expect((container.querySelector('select[name="city"]') as HTMLSelectElement).value).toBe('moskva');
    container.remove();
  });
});

describe("a mentor's page", () => {
  test('shows the facts, the story, achievements, photos, videos, pupils and the festivals judged', () => {
    renderCatalog(<MentorView mentor={MENTOR} />, { area: 'main', path: '/nastavnik/elena-sokolova/?domain=main' });
    expect(screen.getByRole('heading', { level: 1, name: 'Елена Соколова' })).toBeTruthy();
    expect(screen.getByText('Студия эстрадного вокала «Камертон» (школа, Москва)')).toBeTruthy();
    expect(screen.getByText('Её ученики — лауреаты всероссийских конкурсов.')).toBeTruthy();
    const achievements = screen.getByRole('region', { name: 'Достижения' });
    expect(within(achievements).getAllByRole('listitem')).toHaveLength(2);
    const photos = within(screen.getByRole('region', { name: 'Фотографии' })).getAllByRole('img');
    expect(photos.map((img) => [img.getAttribute('loading'), img.getAttribute('width'), img.getAttribute('height')])).toEqual([
      ['lazy', '1600', '1200'],
      ['lazy', '1200', '900'],
    ]);
    const videos = screen.getByRole('region', { name: 'Видео' });
    expect(
      within(videos)
        .getByRole('link', { name: /Смотреть на RUTUBE/ })
        .getAttribute('href'),
    ).toBe('https://rutube.ru/video/5f3c1a2b9d/');
    expect(within(videos).getByRole('link', { name: /Смотреть на Дзене/ })).toBeTruthy();
    const video = videos.querySelector('video');
    expect(video?.getAttribute('preload')).toBe('none');
    expect(video?.hasAttribute('controls')).toBe(true);
    const pupils = screen.getByRole('region', { name: 'Ученики и коллективы' });
    expect(within(pupils).getByRole('link', { name: 'Аня Белова' }).getAttribute('href')).toBe('/uchastnik/anya-belova/?domain=main');
    const jury = screen.getByRole('region', { name: 'Судейство' });
    expect(within(jury).getByRole('link', { name: 'Фестиваль «Звёздный дождь»' }).getAttribute('href')).toBe(
      '/festival/zvezdnyy-dozhd-kazan/?domain=events',
    );
    expect(within(jury).getByText('12–14 марта 2026 · Казань')).toBeTruthy();
  });

  test('leaves out what the mentor has not filled', () => {
    renderCatalog(
      <MentorView mentor={{ ...MENTOR, achievements: [], photos: [], videos: [], participants: [], jury: [], structure: null }} />,
      {
        area: 'main',
      },
    );
    for (const name of ['Достижения', 'Фотографии', 'Видео', 'Ученики и коллективы', 'Судейство'])
      expect(screen.queryByRole('region', { name })).toBeNull();
    expect(screen.queryByText('Коллектив, школа')).toBeNull();
  });
});

describe("a participant's page", () => {
  test('names the mentor with a link, shows the videos, and no results section while there are none', () => {
    renderCatalog(<ParticipantView participant={SOLOIST} />, { area: 'main', path: '/uchastnik/anya-belova/?domain=main' });
    expect(screen.getByRole('heading', { level: 1, name: 'Аня Белова' })).toBeTruthy();
    expect(screen.getByText('Солист')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Елена Соколова' }).getAttribute('href')).toBe('/nastavnik/elena-sokolova/?domain=main');
    expect(screen.getByRole('link', { name: /Смотреть на VK Видео/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Результаты' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Фотографии' })).toBeNull();
  });

  test('shows the results once there are some', () => {
    renderCatalog(
      <ParticipantView
        participant={{
          ...SOLOIST,
          results: [
            {
              event: { code: 'zvezdnyy-dozhd-kazan', name: 'Фестиваль «Звёздный дождь»', date_start: '2026-03-12' },
              nomination: 'Эстрадный вокал, соло',
              age_category: '10–12 лет',
              piece: '«Крылатые качели»',
              title: 'Лауреат I степени',
              diploma_code: null,
            },
          ],
        }}
      />,
      { area: 'main' },
    );
    const results = screen.getByRole('region', { name: 'Результаты' });
    expect(within(results).getByText('Лауреат I степени')).toBeTruthy();
    expect(within(results).getByRole('link', { name: 'Фестиваль «Звёздный дождь»' }).getAttribute('href')).toBe(
      '/festival/zvezdnyy-dozhd-kazan/?domain=events',
    );
  });
});

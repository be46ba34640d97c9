import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { EventTypeCatalog } from './EventTypeCatalog';
import { cartEvent } from '../../test/eventFixtures';
import { renderCatalog } from '../../test/renderCatalog';

function serve() {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    queries.push(url.searchParams);
    const data = { items: [cartEvent({ type: 'casting', event_type: 'casting' })], total: 1, page: 1, per_page: 12 };
    return new Response(JSON.stringify({ status: 200, data }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return queries;
}

afterEach(() => vi.unstubAllGlobals());

const page = (
  <EventTypeCatalog
    route="main-festivali-kastingi"
    title="Фестивали и кастинги"
    lead="Афиша."
    types={['festival', 'contest', 'casting', 'final']}
  />
);

describe('a list of event types (main)', () => {
  test('asks for every type of the page; the switch links keep the page', async () => {
    const queries = serve();
    renderCatalog(page, { area: 'main', path: '/festivali-kastingi/?domain=main' });
    expect(await screen.findByText('Найдено 1 мероприятие')).toBeTruthy();
    expect(queries[0]!.getAll('type')).toEqual(['festival', 'contest', 'casting', 'final']);
    const types = within(screen.getByRole('list', { name: 'Тип мероприятия' }));
    expect(types.getByRole('link', { name: 'Все' }).getAttribute('aria-current')).toBe('page');
    expect(types.getByRole('link', { name: 'Кастинги' }).getAttribute('href')).toBe('/festivali-kastingi/?domain=main&type=casting');
    // The card crosses to the festival page of the events area.
    expect(screen.getByRole('link', { name: /Звёздный путь/ }).getAttribute('href')).toBe('/festival/zvezdnyy-put-moskva/?domain=events');
  });

  test("?type= narrows to one of the page's types; another type is ignored", async () => {
    const queries = serve();
    renderCatalog(page, { area: 'main', path: '/festivali-kastingi/?domain=main&type=casting' });
    await screen.findByText('Найдено 1 мероприятие');
    expect(queries[0]!.getAll('type')).toEqual(['casting']);
    expect(screen.getByRole('link', { name: 'Кастинги' }).getAttribute('aria-current')).toBe('page');

    const other = serve();
    renderCatalog(page, { area: 'main', path: '/festivali-kastingi/?domain=main&type=forum' });
    await screen.findAllByText('Найдено 1 мероприятие');
    expect(other[0]!.getAll('type')).toEqual(['festival', 'contest', 'casting', 'final']);
  });
});

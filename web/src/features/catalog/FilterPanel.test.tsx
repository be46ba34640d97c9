import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeFetch } from '../../test/renderWithShell';
import { EMPTY_FILTERS } from './filterPath';
import { FilterPanel } from './FilterPanel';
import { filterDefinitions } from '../../test/eventFixtures';
import { renderCatalog } from '../../test/renderCatalog';
import { defaultDateRange } from './dates';

function serve() {
  const fake = fakeFetch({
    'GET /api/event/filters': { status: 200, body: { status: 200, data: { filters: filterDefinitions() } } },
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

afterEach(() => vi.unstubAllGlobals());

const location = () => screen.getByTestId('location').textContent;

describe('FilterPanel', () => {
  test('fetches the filters when it shows; selects start at their all value', async () => {
    const fake = serve();
    renderCatalog(<FilterPanel mode="inline" initial={EMPTY_FILTERS} />);
    expect(await screen.findByRole('button', { name: /Город Все города/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Вид творчества Все виды творчества/ })).toBeTruthy();
    expect(fake.calls.filter((c) => c.path === '/api/event/filters')).toHaveLength(1);
  });

  test('inline: the default date range is today to 18 months ahead', async () => {
    serve();
    renderCatalog(<FilterPanel mode="inline" initial={EMPTY_FILTERS} />);
    const range = defaultDateRange();
    expect(((await screen.findByLabelText('Даты: с')) as HTMLInputElement).value).toBe(range.min);
    expect((screen.getByLabelText('Даты: по') as HTMLInputElement).value).toBe(range.max);
  });

  test('choosing a city applies at once and goes to the canonical path', async () => {
    serve();
    renderCatalog(<FilterPanel mode="inline" initial={{ ...EMPTY_FILTERS, tags: ['u-morya'], creative_type: 'vokalnoe' }} />, {
      path: '/festivals/tvorchestvo-vokalnoe/u-morya/?domain=events',
    });
    fireEvent.click(await screen.findByRole('button', { name: /Город Все города/ }));
    const listbox = screen.getByRole('listbox');
    expect(listbox.querySelector('[aria-selected="true"]')?.textContent).toBe('Все городаВыбрано');
    fireEvent.click(screen.getByRole('option', { name: 'Москва' }));
    expect(location()).toBe('/festivals/tvorchestvo-vokalnoe/gorod-moskva/u-morya/?domain=events');
  });

  test('the dropdown search: no match says so; Enter picks the active option', async () => {
    serve();
    renderCatalog(<FilterPanel mode="inline" initial={EMPTY_FILTERS} />);
    fireEvent.click(await screen.findByRole('button', { name: /Город/ }));
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'Атлантида' } });
    expect(screen.getByText('Поиск не дал результатов')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'соч' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(location()).toBe('/festivals/gorod-sochi/?domain=events');
  });

  test('a select cannot be emptied: all is the way back', async () => {
    serve();
    renderCatalog(<FilterPanel mode="inline" initial={{ ...EMPTY_FILTERS, city: 'sochi' }} />);
    fireEvent.click(await screen.findByRole('button', { name: /Город Сочи/ }));
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: /Город Сочи/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Город Сочи/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Все города' }));
    expect(location()).toBe('/festivals/?domain=events');
  });

  test('tag switches, search text and dates go to the path and the query', async () => {
    serve();
    renderCatalog(<FilterPanel mode="modal" initial={EMPTY_FILTERS} />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Горящие' }));
    fireEvent.click(screen.getByRole('switch', { name: 'У моря' }));
    expect(location()).toBe('/'); // the modal applies on its button only
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'джаз' } });
    fireEvent.change(screen.getByLabelText('Даты: с'), { target: { value: '2027-06-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Показать фестивали' }));
    await waitFor(() =>
      expect(location()).toBe('/festivals/goryashie/u-morya/?domain=events&search=%D0%B4%D0%B6%D0%B0%D0%B7&date-min=2027-06-01'),
    );
  });

  test('follows the page to new filters, keeping the focus where it was', async () => {
    serve();
    function Page() {
      const [city, setCity] = useState('moskva');
      return (
        <>
          <button type="button" onClick={() => setCity('sochi')}>
            в Сочи
          </button>
          <FilterPanel mode="inline" initial={{ ...EMPTY_FILTERS, city }} />
        </>
      );
    }
    renderCatalog(<Page />);
    const select = await screen.findByRole('button', { name: /Город Москва/ });
    fireEvent.click(screen.getByRole('button', { name: 'в Сочи' }));
    expect(select.isConnected).toBe(true);
    expect(select.textContent).toBe('Сочи');
  });
});

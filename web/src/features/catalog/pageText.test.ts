import { describe, expect, test } from 'vitest';
import { EMPTY_FILTERS, type FilterState } from './filterPath';
import { activeFilters, filterPageText } from './pageText';
import { filterDefinitions } from '../../test/eventFixtures';
import type { FilterDefinition } from '../../shared/events/types';

/** The answer with the sentence forms the server's page titles use. */
function withForms(): FilterDefinition[] {
  return filterDefinitions().map((f) => ({
    ...f,
    Values: f.Values.map((v) =>
      f.code === 'creative_type' && v.code === 'vokalnoe'
        ? { ...v, title_plural: 'Вокальные' }
        : f.code === 'city' && v.code === 'moskva'
          ? { ...v, title_in: 'в Москве' }
          : v,
    ),
  }));
}

const state = (patch: Partial<FilterState>): FilterState => ({ ...EMPTY_FILTERS, ...patch });

describe('list heading (the server rule of filter_page_text)', () => {
  const filters = withForms();
  test.each([
    [{}, 'Конкурсы и фестивали'],
    [{ creative_type: 'vokalnoe' }, 'Вокальные конкурсы и фестивали'],
    [{ creative_type: 'vokalnoe', city: 'moskva' }, 'Вокальные конкурсы и фестивали в Москве'],
    [{ city: 'moskva', age_category: 'deti' }, 'Конкурсы и фестивали в Москве: дети (7–12 лет)'],
    [
      { city: 'moskva', age_category: 'deti', tags: ['u-morya', 'goryashie'] },
      'Конкурсы и фестивали в Москве: дети (7–12 лет), горящие, у моря',
    ],
    [{ tags: ['u-morya', 'goryashie'] }, 'Конкурсы и фестивали: Горящие, у моря'],
  ] as [Partial<FilterState>, string][])('%o -> %s', (patch, title) => {
    expect(filterPageText(state(patch), filters).title).toBe(title);
  });

  test('the description follows the title', () => {
    expect(filterPageText(state({ creative_type: 'vokalnoe' }), filters).description).toBe(
      'Вокальные конкурсы и фестивали — афиша с датами, ценами и свободными местами. Выберите событие и подайте заявку онлайн.',
    );
  });

  test('without the sentence forms the values follow the colon', () => {
    expect(filterPageText(state({ creative_type: 'horeograficheskoe', city: 'sochi', tags: ['u-morya'] }), filters).title).toBe(
      'Конкурсы и фестивали: хореография, Сочи, у моря',
    );
  });
});

describe('chips of the active filters', () => {
  test('one per filter, each removing only itself', () => {
    const s = state({ search: 'джаз', dateMin: '2027-06-01', city: 'moskva', tags: ['goryashie', 'u-morya'] });
    const chips = activeFilters(s, filterDefinitions());
    expect(chips.map((c) => c.label)).toEqual(['«джаз»', 'с 1 июня 2027', 'Москва', 'Горящие', 'У моря']);
    expect(chips.find((c) => c.label === 'Москва')!.without).toEqual({ ...s, city: 'all' });
    expect(chips.find((c) => c.label === 'Горящие')!.without.tags).toEqual(['u-morya']);
    expect(activeFilters(EMPTY_FILTERS, filterDefinitions())).toEqual([]);
  });
});

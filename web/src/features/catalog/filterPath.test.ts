import { describe, expect, test } from 'vitest';
import { addMonths, defaultDateRange, isIsoDate } from './dates';
import { EMPTY_FILTERS, filtersTarget, isCanonical, parseFilterPath, toListQuery, toPathEntries, type FilterState } from './filterPath';
import { filterDefinitions } from '../../test/eventFixtures';

const filters = filterDefinitions();
const q = (text = '') => new URLSearchParams(text);

describe('filter path <-> filters', () => {
  test('round trip: state -> entries and query -> the same state', () => {
    const state: FilterState = {
      search: 'джаз',
      dateMin: '2027-01-10',
      dateMax: '2027-06-30',
      creative_type: 'vokalnoe',
      city: 'moskva',
      age_category: 'deti',
      tags: ['u-morya', 'goryashie'],
    };
    const target = filtersTarget(state, filters);
    expect(target).toEqual({
      name: 'events-festivals-filters',
      params: { filters: ['tvorchestvo-vokalnoe', 'gorod-moskva', 'vozrast-deti', 'goryashie', 'u-morya'] },
      query: { search: 'джаз', 'date-min': '2027-01-10', 'date-max': '2027-06-30' },
    });
    const entries = target.params!['filters'] as string[];
    const back = parseFilterPath(entries, q('search=джаз&date-min=2027-01-10&date-max=2027-06-30'), filters);
    expect(back.unknown).toEqual([]);
    expect(back.state).toEqual({ ...state, tags: ['goryashie', 'u-morya'] });
    expect(isCanonical(entries, back.state, filters)).toBe(true);
  });

  test('canonical order: creative type, city, age category, tags alphabetically', () => {
    const entries = ['u-morya', 'vozrast-podrostki', 'bez-oplati', 'gorod-sochi', 'tvorchestvo-horeograficheskoe'];
    const { state, unknown } = parseFilterPath(entries, q(), filters);
    expect(unknown).toEqual([]);
    expect(isCanonical(entries, state, filters)).toBe(false);
    expect(toPathEntries(state, filters)).toEqual([
      'tvorchestvo-horeograficheskoe',
      'gorod-sochi',
      'vozrast-podrostki',
      'bez-oplati',
      'u-morya',
    ]);
  });

  test('footer links resolve to one filter each', () => {
    expect(parseFilterPath(['tvorchestvo-vokalnoe'], q(), filters).state.creative_type).toBe('vokalnoe');
    expect(parseFilterPath(['gorod-sankt-peterburg'], q(), filters).state.city).toBe('sankt-peterburg');
    expect(parseFilterPath(['goryashie'], q(), filters).state.tags).toEqual(['goryashie']);
  });

  test('unknown entries: unknown value, unknown prefix, a second city, a repeated tag, a bare prefix', () => {
    expect(parseFilterPath(['gorod-atlantida'], q(), filters).unknown).toEqual(['gorod-atlantida']);
    expect(parseFilterPath(['cvet-krasnyy'], q(), filters).unknown).toEqual(['cvet-krasnyy']);
    expect(parseFilterPath(['gorod-moskva', 'gorod-sochi'], q(), filters).unknown).toEqual(['gorod-sochi']);
    expect(parseFilterPath(['u-morya', 'u-morya'], q(), filters).unknown).toEqual(['u-morya']);
    expect(parseFilterPath(['gorod-'], q(), filters).unknown).toEqual(['gorod-']);
    expect(parseFilterPath(['gorod-all'], q(), filters).unknown).toEqual(['gorod-all']);
  });

  test('no filter at all goes to /festivals/ itself; empty search and null dates stay out of the query', () => {
    expect(filtersTarget({ ...EMPTY_FILTERS, search: '  ' }, filters)).toEqual({
      name: 'events-festivals',
      query: { search: undefined, 'date-min': undefined, 'date-max': undefined },
    });
  });

  test('bad dates in the query are dropped; an end before the start is dropped', () => {
    expect(parseFilterPath([], q('date-min=2027-02-30&date-max=завтра'), filters).state).toMatchObject({
      dateMin: null,
      dateMax: null,
    });
    expect(parseFilterPath([], q('date-min=2027-05-01&date-max=2027-04-01'), filters).state).toMatchObject({
      dateMin: '2027-05-01',
      dateMax: null,
    });
  });

  test('the list call gets slugs, repeated tags and dates; all is no filter', () => {
    const { state } = parseFilterPath(['gorod-moskva', 'goryashie', 'u-morya'], q('search=хор&date-max=2027-01-01'), filters);
    expect(toListQuery(state)).toEqual({
      search: 'хор',
      city: 'moskva',
      tags: ['goryashie', 'u-morya'],
      'date-max': '2027-01-01',
    });
    expect(toListQuery(EMPTY_FILTERS)).toEqual({});
  });
});

describe('default date range', () => {
  test('today to 18 months ahead', () => {
    expect(defaultDateRange(new Date(2026, 10, 22))).toEqual({ min: '2026-11-22', max: '2028-05-22' });
  });

  test('the end of a longer month becomes the last day of a shorter one', () => {
    expect(defaultDateRange(new Date(2026, 7, 31))).toEqual({ min: '2026-08-31', max: '2028-02-29' });
    expect(addMonths(new Date(2027, 0, 31), 1).getDate()).toBe(28);
  });

  test('ISO dates are real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-1-5')).toBe(false);
  });
});

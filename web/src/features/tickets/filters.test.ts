import { describe, expect, test } from 'vitest';
import { filtersOf, searchOf } from './filters';

describe('afisha filters', () => {
  test('the query gives the filters the server takes, and back', () => {
    const filters = filtersOf('?from=2026-12-01&to=2026-12-31&city=moskva&age=12%2B&utm=x');
    expect(filters).toEqual({ from: '2026-12-01', to: '2026-12-31', city: 'moskva', age: '12+' });
    expect(searchOf(filters)).toBe('?from=2026-12-01&to=2026-12-31&city=moskva&age=12%2B');
  });

  test('a value the server would refuse is left out', () => {
    expect(filtersOf('?from=1-12-2026&city=Москва&age=21%2B')).toEqual({});
    expect(filtersOf(`?city=${'a'.repeat(101)}`)).toEqual({});
    // An end before the start is dropped, the start kept.
    expect(filtersOf('?from=2026-12-10&to=2026-12-01')).toEqual({ from: '2026-12-10' });
  });

  test('an age typed by hand as `12+` reads the plus as a space and still counts', () => {
    expect(filtersOf('?age=12+').age).toBe('12+');
    expect(filtersOf('?age=0%2B').age).toBe('0+');
  });

  test('no filters: an empty query', () => {
    expect(searchOf({})).toBe('');
    expect(searchOf({ city: 'kazan' })).toBe('?city=kazan');
  });
});

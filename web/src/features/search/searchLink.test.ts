import { describe, expect, test } from 'vitest';
import { pagerItems } from './Pager';
import { canSubmitHeaderSearch, pageFromQuery, SEARCH_ID, searchTarget } from './searchLink';

describe('search links', () => {
  test('the results page carries the fixed searchid and the phrase; page only past the first', () => {
    expect(searchTarget('вокал')).toEqual({
      name: 'main-poisk',
      query: { searchid: SEARCH_ID, text: 'вокал', page: undefined },
    });
    expect(searchTarget('вокал', 3).query?.['page']).toBe(3);
  });

  test('page numbers from the URL', () => {
    expect(pageFromQuery(null)).toBe(1);
    expect(pageFromQuery('2')).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'abc', '01', '9999999']) expect(pageFromQuery(bad)).toBe(1);
  });

  test('header search refuses empty text', () => {
    expect(canSubmitHeaderSearch('')).toBe(false);
    expect(canSubmitHeaderSearch('  \t')).toBe(false);
    expect(canSubmitHeaderSearch('цирк')).toBe(true);
  });

  test('pager: first, last and neighbours with gaps', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pagerItems(10, 10)).toEqual([1, null, 9, 10]);
  });
});

import type { HrefTarget } from '../../routes/href';

/**
 * The results page of spec section 2: /poisk/ of the main area with `searchid` (a fixed id) and
 * `text`. The id names the platform's own site search (decision 0011); the page reads only `text`.
 */
export const SEARCH_ROUTE = 'main-poisk';
export const SEARCH_ID = 'territoriya-tvorchestva';
export const SEARCH_TEXT_MAX = 200;
export const SEARCH_PER_PAGE = 10;

/** Where a search for `text` goes (page 1 unless given). */
export function searchTarget(text: string, page = 1): HrefTarget {
  return { name: SEARCH_ROUTE, query: { searchid: SEARCH_ID, text, page: page > 1 ? page : undefined } };
}

/** The page number of the results URL: a positive integer, anything else is page 1. */
export function pageFromQuery(value: string | null): number {
  if (value === null || !/^[1-9][0-9]{0,5}$/.test(value)) return 1;
  return Number(value);
}

/** Header search (spec section 5): empty text, or only spaces, is not submitted. */
export function canSubmitHeaderSearch(text: string): boolean {
  return text.trim() !== '';
}

/**
 * The festival list's heading and document title from its filters: the server's rule
 * (server/src/catalog/filter_path.cpp, filter_page_text), so a page reached in the app reads like
 * the same page loaded from the server: «Вокальные конкурсы и фестивали в Москве: дети (7–12 лет),
 * у моря».
 *
 * The rule needs the creative type's plural adjective («Вокальные») and the city's «в ...» form;
 * the filters answer carries them as `title_plural` and `title_in` when the server sends them
 * (decision 0010). Without them the words go after a colon instead: «Конкурсы и фестивали: вокал,
 * Москва».
 */
import { formatDate } from '../../shared/format';
import { ALL, type FilterState } from './filterPath';
import type { FilterDefinition, FilterValue } from '../../shared/events/types';

export const ALL_FESTIVALS_TITLE = 'Конкурсы и фестивали';

export interface PageText {
  title: string;
  description: string;
}

function valueOf(filters: readonly FilterDefinition[], code: string, slug: string): FilterValue | undefined {
  if (slug === ALL) return undefined;
  return filters.find((f) => f.code === code)?.Values.find((v) => v.type === 'value' && v.code === slug);
}

/** «Вокальные» -> «вокальные» in the middle of a sentence (only the first letter). */
function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase('ru') + text.slice(1);
}

function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase('ru') + text.slice(1);
}

/** The heading of the list of these filters (path filters only: search and dates are not in it). */
export function filterPageText(state: FilterState, filters: readonly FilterDefinition[]): PageText {
  const creative = valueOf(filters, 'creative_type', state.creative_type);
  const city = valueOf(filters, 'city', state.city);
  const age = valueOf(filters, 'age_category', state.age_category);
  const tags = state.tags
    .map((slug) => valueOf(filters, 'tags', slug))
    .filter((v): v is FilterValue => v !== undefined)
    .sort((a, b) => (a.code < b.code ? -1 : 1));

  let title = creative?.title_plural ? `${creative.title_plural} конкурсы и фестивали` : ALL_FESTIVALS_TITLE;
  if (city?.title_in) title += ` ${city.title_in}`;
  // The age category and the tags follow a colon (and values the answer gives no sentence form
  // for). Like the server, the first tag keeps its capital when nothing precedes it.
  const rest = [
    ...(creative && !creative.title_plural ? [lowerFirst(creative.title)] : []),
    ...(city && !city.title_in ? [city.title] : []),
    ...(age ? [lowerFirst(age.title)] : []),
  ];
  tags.forEach((tag, index) => rest.push(index === 0 && rest.length === 0 ? tag.title : lowerFirst(tag.title)));
  if (rest.length > 0) title += `: ${rest.join(', ')}`;
  return {
    title: upperFirst(title),
    description: `${title} — афиша с датами, ценами и свободными местами. Выберите событие и подайте заявку онлайн.`,
  };
}

/** Chips of the active filters: a label each and the state without it. */
export interface ActiveFilter {
  key: string;
  label: string;
  without: FilterState;
}

function dateLabel(iso: string): string {
  return `${formatDate(iso, 'day-month')} ${iso.slice(0, 4)}`;
}

export function activeFilters(state: FilterState, filters: readonly FilterDefinition[]): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (state.search.trim()) chips.push({ key: 'search', label: `«${state.search.trim()}»`, without: { ...state, search: '' } });
  if (state.dateMin) chips.push({ key: 'date-min', label: `с ${dateLabel(state.dateMin)}`, without: { ...state, dateMin: null } });
  if (state.dateMax) chips.push({ key: 'date-max', label: `по ${dateLabel(state.dateMax)}`, without: { ...state, dateMax: null } });
  for (const code of ['creative_type', 'city', 'age_category'] as const) {
    const value = valueOf(filters, code, state[code]);
    if (value) chips.push({ key: code, label: value.title, without: { ...state, [code]: ALL } });
  }
  for (const slug of state.tags) {
    const value = valueOf(filters, 'tags', slug);
    if (value)
      chips.push({
        key: `tag-${slug}`,
        label: value.title,
        without: { ...state, tags: state.tags.filter((t) => t !== slug) },
      });
  }
  return chips;
}

/**
 * Dropdown texts of spec section 8, letter for letter (the spec's 'Варинтов' included).
 * 'Добавьте как новое значение' belongs to dropdowns that take new values; the filter selects
 * only choose among the server's values, so they never show it.
 */
export const DROPDOWN_TEXTS = {
  noResults: 'Поиск не дал результатов',
  noOptions: 'Варинтов выбора нет',
  selected: 'Выбрано',
  addNew: 'Добавьте как новое значение',
} as const;

const fold = (text: string) => text.toLocaleLowerCase('ru').replace(/ё/g, 'е').trim();

/** Options whose title contains the typed text (case and ё/е do not matter). */
export function matchOptions<T extends { title: string }>(options: readonly T[], text: string): T[] {
  const needle = fold(text);
  return needle === '' ? [...options] : options.filter((o) => fold(o.title).includes(needle));
}

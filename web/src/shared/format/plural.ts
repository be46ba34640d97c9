/**
 * Russian plural of a count: forms for 1, 2-4 and 5 (`['место', 'места', 'мест']`).
 * 11-14 take the third form whatever their last digit.
 */
export function pluralRu(count: number, forms: readonly [string, string, string]): string {
  const n = Math.abs(Math.trunc(count));
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** `5 мест`, `21 место`. */
export function countRu(count: number, forms: readonly [string, string, string]): string {
  return `${count} ${pluralRu(count, forms)}`;
}

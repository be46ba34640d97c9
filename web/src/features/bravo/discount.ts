/**
 * The spec's per-course banner as a rule (issue 16, decision 0042): 20 % off an individual lesson
 * on a weekday (Monday to Friday) from 11:00 to 14:00.
 */
export const WEEKDAY_DISCOUNT = { percent: 20, from: '11:00', until: '14:00' } as const;

/** The banner's words, with no-break spaces so «20 %» and the hours never part. */
export const WEEKDAY_DISCOUNT_TEXT = `Скидка ${WEEKDAY_DISCOUNT.percent}\u00a0% на индивидуальные занятия в будни с\u00a0${WEEKDAY_DISCOUNT.from} до\u00a0${WEEKDAY_DISCOUNT.until}`;

/**
 * An individual lesson's price in the discount window, in whole roubles rounded down as the server
 * counts it: `price * 80 / 100` (3 000 ₽ -> 2 400 ₽, 2 999 ₽ -> 2 399 ₽).
 */
export function discountedPrice(price: number): number {
  return Math.floor((price * (100 - WEEKDAY_DISCOUNT.percent)) / 100);
}

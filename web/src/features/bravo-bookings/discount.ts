/**
 * The spec's per-course banner as a rule (decision 0043): an individual lesson that starts on a
 * weekday (Monday to Friday) from 11:00 to before 14:00 costs 20 % less, rounded down to whole
 * roubles, as the server prices it (bravo/booking.cpp, `individual_price`).
 */
export const WEEKDAY_DISCOUNT = { percent: 20, from: '11:00', until: '14:00' } as const;

/** The banner's words, with no-break spaces so «20 %» and the hours never part. */
export const WEEKDAY_DISCOUNT_TEXT = `Скидка ${WEEKDAY_DISCOUNT.percent}\u00a0% на индивидуальные занятия в будни с\u00a0${WEEKDAY_DISCOUNT.from} до\u00a0${WEEKDAY_DISCOUNT.until}`;

/** 3 000 ₽ -> 2 400 ₽, 2 999 ₽ -> 2 399 ₽. */
export function discountedPrice(price: number): number {
  return Math.floor((price * (100 - WEEKDAY_DISCOUNT.percent)) / 100);
}

/** 1 (Monday) to 7 of a YYYY-MM-DD date. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** An individual lesson's price on `date` (YYYY-MM-DD) at `time` (HH:MM), with the discount it gets. */
export function individualPrice(price: number, date: string, time: string): { amount: number; discount: number } {
  const inWindow = weekdayOf(date) <= 5 && time >= WEEKDAY_DISCOUNT.from && time < WEEKDAY_DISCOUNT.until;
  return inWindow ? { amount: discountedPrice(price), discount: WEEKDAY_DISCOUNT.percent } : { amount: price, discount: 0 };
}

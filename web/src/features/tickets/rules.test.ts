import { describe, expect, test } from 'vitest';
import {
  formatCountdown,
  MAX_PER_ORDER,
  maxFor,
  orderSum,
  purchaseBody,
  purchaseFieldOf,
  secondsLeft,
  setQuantity,
  showHead,
  showMoment,
  ticketCount,
  validatePurchase,
} from './rules';
import type { BuyerValues } from './types';

const parterre = { id: 1, price: 2500, places_left: 40, on_sale: true };
const balcony = { id: 2, price: 1200, places_left: 3, on_sale: true };
const closed = { id: 3, price: 900, places_left: 50, on_sale: false };

const buyer: BuyerValues = {
  buyer_name: 'Анна Смирнова',
  email: 'anna@example.ru',
  phone: '+7 (916) 123 45-67',
  promo_code: '',
  consent: true,
};

describe('quantities and totals', () => {
  test('the sum and the count of the chosen tickets', () => {
    expect(orderSum([parterre, balcony], { 1: 2, 2: 1 })).toBe(6200);
    expect(ticketCount({ 1: 2, 2: 1 })).toBe(3);
    expect(ticketCount({})).toBe(0);
  });

  test('a tier takes no more than its seats left and what the order limit leaves', () => {
    expect(maxFor(balcony, {})).toBe(3);
    expect(maxFor(parterre, {})).toBe(MAX_PER_ORDER);
    expect(maxFor(parterre, { 2: 3 })).toBe(7);
    expect(maxFor(closed, {})).toBe(0);
  });

  test('setting a quantity keeps it between 0 and the most allowed; 0 drops the tier', () => {
    expect(setQuantity(balcony, {}, 5)).toEqual({ 2: 3 });
    expect(setQuantity(parterre, { 2: 3 }, 12)).toEqual({ 2: 3, 1: 7 });
    expect(setQuantity(parterre, { 1: 2 }, 0)).toEqual({});
    expect(setQuantity(parterre, { 1: 2 }, -1)).toEqual({});
    expect(setQuantity(closed, {}, 1)).toEqual({});
    expect(setQuantity(parterre, {}, Number.NaN)).toEqual({});
  });
});

describe('the purchase form', () => {
  test('valid contacts and tickets pass; the body names the show, the lines and the normalised phone', () => {
    expect(validatePurchase(buyer, { 1: 2 })).toEqual({});
    expect(purchaseBody('yubileynyy-koncert', { ...buyer, promo_code: ' vesna ' }, { 1: 2, 2: 0 })).toEqual({
      show: 'yubileynyy-koncert',
      lines: [{ tier_id: 1, quantity: 2 }],
      name: 'Анна Смирнова',
      email: 'anna@example.ru',
      phone: '+79161234567',
      promo_code: 'VESNA',
    });
  });

  test('no tickets, missing contacts and no consent are told by field', () => {
    const errors = validatePurchase({ buyer_name: ' ', email: 'anna', phone: '+7 (916', promo_code: 'скидка', consent: false }, {});
    expect(errors).toEqual({
      lines: 'Выберите хотя бы один билет',
      buyer_name: 'Обязательное поле для заполнения',
      email: 'Должен содержать действительный адрес электронной почты',
      phone: 'Некорректный номер телефона',
      promo_code: 'Промокод — латинские буквы, цифры и дефис',
      consent: 'Нужно согласие на обработку персональных данных',
    });
  });

  test('long values are refused by their length first', () => {
    const long = 'А'.repeat(1_000_000);
    const errors = validatePurchase({ ...buyer, buyer_name: long, email: `${'a'.repeat(300)}@x.ru`, promo_code: 'A'.repeat(31) }, { 1: 1 });
    expect(errors.buyer_name).toBe('Не должно превышать 100 символов');
    expect(errors.email).toBe('Не должно превышать 254 символов');
    expect(errors.promo_code).toBe('Промокод не длиннее 30 символов');
    expect(validatePurchase(buyer, { 1: 11 }).lines).toBe('В одном заказе не больше 10 билетов');
  });

  test("the server's fields land under the form's", () => {
    expect(purchaseFieldOf('lines.0.quantity')).toBe('lines');
    expect(purchaseFieldOf('tier_id')).toBe('lines');
    expect(purchaseFieldOf('promo_code')).toBe('promo_code');
    expect(purchaseFieldOf('name')).toBe('buyer_name');
    expect(purchaseFieldOf('show')).toBeNull();
  });
});

describe('the hold countdown and dates', () => {
  const now = Date.parse('2026-12-01T10:00:00Z');

  test('seconds left, never below zero; no moment: null', () => {
    expect(secondsLeft('2026-12-01T10:15:00Z', now)).toBe(900);
    expect(secondsLeft('2026-12-01T10:00:00.400Z', now)).toBe(1);
    expect(secondsLeft('2026-12-01T09:59:00Z', now)).toBe(0);
    expect(secondsLeft(null, now)).toBeNull();
    expect(secondsLeft('не дата', now)).toBeNull();
  });

  test('minutes and seconds, hours when there are any', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(3723)).toBe('1:02:03');
  });

  test("a show page's title and description are the server's", () => {
    const show = {
      title: 'Концерт «Танцующий город»',
      summary: 'Отчётный концерт хореографических коллективов Петербурга',
      starts_at: '2026-12-15T19:00',
      age_rating: '6+',
      place: { name: 'Дворец культуры имени Ленсовета', city: { name: 'Санкт-Петербург' } },
    };
    expect(showHead(show)).toEqual({
      name: 'Концерт «Танцующий город» — 15 декабря 2026, 19:00, Санкт-Петербург',
      description:
        'Отчётный концерт хореографических коллективов Петербурга. 15 декабря 2026, 19:00, Дворец культуры имени Ленсовета. 6+. Билеты онлайн и в кассе.',
    });
  });

  test("a show's local start reads as a Russian date with its weekday", () => {
    expect(showMoment('2026-12-12T19:00')).toBe('12 декабря, суббота, 19:00');
    expect(showMoment('2026-12-12T19:00', false)).toBe('12 декабря, 19:00');
  });
});

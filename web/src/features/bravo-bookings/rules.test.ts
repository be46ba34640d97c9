import { describe, expect, test } from 'vitest';
import { ageOn, cancellable, childBody, validateChild, yearsText } from './rules';

const values = (overrides = {}) => ({ name: 'Маша Петрова', birth_date: '2018-03-14', notes: '', consent: true, ...overrides });

describe("bravo's booking rules", () => {
  test('counts full years from the birthday, as the server does', () => {
    expect(ageOn('2018-03-14', '2026-03-13')).toBe(7);
    expect(ageOn('2018-03-14', '2026-03-14')).toBe(8);
    expect(ageOn('2016-02-29', '2027-02-28')).toBe(10);
    expect(ageOn('2016-02-29', '2027-03-01')).toBe(11);
  });

  test('words the years', () => {
    expect([1, 3, 5, 11, 14, 21, 22].map(yearsText)).toEqual(['1 год', '3 года', '5 лет', '11 лет', '14 лет', '21 год', '22 года']);
  });

  test("checks a child's fields with the server's messages, the length before anything else", () => {
    expect(validateChild(values(), '2026-11-26', { needConsent: true })).toEqual({});
    expect(validateChild(values({ name: ' ', birth_date: '' }), '2026-11-26', { needConsent: false })).toEqual({
      name: 'Обязательное поле для заполнения',
      birth_date: 'Обязательное поле для заполнения',
    });
    expect(
      validateChild(values({ name: 'я'.repeat(1_000_000), notes: 'я'.repeat(1_000_000) }), '2026-11-26', { needConsent: false }),
    ).toEqual({
      name: 'Не должно превышать 100 символов',
      notes: 'Не должно превышать 1000 символов',
    });
    expect(validateChild(values({ birth_date: '2026-12-01' }), '2026-11-26', { needConsent: false }).birth_date).toBe(
      'Дата рождения не может быть в будущем',
    );
    expect(validateChild(values({ consent: false }), '2026-11-26', { needConsent: true }).consent).toBe(
      'Нужно согласие на обработку персональных данных ребёнка',
    );
    expect(validateChild(values({ consent: false }), '2026-11-26', { needConsent: false })).toEqual({});
  });

  test('sends trimmed text and no empty notes', () => {
    expect(childBody(values({ name: '  Маша ', notes: '  ' }))).toEqual({
      name: 'Маша',
      birth_date: '2018-03-14',
      notes: null,
      consent: true,
    });
  });

  test('a booking may be cancelled by the parent until the day before its lesson', () => {
    expect(cancellable({ status: 'new', date: '2026-11-27' }, '2026-11-26')).toBe(true);
    expect(cancellable({ status: 'confirmed', date: '2026-11-26' }, '2026-11-26')).toBe(false);
    expect(cancellable({ status: 'cancelled', date: '2026-12-01' }, '2026-11-26')).toBe(false);
  });
});

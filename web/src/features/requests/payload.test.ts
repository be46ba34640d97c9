// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { pageOf, requestBody, utmOf } from './payload';
import { serverErrors } from './rules';

const values = { name: 'Анна', phone: '+7 (916) 123 45-67', email: ' anna@example.ru ', message: ' ', consent: true };

describe('the request body', () => {
  test('a review sends no phone; empty fields are left out', () => {
    const body = requestBody('feedback', values, { pathname: '/', search: '' });
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      form: 'feedback',
      name: 'Анна',
      email: 'anna@example.ru',
      consent: true,
      page: '/',
    });
  });

  test('the page goes when the server takes it as a page address', () => {
    expect(pageOf('/organizatoram/tarify/')).toBe('/organizatoram/tarify/');
    expect(pageOf('/O-nas/')).toBeUndefined();
    expect(pageOf('/o-nas')).toBeUndefined();
    expect(pageOf(`/${'a'.repeat(200)}/`)).toBeUndefined();
  });

  test('UTM tags are trimmed, empty ones left out, long ones cut to what the server keeps', () => {
    expect(utmOf(`?utm_source=%20vk%20&utm_medium=&utm_campaign=${'к'.repeat(150)}&utm_term=x`)).toEqual({
      utm_source: 'vk',
      utm_campaign: 'к'.repeat(100),
    });
  });

  test("a 422's hidden fields are told to the form, the shown ones under themselves", () => {
    expect(
      serverErrors('feedback', { message: ['Обязательное поле для заполнения'], phone: ['x'], page: ['Некорректный адрес страницы'] }),
    ).toEqual({
      fields: { message: 'Обязательное поле для заполнения' },
      other: ['x', 'Некорректный адрес страницы'],
    });
  });
});

// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { pageOf, requestBody, utmOf } from './payload';
import { REQUEST_FORMS, type DetailSpec } from './formSpecs';
import { detailError, shownField, shownFields, validateRequest } from './rules';

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
    expect(['message', 'phone', 'page'].map((field) => shownField('feedback', field))).toEqual(['message', null, null]);
  });

  test("a programme form's own fields go as flat keys, trimmed, empty and foreign ones left out", () => {
    const body = requestBody(
      'club',
      { ...values, club: 'Творческий клуб', city: ' Казань ', collective: '', experience: '  ', subject: 'Гитара' },
      { pathname: '/', search: '' },
    );
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      form: 'club',
      name: 'Анна',
      phone: '+79161234567',
      email: 'anna@example.ru',
      club: 'Творческий клуб',
      city: 'Казань',
      consent: true,
      page: '/',
    });
  });

  test('several lines keep their breaks inside, trimmed around', () => {
    const body = requestBody(
      'producer',
      { ...values, links: '\n https://vk.com/video1\nhttps://rutube.ru/video/2 \n' },
      { pathname: '/', search: '' },
    );
    expect(body.links).toBe('https://vk.com/video1\nhttps://rutube.ru/video/2');
  });
});

describe("a form's own fields, as the server checks them", () => {
  const detail = (form: keyof typeof REQUEST_FORMS, code: string): DetailSpec => {
    const found = REQUEST_FORMS[form].details.find((item) => item.code === code);
    if (!found) throw new Error(`${form} has no ${code}`);
    return found;
  };

  test('the length first, then required, then a value of the list', () => {
    const stage = detail('accelerator', 'stage');
    expect(detailError(stage, 'я'.repeat(201))).toBe('Не должно превышать 200 символов');
    expect(detailError(stage, ' ')).toBe('Обязательное поле для заполнения');
    expect(detailError(stage, 'Стартап')).toBe('Выберите значение из списка');
    expect(detailError(stage, 'Идея')).toBeNull();
  });

  test('a number: digits only within its range; an optional one may stay empty', () => {
    const experience = detail('club', 'experience');
    expect(detailError(experience, '')).toBeNull();
    expect(detailError(experience, '0')).toBeNull();
    expect(detailError(experience, '70')).toBeNull();
    expect(detailError(experience, '71')).toBe('Целое число от 0 до 70');
    expect(detailError(experience, '-1')).toBe('Целое число от 0 до 70');
    expect(detailError(experience, '1.5')).toBe('Не должно превышать 2 символов');
    expect(detailError(detail('producer', 'performer_age'), '5')).toBe('Целое число от 14 до 25');
    expect(detailError(detail('producer', 'performer_age'), '016')).toBeNull();
  });

  test("a partner's missing organisation and format are told with the other fields", () => {
    expect(validateRequest('partner', { name: 'Анна', phone: '', email: '', message: '', consent: true })).toEqual({
      phone: 'Обязательное поле для заполнения',
      email: 'Обязательное поле для заполнения',
      organization: 'Обязательное поле для заполнения',
      partnership: 'Обязательное поле для заполнения',
    });
  });

  test("a 422 on a form's own field goes under it; another form's field goes to the form", () => {
    expect(shownFields('ambassador')).toEqual(['name', 'phone', 'email', 'city', 'collective', 'message', 'consent']);
    expect(shownField('ambassador', 'city')).toBe('city');
    expect(shownField('ambassador', 'subject')).toBeNull();
  });
});

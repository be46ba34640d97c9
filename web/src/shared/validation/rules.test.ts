// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { validateRule, validateValue } from './rules';
import { sanitizeCode, validatePdf, validateVideoLink } from './files';

interface SharedCase {
  rule: string;
  arg?: string | number;
  value?: unknown;
  value_repeat?: { text: string; times: number; prefix: string; suffix: string };
  message: string | null;
  note?: string;
}

const shared = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../../tests/shared/validation-cases.json', import.meta.url)), 'utf8'),
) as { cases: SharedCase[] };

describe('shared validation cases (tests/shared/validation-cases.json)', () => {
  test('the file has cases', () => {
    expect(shared.cases.length).toBeGreaterThan(50);
  });

  test.each(shared.cases.map((c, i) => [i, c.rule, JSON.stringify(c.value ?? c.value_repeat), c] as const))(
    '#%i %s %s',
    (_i, _rule, _value, c) => {
      const r = c.value_repeat;
      const value = r ? r.prefix + r.text.repeat(r.times) + r.suffix : c.value;
      expect(validateRule(c.rule, value, c.arg)).toBe(c.message);
    },
  );
});

describe('validation module', () => {
  test('empty values pass every rule but required; unknown rules fail even when empty', () => {
    expect(validateRule('email', '   ')).toBeNull();
    expect(validateRule('nosuch', '')).toBe('Неизвестное правило проверки');
  });

  test('rules in order, first message wins', () => {
    expect(validateValue('', [{ rule: 'required' }, { rule: 'email' }])).toBe('Обязательное поле для заполнения');
    expect(validateValue('a@b', [{ rule: 'required' }, { rule: 'email' }])).toBe('Должен содержать действительный адрес электронной почты');
    expect(validateValue('a@b.ru', [{ rule: 'required' }, { rule: 'email' }])).toBeNull();
  });

  test('PDF upload', () => {
    expect(validatePdf({ type: 'application/pdf', size: 20 * 1024 * 1024 })).toBeNull();
    expect(validatePdf({ type: 'image/png', size: 10 })).toBe('Файл должен быть в формате PDF.');
    expect(validatePdf({ type: 'application/pdf', size: 20 * 1024 * 1024 + 1 })).toBe('Размер файла не должен превышать 20 МБ.');
  });

  test('video link', () => {
    expect(validateVideoLink('')).toBeNull();
    expect(validateVideoLink('не ссылка')).toBe('Некорректная ссылка');
    expect(validateVideoLink('https://example.ru/video.mov')).toBe('Ссылка должна вести на файл в формате MP4');
    expect(validateVideoLink('https://example.ru/video.MP4')).toBeNull();
  });

  test('code input keeps 6 Latin or Cyrillic letters and digits', () => {
    expect(sanitizeCode(' 12-ab Жё!9x')).toBe('12abЖё');
  });
});

import { describe, expect, test } from 'vitest';
import { PHOTO_MAX_BYTES, validatePhoto } from './photoRules';

describe('photo rules', () => {
  test('JPEG, PNG or WebP up to 5 MB', () => {
    expect(validatePhoto({ type: 'image/jpeg', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(validatePhoto({ type: 'image/webp', size: 10 })).toBeNull();
    expect(validatePhoto({ type: 'image/gif', size: 10 })).toBe('Загрузите изображение в формате JPEG, PNG или WebP');
    expect(validatePhoto({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe('Размер файла не должен превышать 5 МБ');
  });
});

import { describe, expect, test } from 'vitest';
import { i18nProvider } from '../i18n';
import { withCatalogMessages } from './i18n';

describe('catalogue messages', () => {
  const i18n = withCatalogMessages(i18nProvider);

  test('names the catalogue resources and fields in Russian, with plurals', () => {
    expect(i18n.translate('resources.cities.name', { smart_count: 1 })).toBe('Город');
    expect(i18n.translate('resources.cities.name', { smart_count: 2 })).toBe('Города');
    expect(i18n.translate('resources.events.fields.places_left', { _: 'Places left' })).toBe('Свободных мест');
    expect(i18n.translate('resources.tags.fields.color')).toBe('Цвет');
  });

  test('leaves every other key to the admin dictionary', () => {
    expect(i18n.translate('resources.users.fields.last_name')).toBe('Фамилия');
    expect(i18n.translate('ra.action.save')).toBe('Сохранить');
    expect(i18n.translate('resources.events.fields.unknown', { _: 'Неизвестно' })).toBe('Неизвестно');
  });
});

import { describe, expect, test } from 'vitest';
import { catalogMessages } from '../i18n';
import { recordChanges } from './RecordHistory';

const entry = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) => ({
  id: 1,
  actor: null,
  action: 'edit',
  before,
  after,
  created_at: '2026-11-22T10:00:00Z',
});

describe('catalogue record history', () => {
  const fields = catalogMessages.resources.events.fields;

  test('an edit lists its changed fields by their Russian names', () => {
    expect(
      recordChanges(entry({ name: 'Старое', places_left: 5, tag_ids: [1] }, { name: 'Новое', places_left: 5, tag_ids: [1, 2] }), fields),
    ).toEqual(['Название: Старое → Новое', 'Метки: 1 → 1, 2']);
  });

  test('a flag reads as да/нет', () => {
    expect(recordChanges(entry({ published: true }, { published: false }), fields)).toEqual(['Опубликовано: да → нет']);
  });

  test('a creation or deletion has no change lines, and long texts are cut', () => {
    expect(recordChanges(entry(null, { name: 'Новое' }), fields)).toEqual([]);
    const [line] = recordChanges(entry({ description: ['a'] }, { description: ['б'.repeat(200)] }), fields);
    expect(line!.length).toBeLessThan(120);
    expect(line!.endsWith('…')).toBe(true);
  });
});

import { describe, expect, test } from 'vitest';
import { eventDates } from './EventList';
import { eventPayload } from './eventPayload';
import { EVENT_TYPE_CHOICES, eventTypeName } from './eventTypes';
import { isGeneratedCover, validatePhoto } from './photoFile';

describe('event admin', () => {
  test('every server type has a Russian name', () => {
    expect(EVENT_TYPE_CHOICES.map((choice) => choice.id)).toEqual([
      'festival',
      'contest',
      'final',
      'casting',
      'forum',
      'camp',
      'intensive',
      'project',
    ]);
    expect(eventTypeName('final')).toBe('Финал');
    expect(eventTypeName('unknown')).toBe('unknown');
  });

  test('the payload sends the writable fields, trimmed, with empty references as null', () => {
    const form = {
      id: 3,
      code: ' zvezda ',
      type: 'festival',
      name: 'Звезда',
      description: ['Первый абзац', '  ', 'Второй'],
      photo: '/storage/photos/a.jpg',
      place_id: '',
      date_start: '2027-03-01',
      date_end: '2027-03-02',
      place_count: 100,
      places_left: '40',
      price_participation: 4500,
      price_trip: null,
      package_trip: ['Проживание', ''],
      support: '',
      project_id: 2,
      published: true,
      creative_type_ids: [1, '2'],
      age_category_ids: undefined,
      tag_ids: [5],
      created_at: 'x',
    };
    const payload = eventPayload(form);
    expect(payload).toEqual({
      code: 'zvezda',
      type: 'festival',
      name: 'Звезда',
      support: null,
      date_start: '2027-03-01',
      date_end: '2027-03-02',
      place_count: 100,
      places_left: 40,
      price_participation: 4500,
      price_trip: null,
      place_id: null,
      project_id: 2,
      description: ['Первый абзац', 'Второй'],
      package_trip: ['Проживание'],
      creative_type_ids: [1, 2],
      age_category_ids: [],
      tag_ids: [5],
    });
    // Publishing goes through its own calls; only a new event says whether it starts published.
    expect(payload).not.toHaveProperty('published');
    expect(eventPayload(form, { create: true })['published']).toBe(true);
  });

  test('dates read as one day or a range', () => {
    expect(eventDates({ date_start: '2027-03-01', date_end: '2027-03-03' })).toBe('01.03.2027 – 03.03.2027');
    expect(eventDates({ date_start: '2027-03-01', date_end: '2027-03-01' })).toBe('01.03.2027');
  });

  test('the photo must be a JPEG, PNG or WebP of at most 10 MB', () => {
    expect(validatePhoto({ type: 'image/webp', size: 10 * 1024 * 1024 })).toBeNull();
    expect(validatePhoto({ type: 'image/gif', size: 10 })).toBe('Файл должен быть изображением JPEG, PNG или WebP');
    expect(validatePhoto({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe('Размер файла не должен превышать 10 МБ');
  });
});

describe('event photo', () => {
  test('the generated cover is not an uploaded photo', () => {
    expect(isGeneratedCover('/api/event/zvezda/cover.svg')).toBe(true);
    expect(isGeneratedCover(null)).toBe(true);
    expect(isGeneratedCover('/storage/photos/3f9a.webp')).toBe(false);
  });
});

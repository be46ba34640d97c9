import { describe, expect, test } from 'vitest';
import type { Service, ServicesAnswer } from '../basket';
import { groupServices, MENTOR_CATEGORY_CODES, paramsHint, priceView } from './catalogue';

const service = (id: number, category: string, params: Service['params'] = []): Service => ({
  id,
  code: `s${id}`,
  name: `Услуга ${id}`,
  description: '',
  price: { old: null, preview: null, final: 100 },
  tags: [],
  category: { code: category, title: category },
  special: false,
  params,
});

const answer: ServicesAnswer = {
  categories: [
    { id: 3, code: 'education', title: 'Обучение', sort: 2 },
    { id: 1, code: 'participation', title: 'Участие', sort: 0 },
    { id: 2, code: 'documents', title: 'Документы', sort: 1 },
    { id: 4, code: 'trip', title: 'Поездка', sort: 3 },
  ],
  items: [service(1, 'participation'), service(2, 'education'), service(3, 'documents'), service(4, 'education')],
};

describe('services pages', () => {
  test('all services grouped by category in category order; empty categories left out', () => {
    expect(groupServices(answer, 'all').map((group) => [group.category.code, group.items.map((item) => item.id)])).toEqual([
      ['participation', [1]],
      ['documents', [3]],
      ['education', [2, 4]],
    ]);
  });

  test('mentors get the documents and education categories only', () => {
    expect(MENTOR_CATEGORY_CODES).toEqual(['education', 'documents']);
    expect(groupServices(answer, 'mentors').map((group) => group.category.code)).toEqual(['documents', 'education']);
  });

  test('price: the preview text wins, the old price is struck only when above the final', () => {
    expect(priceView({ old: 2400, preview: null, final: 1900 })).toEqual({ main: '1 900 ₽', old: '2 400 ₽' });
    expect(priceView({ old: null, preview: 'от 2 500 ₽', final: 2500 })).toEqual({ main: 'от 2 500 ₽', old: null });
    expect(priceView({ old: 100, preview: ' ', final: 500 })).toEqual({ main: '500 ₽', old: null });
  });

  test('what the basket will ask for, each kind once', () => {
    const params: Service['params'] = [
      { id: 1, type: 'video', label: 'Видео', placeholder: null, capText: null, capTextRight: null, required: true },
      { id: 2, type: 'file', label: 'PDF', placeholder: null, capText: null, capTextRight: null, required: true },
      {
        id: 3,
        type: 'video',
        label: 'Ещё видео',
        placeholder: null,
        capText: null,
        capTextRight: null,
        required: false,
      },
    ];
    expect(paramsHint({ params })).toBe('ссылка на видео, PDF-файл');
    expect(paramsHint({ params: [] })).toBe('');
  });
});

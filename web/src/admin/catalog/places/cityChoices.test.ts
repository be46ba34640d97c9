import { describe, expect, test } from 'vitest';
import type { FiltersAnswer } from '../../../shared/events/types';
import { cityChoices } from './cityChoices';

describe('cities of a places-only manager', () => {
  test("are the public city filter's values, without 'all'", () => {
    const answer = {
      filters: [
        {
          type: 'select',
          code: 'city',
          Icon: 'location',
          Name: 'Город',
          Title: 'Город',
          Url: 'gorod',
          Values: [
            { id: 0, type: 'all', code: 'all', title: 'Все города', icon: '' },
            { id: 1, type: 'value', code: 'moskva', title: 'Москва', icon: '' },
            { id: 7, type: 'value', code: 'sochi', title: 'Сочи', icon: '' },
          ],
        },
        {
          type: 'switch',
          code: 'tags',
          Icon: 'tag',
          Name: 'Метки',
          Title: 'Метки',
          Url: '',
          Values: [{ id: 1, type: 'value', code: 'u-morya', title: 'У моря', icon: 'wave' }],
        },
      ],
    } as FiltersAnswer;
    expect(cityChoices(answer)).toEqual([
      { id: 1, name: 'Москва' },
      { id: 7, name: 'Сочи' },
    ]);
    expect(cityChoices(undefined)).toEqual([]);
  });
});

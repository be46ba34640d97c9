import { describe, expect, test } from 'vitest';
import { NEW_PARAM, oldPriceError, PARAM_TYPE_CHOICES } from './paramTypes';

describe('services admin rules', () => {
  test('the four param types of the spec', () => {
    expect(PARAM_TYPE_CHOICES.map((choice) => choice.id)).toEqual(['file', 'video', 'creative_type', 'execution-format']);
    expect(NEW_PARAM.required).toBe(true);
  });

  test('an old price must be above the final one, or empty', () => {
    expect(oldPriceError(null, 1900)).toBeUndefined();
    expect(oldPriceError('', 1900)).toBeUndefined();
    expect(oldPriceError(2400, 1900)).toBeUndefined();
    expect(oldPriceError(1900, 1900)).toBe('Цена до скидки должна быть больше итоговой цены');
    expect(oldPriceError(1000, 1900)).toBe('Цена до скидки должна быть больше итоговой цены');
  });
});

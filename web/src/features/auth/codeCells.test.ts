import { describe, expect, test } from 'vitest';
import { completeCode, emptyCells, fillCells, pasteCells } from './codeCells';

describe('code cells', () => {
  test('typing fills the cell and moves on; other characters are stripped', () => {
    expect(fillCells(emptyCells(), 0, 'a')).toEqual({ cells: ['a', '', '', '', '', ''], focus: 1 });
    expect(fillCells(emptyCells(), 2, '-')).toEqual({ cells: emptyCells(), focus: 2 });
  });

  test('paste strips characters other than Latin/Cyrillic letters and digits', () => {
    const { cells, focus } = pasteCells(emptyCells(), 0, ' 1a-Ж 9!ёZ ');
    expect(cells).toEqual(['1', 'a', 'Ж', '9', 'ё', 'Z']);
    expect(focus).toBe(5);
  });

  test('a whole pasted code fills from the first cell wherever it is pasted', () => {
    expect(pasteCells(emptyCells(), 3, 'AB12cd').cells.join('')).toBe('AB12cd');
    expect(pasteCells(emptyCells(), 3, 'xy').cells).toEqual(['', '', '', 'x', 'y', '']);
  });

  test('the code is complete only when all 6 cells are filled', () => {
    expect(completeCode(['a', 'b', 'c', 'd', 'e', ''])).toBeNull();
    expect(completeCode(['a', 'b', 'c', 'd', 'e', 'f'])).toBe('abcdef');
  });
});

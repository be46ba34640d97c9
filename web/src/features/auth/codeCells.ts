import { CODE_LENGTH, sanitizeCode } from '../../shared/validation';

/** The cells of the 6-character code entry (spec section 5). */
export type CodeCells = readonly string[];

export function emptyCells(length = CODE_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

/**
 * Puts typed or pasted text into the cells from `index` on: characters other than Latin or
 * Cyrillic letters and digits are stripped; extra characters are dropped. Returns the new
 * cells and the cell to focus next.
 */
export function fillCells(cells: CodeCells, index: number, text: string): { cells: string[]; focus: number } {
  const next = [...cells];
  const chars = Array.from(sanitizeCode(text));
  let position = Math.max(0, Math.min(index, next.length - 1));
  for (const char of chars) {
    if (position >= next.length) break;
    next[position] = char;
    position += 1;
  }
  return { cells: next, focus: Math.min(position, next.length - 1) };
}

/** Paste: a whole code fills every cell from the first; a part fills from the focused cell. */
export function pasteCells(cells: CodeCells, index: number, text: string): { cells: string[]; focus: number } {
  const start = Array.from(sanitizeCode(text)).length >= cells.length ? 0 : index;
  return fillCells(cells, start, text);
}

export function clearCell(cells: CodeCells, index: number): string[] {
  const next = [...cells];
  next[index] = '';
  return next;
}

/** The code when every cell holds a character, otherwise null (submitted only when full). */
export function completeCode(cells: CodeCells): string | null {
  return cells.every((cell) => cell.length === 1) ? cells.join('') : null;
}

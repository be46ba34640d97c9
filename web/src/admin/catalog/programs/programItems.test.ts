import { describe, expect, test } from 'vitest';
import { compareProgram, normaliseTime, programWhen, type ProgramItem } from './programItems';

const item = (id: number, day: number, time: string): ProgramItem => ({
  id,
  event_id: 1,
  day,
  time,
  title: `Пункт ${id}`,
});

describe('event program', () => {
  test('sorts by day, then time, then as entered', () => {
    const items = [item(1, 2, '10:00'), item(2, 1, '18:30'), item(3, 1, '09:00'), item(4, 1, '09:00')];
    expect([...items].sort(compareProgram).map((i) => i.id)).toEqual([3, 4, 2, 1]);
    expect(programWhen(item(1, 2, '10:00'))).toBe('День 2 · 10:00');
  });

  test('completes a one-digit hour and leaves anything else for the server to judge', () => {
    expect(normaliseTime('9:05')).toBe('09:05');
    expect(normaliseTime(' 18:30 ')).toBe('18:30');
    expect(normaliseTime('25 часов')).toBe('25 часов');
    expect(normaliseTime(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { eventAvailability } from './eventAvailability';

describe('eventAvailability', () => {
  const today = new Date('2026-11-22T10:00:00Z');
  it('opens an upcoming festival with places, from today on (UTC)', () => {
    expect(eventAvailability({ place_count: 5, date: { start: '2026-11-22', end: '2026-11-23' } }, today)).toBe('open');
  });
  it('closes a festival that has started or passed', () => {
    expect(eventAvailability({ place_count: 5, date: { start: '2026-11-21', end: '2026-11-25' } }, today)).toBe('closed');
  });
  it('closes a sold-out festival', () => {
    expect(eventAvailability({ place_count: 0, date: { start: '2026-12-01', end: '2026-12-02' } }, today)).toBe('sold-out');
  });
});

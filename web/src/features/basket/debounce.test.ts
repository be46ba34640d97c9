import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_DEBOUNCE_MS, debounce } from './debounce';

describe('debounce (basket counter)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one call with the last value 500 ms after the last change', () => {
    const run = vi.fn();
    const counter = debounce(run);
    counter.call(2);
    vi.advanceTimersByTime(300);
    counter.call(3);
    vi.advanceTimersByTime(300);
    counter.call(4);
    vi.advanceTimersByTime(COUNT_DEBOUNCE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(4);
  });

  it('flushes a pending change at once and cancels without sending', () => {
    const run = vi.fn();
    const counter = debounce(run);
    counter.call(5);
    expect(counter.pending()).toBe(true);
    counter.flush();
    expect(run).toHaveBeenCalledWith(5);
    counter.call(6);
    counter.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
    counter.flush();
    expect(run).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, test } from 'vitest';
import { createResendTimer, RESEND_STORAGE_KEY } from './resendTimer';

function memory() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('resend timer', () => {
  test('counts down 60 s and re-enables resend at 0', () => {
    let now = 1_000_000;
    const storage = memory();
    const timer = createResendTimer(storage, () => now);
    expect(timer.secondsLeft()).toBe(0);
    timer.start();
    expect(timer.secondsLeft()).toBe(60);
    now += 59_001;
    expect(timer.secondsLeft()).toBe(1);
    now += 999;
    expect(timer.secondsLeft()).toBe(0);
    expect(storage.data.has(RESEND_STORAGE_KEY)).toBe(false);
  });

  test('persists in storage: a new timer (after a reload) sees the same countdown', () => {
    let now = 5_000;
    const storage = memory();
    createResendTimer(storage, () => now).start(60);
    now += 20_000;
    expect(createResendTimer(storage, () => now).secondsLeft()).toBe(40);
  });

  test('uses window.localStorage by default', () => {
    createResendTimer().start(30);
    expect(Number(window.localStorage.getItem(RESEND_STORAGE_KEY))).toBeGreaterThan(Date.now());
    expect(createResendTimer().secondsLeft()).toBe(30);
  });

  test('the server may ask for another wait (429 Retry-After)', () => {
    const now = 0;
    const timer = createResendTimer(memory(), () => now);
    timer.start(17);
    expect(timer.secondsLeft()).toBe(17);
  });

  test('timers under other keys run apart from the login one', () => {
    const storage = memory();
    const now = 0;
    createResendTimer(storage, () => now, 'contact_resend_until_email').start(60);
    expect(createResendTimer(storage, () => now).secondsLeft()).toBe(0);
    expect(createResendTimer(storage, () => now, 'contact_resend_until_email').secondsLeft()).toBe(60);
    expect(storage.data.has(RESEND_STORAGE_KEY)).toBe(false);
  });
});

import { describe, expect, test, vi } from 'vitest';
import { isChunkLoadError, loadPageWithReload, RELOAD_GUARD_KEY, reloadOnce, type ReloadEnv } from './chunkReload';
import { isBuildVersion } from './version';

function env(now: number, stored: Record<string, string> = {}): ReloadEnv & { reloads: number } {
  const e = {
    reloads: 0,
    storage: { getItem: (k: string) => stored[k] ?? null, setItem: (k: string, v: string) => void (stored[k] = v) },
    reload: () => {
      e.reloads += 1;
    },
    now: () => now,
  };
  return e;
}

describe('reload on chunk load errors', () => {
  test('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/HomePage-x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  test('reloads once, then not again within 10 seconds', () => {
    const stored: Record<string, string> = {};
    const first = env(100_000, stored);
    expect(reloadOnce(first)).toBe(true);
    expect(stored[RELOAD_GUARD_KEY]).toBe('100000');
    const second = env(105_000, stored);
    expect(reloadOnce(second)).toBe(false);
    expect(second.reloads).toBe(0);
    expect(reloadOnce(env(110_001, stored))).toBe(true);
  });

  test('a guarded chunk error reaches the error page; other errors are rethrown', async () => {
    const guarded = env(1000, { [RELOAD_GUARD_KEY]: '500' });
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: x')));
    await expect(loadPageWithReload(failing, guarded)).rejects.toThrow('dynamically imported');
    await expect(loadPageWithReload(() => Promise.reject(new Error('boom')), env(1))).rejects.toThrow('boom');
    await expect(loadPageWithReload(() => Promise.resolve(42), env(1))).resolves.toBe(42);
  });

  test('the dev placeholder is not a build version', () => {
    expect(isBuildVersion('%APP_VERSION%')).toBe(false);
    expect(isBuildVersion('dev')).toBe(false);
    expect(isBuildVersion('0307aa4cb8c40172')).toBe(true);
  });
});

import { describe, expect, test } from 'vitest';
import type { SessionUser } from '../features/session/session';
import { getRoute } from '../routes/registry';
import { PlatformError } from '../shared/errors/platformError';
import { runRouteGuards, type MiddlewareContext } from './middleware';

function ctx(name: string, path: string, user: SessionUser | null, params = {}): MiddlewareContext {
  return {
    route: getRoute(name),
    params,
    url: new URL(`http://localhost${path}`),
    loadUser: async () => user,
    hrefFor: (target, query) => ({ href: `/${target}/?${new URLSearchParams(query)}`, sameArea: false }),
  };
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('route middleware', () => {
  test('auth sends guests to the login page of the id area', async () => {
    const result = await thrown(runRouteGuards(ctx('id-orders', '/orders/', null), []));
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get('Location')).toContain('/id-login/');
  });

  test('role: any admin role passes; handbooks need Admin; others get 403', async () => {
    const manager = { id: 1, roles: [{ code: 'ManagerSeo' }] };
    await expect(runRouteGuards(ctx('admin-seo', '/seo/', manager), [])).resolves.toBeUndefined();
    const forbidden = await thrown(runRouteGuards(ctx('admin-handbooks', '/handbooks/', manager), []));
    expect(forbidden).toBeInstanceOf(PlatformError);
    expect((forbidden as PlatformError).statusCode).toBe(403);
    await expect(runRouteGuards(ctx('admin-handbooks', '/handbooks/', { id: 2, roles: [{ code: 'Admin' }] }), [])).resolves.toBeUndefined();
  });

  test('trailing-slash redirects to the canonical path, query kept', async () => {
    const result = await thrown(runRouteGuards(ctx('main-karta', '/karta?domain=main', null), ['trailing-slash']));
    expect((result as Response).headers.get('Location')).toBe('/karta/?domain=main');
  });

  test('slug refuses odd parameters with 404 Page Not Found: {path}', async () => {
    const bad = await thrown(runRouteGuards(ctx('main-nastavnik-code', '/nastavnik/a%20b/', null, { code: 'a b' }), []));
    expect(bad).toMatchObject({ statusCode: 404, statusMessage: 'Page Not Found: /nastavnik/a%20b/' });
    await expect(
      runRouteGuards(ctx('main-nastavnik-code', '/nastavnik/ivan-petrov/', null, { code: 'ivan-petrov' }), []),
    ).resolves.toBeUndefined();
  });
});

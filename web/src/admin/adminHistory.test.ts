import { describe, expect, test } from 'vitest';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { createAdminHistory, withParam } from './adminHistory';
import { sectionRedirects } from './menu';

describe('the admin history on a local host', () => {
  test('every address written keeps ?domain=admin, every location read hides it', () => {
    const base = createMemoryHistory({ initialEntries: ['/?domain=admin'], v5Compat: true });
    const history = createAdminHistory('admin', base);
    expect(history.location.search).toBe('');

    const seen: string[] = [];
    history.listen(({ location }) => seen.push(`${location.pathname}${location.search}`));
    history.push({ pathname: '/orders', search: '?page=2&sort=id' });
    expect(`${base.location.pathname}${base.location.search}`).toBe('/orders?page=2&sort=id&domain=admin');
    expect(history.location.search).toBe('?page=2&sort=id');
    history.push('/pages/12');
    history.replace('/pages/12/show');
    expect(`${base.location.pathname}${base.location.search}`).toBe('/pages/12/show?domain=admin');
    // The listener (the router) gets every location without the parameter.
    history.go(-1);
    expect(seen).toEqual(['/orders?page=2&sort=id', '/pages/12', '/pages/12/show', '/orders?page=2&sort=id']);
    expect(history.createHref('/seo')).toBe('/seo?domain=admin');
  });

  test('on a real domain the history is the plain one', () => {
    const base = createMemoryHistory();
    expect(createAdminHistory(null, base)).toBe(base);
  });

  test('a parameter already there is not doubled', () => {
    expect(withParam('/a?domain=admin&x=1', 'domain', 'admin')).toEqual({ pathname: '/a', search: '?domain=admin&x=1' });
  });
});

describe("the spec's section addresses", () => {
  test('open the first screen of their section the user may open', () => {
    const redirects = sectionRedirects(['content', 'blogs', 'handbooks', 'services/special', 'roles', 'orders']);
    expect(redirects).toEqual(
      expect.arrayContaining([
        { from: '/content', to: '/pages' },
        { from: '/blogs', to: '/articles' },
        { from: '/handbooks', to: '/creative-types' },
        { from: '/services/special', to: '/special-services' },
        { from: '/users/roles', to: '/roles' },
      ]),
    );
    // A screen's own address is not redirected.
    expect(redirects.map((r) => r.from)).not.toContain('/orders');
  });

  test('a section the roles do not grant has no address', () => {
    expect(sectionRedirects(['orders'])).toEqual([]);
  });
});

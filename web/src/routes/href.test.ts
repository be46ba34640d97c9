import { describe, expect, test } from 'vitest';
import { buildBreadcrumbs } from './breadcrumbs';
import { areaPathHref, buildHref, homeHref, type HostContext } from './href';
import { buildPath, fromRouterParams, matchPattern, toRouterPath } from './patterns';
import { getRoute } from './registry';

const local = (area: HostContext['area'], search = '', hostname = 'localhost'): HostContext => ({
  protocol: 'http:',
  hostname,
  port: '8080',
  search,
  baseDomain: 'localhost',
  area,
});
const prod = (area: HostContext['area'], hostname: string): HostContext => ({
  protocol: 'https:',
  hostname,
  port: '',
  search: '',
  baseDomain: 'example.ru',
  area,
});

describe('patterns', () => {
  test('build canonical paths', () => {
    expect(buildPath('/')).toBe('/');
    expect(buildPath('/festival/:code/', { code: 'leto-2025' })).toBe('/festival/leto-2025/');
    expect(buildPath('/blog/:type?/', {})).toBe('/blog/');
    expect(buildPath('/blog/:type?/:code/', { type: 'novosti', code: 'a' })).toBe('/blog/novosti/a/');
    expect(buildPath('/blog/:type?/:code/', { code: 'a' })).toBe('/blog/a/');
    expect(buildPath('/festivals/:filters+/', { filters: ['gorod-moskva', 'u-morya'] })).toBe('/festivals/gorod-moskva/u-morya/');
    expect(buildPath('/nastavnik/:code/', { code: 'иван петров' })).toBe(
      '/nastavnik/%D0%B8%D0%B2%D0%B0%D0%BD%20%D0%BF%D0%B5%D1%82%D1%80%D0%BE%D0%B2/',
    );
    expect(() => buildPath('/festival/:code/', {})).toThrow('Missing route parameter "code"');
  });

  test('router paths and params', () => {
    expect(toRouterPath('/')).toBe('');
    expect(toRouterPath('/blog/:type?/:code/')).toBe('blog/:type?/:code');
    expect(toRouterPath('/festivals/:filters+/')).toBe('festivals/*');
    expect(fromRouterParams('/festivals/:filters+/', { '*': 'a/b/' })).toEqual({ filters: ['a', 'b'] });
    expect(fromRouterParams('/blog/:type?/', {})).toEqual({});
  });

  test('matching', () => {
    expect(matchPattern('/karta/', '/karta')).toEqual({});
    expect(matchPattern('/blog/:type?/:code/', '/blog/novosti/x/')).toEqual({ type: 'novosti', code: 'x' });
    expect(matchPattern('/blog/:type?/:code/', '/blog/x/')).toEqual({ code: 'x' });
    expect(matchPattern('/kreativnye-proekty/:slug+/', '/kreativnye-proekty/a/b/')).toEqual({ slug: ['a', 'b'] });
    expect(matchPattern('/kreativnye-proekty/:slug+/', '/kreativnye-proekty/')).toBeNull();
    expect(matchPattern('/:slug/', '/a/b/')).toBeNull();
  });
});

describe('href helper', () => {
  test('same area on localhost: a path; ?domain= is kept', () => {
    expect(buildHref({ name: 'main-karta' }, local('main')).href).toBe('/karta/');
    expect(buildHref({ name: 'main-karta' }, local('main', '?domain=main')).href).toBe('/karta/?domain=main');
    expect(buildHref({ name: 'bravo', hash: 'shkoly' }, local('bravo', '?domain=bravo&utm=1'))).toEqual({
      href: '/?domain=bravo#shkoly',
      sameArea: true,
    });
  });

  test('another area on a local host: ?domain=<area>', () => {
    expect(buildHref({ name: 'events-festival-code', params: { code: 'leto' } }, local('main'))).toEqual({
      href: '/festival/leto/?domain=events',
      sameArea: false,
    });
    expect(buildHref({ name: 'main' }, local('bravo', '?domain=bravo')).href).toBe('/?domain=main');
    expect(buildHref({ name: 'bravo-karta' }, local('bravo', '', 'bravo.localhost')).href).toBe('/karta/');
    expect(buildHref({ name: 'main' }, local('bravo', '', 'bravo.localhost')).href).toBe('/?domain=main');
  });

  test('real domain: same host path or the other area subdomain', () => {
    expect(buildHref({ name: 'main-karta' }, prod('main', 'example.ru')).href).toBe('/karta/');
    expect(buildHref({ name: 'bravo-kursy' }, prod('main', 'example.ru')).href).toBe('https://bravo.example.ru/kursy/');
    expect(buildHref({ name: 'main-o-nas', hash: 'team' }, prod('events', 'events.example.ru')).href).toBe(
      'https://example.ru/o-nas/#team',
    );
    expect(buildHref({ name: 'id-login', query: { back: '/x/' } }, prod('main', 'example.ru')).href).toBe(
      'https://id.example.ru/login/?back=%2Fx%2F',
    );
  });

  test("an editor's path of the area keeps ?domain= before its hash, on local hosts only", () => {
    expect(areaPathHref('/tarify/#pricing', local('main', '?domain=main&utm=1'))).toBe('/tarify/?domain=main#pricing');
    expect(areaPathHref('/o-nas/', local('main'))).toBe('/o-nas/');
    expect(areaPathHref('/o-nas/', prod('main', 'example.ru'))).toBe('/o-nas/');
  });

  test('the error page home link keeps ?domain=', () => {
    expect(homeHref(local('events', '?domain=events'))).toBe('/?domain=events');
    expect(homeHref(prod('bravo', 'bravo.example.ru'))).toBe('/');
  });
});

describe('breadcrumbs', () => {
  test('from pageName along the path, root first', () => {
    expect(buildBreadcrumbs(getRoute('main-o-nas-tarify'), {}).map((c) => c.label)).toEqual(['Главная', 'О нас', 'Тарифы']);
    expect(buildBreadcrumbs(getRoute('main-blog-type-code'), { code: 'x' }).map((c) => c.name)).toEqual([
      'main',
      'main-blog-type',
      'main-blog-type-code',
    ]);
    expect(buildBreadcrumbs(getRoute('main'), {})).toHaveLength(1);
  });
});

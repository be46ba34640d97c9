import { matchRoutes } from 'react-router';
import { describe, expect, test } from 'vitest';
import { assertKnownMiddleware, resolveMiddleware } from '../app/middleware';
import { AREA_CODES, AREAS } from '../app/areas';
import { ROLE_CODES } from '../shared/roles';
import { buildPath, matchPattern, parsePattern, patternParams, toRouterPath } from './patterns';
import { routeDescription } from './descriptions';
import { GLOBAL_MIDDLEWARE, findRoute, getRoute, hasPage, routes, routesOfArea } from './registry';
import type { RouteParams } from './types';

/**
 * An address of the route: every parameter given (the optional ones too), a rest parameter two
 * segments long.
 */
function sampleAddress(pattern: string): string {
  const params: RouteParams = {};
  for (const segment of parsePattern(pattern)) {
    if (segment.kind !== 'static') params[segment.value] = segment.kind === 'rest' ? ['primer', 'dva'] : 'primer';
  }
  return buildPath(pattern, params);
}

describe('route registry', () => {
  test('every route has its page loader', () => {
    for (const route of routes) expect(typeof route.page, route.name).toBe('function');
    expect(hasPage('id-login')).toBe(true);
  });

  test('every area has its home: the route named as the area, at /, with the title of the area', () => {
    for (const area of AREA_CODES) {
      const home = findRoute(area);
      expect(home?.area, area).toBe(area);
      expect(home?.pattern, area).toBe('/');
      expect(home?.title, area).toBe(AREAS[area].title);
    }
  });

  test("every route's address reaches that route, not another of its area (as the router ranks them)", () => {
    for (const area of AREA_CODES) {
      const ofArea = routesOfArea(area).map((route) => ({ id: route.name, path: toRouterPath(route.pattern) }));
      for (const route of routesOfArea(area)) {
        const address = sampleAddress(route.pattern);
        expect(matchRoutes(ofArea, address)?.at(-1)?.route.id, `${area} ${address}`).toBe(route.name);
      }
    }
  });

  test('a pattern names each of its parameters once', () => {
    for (const route of routes) {
      const names = patternParams(route.pattern);
      expect(new Set(names).size, route.name).toBe(names.length);
    }
  });

  test('a content page shown at another address is a content page of the same area at that address (decision 0024)', () => {
    for (const route of routes.filter((r) => r.content !== undefined && r.content !== 'self')) {
      const shown = routesOfArea(route.area).find((r) => r.pattern === route.content);
      expect(shown?.content, route.name).toBe('self');
    }
  });

  test('every admin section needs a session and a staff role; the roles are known ones', () => {
    for (const route of routesOfArea('admin')) {
      expect(route.middleware, route.name).toEqual(['auth', 'role']);
      expect(route.roles?.length, route.name).toBeGreaterThan(0);
      for (const role of route.roles ?? []) expect(ROLE_CODES, route.name).toContain(role);
    }
  });

  test('only Admin may open handbooks; any admin role opens the rest', () => {
    expect(getRoute('admin-handbooks').roles).toEqual(['Admin']);
    expect(getRoute('admin-seo').roles).toContain('ManagerSeo');
  });

  test('every page of OKI is a content page (issue 15)', () => {
    for (const route of routesOfArea('oki')) expect(route.content, route.name).toBe('self');
  });

  test('names are unique, patterns canonical, names follow the spec path (decision 0001)', () => {
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
    const keys = routes.map((r) => `${r.area} ${r.pattern}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of routes) {
      expect(AREA_CODES).toContain(route.area);
      expect(route.pattern.endsWith('/')).toBe(true);
      const rest = parsePattern(route.pattern).findIndex((s) => s.kind === 'rest');
      if (rest >= 0) expect(rest).toBe(parsePattern(route.pattern).length - 1);
      // The spec path without `/_`, slashes turned into dashes, parameter markers dropped.
      const words = parsePattern(route.pattern).map((s) => s.value);
      const rootLevel = ['nko', 'afisha', 'icon', 'test', 'content', 'rs', 'slug'].includes(route.name);
      expect(route.name).toBe(rootLevel ? words.join('-') : [route.area, ...words].join('-'));
    }
  });

  test('every route has a Russian title, description and pageName', () => {
    for (const route of routes) {
      expect(route.title, route.name).toMatch(/[а-яё]/i);
      expect(routeDescription(route), route.name).toMatch(/[а-яё]/i);
      expect(route.pageName, route.name).toMatch(/\S/);
    }
    expect(getRoute('main-karta').title).toBe('Карта сайта — Территория творчества');
  });

  test("bravo's schools and classes are pages by code, and its fixed pages win over them", () => {
    const bravo = routes.filter((r) => r.area === 'bravo');
    for (const route of bravo) expect(route.page, route.name).toBeDefined();
    // The catalogue's pages name their crumbs from their data and take slugs only.
    for (const name of ['bravo-school', 'bravo-school-code', 'bravo-kursy-code', 'bravo-pedagogi-code']) {
      expect(getRoute(name).crumbs).toBe('page');
      expect(getRoute(name).middleware).toContain('slug');
    }
    expect(matchPattern(getRoute('bravo-school-code').pattern, '/shkola-tantsev/hip-hop/')).toEqual({
      school: 'shkola-tantsev',
      code: 'hip-hop',
    });
    // The router ranks literal segments first (as the server's manifest does); the parameter
    // routes also come after every fixed page of the area.
    const firstParam = bravo.findIndex((r) => r.pattern.startsWith('/:'));
    expect(bravo.slice(firstParam).every((r) => r.pattern.startsWith('/:'))).toBe(true);
    expect(getRoute('bravo-kontakty').content).toBe('self');
    expect(getRoute('bravo-o-teatre').content).toBe('self');
  });

  test('every address of the admin area is the admin app: the sections by name, screens by the last route', () => {
    expect(hasPage('admin-content')).toBe(true);
    expect(hasPage('admin-users-roles')).toBe(true);
    expect(matchPattern(getRoute('admin-screen').pattern, '/pages/12/show/')).toEqual({ screen: ['pages', '12', 'show'] });
  });

  test('middleware names are all known, and an unknown one throws at start-up', () => {
    expect(() => assertKnownMiddleware(routes, GLOBAL_MIDDLEWARE)).not.toThrow();
    expect(() => assertKnownMiddleware([{ ...getRoute('main-karta'), middleware: ['nope'] }], GLOBAL_MIDDLEWARE)).toThrow(
      'Unknown route middleware "nope" in route "main-karta"',
    );
    expect(() => resolveMiddleware(['auth', 'role', 'slug', 'trailing-slash'], 'x')).not.toThrow();
  });

  test('account pages need a session except login and registration', () => {
    const open = ['id-login', 'id-registration'];
    for (const route of routesOfArea('id')) {
      if (open.includes(route.name)) expect(route.middleware ?? [], route.name).not.toContain('auth');
      else expect(route.middleware ?? [], route.name).toContain('auth');
    }
  });

  test('route validation: festival filters', () => {
    const validate = getRoute('events-festivals-filters').validate!;
    expect(validate({ filters: ['tvorchestvo-vokalnoe', 'gorod-moskva'] })).toBe(true);
    expect(validate({ filters: ['goryashie'] })).toBe(true);
    expect(validate({ filters: ['gorod-moskva', 'gorod-moskva'] })).toBe(false);
    expect(validate({ filters: ['Bad_Entry'] })).toBe(false);
    expect(validate({ filters: [] })).toBe(false);
  });
});

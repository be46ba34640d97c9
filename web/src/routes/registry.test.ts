import { describe, expect, test } from 'vitest';
import { assertKnownMiddleware, resolveMiddleware } from '../app/middleware';
import { AREA_CODES } from '../app/areas';
import { matchPattern, parsePattern } from './patterns';
import { routeDescription } from './descriptions';
import { GLOBAL_MIDDLEWARE, getRoute, hasPage, routes } from './registry';

/** Every route of spec section 2, by decision 0001 name, with its visible path. */
const SPEC_ROUTES: Record<string, string> = {
  main: '/',
  'main-karta': '/karta/',
  'main-keisy': '/keisy/',
  'main-o-nas': '/o-nas/',
  'main-o-nas-tarify': '/o-nas/tarify/',
  'main-tarify': '/tarify/',
  'main-poisk': '/poisk/',
  'main-uslugi': '/uslugi/',
  'main-uslugi-for-mentors': '/uslugi/for-mentors/',
  'main-kontakty': '/kontakty/',
  'main-portfolio': '/portfolio/',
  'main-art-center': '/art-center/',
  'main-nastavniki': '/nastavniki/',
  'main-nastavnik-code': '/nastavnik/:code/',
  'main-uchastniki': '/uchastniki/',
  'main-uchastnikam': '/uchastnikam/',
  'main-uchastnikam-obrazovanie-i-kariera': '/uchastnikam/obrazovanie-i-kariera/',
  'main-organizatoram': '/organizatoram/',
  'main-o-platforme': '/o-platforme/',
  'main-o-platforme-biletnaya-kassa': '/o-platforme/biletnaya-kassa/',
  'main-finansirovanie': '/finansirovanie/',
  'main-festivali-kastingi': '/festivali-kastingi/',
  'main-tvorcheskie-sbory-forumy': '/tvorcheskie-sbory-forumy/',
  'main-spasibo-vibe': '/spasibo-vibe/',
  'main-blog-type': '/blog/:type?/',
  'main-blog-type-code': '/blog/:type?/:code/',
  bravo: '/',
  'bravo-karta': '/karta/',
  'bravo-kursy': '/kursy/',
  'bravo-kontakty': '/kontakty/',
  'bravo-o-teatre': '/o-teatre/',
  // The six schools and their classes (issue 16): by code from the school's catalogue.
  'bravo-school': '/:school/',
  'bravo-school-code': '/:school/:code/',
  'bravo-kursy-code': '/kursy/:code/',
  'bravo-pedagogi': '/pedagogi/',
  'bravo-pedagogi-code': '/pedagogi/:code/',
  'bravo-raspisanie': '/raspisanie/',
  events: '/',
  'events-karta': '/karta/',
  'events-festival-code': '/festival/:code/',
  'events-festivals-filters': '/festivals/:filters+/',
  'events-kreativnye-proekty': '/kreativnye-proekty/',
  'events-kreativnye-proekty-slug': '/kreativnye-proekty/:slug+/',
  id: '/',
  'id-login': '/login/',
  'id-registration': '/registration/',
  'id-orders': '/orders/',
  'id-settings': '/settings/',
  admin: '/',
  oki: '/',
  organizer: '/',
  arenda: '/',
  welcome: '/',
  nko: '/nko/',
  afisha: '/afisha/',
  icon: '/icon/',
  test: '/test/',
  content: '/content/',
  rs: '/rs/',
  slug: '/:slug/',
};

const ADMIN = [
  'seo',
  'blogs',
  'roles',
  'cities',
  'events',
  'orders',
  'places',
  'search',
  'ui-kit',
  'content',
  'posters',
  'regions',
  'tickets',
  'services',
  'handbooks',
  'recommend',
  'users',
  'users/roles',
  'users/mentor',
  'users/profile',
  'users/structures',
  'users/participant',
  'events/assigns',
  'events/results',
  'events/reviews',
  'events/programs',
  'services/special',
  'services/categories',
];

const OKI = [
  'obrazovanie',
  'obrazovanie/online-repetitor',
  'uchastnikam',
  'uchastnikam/portfolio',
  'uchastnikam/produserskiy-tsentr',
  'rukovoditelyam',
  'rukovoditelyam/portfolio',
  'rukovoditelyam/ekspertniy-klub',
  'rukovoditelyam/tvorcheskiy-klub',
  'rukovoditelyam/konkurs-ambassadorov',
  'organizatoram/proektniy-center',
  'organizatoram/partnerskiy-tsentr',
  'organizatoram/akselerator-proektov',
  'organizatoram/konkurs-tvorcheskih-kompetentsy',
  'tvorcheskie-proekty',
  'tvorcheskie-proekty/scena',
];

describe('route registry', () => {
  test.each(Object.entries(SPEC_ROUTES))('%s is registered as %s', (name, path) => {
    expect(getRoute(name).pattern).toBe(path);
  });

  test.each(ADMIN)('admin route %s', (path) => {
    const route = getRoute(`admin-${path.replace(/\//g, '-')}`);
    expect(route.area).toBe('admin');
    expect(route.pattern).toBe(`/${path}/`);
    expect(route.middleware).toEqual(['auth', 'role']);
  });

  test('only Admin may open handbooks; any admin role opens the rest', () => {
    expect(getRoute('admin-handbooks').roles).toEqual(['Admin']);
    expect(getRoute('admin-seo').roles).toContain('ManagerSeo');
  });

  test.each(OKI)('oki route %s', (path) => {
    const route = getRoute(`oki-${path.replace(/\//g, '-')}`);
    expect(route.area).toBe('oki');
    expect(route.pattern).toBe(`/${path}/`);
  });

  test('six case-study details and the two fixed project pages', () => {
    expect(routes.filter((r) => r.name.startsWith('main-keisy-'))).toHaveLength(6);
    expect(getRoute('events-kreativnye-proekty-imena-rossii').area).toBe('events');
    expect(getRoute('events-kreativnye-proekty-ozherelie-rossii-legendy').area).toBe('events');
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

  test('pages exist for the area homes and the account area (issue 3)', () => {
    const withPages = routes.filter((r) => r.page).map((r) => r.name);
    // Later issues add pages: these must stay, others may join them.
    expect(withPages).toEqual(
      expect.arrayContaining([
        'admin',
        'arenda',
        'bravo',
        'events',
        'id',
        'id-login',
        'id-orders',
        'id-registration',
        'id-settings',
        'main',
        'oki',
        'organizer',
        'welcome',
      ]),
    );
    expect(hasPage('id-login')).toBe(true);
    // The afisha was the last route of the spec without its page (issue 18, decision 0046).
    expect(routes.filter((r) => !r.page).map((r) => r.name)).toEqual([]);
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
    expect(getRoute('id-orders').middleware).toContain('auth');
    expect(getRoute('id-settings').middleware).toContain('auth');
    expect(getRoute('id-login').middleware ?? []).not.toContain('auth');
    expect(getRoute('id-registration').middleware ?? []).not.toContain('auth');
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

// Page HTML: every GET outside /api and the static files answers the web app's index.html with
// the page's <title> and meta description, 200 for a path that a route of the area serves (per
// web/dist/routes.json) and 404 with the error title otherwise. The area comes from ?domain= on
// localhost or from the subdomain (docs/decisions/0001, ARCHITECTURE.md section 5).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { get, hostFor } from './lib/http.mjs';
import {
  DATA_ROUTES,
  NOT_FOUND_TITLE,
  assertPage,
  assetRefs,
  fixedRoutesOf,
  headInfo,
  loadManifest,
  matchesArea,
  routesOf,
  samplePath,
  unknownPathFor,
  withDomain,
} from './lib/pages.mjs';

const manifest = await loadManifest();
const areas = Object.keys(manifest.areas ?? {});

// What the per-area checks below leave out, and who checks it instead: the areas made of pages
// editors run only (content-routes.test.mjs loads each of them by ?domain= and by host), and the
// area whose catch-all serves every address (the admin: react-admin draws its own 404; its
// catch-all's page is among its pages below). The first test keeps these lists true, so a change
// of the routes makes the checks follow instead of leaving an area unchecked.
const CONTENT_ONLY_AREAS = ['oki', 'organizer', 'welcome'];
const EVERY_ADDRESS_SERVED = ['admin'];

describe('route manifest', () => {
  it('names the product, the areas and the routes with canonical paths', () => {
    assert.equal(typeof manifest.product, 'string');
    assert.ok(manifest.areas && typeof manifest.areas === 'object', 'areas is an object');
    assert.ok('main' in manifest.areas, 'the main area is listed');
    assert.ok(Array.isArray(manifest.routes), 'routes is a list');
    for (const r of manifest.routes) {
      assert.ok(r.name && r.area && r.path && typeof r.title === 'string', `route ${JSON.stringify(r)} is complete`);
      assert.ok(r.area in manifest.areas, `route ${r.name} belongs to a known area`);
      assert.match(r.path, /^\/(.*\/)?$/, `route ${r.name} path starts and ends with /`);
    }
  });

  it('every area is checked below or by the file that owns its pages', () => {
    assert.deepEqual(areas.filter((a) => fixedRoutesOf(manifest, a).length === 0), CONTENT_ONLY_AREAS, 'areas with no page of their own');
    for (const area of CONTENT_ONLY_AREAS) {
      assert.ok(routesOf(manifest, area).every((r) => r.content), `every page of ${area} is a content page`);
    }
    assert.deepEqual(areas.filter((a) => !unknownPathFor(manifest, a)), EVERY_ADDRESS_SERVED, 'areas that serve every address');
  });
});

describe('pages kept out of search engines', () => {
  it('a route marked noindex carries a robots noindex and is left out of the sitemap; other pages carry none', async () => {
    const hidden = manifest.routes.filter((r) => r.noindex && !r.path.includes(':'));
    assert.ok(hidden.length > 0, 'a page without parameters is marked noindex (the icons, the preview)');
    for (const route of hidden) {
      const page = await get(withDomain(route.path, route.area));
      assert.equal(page.status, 200, route.path);
      assert.match(page.text, /<meta name="robots" content="noindex">/, route.path);
      const sitemap = await get(withDomain('/sitemap.xml', route.area));
      assert.ok(!sitemap.text.includes(`${route.path}</loc>`), `${route.path} is not in the sitemap`);
    }
    const home = await get(withDomain('/', 'main'));
    assert.doesNotMatch(home.text, /name="robots"/);
  });
});

for (const area of areas) {
  describe(`pages of the ${area} area`, () => {
    const routes = fixedRoutesOf(manifest, area);
    const unknown = unknownPathFor(manifest, area);

    if (!CONTENT_ONLY_AREAS.includes(area)) {
      it(`each page of ${area} answers 200 with its own title and description (area from ?domain=)`, async () => {
        assert.ok(routes.length > 0, `${area} has pages of its own`);
        for (const r of routes) {
          const path = withDomain(samplePath(r.path), area);
          assertPage(await get(path), { status: 200, title: r.title, description: r.description }, `GET ${path}`);
        }
      });

      it(`each page of ${area} answers the same when the area comes from the host name`, async () => {
        assert.ok(routes.length > 0, `${area} has pages of its own`);
        const host = hostFor(area);
        for (const r of routes) {
          const path = samplePath(r.path);
          const res = await get(path, { host });
          assertPage(res, { status: 200, title: r.title, description: r.description }, `GET ${path} with Host ${host}`);
        }
      });
    }

    if (!EVERY_ADDRESS_SERVED.includes(area)) {
      it(`an address no page of ${area} serves answers 404 with the "Страница не найдена" title (by ?domain=)`, async () => {
        assert.ok(unknown, `an address ${area} does not serve`);
        const path = withDomain(unknown, area);
        assertPage(await get(path), { status: 404, title: NOT_FOUND_TITLE }, `GET ${path}`);
      });

      it(`an address no page of ${area} serves answers 404 when the area comes from the host name`, async () => {
        assert.ok(unknown, `an address ${area} does not serve`);
        const host = hostFor(area);
        assertPage(await get(unknown, { host }), { status: 404, title: NOT_FOUND_TITLE }, `GET ${unknown} with Host ${host}`);
      });
    }
  });
}

describe('areas are kept apart', () => {
  it('a page of one area is not served in another area: 404', async () => {
    let checked = 0;
    for (const r of manifest.routes) {
      const path = samplePath(r.path);
      const other = areas.find((a) => a !== r.area && !matchesArea(manifest, a, path));
      if (!other) continue;
      assertPage(await get(withDomain(path, other)), { status: 404, title: NOT_FOUND_TITLE }, `${r.area} page ${path} asked in ${other}`);
      assertPage(await get(path, { host: hostFor(other) }), { status: 404, title: NOT_FOUND_TITLE }, `${r.area} page ${path} asked on ${hostFor(other)}`);
      if (++checked >= 5) break;
    }
    assert.ok(checked > 0, 'a page path that another area does not serve');
  });

  it('an unknown subdomain shows the main area', async () => {
    const home = routesOf(manifest, 'main').find((r) => r.path === '/');
    assert.ok(home, 'main has a home page');
    const host = hostFor('net-takoy-oblasti');
    assertPage(await get('/', { host }), { status: 200, title: home.title, description: home.description }, `GET / with Host ${host}`);
  });

  it('the home pages of different areas have different titles', async () => {
    const homes = areas.map((a) => routesOf(manifest, a).find((r) => r.path === '/')).filter(Boolean);
    assert.equal(homes.length, areas.length, 'every area has a home page');
    const titles = new Map();
    for (const h of homes) {
      const { titles: got } = headInfo((await get(withDomain('/', h.area))).text);
      titles.set(h.area, got[0]);
    }
    assert.equal(new Set(titles.values()).size, titles.size, `titles per area: ${JSON.stringify([...titles])}`);
  });
});

describe('canonical addresses end with a slash', () => {
  it('a page address without its trailing slash redirects (301) to the slashed address, keeping the query', async () => {
    const r = manifest.routes.find((x) => x.path !== '/' && !DATA_ROUTES.has(x.name));
    assert.ok(r, 'a page other than the home pages');
    const canonical = samplePath(r.path);
    const slashless = canonical.slice(0, -1);
    const query = withDomain('', r.area, 'utm_source=test&x=1').slice(1);
    const res = await get(`${slashless}?${query}`);
    assert.equal(res.status, 301, `GET ${slashless}?${query} answers 301 (got ${res.status})`);
    const location = new URL(res.headers.location ?? '', 'http://placeholder.invalid');
    assert.equal(location.pathname, canonical, `Location path (got ${res.headers.location})`);
    assert.equal(location.search, `?${query}`, `Location keeps the query (got ${res.headers.location})`);
  });

  it('an unknown address without a trailing slash is not redirected: 404', async () => {
    const unknown = unknownPathFor(manifest, 'main');
    assert.ok(unknown, 'an address main does not serve');
    const path = unknown.slice(0, -1);
    assertPage(await get(path), { status: 404, title: NOT_FOUND_TITLE }, `GET ${path}`);
  });
});

describe('page HTML loads the web app', () => {
  it('every script and stylesheet the home page refers to can be downloaded', async () => {
    const html = (await get('/')).text;
    const refs = assetRefs(html);
    assert.ok(refs.length > 0, 'the home page refers to at least one /assets/ file');
    for (const ref of refs) {
      const res = await get(ref);
      assert.equal(res.status, 200, `GET ${ref} (got ${res.status})`);
      assert.ok(res.body.length > 0, `${ref} is not empty`);
    }
  });

  it('the 404 page still loads the web app, which shows its error page', async () => {
    const unknown = unknownPathFor(manifest, 'main') ?? '/net-takoy-stranitsy-1f9c/i-eshche/';
    const res = await get(unknown);
    assert.equal(res.status, 404);
    assert.ok(assetRefs(res.text).some((r) => r.endsWith('.js')), 'the 404 page has the app script');
  });

  it('an unknown file under /assets/ answers 404, never the HTML page with 200', async () => {
    const res = await get('/assets/net-takogo-faila-1f9c.js');
    assert.equal(res.status, 404, `GET /assets/net-takogo-faila-1f9c.js (got ${res.status})`);
  });

  // Decision 0034: a page may be kept a minute without a session, never with one, and never as
  // immutable (it changes with every deploy and every edit).
  it('page HTML is cached a minute without a session and not at all with one', async () => {
    const res = await get('/');
    assert.equal(res.headers['cache-control'], 'public, max-age=60', `Cache-Control of / (got ${res.headers['cache-control']})`);
    assert.match(res.headers.vary ?? '', /cookie/i, 'Vary: Cookie');
    assert.ok(res.headers.etag, 'an ETag');
    const again = await get('/', { headers: { 'If-None-Match': res.headers.etag } });
    assert.equal(again.status, 304, 'revalidates with 304');
    const signedIn = await get('/', { headers: { Cookie: 'access_token=not-checked-here' } });
    assert.equal(signedIn.status, 200);
    assert.equal(signedIn.headers['cache-control'], 'private, no-store', `Cache-Control with a session cookie (got ${signedIn.headers['cache-control']})`);
  });

  it('404 pages are revalidated on every use', async () => {
    const unknown = unknownPathFor(manifest, 'main') ?? '/net-takoy-stranitsy-1f9c/i-eshche/';
    const missing = await get(unknown);
    assert.equal(missing.status, 404);
    assert.equal(missing.headers['cache-control'], 'no-cache');
  });
});

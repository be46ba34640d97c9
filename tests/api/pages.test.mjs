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
});

describe('pages kept out of search engines', () => {
  it('a route marked noindex carries a robots noindex and is left out of the sitemap; other pages carry none', async (t) => {
    const hidden = manifest.routes.filter((r) => r.noindex && !r.path.includes(':'));
    if (hidden.length === 0) return t.skip('no route is marked noindex in routes.json');
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

    it(`each page of ${area} answers 200 with its own title and description (area from ?domain=)`, async (t) => {
      if (routes.length === 0) return t.skip(`every page of ${area} is a content page (content-routes.test.mjs)`);
      for (const r of routes) {
        const path = withDomain(samplePath(r.path), area);
        assertPage(await get(path), { status: 200, title: r.title, description: r.description }, `GET ${path}`);
      }
    });

    it(`each page of ${area} answers the same when the area comes from the host name`, async (t) => {
      if (routes.length === 0) return t.skip(`every page of ${area} is a content page (content-routes.test.mjs)`);
      const host = hostFor(area);
      for (const r of routes) {
        const path = samplePath(r.path);
        const res = await get(path, { host });
        assertPage(res, { status: 200, title: r.title, description: r.description }, `GET ${path} with Host ${host}`);
      }
    });

    it(`an address no page of ${area} serves answers 404 with the "Страница не найдена" title (by ?domain=)`, async (t) => {
      if (!unknown) return t.skip(`every test path is served by a catch-all route of ${area}`);
      const path = withDomain(unknown, area);
      assertPage(await get(path), { status: 404, title: NOT_FOUND_TITLE }, `GET ${path}`);
    });

    it(`an address no page of ${area} serves answers 404 when the area comes from the host name`, async (t) => {
      if (!unknown) return t.skip(`every test path is served by a catch-all route of ${area}`);
      const host = hostFor(area);
      assertPage(await get(unknown, { host }), { status: 404, title: NOT_FOUND_TITLE }, `GET ${unknown} with Host ${host}`);
    });
  });
}

describe('areas are kept apart', () => {
  it('a page of one area is not served in another area: 404', async (t) => {
    let checked = 0;
    for (const r of manifest.routes) {
      const path = samplePath(r.path);
      const other = areas.find((a) => a !== r.area && !matchesArea(manifest, a, path));
      if (!other) continue;
      assertPage(await get(withDomain(path, other)), { status: 404, title: NOT_FOUND_TITLE }, `${r.area} page ${path} asked in ${other}`);
      assertPage(await get(path, { host: hostFor(other) }), { status: 404, title: NOT_FOUND_TITLE }, `${r.area} page ${path} asked on ${hostFor(other)}`);
      if (++checked >= 5) break;
    }
    if (checked === 0) t.skip('no page path that another area does not also serve');
  });

  it('an unknown subdomain shows the main area', async (t) => {
    const home = routesOf(manifest, 'main').find((r) => r.path === '/');
    if (!home) return t.skip('the manifest has no main home page yet');
    const host = hostFor('net-takoy-oblasti');
    assertPage(await get('/', { host }), { status: 200, title: home.title, description: home.description }, `GET / with Host ${host}`);
  });

  it('the home pages of different areas have different titles', async (t) => {
    const homes = areas.map((a) => routesOf(manifest, a).find((r) => r.path === '/')).filter(Boolean);
    if (homes.length < 2) return t.skip('fewer than two areas have a home page yet');
    const titles = new Map();
    for (const h of homes) {
      const { titles: got } = headInfo((await get(withDomain('/', h.area))).text);
      titles.set(h.area, got[0]);
    }
    assert.equal(new Set(titles.values()).size, titles.size, `titles per area: ${JSON.stringify([...titles])}`);
  });
});

describe('canonical addresses end with a slash', () => {
  it('a page address without its trailing slash redirects (301) to the slashed address, keeping the query', async (t) => {
    const r = manifest.routes.find((x) => x.path !== '/' && !DATA_ROUTES.has(x.name));
    if (!r) return t.skip('no page other than home pages in the manifest yet: nothing to redirect');
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
    const unknown = unknownPathFor(manifest, 'main') ?? '/net-takoy-stranitsy-1f9c/i-eshche/';
    const path = unknown.slice(0, -1);
    if (matchesArea(manifest, 'main', `${path}/`)) return;
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

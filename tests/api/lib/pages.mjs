// Route manifest (web/dist/routes.json, docs/decisions/0001) and HTML helpers.
import assert from 'node:assert/strict';
import { get } from './http.mjs';

export const NOT_FOUND_TITLE = 'Территория творчества — Страница не найдена';

let manifestPromise;
/** The manifest as the server serves it at /routes.json. */
export function loadManifest() {
  manifestPromise ??= get('/routes.json').then((res) => {
    assert.equal(res.status, 200, `/routes.json answers 200 (got ${res.status})`);
    assert.ok(res.json && typeof res.json === 'object', '/routes.json is JSON');
    return res.json;
  });
  return manifestPromise;
}

/** Regular expression for a route pattern: ':x' one segment, ':x?' optional, ':x+' one or more. */
export function patternRegex(pattern) {
  const tokens = pattern.split('/').filter(Boolean);
  let re = '^/';
  for (const t of tokens) {
    if (t.startsWith(':') && t.endsWith('?')) re += '(?:[^/]+/)?';
    else if (t.startsWith(':') && t.endsWith('+')) re += '(?:[^/]+/)+';
    else if (t.startsWith(':')) re += '[^/]+/';
    else re += `${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`;
  }
  return new RegExp(`${re}$`);
}

export function routesOf(manifest, area) {
  return manifest.routes.filter((r) => r.area === area);
}

/**
 * Routes whose pages the server renders from catalogue data: the title is the festival's, the
 * project's or the filters' own, and a made-up parameter is a 404. catalog-pages.test.mjs checks
 * them with real values; the generic page checks here use the routes of fixed pages only.
 */
export const DATA_ROUTES = new Set([
  'events-festival-code',
  'events-festivals-filters',
  'events-kreativnye-proekty-slug',
  // The blog's pages are the data's (blog.test.mjs): /blog/ and a section's, an article's.
  'main-blog-type',
  'main-blog-type-code',
  // A venue's page is its place's (arenda.test.mjs).
  'arenda-ploshchadki-code',
  // Bravo's schools, classes, courses and teachers are the school catalogue's (bravo-pages.test.mjs).
  'bravo-school',
  'bravo-school-code',
  'bravo-kursy-code',
  'bravo-pedagogi-code',
  // A mentor's and a participant's pages are the people directory's (people.test.mjs).
  'main-nastavnik-code',
  'main-uchastnik-code',
  // A diploma's verification page is its diploma's (results.test.mjs).
  'main-diplom-code',
  // A show's page is the afisha's (tickets.test.mjs).
  'main-afisha-code',
]);

/** Routes whose head is the route's own: not the data pages, not the pages editors run (content-routes.test.mjs). */
export function fixedRoutesOf(manifest, area) {
  return routesOf(manifest, area).filter((r) => !DATA_ROUTES.has(r.name) && !r.content);
}

export function matchesArea(manifest, area, path) {
  return routesOf(manifest, area).some((r) => patternRegex(r.path).test(path));
}

/** A concrete path for a pattern: sample values for parameters. */
export function samplePath(pattern) {
  const out = pattern
    .split('/')
    .filter(Boolean)
    .map((t) => {
      if (!t.startsWith(':')) return t;
      if (t.endsWith('?')) return null;
      if (t.endsWith('+')) return 'primer/dva';
      return 'primer';
    })
    .filter((t) => t !== null);
  return out.length ? `/${out.join('/')}/` : '/';
}

/** A path that no route of the area serves, or null when every candidate is served. */
export function unknownPathFor(manifest, area) {
  const candidates = [
    '/net-takoy-stranitsy-1f9c/',
    '/net-takoy-stranitsy-1f9c/i-eshche/',
    '/net/takoy/stranitsy/1f9c/i/eshche/glubzhe/',
    '/assets-net/1f9c/',
  ];
  return candidates.find((p) => !matchesArea(manifest, area, p)) ?? null;
}

/** Path with ?domain=area (no parameter for main, so the bare base domain is covered too). */
export function withDomain(path, area, extraQuery = '') {
  const q = [area === 'main' ? '' : `domain=${encodeURIComponent(area)}`, extraQuery]
    .filter(Boolean)
    .join('&');
  return q ? `${path}?${q}` : path;
}

function decodeEntities(s) {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&#x0*27;|&apos;/gi, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&amp;/g, '&');
}

function attributes(tag) {
  const attrs = {};
  const re = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const inner = tag.replace(/^<\s*[a-zA-Z]+/, '').replace(/\/?>$/, '');
  let m;
  while ((m = re.exec(inner))) {
    attrs[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

/** <title> texts and the meta description in an HTML document's head. */
export function headInfo(html) {
  // Not an SVG's <title> in the server-rendered body (decision 0034).
  const headEnd = html.search(/<\/head>/i);
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  const titles = [...head.matchAll(/<title[^>]*>([\s\S]*?)<\/title>/gi)].map((m) =>
    decodeEntities(m[1]).trim(),
  );
  const descriptions = [...head.matchAll(/<meta\b[^>]*>/gi)]
    .map((m) => attributes(m[0]))
    .filter((a) => (a.name ?? '').toLowerCase() === 'description')
    .map((a) => a.content ?? '');
  return { titles, descriptions };
}

/** Same-origin /assets/ URLs referenced by script src and link href in an HTML document. */
export function assetRefs(html) {
  const refs = new Set();
  for (const m of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const a = attributes(m[0]);
    const url = m[1].toLowerCase() === 'script' ? a.src : a.href;
    if (url && /^\/assets\//.test(url)) refs.add(url);
  }
  return [...refs];
}

/** Asserts an HTML page answer: status, UTF-8 HTML, exactly one title with the given text. */
export function assertPage(res, { status, title, description }, what) {
  const ctx = `${what} (got ${res.status}, ${res.headers['content-type']})`;
  assert.equal(res.status, status, `status of ${ctx}`);
  assert.match(
    res.headers['content-type'] ?? '',
    /^text\/html;\s*charset=utf-8$/i,
    `Content-Type text/html; charset=utf-8 for ${ctx}`,
  );
  const { titles, descriptions } = headInfo(res.text);
  assert.equal(titles.length, 1, `exactly one <title> in ${ctx}, found ${JSON.stringify(titles)}`);
  assert.equal(titles[0], title, `<title> of ${ctx}`);
  if (description !== undefined) {
    assert.equal(descriptions.length, 1, `exactly one meta description in ${ctx}`);
    assert.equal(descriptions[0], description, `meta description of ${ctx}`);
  }
}

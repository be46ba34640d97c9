// Static files of the web build: hashed assets cached for a year as immutable, revalidation with
// ETag / If-None-Match -> 304, precompressed Brotli and gzip versions, and the unhashed files of
// web/dist (routes.json, version.json) revalidated on every use.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { get } from './lib/http.mjs';
import { assetRefs } from './lib/pages.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const home = await get('/');
const refs = assetRefs(home.text);
// The app's main script: the largest .js the home page loads (what a first visit waits for).
const scripts = [];
for (const ref of refs.filter((r) => r.endsWith('.js'))) {
  const res = await get(ref, { headers: { 'Accept-Encoding': 'identity' } });
  if (res.status === 200) scripts.push({ ref, res });
}
scripts.sort((a, b) => b.res.body.length - a.res.body.length);
const main = scripts[0];
const stylesheet = refs.find((r) => r.endsWith('.css'));

function normaliseCacheControl(v) {
  return (v ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .join(', ');
}

describe('hashed assets', () => {
  it('the home page loads a script from /assets/', () => {
    assert.ok(main, `a /assets/*.js referenced by the home page answers 200 (refs: ${JSON.stringify(refs)})`);
  });

  it('a hashed asset is cached for a year as immutable and carries an ETag', () => {
    assert.ok(main, 'no script to check');
    assert.equal(normaliseCacheControl(main.res.headers['cache-control']), IMMUTABLE, `Cache-Control of ${main.ref}`);
    assert.ok(main.res.headers.etag, `${main.ref} has an ETag`);
  });

  it('scripts are served with a JavaScript type (browsers refuse module scripts otherwise)', () => {
    assert.ok(main, 'no script to check');
    assert.match(main.res.headers['content-type'] ?? '', /^(text|application)\/javascript\b/i, `Content-Type of ${main.ref}`);
  });

  it('stylesheets are served as text/css', async () => {
    assert.ok(stylesheet, `the home page links its styles (refs: ${JSON.stringify(refs)})`);
    const res = await get(stylesheet);
    assert.equal(res.status, 200);
    assert.match(res.headers['content-type'] ?? '', /^text\/css\b/i);
    assert.equal(normaliseCacheControl(res.headers['cache-control']), IMMUTABLE);
  });

  it('asking again with the same ETag gets 304 Not Modified with no body', async () => {
    assert.ok(main, 'no script to check');
    const etag = main.res.headers.etag;
    const res = await get(main.ref, { headers: { 'If-None-Match': etag, 'Accept-Encoding': 'identity' } });
    assert.equal(res.status, 304, `conditional GET of ${main.ref} with ${etag}`);
    assert.equal(res.body.length, 0, '304 has no body');
    assert.equal(res.headers.etag, etag, '304 repeats the ETag');
    assert.equal(normaliseCacheControl(res.headers['cache-control']), IMMUTABLE, '304 repeats Cache-Control');
  });

  it('an ETag among several in If-None-Match also gets 304', async () => {
    assert.ok(main, 'no script to check');
    const etag = main.res.headers.etag;
    const res = await get(main.ref, { headers: { 'If-None-Match': `"something-else", ${etag}`, 'Accept-Encoding': 'identity' } });
    assert.equal(res.status, 304);
  });

  it('an outdated ETag downloads the file again', async () => {
    assert.ok(main, 'no script to check');
    const res = await get(main.ref, { headers: { 'If-None-Match': '"outdated-etag"', 'Accept-Encoding': 'identity' } });
    assert.equal(res.status, 200);
    assert.ok(res.body.equals(main.res.body), 'same bytes as before');
  });

  it('a browser that accepts Brotli gets the Brotli version, which decodes to the same file', async () => {
    assert.ok(main, 'no script to check');
    const res = await get(main.ref, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], 'br', `Content-Encoding of ${main.ref}`);
    assert.match(res.headers.vary ?? '', /accept-encoding/i, 'Vary: Accept-Encoding');
    assert.ok(zlib.brotliDecompressSync(res.body).equals(main.res.body), 'decodes to the plain file');
    assert.ok(res.body.length < main.res.body.length, 'and is smaller');
    assert.equal(normaliseCacheControl(res.headers['cache-control']), IMMUTABLE);
  });

  it('a client that accepts only gzip gets the gzip version, which decodes to the same file', async () => {
    assert.ok(main, 'no script to check');
    const res = await get(main.ref, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], 'gzip', `Content-Encoding of ${main.ref}`);
    assert.match(res.headers.vary ?? '', /accept-encoding/i, 'Vary: Accept-Encoding');
    assert.ok(zlib.gunzipSync(res.body).equals(main.res.body), 'decodes to the plain file');
  });

  it('a client that accepts no compression gets the plain file', async () => {
    assert.ok(main, 'no script to check');
    for (const headers of [{}, { 'Accept-Encoding': 'identity' }]) {
      const res = await get(main.ref, { headers });
      assert.equal(res.status, 200);
      assert.ok(!res.headers['content-encoding'] || res.headers['content-encoding'] === 'identity', `no Content-Encoding for ${JSON.stringify(headers)}`);
      assert.ok(res.body.equals(main.res.body));
      assert.match(res.headers.vary ?? '', /accept-encoding/i, 'Vary: Accept-Encoding on the plain answer too');
    }
  });

  it('the Brotli version can be revalidated with its ETag too', async () => {
    assert.ok(main, 'no script to check');
    const first = await get(main.ref, { headers: { 'Accept-Encoding': 'br' } });
    assert.ok(first.headers.etag, 'the Brotli answer has an ETag');
    const again = await get(main.ref, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag } });
    assert.equal(again.status, 304);
  });
});

describe('unhashed files of the web build', () => {
  for (const path of ['/routes.json', '/version.json']) {
    it(`${path} is served with no-cache and an ETag, and revalidates with 304`, async () => {
      const res = await get(path);
      assert.equal(res.status, 200, `GET ${path} (got ${res.status})`);
      assert.match(res.headers['content-type'] ?? '', /^application\/json/i, `Content-Type of ${path}`);
      assert.equal(normaliseCacheControl(res.headers['cache-control']), 'no-cache', `Cache-Control of ${path}`);
      assert.ok(res.headers.etag, `${path} has an ETag`);
      const again = await get(path, { headers: { 'If-None-Match': res.headers.etag } });
      assert.equal(again.status, 304, `conditional GET of ${path}`);
      assert.equal(again.body.length, 0);
    });
  }

  // The build hashes the favicon (index.html names it from src/assets/), so it is cached as the
  // other hashed assets are; the unhashed files' no-cache is checked above.
  it('the favicon the pages refer to is a hashed asset, served as immutable with its type', async () => {
    const m = /<link\b[^>]*rel=["']?icon["']?[^>]*>/i.exec(home.text);
    const href = m && /href=["']([^"']+)["']/i.exec(m[0])?.[1];
    assert.match(href ?? '', /^\/assets\/[^/]+\.svg$/, `the favicon link (found ${href ?? 'none'})`);
    const res = await get(href);
    assert.equal(res.status, 200, `GET ${href}`);
    assert.match(res.headers['content-type'] ?? '', /^image\/svg\+xml/);
    assert.equal(normaliseCacheControl(res.headers['cache-control']), IMMUTABLE);
    assert.ok(res.headers.etag);
  });
});

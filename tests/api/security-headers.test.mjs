// Security headers (issue 10, decision 0019): every answer says nosniff, a referrer policy and a
// permissions policy; HTML carries a Content-Security-Policy with script-src 'self' and no inline
// script; HSTS only when the client spoke https to our trusted proxy (the test server trusts
// 127.0.0.1, see scripts/test).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { get, postJson } from './lib/http.mjs';

function assertCommon(res, what, camera = '()') {
  assert.equal(res.headers['x-content-type-options'], 'nosniff', what);
  assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', what);
  assert.equal(res.headers['permissions-policy'], `camera=${camera}, microphone=(), geolocation=(), payment=(), usb=()`, what);
}

describe('security headers', () => {
  it('JSON answers, errors and files carry the common headers and no CSP', async () => {
    for (const res of [await get('/api/health'), await get('/api/no-such-call'),
      await postJson('/api/client-errors', {}), await get('/version.json')]) {
      assertCommon(res, `status ${res.status}`);
      assert.equal(res.headers['content-security-policy'], undefined);
    }
  });

  for (const [area, frames] of [['main', "'self'"], ['events', "'self'"], ['bravo', "'self'"], ['id', "'none'"], ['admin', "'none'"]]) {
    it(`HTML of the ${area} area: script-src 'self', frame-ancestors ${frames}`, async () => {
      const res = await get(`/?domain=${area}`);
      assert.equal(res.status, 200);
      // The admin's door screen reads QR codes with the camera; nowhere else may use it.
      assertCommon(res, area, area === 'admin' ? '(self)' : '()');
      const csp = res.headers['content-security-policy'] ?? '';
      for (const part of ["script-src 'self'", "object-src 'none'", "base-uri 'self'", `frame-ancestors ${frames}`]) {
        assert.ok(csp.includes(part), `${part} in ${csp}`);
      }
      // Every script either loads from our origin or is a data block the browser never runs.
      for (const [tag] of res.text.matchAll(/<script\b[^>]*>/g)) {
        assert.match(tag, /\bsrc="\/|type="application\/(ld\+)?json"/, `not an inline script: ${tag}`);
      }
    });
  }

  it('a 404 page is HTML with the policy too', async () => {
    const res = await get('/no-such-page/');
    assert.equal(res.status, 404);
    assert.match(res.headers['content-security-policy'] ?? '', /script-src 'self'/);
  });

  it('HSTS only over https, as told by the trusted proxy', async () => {
    assert.equal((await get('/api/health')).headers['strict-transport-security'], undefined);
    const tls = await get('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    assert.match(tls.headers['strict-transport-security'] ?? '', /^max-age=\d+; includeSubDomains$/);
  });
});

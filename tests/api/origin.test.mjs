// Cross-site request protection: state-changing requests whose Origin (or, without Origin, Referer)
// is not the base domain or one of its areas' hosts (bravo.<base>), with the scheme and port the request was sent
// to, or that have neither header, are refused with 403 (ARCHITECTURE.md section 4, decision 0019).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  BASE_DOMAIN,
  PORT,
  assertErrorEnvelope,
  assertOk,
  get,
  originFor,
  postJson,
  request,
} from './lib/http.mjs';

const PATH = '/api/client-errors';
const report = { message: 'проверка источника запроса' };

describe('requests from other sites are refused', () => {
  const foreign = {
    'another site': 'http://evil.example',
    'a look-alike that starts with the base domain': `http://${BASE_DOMAIN}.evil.example`,
    'a look-alike that ends with the base domain without a dot': `http://evil${BASE_DOMAIN}:${PORT}`,
    'another site over https': 'https://evil.example',
    'a sandboxed page (Origin: null)': 'null',
    'our host on another port (another local app)': `http://${BASE_DOMAIN}:${PORT + 1}`,
    'our host over https while the request came over http': `https://${BASE_DOMAIN}:${PORT}`,
  };
  for (const [what, origin] of Object.entries(foreign)) {
    it(`a POST from ${what} (Origin ${origin}) is refused with 403`, async () => {
      const res = await postJson(PATH, report, { headers: { Origin: origin } });
      assertErrorEnvelope(res, 403, `Origin ${origin}`);
    });
  }

  it('without Origin, a foreign Referer is refused with 403', async () => {
    const res = await postJson(PATH, report, { headers: { Referer: 'http://evil.example/page/' } });
    assertErrorEnvelope(res, 403, 'Referer http://evil.example/page/');
  });

  it('a write with neither Origin nor Referer is refused with 403', async () => {
    const res = await postJson(PATH, report, { origin: false });
    assertErrorEnvelope(res, 403, 'no Origin, no Referer');
  });

  it('a JSON call with a body of another type is refused with 415 (a cross-site form post)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined]) {
      const headers = type ? { 'Content-Type': type } : {};
      const res = await request('POST', PATH, { body: JSON.stringify(report), headers });
      assertErrorEnvelope(res, 415, `Content-Type ${type}`);
    }
    assertOk(await postJson(PATH, report, { headers: { 'Content-Type': 'Application/JSON; charset=utf-8' } }));
  });

  it('a foreign Origin is refused even when the Referer looks like ours', async () => {
    const res = await postJson(PATH, report, {
      headers: { Origin: 'http://evil.example', Referer: `${originFor('main')}/` },
    });
    assertErrorEnvelope(res, 403, 'foreign Origin, own Referer');
  });
});

describe('requests from the platform itself are allowed', () => {
  it('a POST from the main site (Origin on the base domain) is accepted', async () => {
    assertOk(await postJson(PATH, report, { headers: { Origin: originFor('main') } }), originFor('main'));
  });

  it('a POST from an area subdomain (bravo) is accepted', async () => {
    assertOk(await postJson(PATH, report, { headers: { Origin: originFor('bravo') } }), originFor('bravo'));
  });

  it("a POST from a subdomain that is no area's host is refused: someone else may run it", async () => {
    for (const sub of ['www.bravo', 'shop', 'main']) {
      const origin = `http://${sub}.${BASE_DOMAIN}:${PORT}`;
      assertErrorEnvelope(await postJson(PATH, report, { headers: { Origin: origin } }), 403, origin);
    }
  });

  it('without Origin, a Referer on our own subdomain is accepted', async () => {
    const referer = `${originFor('bravo')}/raspisanie/?domain=bravo`;
    assertOk(await postJson(PATH, report, { headers: { Referer: referer } }), referer);
  });

  it('a write from the page\'s own origin, scheme and port is accepted', async () => {
    assertOk(await postJson(PATH, report), `Origin ${originFor('main')}`);
  });

  it('reading is never refused: a GET with a foreign Origin is answered', async () => {
    const res = await get('/api/health', { headers: { Origin: 'http://evil.example' } });
    assert.equal(res.status, 200, `GET /api/health from another site (got ${res.status})`);
  });
});

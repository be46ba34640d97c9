// Cross-site request protection: state-changing requests whose Origin (or, without Origin, Referer)
// is not the base domain or one of its subdomains are refused with 403 (ARCHITECTURE.md section 4).
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

  it('a POST from a nested subdomain of an area is accepted', async () => {
    const origin = `http://www.bravo.${BASE_DOMAIN}:${PORT}`;
    assertOk(await postJson(PATH, report, { headers: { Origin: origin } }), origin);
  });

  it('without Origin, a Referer on our own subdomain is accepted', async () => {
    const referer = `${originFor('bravo')}/raspisanie/?domain=bravo`;
    assertOk(await postJson(PATH, report, { headers: { Referer: referer } }), referer);
  });

  it('a client without Origin and Referer (curl, a server job) is accepted', async () => {
    assertOk(await postJson(PATH, report), 'no Origin, no Referer');
  });

  it('reading is never refused: a GET with a foreign Origin is answered', async () => {
    const res = await get('/api/health', { headers: { Origin: 'http://evil.example' } });
    assert.equal(res.status, 200, `GET /api/health from another site (got ${res.status})`);
  });
});

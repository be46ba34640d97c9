// Health check, request ids, unknown paths, wrong methods and trailing slashes on /api.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  EXPECT_BACKEND,
  assertErrorEnvelope,
  assertOk,
  get,
  listHeader,
  postJson,
  request,
} from './lib/http.mjs';

describe('health check', () => {
  it('reports the database as ok, the backend in use and a version', async () => {
    const data = assertOk(await get('/api/health'), 'GET /api/health');
    assert.equal(data.db, 'ok');
    assert.ok(['sqlite', 'postgresql'].includes(data.backend), `backend is sqlite or postgresql, got ${data.backend}`);
    if (EXPECT_BACKEND) assert.equal(data.backend, EXPECT_BACKEND, 'the server runs on the expected database');
    assert.equal(typeof data.version, 'string');
    assert.ok(data.version.length > 0, 'version is not empty');
  });

  it('answers with or without the trailing slash', async () => {
    const data = assertOk(await get('/api/health/'), 'GET /api/health/');
    assert.equal(data.db, 'ok');
  });

  it('ignores a cache-busting timestamp in the query', async () => {
    const data = assertOk(await get(`/api/health?_=${Date.now()}`), 'GET /api/health?_=...');
    assert.equal(data.db, 'ok');
    assertOk(await get(`/api/health/?t=${Date.now()}`), 'GET /api/health/?t=...');
  });
});

describe('request ids', () => {
  it('every kind of answer carries an X-Request-Id header', async () => {
    const answers = {
      'API success': await get('/api/health'),
      'API 404': await get('/api/no-such-endpoint'),
      'API 405': await request('DELETE', '/api/health'),
      'page': await get('/'),
      'unknown page': await get('/net-takoy-stranitsy-1f9c/i-eshche/'),
      'static file': await get('/routes.json'),
    };
    for (const [what, res] of Object.entries(answers)) {
      const id = res.headers['x-request-id'];
      assert.ok(typeof id === 'string' && id.trim().length > 0, `${what} has X-Request-Id`);
    }
  });

  it('two requests get different request ids', async () => {
    const a = (await get('/api/health')).headers['x-request-id'];
    const b = (await get('/api/health')).headers['x-request-id'];
    assert.ok(a && b, 'both answers have an id');
    assert.notEqual(a, b);
  });
});

describe('unknown API paths', () => {
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
    it(`${method} on an unknown /api path answers 404 with the error envelope`, async () => {
      const res = ['POST', 'PUT', 'PATCH'].includes(method)
        ? await request(method, '/api/no-such-endpoint', {
            body: '{}',
            headers: { 'Content-Type': 'application/json' },
          })
        : await request(method, '/api/no-such-endpoint');
      assertErrorEnvelope(res, 404, `${method} /api/no-such-endpoint`);
    });
  }

  it('a path below a known endpoint is not that endpoint: 404', async () => {
    assertErrorEnvelope(await get('/api/health/extra'), 404, 'GET /api/health/extra');
  });

  it('a bare /api answers 404 with the envelope, not the web page', async () => {
    assertErrorEnvelope(await get('/api'), 404, 'GET /api');
    assertErrorEnvelope(await get('/api/'), 404, 'GET /api/');
  });
});

describe('wrong methods', () => {
  it('DELETE on the health check answers 405 and lists GET in Allow', async () => {
    const res = await request('DELETE', '/api/health');
    assertErrorEnvelope(res, 405, 'DELETE /api/health');
    assert.ok(listHeader(res.headers.allow).includes('GET'), `Allow lists GET, got ${res.headers.allow}`);
    assert.ok(!listHeader(res.headers.allow).includes('DELETE'), 'Allow does not list DELETE');
  });

  it('POST on the health check answers 405 (also with the trailing slash)', async () => {
    for (const path of ['/api/health', '/api/health/']) {
      const res = await postJson(path, {});
      assertErrorEnvelope(res, 405, `POST ${path}`);
      assert.ok(listHeader(res.headers.allow).includes('GET'), `Allow lists GET, got ${res.headers.allow}`);
    }
  });

  it('GET on the client error report answers 405 and lists POST in Allow', async () => {
    const res = await get('/api/client-errors');
    assertErrorEnvelope(res, 405, 'GET /api/client-errors');
    assert.ok(listHeader(res.headers.allow).includes('POST'), `Allow lists POST, got ${res.headers.allow}`);
  });
});

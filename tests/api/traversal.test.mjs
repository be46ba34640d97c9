// Path traversal: no spelling of '..' ever reads a file outside web/dist. Paths are sent exactly as
// written with node:http (fetch and URL would normalise them before they leave).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { assertStillServing, get } from './lib/http.mjs';

// Files that exist outside web/dist on every machine running the tests, and what their text shows.
const SECRETS = [
  /root:[^:]*:0:0:/, // /etc/passwd
  /"name":\s*"platform-web"/, // web/package.json, one level above web/dist
  /#include\s*</, // server sources
  /\[core\]\s*repositoryformatversion/, // .git/config
];

const ATTEMPTS = [
  '/assets/../../etc/passwd',
  '/assets/../../../../../../../../etc/passwd',
  '/../../../../etc/passwd',
  '/assets/%2e%2e/%2e%2e/etc/passwd',
  '/assets/%2E%2E/%2E%2E/%2E%2E/%2E%2E/%2E%2E/etc/passwd',
  '/assets/..%2f..%2fetc%2fpasswd',
  '/assets/..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd',
  '/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/..%5c..%5cetc/passwd',
  '/assets/..%5c..%5c..%5c..%5c..%5cetc%5cpasswd',
  '/assets/..\\..\\..\\..\\etc\\passwd',
  '/assets/%252e%252e/%252e%252e/etc/passwd',
  '/assets/%252e%252e%252f%252e%252e%252fetc%252fpasswd',
  '/assets/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/assets/....//....//....//etc/passwd',
  '/assets/..;/..;/etc/passwd',
  '/assets/%2e%2e/package.json',
  '/assets/../../package.json',
  '/assets/..%2f..%2fpackage.json',
  '/%2e%2e/package.json',
  '/routes.json/../../package.json',
  '/assets/../../../server/src/main.cpp',
  '/assets/../../../.git/config',
  '/%2e%2e/%2e%2e/.git/config',
  '/assets/%00../../etc/passwd',
  '/assets/index.js%00.png',
  '//etc/passwd',
  '/assets//etc/passwd',
  '/assets/%2fetc%2fpasswd',
];

describe('no path escapes the web build folder', () => {
  for (const path of ATTEMPTS) {
    it(`${path} answers 400 or 404 and shows no outside file`, async () => {
      const res = await get(path);
      assert.ok([400, 404].includes(res.status), `status 400 or 404 for ${path}, got ${res.status}`);
      for (const secret of SECRETS) {
        assert.doesNotMatch(res.text, secret, `the answer to ${path} shows a file from outside web/dist`);
      }
    });
  }

  it('the same attempts from a client accepting Brotli and gzip show nothing either', async () => {
    for (const path of ATTEMPTS) {
      const res = await get(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
      assert.ok([400, 404].includes(res.status), `status 400 or 404 for ${path}, got ${res.status}`);
      const enc = res.headers['content-encoding'];
      const text = (enc === 'br' ? zlib.brotliDecompressSync(res.body)
        : enc === 'gzip' ? zlib.gunzipSync(res.body) : res.body).toString('utf8');
      for (const secret of SECRETS) {
        assert.doesNotMatch(text, secret, `the answer to ${path} shows a file from outside web/dist`);
      }
    }
  });

  it('the server keeps serving after the attempts', async () => {
    await assertStillServing();
  });
});

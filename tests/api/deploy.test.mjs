// The shipped nginx site (deploy/nginx/platform.conf) in front of two copies of the server, as
// docs/deploy.md sets them up (issue 32): http goes to https, the areas answer by subdomain, the
// build's assets come from disk with a year's cache and their gzip, a request id reaches the
// server, a write from the https page passes the Origin check, and when a copy dies the reads go
// on through the other one.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATABASE_URL, SERVER_BIN, WEB_DIST, freePort, startCopy } from './lib/copies.mjs';

const SITE = fileURLToPath(new URL('../../deploy/nginx/platform.conf', import.meta.url));
const haveNginx = spawnSync('nginx', ['-v']).status === 0;

/** One request through nginx: {status, headers, body}. */
function ask(url, { method = 'GET', host, headers = {}, body } = {}) {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(target, {
      method,
      rejectUnauthorized: false, // the test's own certificate
      servername: host?.split(':')[0] ?? 'localhost',
      headers: { ...(host ? { Host: host } : {}), ...headers },
    }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${url}: no answer in 15 s`)));
    req.end(body);
  });
}

describe('two copies behind the shipped nginx site', { skip: (!SERVER_BIN || !DATABASE_URL || !haveNginx) && 'needs the server, a database and nginx' }, () => {
  const copies = [];
  let nginx;
  let dir;
  let plain;
  let secure;
  const base = () => `https://localhost:${secure}`;

  before(async () => {
    copies.push(await startCopy(), await startCopy());
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-nginx-'));
    plain = await freePort();
    secure = await freePort();
    spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
      '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`], { stdio: 'ignore' });
    const ports = copies.map((c) => new URL(c.url).port);
    // The shipped file with this machine's names, ports, certificate and build: nothing else changed.
    const site = fs.readFileSync(SITE, 'utf8')
      .replace(/^\s*listen \[::\].*\n/gm, '')
      .replace('listen 80;', `listen 127.0.0.1:${plain};`)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${secure} ssl http2;`)
      .replaceAll('server_name festival.ru *.festival.ru;', 'server_name localhost *.localhost;')
      .replace('127.0.0.1:8081', `127.0.0.1:${ports[0]}`)
      .replace('127.0.0.1:8082', `127.0.0.1:${ports[1]}`)
      .replace('/etc/letsencrypt/live/festival.ru/fullchain.pem', `${dir}/cert.pem`)
      .replace('/etc/letsencrypt/live/festival.ru/privkey.pem', `${dir}/key.pem`)
      .replace('root /opt/platform/web;', `root ${path.resolve(WEB_DIST)};`);
    assert.ok(site.includes(`127.0.0.1:${ports[1]}`) && site.includes(path.resolve(WEB_DIST)), 'the site took this machine\'s settings');
    fs.writeFileSync(`${dir}/site.conf`, site);
    fs.mkdirSync(`${dir}/logs`);
    fs.writeFileSync(`${dir}/nginx.conf`, `pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log;
daemon off;
events {}
http {
  include /etc/nginx/mime.types;
  access_log ${dir}/logs/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  include ${dir}/site.conf;
}
`);
    nginx = spawn('nginx', ['-p', dir, '-c', `${dir}/nginx.conf`], { stdio: ['ignore', 'ignore', 'inherit'] });
    for (let i = 0; ; i++) {
      try {
        if ((await ask(`${base()}/api/health/ready`)).status === 200) break;
      } catch { /* not listening yet */ }
      assert.ok(i < 100, 'nginx answers');
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  after(async () => {
    nginx?.kill('SIGTERM');
    for (const copy of copies) await copy.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends http to https', async () => {
    const res = await ask(`http://localhost:${plain}/festivals/?x=1`, { host: `bravo.localhost:${plain}` });
    assert.equal(res.status, 301);
    assert.equal(res.headers.location, `https://bravo.localhost/festivals/?x=1`);
  });

  it('answers each area by its subdomain, with a request id reaching the server', async () => {
    const res = await ask(`${base()}/`, { host: `bravo.localhost:${secure}` });
    assert.equal(res.status, 200);
    assert.match(res.body.toString(), /<html[^>]*data-area="bravo"/);
    assert.match(res.headers['x-request-id'], /^[0-9a-f]{32}$/, "nginx's $request_id, as the server logged it");
  });

  it('serves the hashed assets from disk for a year, gzipped as built', async () => {
    const asset = fs.readdirSync(path.join(WEB_DIST, 'assets')).find((f) => f.endsWith('.js') && fs.existsSync(path.join(WEB_DIST, 'assets', `${f}.gz`)));
    const res = await ask(`${base()}/assets/${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.match(res.headers['cache-control'], /immutable/);
    assert.equal(res.headers['x-request-id'], undefined, 'nginx answered, not a copy');
  });

  it('takes a write from the https page: the copies believe nginx about the scheme and the client', async () => {
    const res = await ask(`${base()}/api/auth/login`, {
      method: 'POST',
      host: `localhost:${secure}`,
      headers: { 'Content-Type': 'application/json', Origin: `https://localhost:${secure}` },
      body: JSON.stringify({ email: 'nobody@example.ru', password: 'wrong-password-1' }),
    });
    assert.notEqual(res.status, 403, res.body.toString());
    assert.ok([401, 422].includes(res.status), `${res.status} ${res.body}`);
  });

  it('goes on through the other copy when one dies', async () => {
    copies[0].child.kill('SIGKILL');
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push((await ask(`${base()}/api/health/ready`)).status);
    assert.deepEqual(answers.filter((s) => s !== 200), [], answers.join(' '));
    const page = await ask(`${base()}/festivals/`, { host: `events.localhost:${secure}` });
    assert.equal(page.status, 200);
  });
});

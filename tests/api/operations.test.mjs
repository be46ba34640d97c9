// What an operator meets running the server (issue 32, docs/deploy.md): copies starting together
// on an empty database migrate it once; a binary refuses a database a newer one migrated (exit
// code 4) and `migrate --check` says where a database stands; a taken port is refused (exit code
// 3) unless --reuse-port; SIGHUP reopens the log file and never stops the server; liveness and
// readiness answer; the metrics are served on an address of their own.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerUser } from './lib/accounts.mjs';
import { DATABASE_URL, SERVER_BIN, WEB_DIST, emptyDatabase as makeEmptyDatabase, freePort, startCopy } from './lib/copies.mjs';

const postgres = DATABASE_URL?.startsWith('postgres');
const cleanups = [];
after(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

/** An empty database of the suite's kind, dropped after the file's tests. */
function emptyDatabase() {
  const made = makeEmptyDatabase();
  cleanups.push(made.drop);
  return made.url;
}

/** Runs the server binary to its end: {status, output}. */
function run(args, timeout = 120_000) {
  return new Promise((resolve) => {
    const child = spawn(SERVER_BIN, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (c) => { output += c; });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeout);
    child.on('exit', (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

/**
 * The file's text once it matches every pattern, waiting up to 10 s (the log lines are written
 * within a second or so); fails saying what it did not find.
 */
async function fileMatching(file, ...patterns) {
  let text = '';
  for (let i = 0; i < 100; i++) {
    text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (patterns.every((p) => p.test(text))) return text;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`${file} does not match ${patterns.join(' and ')} within 10 s; it ends with:\n${text.slice(-2000)}`);
}

/** Runs SQL on a database of the suite's kind. */
function sql(url, statement) {
  const result = postgres
    ? spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-c', statement], { encoding: 'utf8' })
    : spawnSync('sqlite3', [url.replace(/^sqlite:/, ''), statement], { encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
}

describe('migrations with several copies', { skip: (!SERVER_BIN || !DATABASE_URL) && 'needs the server and a database' }, () => {
  it('four copies migrating an empty database at once: each migration applied once, none fails', async () => {
    const url = emptyDatabase();
    const runs = await Promise.all(Array.from({ length: 4 }, () => run(['migrate', '--database', url])));
    for (const r of runs) assert.equal(r.status, 0, r.output);
    const applied = runs.map((r) => Number(r.output.match(/(\d+) migrations applied/)?.[1] ?? -1));
    const known = (await run(['migrate', '--check', '--database', emptyDatabase()]));
    const total = Number(known.output.match(/(\d+) migrations to apply/)?.[1]);
    assert.ok(total > 30, known.output);
    assert.equal(applied.reduce((a, b) => a + b, 0), total, `applied by the four: ${applied.join(' ')}`);
    const check = await run(['migrate', '--check', '--database', url]);
    assert.equal(check.status, 0, check.output);
    assert.match(check.output, /the database is current/);
  });

  it('an empty database is reported with what is to apply, and changed by nothing', async () => {
    const url = emptyDatabase();
    const check = await run(['migrate', '--check', '--database', url]);
    assert.equal(check.status, 1, check.output);
    assert.match(check.output, /migrations to apply: 0001_/);
    assert.equal((await run(['migrate', '--check', '--database', url])).status, 1, 'still nothing applied');
  });

  it('a database a newer binary migrated is refused: check, migrate and serve exit with 4 and name the version', async () => {
    const url = emptyDatabase();
    assert.equal((await run(['migrate', '--database', url])).status, 0);
    sql(url, "INSERT INTO schema_migrations (version, name, applied_at) VALUES (9999, '9999_from_the_future', '2027-01-01T00:00:00Z')");
    for (const args of [['migrate', '--check'], ['migrate'], ['serve', '--port', '65000', '--web', WEB_DIST, '--storage', os.tmpdir()]]) {
      const r = await run([...args, '--database', url]);
      assert.equal(r.status, 4, `${args[0]}: ${r.output}`);
      assert.match(r.output, /migrations this binary does not know: 9999|does not know \(9999\)/);
    }
  });
});

describe('a copy as the operator runs it', { skip: (!SERVER_BIN || !DATABASE_URL) && 'needs the server and a database' }, () => {
  it('answers liveness and readiness', async () => {
    const copy = await startCopy();
    cleanups.push(() => copy.stop());
    const live = await fetch(`${copy.url}/api/health/live`);
    assert.equal(live.status, 200);
    assert.equal((await live.json()).data.live, true);
    const ready = await fetch(`${copy.url}/api/health/ready`);
    assert.equal(ready.status, 200);
    const data = (await ready.json()).data;
    assert.deepEqual([data.ready, data.database, data.migrations, data.files], [true, 'ok', 'ok', 'ok']);
    assert.ok(['ok', 'off'].includes(data.renderer), data.renderer);
  });

  it('serves Prometheus metrics on an address of its own, never on the areas\' port', async () => {
    const port = await freePort();
    const copy = await startCopy({ args: ['--metrics-address', `127.0.0.1:${port}`] });
    cleanups.push(() => copy.stop());
    for (let i = 0; i < 3; i++) assert.equal((await fetch(`${copy.url}/api/health/live`)).status, 200);
    await fetch(`${copy.url}/api/event/filters?domain=events`);
    await fetch(`${copy.url}/api/event/filters?domain=events`);
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    assert.equal(res.status, 200);
    const text = await res.text();
    for (const line of [
      /^platform_http_requests_total\{route="GET \/api\/health\/live",status="200"\} 3$/m,
      /^platform_http_request_duration_seconds_bucket\{route="GET \/api\/event\/filters",le="\+Inf"\} 2$/m,
      /^platform_db_connections\{state="size"\} [1-9]\d*$/m,
      /^platform_db_leases_total [1-9]\d*$/m,
      /^platform_cache_hits_total\{cache="catalog_snapshot"\} [1-9]\d*$/m,
      /^platform_cache_entries\{cache="site_pages"\} \d+$/m,
      /^platform_job_runs_total\{job="[a-z-]+"\} \d+$/m,
      /^platform_process_open_fds [1-9]\d*$/m,
      /^platform_build_info\{version="[\d.]+"\} 1$/m,
    ]) {
      assert.match(text, line);
    }
    const outside = await fetch(`${copy.url}/metrics`);
    assert.equal(outside.status, 404, 'the areas have no /metrics');
    assert.doesNotMatch(await outside.text(), /platform_http_requests_total/);
  });

  it('refuses a port another server listens on (exit 3), and shares it with --reuse-port', async () => {
    const first = await startCopy();
    cleanups.push(() => first.stop());
    const port = new URL(first.url).port;
    const args = ['serve', '--host', '127.0.0.1', '--port', port, '--database', DATABASE_URL, '--web', WEB_DIST,
      '--storage', fs.mkdtempSync(path.join(os.tmpdir(), 'platform-port-')), '--renderer', 'off'];
    const refused = await run(args, 60_000);
    assert.equal(refused.status, 3, refused.output);
    assert.match(refused.output, new RegExp(`port ${port} on 127\\.0\\.0\\.1 is taken by another process; --reuse-port shares it on purpose`));
    const second = spawn(SERVER_BIN, [...args, '--reuse-port'], { stdio: ['ignore', 'pipe', 'pipe'] });
    cleanups.push(() => second.kill('SIGKILL'));
    // Listening, it holds the shared port: a refused one exits before it says so.
    let output = '';
    const started = await new Promise((resolve) => {
      const timer = setTimeout(() => settle('silent for 60 s'), 60_000);
      function settle(how) {
        clearTimeout(timer);
        resolve(how);
      }
      for (const stream of [second.stdout, second.stderr]) {
        stream.on('data', (chunk) => {
          output += chunk;
          if (/listening on/.test(output)) settle('listening');
        });
      }
      second.once('exit', (code) => settle(`exited with code ${code}`));
    });
    assert.equal(started, 'listening', output);
    assert.equal(second.exitCode, null, 'the second server runs beside the first');
    const gone = new Promise((r) => second.once('exit', r));
    second.kill('SIGTERM');
    await gone; // while it closes, the kernel may still hand it a connection of the shared port
    assert.equal((await fetch(`${first.url}/api/health/live`)).status, 200);
  });

  it('writes JSON lines: every line an object, access lines with the client behind the proxy, the user and the route', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-json-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'platform.log');
    const copy = await startCopy({ args: ['--log-file', file, '--log-format', 'json', '--renderer', 'off'] });
    cleanups.push(() => copy.stop());
    const user = await registerUser();
    const id = crypto.randomBytes(16).toString('hex');
    const me = await fetch(`${copy.url}/api/auth/me`, {
      headers: { Cookie: user.cookie, 'X-Forwarded-For': '203.0.113.7', 'X-Request-Id': id, 'User-Agent': 'Probe "JSON" \\ agent' },
    });
    assert.equal(me.status, 200);
    assert.equal(me.headers.get('x-request-id'), id);
    const lines = (await fileMatching(file, new RegExp(id))).split('\n').filter((l) => l.startsWith('{'));
    const objects = lines.map((l) => JSON.parse(l));
    assert.ok(objects.some((o) => o.level === 'info' && /listening on/.test(o.message)), 'the server\'s own lines are JSON too');
    const line = objects.find((o) => o.request_id === id);
    assert.ok(line, `an access line with the request id among ${lines.length}`);
    assert.deepEqual(
      [line.type, line.method, line.path, line.route, line.status, line.client, line.user_agent, line.user_id],
      ['access', 'GET', '/api/auth/me', 'GET /api/auth/me', 200, '203.0.113.7', 'Probe "JSON" \\ agent', user.user.id],
    );
    assert.match(line.time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d$/);
    assert.equal(typeof line.ms, 'number');
  });

  it('SIGHUP reopens the log file (logrotate moved it) and the copy goes on', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-log-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'platform.log');
    const copy = await startCopy({ args: ['--log-file', file] });
    cleanups.push(() => copy.stop());
    await fetch(`${copy.url}/api/health/live`);
    await fileMatching(file, /GET \/api\/health\/live 200/);
    fs.renameSync(file, `${file}.1`);
    copy.child.kill('SIGHUP');
    for (let i = 0; i < 50 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
    assert.equal((await fetch(`${copy.url}/api/health/ready`)).status, 200, 'still serving');
    // Found in the new file, the line was written there, once: so not in the old one either.
    await fileMatching(file, /SIGHUP received: the log file reopened/, /GET \/api\/health\/ready 200/);
    assert.doesNotMatch(fs.readFileSync(`${file}.1`, 'utf8'), /GET \/api\/health\/ready/);
  });
});

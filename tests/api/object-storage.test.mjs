// Files in S3-compatible object storage (issue 32 item 7, decision 0050). The api-threads suite
// runs every API test with STORAGE_URL set, against scripts/lib/test-s3.mjs (s3rver behind a
// check of each request's Signature V4); these tests add what only object storage has: two
// copies, each with no folder of its own, serve one another's uploads; a request the storage
// fails once is made again; a storage that keeps failing gives a clear error, never a hang; a
// wrong secret is refused by the storage; backups copy the bucket and restore into one.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call } from './lib/accounts.mjs';
import { form, staff } from './lib/cart.mjs';
import { get } from './lib/http.mjs';
import { png } from './lib/png.mjs';
import { DATABASE_URL, SERVER_BIN, runServer, startCopy } from './lib/copies.mjs';

const { STORAGE_URL, TEST_S3_URL } = process.env;

const cleanups = [];
after(async () => {
  await faults(0);
  for (const clean of cleanups.reverse()) await clean();
});

/** The next `count` requests to the object storage answer `status`. */
async function faults(count, status = 503) {
  if (!TEST_S3_URL) return;
  await fetch(`${TEST_S3_URL}/__faults`, { method: 'POST', body: JSON.stringify({ count, status }) });
}

/** A picture uploaded through the admin of the server at `base` (the suite's by default). */
async function upload(base) {
  const { body, contentType } = form({}, { name: 'afisha.png', type: 'image/png', bytes: png(640, 360, crypto.randomInt(1, 250)) });
  const headers = { 'Content-Type': contentType };
  if (!base) return call('POST', '/api/admin/content/images', { cookie: await staff('seo'), body, headers });
  const res = await fetch(`${base}/api/admin/content/images`, {
    method: 'POST', body, signal: AbortSignal.timeout(30_000),
    headers: { ...headers, Cookie: await staff('seo'), Origin: base },
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}


function folder(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('files in object storage', { skip: (!STORAGE_URL || !SERVER_BIN || !DATABASE_URL) && 'runs in the api-threads suite, with STORAGE_URL' }, () => {
  it('a picture uploaded through one copy is served by another, with a year of caching', async () => {
    const other = await startCopy();
    cleanups.push(() => other.stop());
    const saved = await upload();
    assert.equal(saved.status, 200, JSON.stringify(saved.json));
    for (const file of [saved.json.path, ...saved.json.variants]) {
      const here = await get(file);
      const there = await fetch(`${other.url}${file}`);
      assert.equal(there.status, 200, file);
      assert.equal(there.headers.get('content-type'), 'image/webp');
      assert.equal(there.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.deepEqual(Buffer.from(await there.arrayBuffer()), here.body, file);
    }
    const back = await upload(other.url);
    assert.equal(back.status, 200);
    assert.equal((await get(back.json.path)).status, 200, 'the other way round too');
  });

  it('a storage failure once is asked again; one that lasts is a clear error, and the copy recovers', async () => {
    const saved = await upload();
    await faults(1);
    assert.equal((await upload()).status, 200, 'one 503 of the storage: made again');
    await faults(1000);
    try {
      const started = Date.now();
      const failed = await upload();
      assert.equal(failed.status, 500);
      assert.equal(typeof failed.json?.message, 'string');
      const file = await get(saved.json.path);
      assert.equal(file.status, 503);
      assert.equal(file.body.toString(), 'Файл временно недоступен. Попробуйте через минуту.');
      assert.equal(file.headers['cache-control'], 'no-store');
      assert.ok(Date.now() - started < 20_000, 'no hang while the storage fails');
    } finally {
      await faults(0);
    }
    assert.equal((await get(saved.json.path)).status, 200);
    assert.equal((await upload()).status, 200);
  });

  it('a copy with a wrong secret is refused by the storage, says so in its log and is not ready', async () => {
    const wrong = await startCopy({ env: { STORAGE_S3_SECRET_KEY: 'not-the-secret' }, keepLog: true });
    cleanups.push(() => wrong.stop());
    const res = await upload(wrong.url);
    assert.equal(res.status, 500);
    assert.match(wrong.log(), /answered 403 .*STORAGE_S3_SECRET_KEY/);
    const ready = await fetch(`${wrong.url}/api/health/ready`);
    assert.equal(ready.status, 503, 'not ready: the balancer sends it nothing');
    assert.match((await ready.json()).message, /хранилище файлов недоступно/);
  });

  it('a backup copies the bucket; a restore puts it into another prefix', async () => {
    const saved = await upload();
    const key = saved.json.path.replace('/storage/', '');
    const to = path.join(folder('platform-s3-backup-'), 'b');
    const made = await runServer(['backup', '--database', DATABASE_URL, '--to', to]);
    assert.equal(made.status, 0, made.output);
    assert.match(made.output, /files from the bucket platform/);
    assert.ok(fs.existsSync(path.join(to, 'storage', key)), `${key} in the backup`);

    const restoredUrl = `s3://platform/restored-${crypto.randomBytes(4).toString('hex')}`;
    const database = `sqlite:${path.join(folder('platform-s3-restore-'), 'restored.db')}`;
    const restored = await runServer(['restore', '--from', to, '--database', database, '--storage-url', restoredUrl]);
    assert.equal(restored.status, 0, restored.output);
    const again = path.join(folder('platform-s3-again-'), 'b');
    const copied = await runServer(['backup', '--database', database, '--storage-url', restoredUrl, '--to', again]);
    assert.equal(copied.status, 0, copied.output);
    assert.deepEqual(fs.readFileSync(path.join(again, 'storage', key)), fs.readFileSync(path.join(to, 'storage', key)));
  });
});

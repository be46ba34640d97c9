// A database restart heals by itself (issue 30, decision 0047): while PostgreSQL is down the
// server answers 503, never 500 and never a hang; once it is back every connection is reopened
// when next leased, and the server answers and writes again within seconds, with no restart.
// Runs on the suite's throwaway cluster only (scripts/test passes PG_TEST_DIR).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { assertErrorEnvelope, request } from './lib/http.mjs';
import { DEMO, login } from './lib/accounts.mjs';
import { createShow, order } from './lib/tickets.mjs';

const { PG_TEST_DIR } = process.env;
const script = fileURLToPath(new URL('../../scripts/pg-for-tests', import.meta.url));

function cluster(action) {
  const run = spawnSync(script, [action, PG_TEST_DIR], { encoding: 'utf8', timeout: 60_000 });
  assert.equal(run.status, 0, `pg-for-tests ${action}: ${run.stderr}`);
}

/** Polls the path until it answers `status`; the answers seen on the way. */
async function until(path, status, seconds) {
  const seen = new Set();
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const res = await request('GET', path, { timeout: 10_000 });
    seen.add(res.status);
    if (res.status === status) return seen;
    if (Date.now() > deadline) assert.fail(`${path}: ${status} not seen within ${seconds} s (saw ${[...seen]})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('a database restart', { skip: !PG_TEST_DIR }, () => {
  it('gives 503 while the database is down and heals within seconds after, without a restart', async () => {
    const { show, tier } = await createShow({ quota: 5 });
    cluster('down');
    try {
      await until('/api/health', 503, 5);
      const afisha = await request('GET', `/api/afisha/${show.code}`);
      assertErrorEnvelope(afisha, 503, 'a read while the database is down');
      assert.match(afisha.json.message, /База данных недоступна/);
    } finally {
      cluster('up');
    }
    const seen = await until('/api/health', 200, 10);
    assert.ok(!seen.has(500), 'health never answered 500');
    // Every pooled connection died in the restart: each proves itself (or reopens) before its
    // next use, so a burst that leases all of them at once, reads on the io threads and logins
    // on the blocking pool, meets no failure.
    const burst = await Promise.all([
      ...Array.from({ length: 6 }, () => request('GET', `/api/afisha/${show.code}`)),
      ...Array.from({ length: 4 }, () => login(DEMO.tickets.email, DEMO.tickets.password)),
    ]);
    for (const res of burst) assert.equal(res.status, 200, res.text.slice(0, 200));
    const placed = await order(show, tier, 1);
    assert.equal(placed.status, 200, placed.text);
  });
});

// Many writes at the same instant must never hang the server (issue 30, decision 0047): a write
// that held a pooled connection and asked for a second one hung every io thread once as many
// such writes overlapped as the pool had connections. Copies with one io thread and with two, on
// the suite's database (and its mailbox: scripts/test passes SMTP_URL and SMS_URL), each take
// the ticket office's storms (concurrency/writes.mjs), the accounts' and editors' storms
// (concurrency/staff-saves.mjs) and the suites whose writes race by design:
// rentals confirmed together, a basket confirmed twice, requests, jury assignments and scores,
// admin saves (bookings of a lesson's last places are among the storms). A copy with one io thread also expires a
// hold through its job runner, and every copy stops cleanly after its storms.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DATABASE_URL, SERVER_BIN, startCopy } from './lib/copies.mjs';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const SUITES = [
  './concurrency/writes.mjs',
  './concurrency/staff-saves.mjs',
  './arenda.test.mjs',
  './orders.test.mjs',
  './requests.test.mjs',
  './results.test.mjs',
  './catalog-admin-audit.test.mjs',
].map(here);
const copies = [];
after(async () => {
  for (const copy of copies) await copy.stop();
});

/** The suites against the copy, in a node process of their own: what failed when one does. */
function runSuites(copy, name) {
  // Without NODE_TEST_CONTEXT, which node --test sets for its own children: with it the child
  // would report to this process's runner instead of running as a runner of its own.
  const env = { ...process.env };
  delete env.NODE_TEST_CONTEXT;
  const run = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...SUITES], {
    env: { ...env, BASE_URL: copy.url, COPY: name },
    encoding: 'utf8',
    timeout: 600_000,
    maxBuffer: 64 << 20,
  });
  const failed = run.stdout.split('\n').filter((line) => line.includes('✖')).join('\n');
  assert.equal(run.status, 0, `${name}:\n${failed}\n${run.stdout.slice(-4000)}\n${run.stderr.slice(-2000)}`);
  const passed = Number(run.stdout.match(/ℹ pass (\d+)/)?.[1] ?? 0);
  assert.ok(passed >= 40, `${name}: only ${passed} tests ran`);
}

describe('writes at the same instant', { skip: !SERVER_BIN || !DATABASE_URL }, () => {
  for (const threads of [1, 2]) {
    it(`never hang a copy with ${threads} io thread${threads > 1 ? 's' : ''}`, async () => {
      const copy = await startCopy({ args: ['--threads', String(threads)], env: { PAYMENT_TEST_PROVIDER: 'on' } });
      copies.push(copy);
      runSuites(copy, `--threads ${threads}`);
      assert.equal(await copy.stop(), 0, 'the copy stops cleanly after the storm');
    });
  }

  it('a hold expires through the job runner of a copy with one io thread', async () => {
    const copy = await startCopy({ args: ['--threads', '1'], env: { TICKET_HOLD_SECONDS: '2', PAYMENT_TEST_PROVIDER: 'on' } });
    copies.push(copy);
    const { createShow } = await import('./lib/tickets.mjs');
    const { show, tier } = await createShow({ quota: 3 });
    const at = (path, init = {}) =>
      fetch(copy.url + path, { ...init, headers: { 'Content-Type': 'application/json', Origin: copy.url, ...init.headers } });
    const placed = await at('/api/tickets/orders', {
      method: 'POST',
      headers: { 'X-Forwarded-For': '198.51.100.77' },
      body: JSON.stringify({ show: show.code, lines: [{ tier_id: tier.id, quantity: 2 }], name: 'Ольга', email: 'olga-hold@example.ru', phone: '+79161234567' }),
    });
    const body = await placed.json();
    assert.equal(placed.status, 200, JSON.stringify(body));
    const o = body.data;
    let status = o.status;
    for (let i = 0; i < 100 && status !== 'expired'; ++i) {
      await new Promise((r) => setTimeout(r, 200));
      status = (await (await at(`/api/tickets/orders/${o.number}?key=${o.access_key}`)).json()).data.status;
    }
    assert.equal(status, 'expired', 'the job runner gave the seats back');
    assert.equal((await at('/api/health')).status, 200, 'the copy still answers');
    const left = (await (await at(`/api/afisha/${show.code}`)).json()).data.tiers[0].places_left;
    assert.equal(left, 3);
  });
});

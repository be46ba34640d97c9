// The outbox in the admin (issue 11, decision 0021): what was sent, what waits, what was given up.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope, assertFieldError } from './lib/http.mjs';
import { DEMO, MAILBOX_DIR, call, loginCookie, registerUser, waitForMail } from './lib/accounts.mjs';

const q = (v) => encodeURIComponent(JSON.stringify(v));
let admin;

before(async () => {
  admin = await loginCookie(DEMO.admin.email, DEMO.admin.password);
});

describe('admin outbox', () => {
  it('lists a welcome mail as sent once the job runner delivered it, without its body', async () => {
    const { email } = await registerUser();
    if (MAILBOX_DIR) await waitForMail(email, /Здравствуйте/);
    let rows = [];
    for (let i = 0; i < 50; i++) {
      rows = (await call('GET', `/api/admin/outbox?filter=${q({ q: email })}`, { cookie: admin })).json;
      if (rows[0]?.status === 'sent') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(rows.length, 1);
    const [row] = rows;
    assert.equal(row.recipient, email);
    assert.equal(row.channel, 'email');
    assert.equal(row.status, MAILBOX_DIR ? 'sent' : 'queued');
    assert.match(row.subject, /Добро пожаловать/);
    assert.equal(row.attempts, MAILBOX_DIR ? 1 : 0);
    assert.ok(!('body' in row), 'bodies may hold codes: never listed');
  });

  it('filters by status and pages with Content-Range', async () => {
    const res = await call('GET', `/api/admin/outbox?filter=${q({ status: 'queued' })}&range=${q([0, 4])}`, { cookie: admin });
    assert.equal(res.status, 200);
    assert.ok(res.json.every((r) => r.status === 'queued'));
    assert.match(res.headers['content-range'], /^outbox (\*|\d+-\d+)\/\d+$/);
    assertFieldError(await call('GET', `/api/admin/outbox?filter=${q({ status: 'lost' })}`, { cookie: admin }), 'status');
    assertFieldError(await call('GET', `/api/admin/outbox?filter=${q({ status: 5 })}`, { cookie: admin }), 'status');
  });

  it('is the Admin\'s alone', async () => {
    assertErrorEnvelope(await call('GET', '/api/admin/outbox', { cookie: await loginCookie(DEMO.users.email, DEMO.users.password) }), 403);
    assertErrorEnvelope(await call('GET', '/api/admin/outbox'), 401);
  });
});

// Login throttling: 10 failed logins per contact or per client address in 15 minutes -> 429.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope } from './lib/http.mjs';
import { PASSWORD, login, newIp, registerUser, uniqueEmail } from './lib/accounts.mjs';

const THROTTLED = 'Слишком много попыток входа. Попробуйте позже.';

function assertThrottled(res, what) {
  assertErrorEnvelope(res, 429, what);
  assert.equal(res.json.message, THROTTLED);
  const wait = Number(res.headers['retry-after']);
  assert.ok(Number.isInteger(wait) && wait > 0 && wait <= 15 * 60, `Retry-After ${res.headers['retry-after']}`);
}

describe('login throttling', () => {
  it('per contact: the 11th try after 10 failures is refused, even with the right password', async () => {
    const a = await registerUser();
    for (let i = 0; i < 10; i++) assertErrorEnvelope(await login(a.email, `wrong-${i}-pass`), 401, `failure ${i + 1}`);
    assertThrottled(await login(a.email, PASSWORD), 'right password from a new address');
  });

  it('per client address: 10 failures on different accounts block the address, not others', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) assertErrorEnvelope(await login(uniqueEmail('spray'), 'whatever-pass', { ip }), 401);
    const a = await registerUser();
    assertThrottled(await login(a.email, PASSWORD, { ip }), 'same address');
    assert.equal((await login(a.email, PASSWORD)).status, 200, 'another address still logs in');
  });
});

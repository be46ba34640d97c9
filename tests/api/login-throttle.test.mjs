// Login throttling (decision 0019): failures slow down the address that makes them, and a stranger
// failing on someone's email never locks its owner out. The unit tests (accounts_service_test.cpp)
// move a clock through the whole progression; these check the HTTP answers.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope } from './lib/http.mjs';
import { PASSWORD, login, newIp, registerUser, uniqueEmail } from './lib/accounts.mjs';

function assertThrottled(res, what, maxWait) {
  assertErrorEnvelope(res, 429, what);
  assert.match(res.json.message, /^Слишком много неудачных попыток входа\. Повторите через \d+ сек\.$/);
  const wait = Number(res.headers['retry-after']);
  assert.ok(Number.isInteger(wait) && wait > 0 && wait <= maxWait, `Retry-After ${res.headers['retry-after']}`);
}

describe('login throttling', () => {
  it('one address failing on one account waits after 5 failures; the owner elsewhere does not', async () => {
    const a = await registerUser();
    const ip = newIp();
    for (let i = 0; i < 5; i++) assertErrorEnvelope(await login(a.email, `wrong-${i}-pass`, { ip }), 401, `failure ${i + 1}`);
    assertThrottled(await login(a.email, PASSWORD, { ip }), 'the right password from the failing address', 30);
    assert.equal((await login(a.email, PASSWORD)).status, 200, 'the owner on another address logs in');
  });

  it('strangers on many addresses slow an account down by a minute at most, never lock it', async () => {
    const a = await registerUser();
    let slowed = 0;
    for (let i = 0; i < 25; i++) {
      const res = await login(a.email, `wrong-${i}-pass`); // a fresh address each time
      if (res.status === 429) {
        slowed += 1;
        assertThrottled(res, `stranger ${i + 1}`, 60);
      } else {
        assertErrorEnvelope(res, 401, `stranger ${i + 1}`);
      }
    }
    assert.ok(slowed > 0, 'after 20 failures the account is slowed down');
  });

  it('per client address: 30 failures on different accounts stop the address, not others', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) assertErrorEnvelope(await login(uniqueEmail('spray'), 'whatever-pass', { ip }), 401);
    const a = await registerUser();
    assertThrottled(await login(a.email, PASSWORD, { ip }), 'same address', 15 * 60);
    assert.equal((await login(a.email, PASSWORD)).status, 200, 'another address still logs in');
  });
});

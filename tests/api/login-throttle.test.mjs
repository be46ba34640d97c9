// Login throttling (decision 0019): failures slow down the address that makes them, and a stranger
// failing on someone's email never locks its owner out. The unit tests (accounts_service_test.cpp)
// move a clock through the whole progression; these check the HTTP answers.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope } from './lib/http.mjs';
import { PASSWORD, call, login, newIp, registerUser, uniqueEmail } from './lib/accounts.mjs';

/** The device cookie ("device=…") a login or a registration set, with its attributes. */
function deviceCookie(res) {
  return [].concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('device='));
}

/** A login from a fresh address by a browser that sends `device` ("device=…"). */
const loginWith = (device, email, password) =>
  call('POST', '/api/auth/login', { ip: newIp(), headers: { Cookie: device }, body: { email, password } });

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

  it("a guessing attack from rotating addresses never locks the owner's own browser out", async () => {
    // One wrong password a minute from rotating addresses had kept the owner out (44 of 44
    // correct logins got 429). The owner's browser keeps a device cookie since its last login
    // (decision 0048): only its own failures slow it down.
    const a = await registerUser();
    const first = await login(a.email, PASSWORD);
    assert.equal(first.status, 200);
    const set = deviceCookie(first);
    assert.match(set, /^device=[A-Za-z0-9_-]{32,}; Path=\/api\/auth\/; HttpOnly; SameSite=Lax; Max-Age=31536000$/);
    const device = set.split(';')[0];
    let strangersSlowed = 0;
    for (let i = 0; i < 30; i++) {
      assert.notEqual((await login(a.email, `guess-${i}-pass`)).status, 200);
      const owner = await loginWith(device, a.email, PASSWORD);
      assert.equal(owner.status, 200, `the owner's login ${i + 1} during the attack: ${owner.text.slice(0, 120)}`);
      if ((await login(a.email, PASSWORD)).status === 429) strangersSlowed += 1;
    }
    assert.ok(strangersSlowed > 0, 'a browser without the cookie is slowed down meanwhile');
  });

  it("a device cookie counts only for its account, and the device's own failures slow it", async () => {
    const [a, b] = [await registerUser(), await registerUser()];
    const bDevice = deviceCookie(await login(b.email, PASSWORD)).split(';')[0];
    for (let i = 0; i < 25; i++) await login(a.email, `guess-${i}-pass`);
    assertThrottled(await loginWith(bDevice, a.email, PASSWORD), "another account's device", 60);
    const aDevice = deviceCookie(await login(b.email, PASSWORD)).split(';')[0];
    for (let i = 0; i < 5; i++) assertErrorEnvelope(await loginWith(aDevice, b.email, `typo-${i}-pass`), 401);
    assertThrottled(await loginWith(aDevice, b.email, PASSWORD), "the device's own failures", 30);
  });

  it('per client address: 30 failures on different accounts stop the address, not others', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) assertErrorEnvelope(await login(uniqueEmail('spray'), 'whatever-pass', { ip }), 401);
    const a = await registerUser();
    assertThrottled(await login(a.email, PASSWORD, { ip }), 'same address', 15 * 60);
    assert.equal((await login(a.email, PASSWORD)).status, 200, 'another address still logs in');
  });
});

// Account security (issue 10, decision 0019): a password change ends the other sessions; a new
// email or phone needs the password and takes effect only with the code sent to it, the old
// address being told; a login with a one-time code opens short windows to set a new password and
// change contacts without the old password.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope, assertFieldError, assertOk } from './lib/http.mjs';
import {
  PASSWORD,
  WRONG_CREDENTIALS,
  call,
  latestCode,
  login,
  loginCookie,
  mailTo,
  outboxTo,
  registerUser,
  sessionCookie,
  uniqueEmail,
  uniquePhone,
  waitForMail,
} from './lib/accounts.mjs';

const NEED_PASSWORD = 'Введите текущий пароль, чтобы изменить почту или телефон';

/** The code of the newest "confirm your new address" mail to the recipient. */
async function contactCode(recipient) {
  for (let i = 0; i < 50; i++) {
    const match = mailTo(recipient).at(-1)?.text.match(/Код подтверждения: (\d{6})/);
    if (match) return match[1];
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`no confirmation code mailed to ${recipient}`);
}

const profile = (a, extra) => ({ first_name: 'Анна', last_name: 'Тестова', email: a.email, ...extra });
const edit = (a, extra, cookie = a.cookie) =>
  call('PUT', '/api/user/edit', { cookie, body: profile(a, extra) });

describe('a password change ends every other session at once', () => {
  it('other sessions get 401 on their next call, this one stays, a notice is mailed', async () => {
    const a = await registerUser();
    const laptop = await loginCookie(a.email, PASSWORD);
    const phone = await loginCookie(a.email, PASSWORD);
    assertOk(await call('GET', '/api/auth/me', { cookie: laptop }), 'warm the session cache');
    assertOk(await edit(a, { current_password: PASSWORD, new_password: 'Brand-new-pass-7' }));
    assertErrorEnvelope(await call('GET', '/api/auth/me', { cookie: laptop }), 401, 'another session');
    assertErrorEnvelope(await call('GET', '/api/auth/me', { cookie: phone }), 401, 'a third session');
    assertOk(await call('GET', '/api/auth/me', { cookie: a.cookie }), 'the session that changed it');
    await waitForMail(a.email, /Пароль вашего аккаунта .* изменен/s);
  });

  it('a new password without the current one is refused outside the code window', async () => {
    const a = await registerUser();
    assertFieldError(await edit(a, { new_password: 'Brand-new-pass-7' }), 'current_password', 'Введите текущий пароль');
    assertFieldError(await edit(a, { current_password: 'not-it-at-all', new_password: 'Brand-new-pass-7' }),
      'current_password', 'Неверный текущий пароль');
    assertOk(await login(a.email, PASSWORD), 'the password is unchanged');
  });
});

describe('a new email takes effect only with the code sent to it', () => {
  it('asks for the password, mails a code to the new address and a notice to the old one', async () => {
    const a = await registerUser();
    const fresh = uniqueEmail('moved');
    assertFieldError(await edit(a, { email: fresh }), 'current_password', NEED_PASSWORD);
    assertFieldError(await edit(a, { email: fresh, current_password: 'wrong-password' }),
      'current_password', 'Неверный текущий пароль');

    const pending = assertOk(await edit(a, { email: fresh, current_password: PASSWORD }));
    assert.equal(pending.email, a.email, 'not changed yet');
    assert.equal(pending.pending_email, fresh);
    await waitForMail(a.email, new RegExp(`запросили смену контакта на ${fresh.replace('.', '\\.')}`));
    const code = await contactCode(fresh);
    assert.equal((await outboxTo(fresh)).length, 1, 'the new address got the code only');

    assertErrorEnvelope(await login(fresh, PASSWORD), 401, 'the new address does not log in yet');
    assertErrorEnvelope(await login(fresh, code), 401, 'a change code is not a login code');
    assertFieldError(await call('POST', '/api/user/contact/confirm', {
      cookie: a.cookie, body: { kind: 'email', code: '000000' === code ? '111111' : '000000' },
    }), 'code', 'Неверный или просроченный код');

    const done = assertOk(await call('POST', '/api/user/contact/confirm', {
      cookie: a.cookie, body: { kind: 'email', code },
    }));
    assert.equal(done.email, fresh);
    assert.equal(done.pending_email, null);
    assertOk(await login(fresh, PASSWORD), 'logs in with the new address');
    const old = await login(a.email, PASSWORD);
    assertErrorEnvelope(old, 401);
    assert.equal(old.json.message, WRONG_CREDENTIALS);
    assertFieldError(await call('POST', '/api/user/contact/confirm', { cookie: a.cookie, body: { kind: 'email', code } }),
      'code', 'Нет изменения, которое ждет подтверждения');
  });

  it('a pending address taken by someone else meanwhile is refused at confirmation', async () => {
    const a = await registerUser();
    const wanted = uniqueEmail('race');
    assertOk(await edit(a, { email: wanted, current_password: PASSWORD }));
    const code = await contactCode(wanted);
    await registerUser({ email: wanted });
    assertFieldError(await call('POST', '/api/user/contact/confirm', { cookie: a.cookie, body: { kind: 'email', code } }),
      'email', 'Пользователь с такой почтой уже зарегистрирован');
    assert.equal(assertOk(await call('GET', '/api/auth/me', { cookie: a.cookie })).email, a.email);
  });

  it('a phone change waits too; resend is limited, cancel forgets it', async () => {
    const a = await registerUser();
    const phone = uniquePhone();
    const pending = assertOk(await edit(a, { phone, current_password: PASSWORD }));
    assert.equal(pending.phone, null);
    assert.equal(pending.pending_phone, phone);
    const again = await call('POST', '/api/user/contact/resend', { cookie: a.cookie, body: { kind: 'phone' } });
    assertErrorEnvelope(again, 429, 'a second code within a minute');
    assert.ok(Number(again.headers['retry-after']) >= 1);
    assertFieldError(await call('POST', '/api/user/contact/resend', { cookie: a.cookie, body: { kind: 'fax' } }), 'kind');
    const cancelled = assertOk(await call('POST', '/api/user/contact/cancel', { cookie: a.cookie, body: { kind: 'phone' } }));
    assert.equal(cancelled.pending_phone, null);
    assertFieldError(await call('POST', '/api/user/contact/resend', { cookie: a.cookie, body: { kind: 'phone' } }),
      'kind', 'Нет изменения, которое ждет подтверждения');
  });

  it('every contact call needs a session', async () => {
    for (const p of ['confirm', 'resend', 'cancel']) {
      assertErrorEnvelope(await call('POST', `/api/user/contact/${p}`, { body: { kind: 'email', code: '123456' } }), 401, p);
    }
  });
});

describe('after a login with a one-time code', () => {
  it('sets a new password without the old one and changes the email without a password', async () => {
    const a = await registerUser();
    assertOk(await call('POST', '/api/auth/forgot', { body: { email: a.email } }));
    const code = await latestCode(a.email);
    const res = await login(a.email, code);
    assertOk(res, 'code login');
    const cookie = sessionCookie(res);
    const me = assertOk(await call('GET', '/api/auth/me', { cookie }));
    const inMinutes = (t) => (Date.parse(t) - Date.now()) / 60000;
    assert.ok(inMinutes(me.set_password_until) > 14 && inMinutes(me.set_password_until) <= 15, me.set_password_until);
    assert.ok(inMinutes(me.change_contacts_until) > 9 && inMinutes(me.change_contacts_until) <= 10, me.change_contacts_until);

    assertOk(await edit(a, { new_password: 'Forgot-and-set-9' }, cookie), 'no current password needed');
    assertOk(await login(a.email, 'Forgot-and-set-9'));
    const fresh = uniqueEmail('after-code');
    assert.equal(assertOk(await edit(a, { email: fresh }, cookie)).pending_email, fresh);
  });

  it('a password session has no such window', async () => {
    const a = await registerUser();
    const me = assertOk(await call('GET', '/api/auth/me', { cookie: a.cookie }));
    assert.equal(me.set_password_until, null);
    assert.equal(me.change_contacts_until, null);
  });
});

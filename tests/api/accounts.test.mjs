// Accounts: register, login, me, logout, profile edit, photo upload, delete (docs/api.md).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope, assertFieldError, assertOk, get, hostFor } from './lib/http.mjs';
import { chunk, png } from './lib/png.mjs';
import {
  AUTH_REQUIRED,
  PASSWORD,
  REQUIRED,
  WRONG_CREDENTIALS,
  call,
  latestCode,
  login,
  newIp,
  loginCookie,
  mailTo,
  multipart,
  outboxTo,
  registerUser,
  sessionCookie,
  setCookieLine,
  uniqueEmail,
  uniquePhone,
  waitForMail,
} from './lib/accounts.mjs';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex'),
]);
const USER_KEYS = [
  'id', 'code', 'photo', 'first_name', 'second_name', 'last_name', 'phone', 'email', 'roles',
  'verified_at', 'deleted_at', 'blocked_at', 'blocked_reason', 'pending_email', 'pending_phone',
].sort();

describe('registration', () => {
  it('registers, logs the user in with a 30-day cookie and answers the user object', async () => {
    const email = uniqueEmail('reg');
    const res = await call('POST', '/api/auth/register', {
      body: { first_name: 'Анна', last_name: 'Иванова', second_name: 'Сергеевна', email,
        phone: '8 (999) 123-45-67'.replace('123', String(100 + Math.floor(Math.random() * 800))),
        password: PASSWORD, consent: true },
    });
    const user = assertOk(res, 'register');
    assert.deepEqual(Object.keys(user).sort(), USER_KEYS, 'exactly the user fields, never a hash');
    assert.equal(user.email, email);
    assert.match(user.phone, /^\+79\d{9}$/, 'phone normalised');
    assert.deepEqual(user.roles, []);
    assert.equal(user.verified_at, null);
    assert.doesNotMatch(res.text, /argon2|password/i);
    const line = setCookieLine(res);
    assert.match(line, /^access_token=[A-Za-z0-9_-]{43};/);
    assert.match(line, /; Path=\//);
    assert.match(line, /; HttpOnly/);
    assert.match(line, /; SameSite=Lax/);
    assert.match(line, /; Max-Age=2592000/);
    assert.doesNotMatch(line, /Domain=/, 'no Domain on localhost');
    assert.doesNotMatch(line, /Secure/, 'not Secure over plain http');
    const me = assertOk(await call('GET', '/api/auth/me', { cookie: sessionCookie(res) }));
    assert.equal(me.id, user.id);
  });

  it('sends the welcome email through SMTP', async () => {
    const { email } = await registerUser();
    await waitForMail(email, /Здравствуйте, Анна!/);
    const mails = mailTo(email);
    assert.equal(mails.length, 1);
    assert.match(mails[0].text, /Здравствуйте, Анна!/);
  });

  it('marks the cookie Secure behind an https proxy', async () => {
    const res = await call('POST', '/api/auth/register', {
      // The page was https too: its Origin says so (a plain http Origin would be refused).
      headers: { 'X-Forwarded-Proto': 'https', Origin: `https://${hostFor('main')}` },
      body: { first_name: 'А', last_name: 'Б', email: uniqueEmail(), password: PASSWORD, consent: true },
    });
    assert.equal(res.status, 200);
    assert.match(setCookieLine(res), /; Secure/);
  });

  it('answers 422 with a Russian message per field', async () => {
    const res = await call('POST', '/api/auth/register', {
      body: { first_name: '', email: 'not-an-email', password: 'short', consent: false },
    });
    assertFieldError(res, 'first_name', REQUIRED);
    assertFieldError(res, 'last_name', REQUIRED);
    assertFieldError(res, 'email', 'Должен содержать действительный адрес электронной почты');
    assertFieldError(res, 'password', 'Должно быть не менее 8 символов');
    assertFieldError(res, 'consent', 'Необходимо согласие на обработку персональных данных');
    assert.equal(setCookieLine(res), undefined);
  });

  it('refuses a taken email and phone, whatever their case and format', async () => {
    const phone = uniquePhone();
    const { email } = await registerUser({ phone });
    const res = await call('POST', '/api/auth/register', {
      body: { first_name: 'Б', last_name: 'В', email: email.toUpperCase(),
        phone: `8${phone.slice(2)}`, password: PASSWORD, consent: true },
    });
    assertFieldError(res, 'email', 'Пользователь с такой почтой уже зарегистрирован');
    assertFieldError(res, 'phone', 'Пользователь с таким телефоном уже зарегистрирован');
  });

  it('lets exactly one of several simultaneous registrations with one email through', async () => {
    const email = uniqueEmail('race');
    const body = { first_name: 'Анна', last_name: 'Гонкина', email, password: PASSWORD, consent: true };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/api/auth/register', { body, ip: newIp() })));
    const statuses = answers.map((r) => r.status).sort();
    assert.deepEqual(statuses, [200, 422, 422, 422, 422, 422], `statuses ${statuses}`);
    for (const res of answers.filter((r) => r.status === 422)) {
      assertFieldError(res, 'email', 'Пользователь с такой почтой уже зарегистрирован');
    }
  });
});

describe('login and logout', () => {
  it('logs in by email or phone; remember=false gives a session cookie', async () => {
    const phone = uniquePhone();
    const { email, user } = await registerUser({ phone });
    const byEmail = await login(email, PASSWORD, { remember: false });
    assert.equal(assertOk(byEmail).id, user.id);
    assert.doesNotMatch(setCookieLine(byEmail), /Max-Age/, 'no Max-Age: a browser-session cookie');
    const byPhone = await login(`+7 (${phone.slice(2, 5)}) ${phone.slice(5, 8)} ${phone.slice(8, 10)}-${phone.slice(10)}`, PASSWORD, { remember: true });
    assert.equal(assertOk(byPhone).id, user.id);
    assert.match(setCookieLine(byPhone), /Max-Age=2592000/);
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    const { email } = await registerUser();
    const wrong = await login(email, 'not-the-password');
    assertErrorEnvelope(wrong, 401);
    assert.equal(wrong.json.message, WRONG_CREDENTIALS);
    const unknown = await login(uniqueEmail('nobody'), 'whatever-pass');
    assertErrorEnvelope(unknown, 401);
    assert.equal(unknown.json.message, WRONG_CREDENTIALS);
  });

  it('needs an email or phone', async () => {
    assertFieldError(await call('POST', '/api/auth/login', { body: { password: 'x' } }), 'email', REQUIRED);
  });

  it('me is 401 for guests and for a made-up token', async () => {
    const guest = await call('GET', '/api/auth/me');
    assertErrorEnvelope(guest, 401);
    assert.equal(guest.json.message, AUTH_REQUIRED);
    assertErrorEnvelope(await call('GET', '/api/auth/me', { cookie: 'access_token=forged' }), 401);
  });

  it('logout revokes the session and clears the cookie; guests get 200 too', async () => {
    const { cookie } = await registerUser();
    const res = await call('POST', '/api/auth/logout', { cookie });
    assert.equal(res.status, 200);
    assert.equal(res.json.data, null);
    assert.match(setCookieLine(res), /^access_token=;.*Max-Age=0/);
    assertErrorEnvelope(await call('GET', '/api/auth/me', { cookie }), 401, 'old cookie after logout');
    assert.equal((await call('POST', '/api/auth/logout')).status, 200);
  });
});

describe('profile', () => {
  it('every /api/user call needs a session', async () => {
    for (const [method, p] of [['PUT', '/api/user/edit'], ['POST', '/api/user/file'], ['POST', '/api/user/del']]) {
      assertErrorEnvelope(await call(method, p, { body: {} }), 401, `${method} ${p}`);
    }
  });

  it('edits names of the caller only; a new email waits for its code (account-security tests)', async () => {
    const a = await registerUser();
    const b = await registerUser();
    const email = uniqueEmail('edited');
    const res = await call('PUT', '/api/user/edit', {
      cookie: a.cookie,
      body: { id: b.user.id, first_name: 'Мария', second_name: 'Петровна', last_name: 'Сидорова', email,
        phone: null, current_password: PASSWORD },
    });
    const user = assertOk(res);
    assert.equal(user.id, a.user.id, 'an id in the body changes nothing: the session decides');
    assert.equal(user.first_name, 'Мария');
    assert.equal(user.email, a.email, 'the email is still the old one');
    assert.equal(user.pending_email, email);
    const other = assertOk(await call('GET', '/api/auth/me', { cookie: b.cookie }));
    assert.equal(other.first_name, 'Анна', 'the other user is untouched');
  });

  it('validates like registration and refuses another user\'s email', async () => {
    const a = await registerUser();
    const b = await registerUser();
    const base = { first_name: 'А', last_name: 'Б', current_password: PASSWORD };
    assertFieldError(await call('PUT', '/api/user/edit', { cookie: a.cookie, body: { ...base, email: 'bad' } }),
      'email', 'Должен содержать действительный адрес электронной почты');
    assertFieldError(await call('PUT', '/api/user/edit', { cookie: a.cookie, body: { ...base, email: b.email } }),
      'email', 'Пользователь с такой почтой уже зарегистрирован');
  });

  it('changes the password only with the current one', async () => {
    const a = await registerUser();
    const body = { first_name: 'А', last_name: 'Б', email: a.email };
    assertFieldError(
      await call('PUT', '/api/user/edit', { cookie: a.cookie, body: { ...body, current_password: 'wrong-one', new_password: 'New-pass-123' } }),
      'current_password', 'Неверный текущий пароль');
    assertFieldError(
      await call('PUT', '/api/user/edit', { cookie: a.cookie, body: { ...body, current_password: PASSWORD, new_password: 'short' } }),
      'new_password', 'Должно быть не менее 8 символов');
    assertOk(await call('PUT', '/api/user/edit', { cookie: a.cookie, body: { ...body, current_password: PASSWORD, new_password: 'New-pass-123' } }));
    assertErrorEnvelope(await login(a.email, PASSWORD), 401);
    assertOk(await login(a.email, 'New-pass-123'));
  });

  it('uploads a photo, stores it re-encoded (no metadata, nothing appended), cached forever; the old file goes', async () => {
    const a = await registerUser();
    // A camera's picture: a text chunk with where it was taken, and a payload after its end.
    const drawn = png(1200, 900, 3);
    const end = drawn.length - 12; // the IEND chunk
    const camera = Buffer.concat([
      drawn.subarray(0, end),
      chunk('tEXt', Buffer.from('GPSPosition\u000055.7558 N, 37.6173 E', 'latin1')),
      drawn.subarray(end),
      Buffer.from('<?php system($_GET["c"]); ?>'),
    ]);
    const upload = async () => {
      const { body, contentType } = multipart('photo', 'me.png', 'image/png', camera);
      return call('POST', '/api/user/file', { cookie: a.cookie, body, headers: { 'Content-Type': contentType } });
    };
    const first = assertOk(await upload());
    assert.match(first.photo, /^\/storage\/photos\/[0-9a-f]{32}\.webp$/);
    const file = await get(first.photo);
    assert.equal(file.status, 200);
    assert.equal(file.headers['content-type'], 'image/webp');
    assert.match(file.headers['cache-control'], /immutable/);
    assert.equal(file.body.subarray(0, 4).toString('latin1'), 'RIFF');
    assert.equal(file.body.subarray(8, 12).toString('latin1'), 'WEBP');
    assert.ok(!file.body.includes('GPSPosition') && !file.body.includes('55.7558'), 'no position');
    assert.ok(!file.body.includes('<?php'), 'nothing appended');
    assert.ok(file.body.length < camera.length, 'smaller: at most 800 pixels wide');
    const second = assertOk(await upload());
    assert.notEqual(second.photo, first.photo);
    assert.equal((await get(first.photo)).status, 404, 'the old file is removed');
    assert.equal((await get(second.photo)).status, 200);
  });

  it('refuses a PDF named .png and files over 5 MB', async () => {
    const a = await registerUser();
    const pdf = multipart('photo', 'cv.png', 'image/png', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'));
    assertFieldError(await call('POST', '/api/user/file', { cookie: a.cookie, body: pdf.body, headers: { 'Content-Type': pdf.contentType } }),
      'photo', 'Загрузите изображение в формате JPEG, PNG или WebP');
    const damaged = multipart('photo', 'cut.png', 'image/png', png(400, 300).subarray(0, 60));
    assertFieldError(await call('POST', '/api/user/file', { cookie: a.cookie, body: damaged.body, headers: { 'Content-Type': damaged.contentType } }),
      'photo', 'Не удалось прочитать картинку: файл повреждён');
    const big = multipart('photo', 'big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    assertFieldError(await call('POST', '/api/user/file', { cookie: a.cookie, body: big.body, headers: { 'Content-Type': big.contentType } }),
      'photo', 'Размер файла не должен превышать 5 МБ');
    const broken = await call('POST', '/api/user/file', { cookie: a.cookie, body: 'garbage', headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' } });
    assertErrorEnvelope(broken, 400);
  });

  it('photo paths cannot climb out of the storage folder', async () => {
    for (const p of ['/storage/photos/../../etc/passwd', '/storage/photos/%2e%2e/x', '/storage/photos/']) {
      assert.equal((await get(p)).status, 404, p);
    }
  });

  it('deletes the account: sessions revoked, login refused, the email can register again', async () => {
    const a = await registerUser();
    const other = await loginCookie(a.email, PASSWORD);
    const res = await call('POST', '/api/user/del', { cookie: a.cookie });
    assert.equal(res.status, 200);
    assert.equal(res.json.data, null);
    assert.match(setCookieLine(res), /Max-Age=0/);
    assertErrorEnvelope(await call('GET', '/api/auth/me', { cookie: other }), 401, 'every session revoked');
    const again = await login(a.email, PASSWORD);
    assertErrorEnvelope(again, 401);
    assert.equal(again.json.message, WRONG_CREDENTIALS, 'deleted users look unknown');
    const fresh = await registerUser({ email: a.email });
    assert.notEqual(fresh.user.id, a.user.id);
  });
});

describe('one-time codes', () => {
  it('forgot mails a 6-character code that logs in once and sets verified_at', async () => {
    const a = await registerUser();
    const res = await call('POST', '/api/auth/forgot', { body: { email: a.email } });
    assert.deepEqual(assertOk(res), { sent: true, resend_after: 60 });
    const code = await latestCode(a.email);
    assert.equal([...code].length, 6);
    assert.match(code, /^\d{6}$/, 'digits: typed on any keyboard layout');
    const ok = await login(a.email, code.toLowerCase());
    const user = assertOk(ok, 'login with the code, any case');
    assert.ok(user.verified_at, 'verified_at set');
    assertErrorEnvelope(await login(a.email, code), 401, 'a used code does not work again');
    assertOk(await login(a.email, PASSWORD), 'the password still works');
  });

  it('answers the same for unknown contacts and sends nothing', async () => {
    // The outbox, read right after the answer, holds all that will ever go to a contact
    // (outboxTo). A known account's code is there as soon as the answer is: the checks can fail.
    const known = await registerUser();
    assertOk(await call('POST', '/api/auth/forgot', { body: { email: known.email }, ip: newIp() }));
    assert.ok((await outboxTo(known.email)).some((row) => row.subject === 'Код для входа на платформу «Территория творчества»'));

    const email = uniqueEmail('ghost');
    assert.deepEqual(assertOk(await call('POST', '/api/auth/forgot', { body: { email } })), { sent: true, resend_after: 60 });
    assert.deepEqual(await outboxTo(email), []);
    assert.deepEqual(mailTo(email), []);
    const phone = uniquePhone();
    assert.deepEqual(assertOk(await call('POST', '/api/auth/forgot', { body: { phone } })), { sent: true, resend_after: 60 });
    assert.deepEqual(await outboxTo(phone), []);
  });

  it('refuses a second code within 60 seconds with Retry-After', async () => {
    const email = uniqueEmail('again');
    assertOk(await call('POST', '/api/auth/forgot', { body: { email } }));
    const res = await call('POST', '/api/auth/forgot', { body: { email } });
    assertErrorEnvelope(res, 429);
    assert.match(res.json.message, /^Повторная отправка кода возможна через \d+ сек\.$/);
    const wait = Number(res.headers['retry-after']);
    assert.ok(wait >= 1 && wait <= 60, `Retry-After ${wait}`);
  });

  it('a code dies after 5 wrong tries', async () => {
    const a = await registerUser();
    assertOk(await call('POST', '/api/auth/forgot', { body: { email: a.email } }));
    const code = await latestCode(a.email);
    for (let i = 0; i < 5; i++) assertErrorEnvelope(await login(a.email, 'WRONG1'), 401);
    const res = await login(a.email, code);
    assertErrorEnvelope(res, 401, 'the right code after 5 wrong tries');
    assert.equal(res.json.message, WRONG_CREDENTIALS);
  });

  it('forgot needs an email or a valid phone', async () => {
    assertFieldError(await call('POST', '/api/auth/forgot', { body: {} }), 'email', REQUIRED);
    assertFieldError(await call('POST', '/api/auth/forgot', { body: { phone: '12' } }), 'phone');
  });
});

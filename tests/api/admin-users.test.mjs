// The admin users API (react-admin simple-rest convention): list with filters, sort and range,
// show, edit, roles, block and unblock.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope, assertFieldError } from './lib/http.mjs';
import { DEMO, PASSWORD, call, letters, login, loginCookie, registerUser, uniqueEmail } from './lib/accounts.mjs';

let admin;
let manager;
const q = (v) => encodeURIComponent(JSON.stringify(v));
const list = (cookie, { filter = {}, sort = ['id', 'ASC'], range = [0, 24] } = {}) =>
  call('GET', `/api/admin/users?sort=${q(sort)}&range=${q(range)}&filter=${q(filter)}`, { cookie });

before(async () => {
  admin = await loginCookie(DEMO.admin.email, DEMO.admin.password);
  manager = await loginCookie(DEMO.users.email, DEMO.users.password);
});

describe('admin users', () => {
  it('lists bare JSON with Content-Range, searches names case-insensitively', async () => {
    const tag = `Фамилия${letters(6)}`;
    const a = await registerUser({ last_name: `${tag}Один` });
    const b = await registerUser({ last_name: `${tag}Два` });
    const res = await list(manager, { filter: { q: tag.toLowerCase() }, sort: ['last_name', 'ASC'] });
    assert.equal(res.status, 200, res.text.slice(0, 300));
    assert.ok(Array.isArray(res.json), 'bare array, no envelope');
    assert.deepEqual(res.json.map((u) => u.id), [b.user.id, a.user.id], 'Два before Один');
    assert.equal(res.headers['content-range'], 'users 0-1/2');
    assert.ok(res.json[0].created_at);
    assert.ok(!('password_hash' in res.json[0]));
    const byEmail = await list(manager, { filter: { q: a.email.toUpperCase() } });
    assert.deepEqual(byEmail.json.map((u) => u.id), [a.user.id]);
  });

  it('pages with range and filters by role', async () => {
    const page = await list(admin, { range: [0, 1] });
    assert.equal(page.json.length, 2);
    assert.match(page.headers['content-range'], /^users 0-1\/\d+$/);
    const news = await list(admin, { filter: { role: 'ManagerNews' } });
    assert.ok(news.json.length >= 1);
    assert.ok(news.json.every((u) => u.roles.some((r) => r.code === 'ManagerNews')));
  });

  it('refuses a list filter of the wrong type with 422 on that filter, a bad sort or range with 400', async () => {
    assertFieldError(await list(admin, { filter: { blocked: 5 } }), 'blocked', 'Должно быть логическим значением');
    assertFieldError(await list(admin, { filter: { verified: 'yes' } }), 'verified', 'Должно быть логическим значением');
    assertFieldError(await list(admin, { filter: { q: ['a'] } }), 'q', 'Должно быть строкой');
    assertFieldError(await list(admin, { filter: { role: 7 } }), 'role', 'Должно быть строкой');
    assert.equal((await list(admin, { filter: { blocked: 'false', unknown: [1, { a: 2 }] } })).status, 200,
      'a boolean as text passes and unknown filters are ignored');
    const sort = await list(admin, { sort: ['password_hash', 'ASC'] });
    assertErrorEnvelope(sort, 400);
    assert.equal(sort.json.message, 'Сортировка по полю password_hash не поддерживается');
    const range = await list(admin, { range: [5, 4] });
    assertErrorEnvelope(range, 400);
    assert.equal(range.json.message, 'Некорректный параметр range');
  });

  it('shows and edits a user; 404 for unknown ids', async () => {
    const a = await registerUser();
    const shown = await call('GET', `/api/admin/users/${a.user.id}`, { cookie: manager });
    assert.equal(shown.json.email, a.email);
    const email = uniqueEmail('by-admin');
    const edited = await call('PUT', `/api/admin/users/${a.user.id}`, {
      cookie: manager, body: { first_name: 'Пётр', last_name: 'Петров', email, phone: '+7 999 000 00 01' },
    });
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.json.email, email);
    assert.equal(edited.json.phone, '+79990000001');
    assertErrorEnvelope(await call('GET', '/api/admin/users/99999999', { cookie: manager }), 404);
    assertErrorEnvelope(await call('GET', '/api/admin/users/abc', { cookie: manager }), 404);
  });

  it('blocks with a reason (sessions revoked, login refused with it) and unblocks', async () => {
    const a = await registerUser();
    assertFieldError(await call('POST', `/api/admin/users/${a.user.id}/block`, { cookie: manager, body: {} }), 'reason');
    const blocked = await call('POST', `/api/admin/users/${a.user.id}/block`, { cookie: manager, body: { reason: 'Спам в комментариях' } });
    assert.equal(blocked.status, 200, blocked.text);
    assert.equal(blocked.json.blocked_reason, 'Спам в комментариях');
    assertErrorEnvelope(await call('GET', '/api/auth/me', { cookie: a.cookie }), 401, 'session revoked');
    const refused = await login(a.email, PASSWORD);
    assertErrorEnvelope(refused, 403);
    assert.equal(refused.json.message, 'Аккаунт заблокирован: Спам в комментариях');
    const wrong = await login(a.email, 'not-the-password');
    assertErrorEnvelope(wrong, 401, 'a wrong password does not reveal the block');
    const filtered = await list(manager, { filter: { blocked: true, q: a.email } });
    assert.deepEqual(filtered.json.map((u) => u.id), [a.user.id]);
    const unblocked = await call('POST', `/api/admin/users/${a.user.id}/unblock`, { cookie: manager });
    assert.equal(unblocked.json.blocked_at, null);
    assert.equal((await login(a.email, PASSWORD)).status, 200);
  });

  it('writes every admin change to the record\'s audit log: who, when, what, before and after', async () => {
    const a = await registerUser();
    const empty = await call('GET', `/api/admin/users/${a.user.id}/audit`, { cookie: manager });
    assert.equal(empty.status, 200);
    assert.deepEqual(empty.json, []);
    await call('POST', `/api/admin/users/${a.user.id}/block`, { cookie: manager, body: { reason: 'Проверка' } });
    await call('POST', `/api/admin/users/${a.user.id}/unblock`, { cookie: manager });
    await call('PUT', `/api/admin/users/${a.user.id}`, { cookie: manager, body: { first_name: 'Новое', last_name: 'Имя', email: a.email } });
    // Roles last: once staff, the account is the Admin's alone to change (staff-accounts tests).
    await call('PUT', `/api/admin/users/${a.user.id}/roles`, { cookie: admin, body: { roles: ['ManagerSeo'] } });
    const res = await call('GET', `/api/admin/users/${a.user.id}/audit`, { cookie: manager });
    assert.equal(res.status, 200, res.text.slice(0, 300));
    assert.equal(res.headers['content-range'], 'audit 0-3/4');
    assert.deepEqual(res.json.map((e) => e.action), ['roles', 'edit', 'unblock', 'block'], 'newest first');
    const [roles, edit, , block] = res.json;
    assert.equal(edit.actor.email, DEMO.users.email);
    assert.equal(roles.actor.email, DEMO.admin.email);
    assert.equal(edit.before.first_name, 'Анна');
    assert.equal(edit.after.first_name, 'Новое');
    assert.deepEqual(roles.before.roles, []);
    assert.deepEqual(roles.after.roles, [{ code: 'ManagerSeo' }]);
    assert.equal(block.before.blocked_reason, null);
    assert.equal(block.after.blocked_reason, 'Проверка');
    assert.match(block.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const b = await registerUser();
    assertErrorEnvelope(await call('GET', `/api/admin/users/${a.user.id}/audit`, { cookie: b.cookie }), 403, 'a plain user');
    assertErrorEnvelope(await call('GET', '/api/admin/users/99999999/audit', { cookie: manager }), 404);
  });

  it('an admin cannot block themself', async () => {
    const me = await call('GET', '/api/auth/me', { cookie: admin });
    assertErrorEnvelope(await call('POST', `/api/admin/users/${me.json.data.id}/block`, { cookie: admin, body: { reason: 'x' } }), 422);
  });

  it('assigns roles (Admin only) and refuses unknown codes', async () => {
    const a = await registerUser();
    const res = await call('PUT', `/api/admin/users/${a.user.id}/roles`, { cookie: admin, body: { roles: ['ManagerNews', 'ManagerSeo'] } });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.json.roles, [{ code: 'ManagerNews' }, { code: 'ManagerSeo' }]);
    const access = await call('GET', '/api/admin/access', { cookie: await loginCookie(a.email, PASSWORD) });
    assert.deepEqual(access.json.data.roles, ['ManagerNews', 'ManagerSeo']);
    assertFieldError(await call('PUT', `/api/admin/users/${a.user.id}/roles`, { cookie: admin, body: { roles: ['Root'] } }), 'roles');
  });

  it('lists deleted users only with deleted=true', async () => {
    const a = await registerUser();
    await call('POST', '/api/user/del', { cookie: a.cookie });
    const live = await list(admin, { filter: { q: a.email } });
    assert.equal(live.json.length, 0);
    const deleted = await list(admin, { filter: { q: a.email, deleted: true } });
    assert.deepEqual(deleted.json.map((u) => u.id), [a.user.id]);
    assert.ok(deleted.json[0].deleted_at);
  });

  it('ordinary users cannot read another user through any call', async () => {
    const a = await registerUser();
    const b = await registerUser();
    assertErrorEnvelope(await call('GET', `/api/admin/users/${b.user.id}`, { cookie: a.cookie }), 403);
    assertErrorEnvelope(await list(a.cookie), 403);
    assertErrorEnvelope(await call('PUT', `/api/admin/users/${b.user.id}/roles`, { cookie: a.cookie, body: { roles: ['Admin'] } }), 403);
  });
});

// Who may change whom (issue 10, docs/permissions.md "Staff accounts"): only an Admin edits,
// blocks, unblocks or re-roles an account that holds any staff role; the last live Admin can be
// neither blocked, stripped of the role nor deleted; nobody blocks themselves. Each cell is tried
// from the lower role against the higher user.
// The tests of this file run one after another; no other file grants the Admin role, so the demo
// Admin is the only one except while the second-Admin test below runs.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope, assertFieldError, assertOk } from './lib/http.mjs';
import { DEMO, PASSWORD, call, login, loginCookie, registerUser } from './lib/accounts.mjs';

const STAFF_ONLY = 'Изменять аккаунты сотрудников может только администратор';

let admin; // cookies
let usersManager;
const ids = {};

async function idOf(cookie) {
  return assertOk(await call('GET', '/api/auth/me', { cookie })).id;
}

before(async () => {
  admin = await loginCookie(DEMO.admin.email, DEMO.admin.password);
  usersManager = await loginCookie(DEMO.users.email, DEMO.users.password);
  ids.admin = await idOf(admin);
  ids.news = await idOf(await loginCookie(DEMO.news.email, DEMO.news.password));
  ids.usersManager = await idOf(usersManager);
});

describe('a users manager acting on staff accounts', () => {
  for (const target of ['admin', 'news']) {
    it(`cannot change the ${target} account's email (the forgot-password takeover)`, async () => {
      const res = await call('PUT', `/api/admin/users/${ids[target]}`, {
        cookie: usersManager,
        body: { first_name: 'Взлом', last_name: 'Взломов', email: 'attacker@example.ru' },
      });
      assertErrorEnvelope(res, 403, `edit ${target}`);
      assert.equal(res.json.message, STAFF_ONLY);
      const after = await call('GET', `/api/admin/users/${ids[target]}`, { cookie: admin });
      assert.notEqual(after.json.email, 'attacker@example.ru');
    });

    it(`cannot block or unblock the ${target} account`, async () => {
      const block = await call('POST', `/api/admin/users/${ids[target]}/block`, {
        cookie: usersManager, body: { reason: 'проверка' },
      });
      assertErrorEnvelope(block, 403, `block ${target}`);
      assert.equal(block.json.message, STAFF_ONLY);
      assert.equal((await call('GET', `/api/admin/users/${ids[target]}`, { cookie: admin })).json.blocked_at, null);
      assertErrorEnvelope(await call('POST', `/api/admin/users/${ids[target]}/unblock`, { cookie: usersManager }), 403);
    });

    it(`cannot change the ${target} account's roles`, async () => {
      const res = await call('PUT', `/api/admin/users/${ids[target]}/roles`, { cookie: usersManager, body: { roles: [] } });
      assertErrorEnvelope(res, 403, `roles of ${target}`);
    });
  }

  it('still manages ordinary users: edits and blocks them', async () => {
    const a = await registerUser();
    const edited = await call('PUT', `/api/admin/users/${a.user.id}`, {
      cookie: usersManager, body: { first_name: 'Мария', last_name: 'Тестова', email: a.email },
    });
    assert.equal(edited.status, 200, edited.text.slice(0, 200));
    assert.equal(edited.json.first_name, 'Мария');
    const blocked = await call('POST', `/api/admin/users/${a.user.id}/block`, { cookie: usersManager, body: { reason: 'спам' } });
    assert.equal(blocked.status, 200);
    assert.ok(blocked.json.blocked_at);
  });

  it('cannot block itself', async () => {
    assertFieldError(await call('POST', `/api/admin/users/${ids.usersManager}/block`, {
      cookie: usersManager, body: { reason: 'сам себя' },
    }), 'reason', 'Нельзя заблокировать самого себя');
  });
});

describe('an Admin acting on staff accounts', () => {
  it('may edit a staff account', async () => {
    const news = await call('GET', `/api/admin/users/${ids.news}`, { cookie: admin });
    const res = await call('PUT', `/api/admin/users/${ids.news}`, {
      cookie: admin, body: { first_name: news.json.first_name, last_name: news.json.last_name, email: news.json.email },
    });
    assert.equal(res.status, 200, res.text.slice(0, 200));
  });
});

describe('the last Admin', () => {
  it('cannot drop its own Admin role nor delete its account', async () => {
    const roles = await call('PUT', `/api/admin/users/${ids.admin}/roles`, { cookie: admin, body: { roles: ['ManagerSeo'] } });
    assertFieldError(roles, 'roles', 'Нельзя снять роль с последнего администратора платформы');
    const del = await call('POST', '/api/user/del', { cookie: admin });
    assertFieldError(del, 'account', 'Нельзя удалить последнего администратора платформы');
    assertOk(await login(DEMO.admin.email, DEMO.admin.password), 'the Admin still logs in');
    assertOk(await call('GET', '/api/auth/me', { cookie: admin }), 'and its session lives');
  });

  it('with a second Admin, either may take the role from the other, not the last one left', async () => {
    const second = await registerUser();
    assert.equal((await call('PUT', `/api/admin/users/${second.user.id}/roles`, { cookie: admin, body: { roles: ['Admin'] } })).status, 200);
    const secondCookie = await loginCookie(second.email, PASSWORD);
    // The second Admin takes its own role off: fine while the demo Admin remains.
    const dropped = await call('PUT', `/api/admin/users/${second.user.id}/roles`, { cookie: secondCookie, body: { roles: [] } });
    assert.equal(dropped.status, 200, dropped.text.slice(0, 200));
    assert.deepEqual(dropped.json.roles, []);
    assertErrorEnvelope(await call('GET', '/api/admin/users', { cookie: secondCookie }), 403, 'no longer staff');
  });
});

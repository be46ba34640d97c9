// Uploads cannot fill the disk (issue 10, decision 0019): a re-upload replaces the previous file
// unless an order holds it, each user has an hourly count of uploads (and a 200 MB quota, checked
// in the unit tests: files_test.cpp), and uploads nothing refers to are swept after a day.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope, assertOk } from './lib/http.mjs';
import { call } from './lib/accounts.mjs';
import { confirm, fillRequired, getCart, pdf, serviceWith, shopper, upload } from './lib/cart.mjs';

const fileOf = (cart, serviceId, paramId) =>
  cart.services.find((s) => s.service_id === serviceId).params.find((p) => p.id === paramId).file;

describe('uploads', () => {
  it('a re-upload replaces the previous file: the old one is gone', async () => {
    const { cookie } = await shopper();
    const { service, param } = await serviceWith('file');
    const first = fileOf(assertOk(await upload(cookie, service.id, param.id, { name: 'v1.pdf', bytes: pdf(4000) })), service.id, param.id);
    const second = fileOf(assertOk(await upload(cookie, service.id, param.id, { name: 'v2.pdf', bytes: pdf(5000) })), service.id, param.id);
    assert.notEqual(second.id, first.id);
    assertErrorEnvelope(await call('GET', `/api/cart/files/${first.id}`, { cookie }), 404, 'the replaced file');
    assert.equal((await call('GET', `/api/cart/files/${second.id}`, { cookie })).status, 200);
  });

  it('a file an order holds survives a re-upload of the same param', async () => {
    const { cookie } = await shopper();
    const { service, param } = await serviceWith('file');
    await fillRequired(cookie, service);
    const ordered = fileOf(await getCart(cookie).then((r) => r.json.data), service.id, param.id);
    assertOk(await confirm(cookie), 'the order');
    const again = fileOf(assertOk(await upload(cookie, service.id, param.id, { name: 'new.pdf', bytes: pdf() })), service.id, param.id);
    assert.notEqual(again.id, ordered.id);
    assert.equal((await call('GET', `/api/cart/files/${ordered.id}`, { cookie })).status, 200, 'the ordered file stays');
  });

  it('a user may upload 30 files an hour, then gets 429 with a Russian message', async () => {
    const { cookie } = await shopper();
    const { service, param } = await serviceWith('file');
    for (let i = 0; i < 30; i++) {
      assertOk(await upload(cookie, service.id, param.id, { name: `n${i}.pdf`, bytes: pdf() }), `upload ${i + 1}`);
    }
    const res = await upload(cookie, service.id, param.id, { name: 'more.pdf', bytes: pdf() });
    assertErrorEnvelope(res, 429, 'upload 31');
    assert.equal(res.json.message, 'Слишком много загрузок за час. Попробуйте позже.');
    assert.ok(Number(res.headers['retry-after']) > 3000);
  });
});

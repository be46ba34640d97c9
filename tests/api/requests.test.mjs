// The requests inbox (issue 12, decision 0025): the public forms' requests checked by their form's
// rules (spec section 5's messages, length before pattern, a megabyte refused), stored with their
// area, page and UTM, the managers told by mail; ten an hour per address; managers of the inbox
// list, filter, take, move and annotate them with the history kept; lower roles refused.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope, assertFieldError, assertOk } from './lib/http.mjs';
import { FORBIDDEN, MAILBOX_DIR, REQUIRED, call, letters, newIp, waitForMail } from './lib/accounts.mjs';
import { staff } from './lib/cart.mjs';

// A megabyte of text that still fits the 1 MiB body limit, so the field's own length rule answers.
const MEGABYTE = 'a'.repeat(1_000_000);
const send = (body, { ip = newIp(), domain = 'main' } = {}) => call('POST', `/api/requests?domain=${domain}`, { body, ip });
const callback = (overrides = {}) => ({ form: 'callback', name: 'Марина Соколова', phone: '8 916 123-45-67', consent: true, ...overrides });
const filter = (value) => encodeURIComponent(JSON.stringify(value));

describe('sending a request', () => {
  it('a call-back request is stored with its area, page and UTM, the phone normalised', async () => {
    const res = await send(callback({ page: '/organizatoram/', utm_source: 'vk', utm_medium: 'post', utm_campaign: 'zima' }), { domain: 'bravo' });
    const { id } = assertOk(res);
    assert.ok(Number.isInteger(id) && id > 0);
    const record = await call('GET', `/api/admin/requests/${id}`, { cookie: await staff('orders') });
    assert.equal(record.status, 200, record.text);
    assert.deepEqual(
      { ...record.json, created_at: undefined, updated_at: undefined },
      {
        id, area: 'bravo', form: 'callback', name: 'Марина Соколова', phone: '+79161234567', email: null, message: null,
        page: '/organizatoram/', details: [], file: null, utm_source: 'vk', utm_medium: 'post', utm_campaign: 'zima', status: 'new',
        assignee_id: null, assignee_name: null, manager_note: null, created_at: undefined, updated_at: undefined,
      },
    );
  });

  it("each form asks for its own fields, with the spec's messages", async () => {
    assertFieldError(await send(callback({ phone: undefined })), 'phone', REQUIRED);
    assertFieldError(await send(callback({ phone: '12' })), 'phone');
    assertFieldError(await send({ form: 'question', name: 'Олег', consent: true, message: 'Есть ли скидки?' }), 'email', REQUIRED);
    assertFieldError(await send({ form: 'question', name: 'Олег', consent: true, email: 'не почта', message: 'Есть ли скидки?' }), 'email',
      'Должен содержать действительный адрес электронной почты');
    assertFieldError(await send({ form: 'question', name: 'Олег', consent: true, email: 'oleg@example.ru' }), 'message', REQUIRED);
    assertFieldError(await send({ form: 'feedback', name: 'Анна', consent: true }), 'message', REQUIRED);
    assertOk(await send({ form: 'feedback', name: 'Анна', consent: true, message: 'Удобно подавать заявки с телефона.\nСпасибо!' }));
    assertFieldError(await send(callback({ form: 'zvonok' })), 'form', 'Такой формы нет');
    assertFieldError(await send(callback({ name: '  ' })), 'name', REQUIRED);
  });

  it('no consent to personal data processing, no request', async () => {
    assertFieldError(await send(callback({ consent: undefined })), 'consent', 'Нужно согласие на обработку персональных данных');
    assertFieldError(await send(callback({ consent: 'да' })), 'consent');
  });

  it('a megabyte in any field is refused by its length, a page that is not a path by its shape', async () => {
    for (const [field, max] of [['name', 100], ['phone', 40], ['email', 254], ['message', 2000], ['utm_source', 100]]) {
      const huge = await send(callback({ [field]: MEGABYTE }));
      assertFieldError(huge, field);
      assert.match(huge.json.errors[field][0], /^Не должно превышать \d+ символов$/, field);
      assertFieldError(await send(callback({ [field]: 'я'.repeat(max + 1) })), field, `Не должно превышать ${max} символов`);
    }
    assertFieldError(await send(callback({ page: 'https://evil.example/' })), 'page', 'Некорректный адрес страницы');
  });

  it('ten requests an hour from one address; the eleventh is 429 with Retry-After', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i += 1) assertOk(await send(callback(), { ip }), `request ${i + 1}`);
    const res = await send(callback(), { ip });
    assertErrorEnvelope(res, 429);
    assert.equal(res.json.message, 'Слишком много заявок с вашего адреса. Попробуйте через час.');
    assert.ok(Number(res.headers['retry-after']) > 0);
  });

  it('the managers of the inbox get a mail with the request', { skip: !MAILBOX_DIR && 'no test mailbox' }, async () => {
    const name = `Проверка ${letters()}`;
    assertOk(await send(callback({ name, message: 'Перезвоните после 18:00' })));
    await waitForMail('orders@demo.local', new RegExp(`Перезвоните после 18:00`));
    await waitForMail('orders-senior@demo.local', new RegExp(name));
    await waitForMail('admin@demo.local', new RegExp(name));
  });
});

describe('the inbox in the admin', () => {
  it('lists the newest first, filters by status, form, area and text, with its range', async () => {
    const marker = `Фильтр${letters()}`;
    assertOk(await send(callback({ name: marker }), { domain: 'oki' }));
    assertOk(await send({ form: 'question', name: marker, email: 'q@example.ru', message: 'Вопрос', consent: true }));
    const cookie = await staff('orders');
    const all = await call('GET', `/api/admin/requests?filter=${filter({ q: marker })}`, { cookie });
    assert.equal(all.status, 200, all.text);
    assert.deepEqual(all.json.map((r) => r.form), ['question', 'callback']);
    assert.match(all.headers['content-range'], /^requests 0-1\/2$/);
    const oki = await call('GET', `/api/admin/requests?filter=${filter({ q: marker, area: 'oki', status: 'new', form: 'callback' })}`, { cookie });
    assert.deepEqual(oki.json.map((r) => r.area), ['oki']);
    assertFieldError(await call('GET', `/api/admin/requests?filter=${filter({ status: 'lost' })}`, { cookie }), 'status');
    assertFieldError(await call('GET', `/api/admin/requests?filter=${filter({ form: 7 })}`, { cookie }), 'form');
  });

  it('a manager takes a request to work, gives it to a colleague, keeps a note; the history shows each change', async () => {
    const { id } = assertOk(await send(callback()));
    const cookie = await staff('orders');
    const managers = await call('GET', '/api/admin/request-managers', { cookie });
    const senior = managers.json.find((m) => m.email === 'orders-senior@demo.local');
    assert.ok(senior, 'the senior orders manager processes requests');
    assert.ok(!managers.json.some((m) => m.email === 'seo@demo.local'), 'the SEO manager does not');

    const moved = await call('PUT', `/api/admin/requests/${id}`, { cookie, body: { status: 'in_work', assignee_id: senior.id, manager_note: 'Перезвонить в пятницу' } });
    assert.equal(moved.status, 200, moved.text);
    assert.equal(moved.json.status, 'in_work');
    assert.equal(moved.json.assignee_name, senior.name);
    assert.equal(moved.json.manager_note, 'Перезвонить в пятницу');

    const seoUser = await call('GET', `/api/admin/users?filter=${filter({ q: 'seo@demo.local' })}`, { cookie: await staff('admin') });
    assertFieldError(await call('PUT', `/api/admin/requests/${id}`, { cookie, body: { status: 'done', assignee_id: seoUser.json[0].id } }), 'assignee_id',
      'Этот пользователь не работает с заявками');
    assertFieldError(await call('PUT', `/api/admin/requests/${id}`, { cookie, body: { status: 'lost' } }), 'status', 'Недопустимое значение');
    assertFieldError(await call('PUT', `/api/admin/requests/${id}`, { cookie, body: { status: 'done', manager_note: MEGABYTE } }), 'manager_note');
    assertFieldError(await call('PUT', `/api/admin/requests/${id}`, { cookie, body: { status: 'done', manager_note: 'я'.repeat(2001) } }), 'manager_note',
      'Не должно превышать 2000 символов');

    const history = await call('GET', `/api/admin/requests/${id}/audit`, { cookie });
    assert.equal(history.status, 200, history.text);
    assert.equal(history.json.length, 1);
    assert.equal(history.json[0].after.status, 'in_work');
    assert.deepEqual([...history.json[0].changed].sort(), ['assignee_id', 'assignee_name', 'manager_note', 'status']);
    const missing = await call('GET', '/api/admin/requests/999999999', { cookie });
    assertErrorEnvelope(missing, 404);
    assert.equal(missing.json.message, 'Заявка не найдена');
  });

  it('managers comment on a request; the comments keep their authors and order', async () => {
    const { id } = assertOk(await send(callback()));
    const cookie = await staff('orders');
    const first = await call('POST', `/api/admin/requests/${id}/comments`, { cookie, body: { text: 'Не дозвонились,\nпопробую вечером' } });
    assert.equal(first.status, 200, first.text);
    assert.equal(first.json.text, 'Не дозвонились,\nпопробую вечером');
    assert.match(first.json.author.name, /\S+ \S+/);
    const second = await call('POST', `/api/admin/requests/${id}/comments`, { cookie: await staff('ordersSenior'), body: { text: 'Договорились на пятницу' } });
    assert.equal(second.status, 200, second.text);
    const list = await call('GET', `/api/admin/requests/${id}/comments`, { cookie });
    assert.deepEqual(list.json.map((c) => c.text), ['Не дозвонились,\nпопробую вечером', 'Договорились на пятницу']);
    assertFieldError(await call('POST', `/api/admin/requests/${id}/comments`, { cookie, body: { text: '  ' } }), 'text', REQUIRED);
    assertFieldError(await call('POST', `/api/admin/requests/${id}/comments`, { cookie, body: { text: 'я'.repeat(2001) } }), 'text',
      'Не должно превышать 2000 символов');
    assertFieldError(await call('POST', `/api/admin/requests/${id}/comments`, { cookie, body: { text: MEGABYTE } }), 'text');
    assertErrorEnvelope(await call('POST', '/api/admin/requests/999999999/comments', { cookie, body: { text: 'Где?' } }), 404);
    const history = await call('GET', `/api/admin/requests/${id}/audit`, { cookie });
    assert.deepEqual(history.json.map((e) => e.action), ['comment', 'comment']);
    assertErrorEnvelope(await call('POST', `/api/admin/requests/${id}/comments`, { cookie: await staff('seo'), body: { text: 'Чужой' } }), 403);
  });

  it('exports the filtered list as CSV that Excel opens', async () => {
    const marker = `Экспорт ${letters()}`;
    assertOk(await send(callback({ name: marker, message: '=HYPERLINK("x");второе поле' })));
    const cookie = await staff('orders');
    const res = await call('GET', `/api/admin/requests-export?filter=${filter({ q: marker })}`, { cookie });
    assert.equal(res.status, 200, res.text);
    assert.match(res.headers['content-type'], /^text\/csv/);
    assert.match(res.headers['content-disposition'], /^attachment; filename="requests-\d{4}-\d{2}-\d{2}\.csv"$/);
    assert.ok(res.text.startsWith('\uFEFFНомер;Дата;Раздел сайта;Форма;Статус;Имя'), res.text.slice(0, 80));
    const lines = res.text.trim().split('\r\n');
    assert.equal(lines.length, 2, 'the header and the one request the filter finds');
    assert.match(lines[1], new RegExp(`;main;Обратный звонок;Новая;${marker};\\+79161234567;`));
    assert.match(lines[1], /"'=HYPERLINK\(""x""\);второе поле"/, 'a formula is defused and quoted');
    assertErrorEnvelope(await call('GET', '/api/admin/requests-export', { cookie: await staff('news') }), 403);
  });

  it('roles without the inbox, ordinary users and guests are refused', async () => {
    const { id } = assertOk(await send(callback()));
    for (const who of ['seo', 'news', 'users']) {
      const res = await call('PUT', `/api/admin/requests/${id}`, { cookie: await staff(who), body: { status: 'spam' } });
      assertErrorEnvelope(res, 403, who);
      assert.equal(res.json.message, FORBIDDEN);
    }
    const user = await call('GET', '/api/admin/requests', { cookie: await staff('user') });
    assertErrorEnvelope(user, 403);
    assertErrorEnvelope(await call('GET', `/api/admin/requests/${id}`), 401);
  });
});

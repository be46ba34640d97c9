// Service params in the basket (spec sections 3, 4, 5): values checked on the server with the
// spec's messages — PDF by content and size, MP4 links, creative types and execution formats
// from their handbooks — uploads as multipart, and files nobody else can reach.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope, assertFieldError, assertOk } from './lib/http.mjs';
import { call } from './lib/accounts.mjs';
import { allServices, changeCart, confirm, form, pdf, postCart, serviceWith, shopper, upload } from './lib/cart.mjs';

const paramOf = (cart, serviceId, paramId) =>
  cart.services.find((s) => s.service_id === serviceId).params.find((p) => p.id === paramId);

describe('service params: video link', () => {
  it('takes an http(s) link to an .mp4 file, with the spec messages otherwise', async () => {
    const { cookie } = await shopper();
    const { service, param } = await serviceWith('video');
    const set = (value) => postCart(cookie, { services: [{ id: service.id, params: [{ id: param.id, value }] }] });
    for (const bad of ['не ссылка', 'ftp://example.ru/a.mp4', 'https://', 'http://exa mple.ru/a.mp4', 'example.ru/a.mp4']) {
      assertFieldError(await set(bad), 'services[0].params[0]', 'Некорректная ссылка');
    }
    for (const notMp4 of ['https://example.ru/video.avi', 'https://example.ru/video', 'https://example.ru/mp4']) {
      assertFieldError(await set(notMp4), 'services[0].params[0]', 'Ссылка должна вести на файл в формате MP4');
    }
    let cart = assertOk(await set('https://disk.example.ru/nomer.MP4?dl=1'));
    assert.equal(paramOf(cart, service.id, param.id).value, 'https://disk.example.ru/nomer.MP4?dl=1');
    cart = assertOk(await set(''));
    assert.equal(paramOf(cart, service.id, param.id).value, null, 'an empty value clears it');
    assertFieldError(await set(42), 'services[0].params[0]', 'Должно быть строкой');
    assertFieldError(await set([1]), 'services[0].params[0]', 'Должно быть строкой');
  });
});

describe('service params: handbooks', () => {
  it('takes creative types and execution formats from their handbooks and lists the options', async () => {
    const { cookie } = await shopper();
    for (const [type, good] of [['creative_type', 'vokalnoe'], ['execution-format', 'duet']]) {
      const { service, param } = await serviceWith(type);
      const set = (value) => postCart(cookie, { services: [{ id: service.id, params: [{ id: param.id, value }] }] });
      assertFieldError(await set('net-takogo'), 'services[0].params[0]', 'Выберите значение из списка');
      const cart = assertOk(await set(good));
      const p = paramOf(cart, service.id, param.id);
      assert.equal(p.value, good);
      assert.ok(p.options.some((o) => o.value === good && typeof o.title === 'string'), `${type} options`);
    }
  });

  it('refuses a param of another service', async () => {
    const { cookie } = await shopper();
    const services = await allServices();
    const withParams = services.filter((s) => s.params.length > 0);
    const [one, two] = withParams;
    const res = await postCart(cookie, { services: [{ id: one.id, params: [{ id: two.params[0].id, value: 'x' }] }] });
    assertFieldError(res, 'services[0].params[0]', 'Параметр не найден');
  });
});

describe('service params: PDF upload', () => {
  it('stores a PDF sent as multipart and shows it by name', async () => {
    const { cookie } = await shopper();
    const { service, param } = await serviceWith('file');
    const cart = assertOk(await upload(cookie, service.id, param.id, { name: 'Анкета участника.pdf', bytes: pdf(2048) }));
    const p = paramOf(cart, service.id, param.id);
    assert.equal(p.file.name, 'Анкета участника.pdf');
    assert.equal(p.file.size, 2048);
    assert.equal(cart.services.find((s) => s.service_id === service.id).checked, true);
    const own = await call('GET', `/api/cart/files/${p.file.id}`, { cookie });
    assert.equal(own.status, 200);
    assert.equal(own.headers['content-type'], 'application/pdf');
    assert.ok(own.body.subarray(0, 5).equals(Buffer.from('%PDF-')));
  });

  it('refuses a renamed .exe, another type declared as PDF, and files over 20 MB', async () => {
    const { cookie } = await shopper();
    const { service, param } = await serviceWith('file');
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(4000, 1)]);
    assertFieldError(await upload(cookie, service.id, param.id, { name: 'diplom.pdf', bytes: exe }), 'file',
      'Файл должен быть в формате PDF.');
    assertFieldError(await upload(cookie, service.id, param.id, { name: 'photo.pdf', type: 'application/pdf', bytes: Buffer.from('\x89PNG\r\n\x1a\n....') }),
      'file', 'Файл должен быть в формате PDF.');
    const big = pdf(20 * 1024 * 1024 + 1);
    assertFieldError(await upload(cookie, service.id, param.id, { name: 'big.pdf', bytes: big }), 'file',
      'Размер файла не должен превышать 20 МБ.');
    const exactly = assertOk(await upload(cookie, service.id, param.id, { name: 'ok.pdf', bytes: pdf(20 * 1024 * 1024) }));
    assert.equal(paramOf(exactly, service.id, param.id).file.size, 20 * 1024 * 1024);
  });

  it('validates the form fields', async () => {
    const { cookie } = await shopper();
    const { service, param } = await serviceWith('file');
    const { service: video, param: videoParam } = await serviceWith('video');
    assertFieldError(await upload(cookie, service.id, videoParam.id, { name: 'a.pdf', bytes: pdf() }), 'param_id', 'Параметр не найден');
    assertFieldError(await upload(cookie, video.id, param.id, { name: 'a.pdf', bytes: pdf() }), 'param_id', 'Параметр не найден');
    assertFieldError(await upload(cookie, 99999999, param.id, { name: 'a.pdf', bytes: pdf() }), 'service_id', 'Услуга не найдена');
    const { body, contentType } = form({ service_id: service.id, param_id: param.id });
    assertFieldError(await call('POST', '/api/cart/file/', { cookie, body, headers: { 'Content-Type': contentType } }),
      'file', 'Обязательное поле для заполнения');
    assertErrorEnvelope(await call('POST', '/api/cart/file/', { cookie, body: '{}' }), 400);
  });

  it('never lets another user read or reuse the file', async () => {
    const owner = await shopper();
    const thief = await shopper();
    const { service, param } = await serviceWith('file');
    const cart = assertOk(await upload(owner.cookie, service.id, param.id, { name: 'secret.pdf', bytes: pdf() }));
    const fileId = paramOf(cart, service.id, param.id).file.id;
    assertErrorEnvelope(await call('GET', `/api/cart/files/${fileId}`, { cookie: thief.cookie }), 404);
    assertErrorEnvelope(await call('GET', `/api/cart/files/${fileId}`), 401);
    assertFieldError(await postCart(thief.cookie, { services: [{ id: service.id, params: [{ id: param.id, value: fileId }] }] }),
      'services[0].params[0]', 'Файл не найден: загрузите PDF заново');
    assert.equal((await call('GET', '/storage/service-params/x.pdf')).status, 404, 'uploads are not served as static files');
  });
});

describe('service params: required ones at confirm', () => {
  it('refuses to confirm a checked service whose required params are empty, naming them', async () => {
    const { cookie } = await shopper();
    const { service, param } = await serviceWith('video');
    assert.ok(param.required, 'the demo video param is required');
    await changeCart(cookie, { services: [{ id: service.id, checked: true }] });
    const res = await confirm(cookie);
    assertFieldError(res, 'services[0]', `Заполните поле «${param.label}» услуги «${service.name}»`);
    await changeCart(cookie, { services: [{ id: service.id, checked: false }] });
    assertFieldError(await confirm(cookie), 'cart', 'Добавьте в корзину мероприятие или услугу');
  });
});

// Portfolios in the account and their moderation (issue 17, decision 0044): an owner creates,
// edits and sends a portfolio; an incomplete one is refused per field; nobody else sees it; the
// managers of users approve it (the live page answers, the owner gets the mail) or reject it with
// a note (mailed); a change after publishing stays invisible until approved again; a minor without
// the guardian's consent is never published; what may be deleted; lower roles refused.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope, assertFieldError, assertOk } from './lib/http.mjs';
import { FORBIDDEN, REQUIRED, call, mailTo, multipart, registerUser, waitForMail } from './lib/accounts.mjs';
import { staff } from './lib/cart.mjs';
import { png } from './lib/png.mjs';

const MEGABYTE = 'a'.repeat(1_000_000);
const BAD_LINK = 'Некорректная ссылка';
const NOT_VIDEO = 'Ссылка должна вести на файл в формате MP4';
const MINOR_WITHOUT_CONSENT =
  'Несовершеннолетнего участника можно опубликовать только с именем и согласием родителя или законного представителя';
const NOT_FOUND = 'Портфолио не найдено';

const BIO = 'Педагог по эстрадному вокалу с пятнадцатилетним стажем, готовит солистов к всероссийским конкурсам.';
const mentorData = (overrides = {}) => ({
  name: 'Ольга Викторовна Проверкина', position: 'Педагог по эстрадному вокалу', bio: BIO, city: 'kazan',
  creative_types: ['vokalnoe'], achievements: ['Лауреат конкурса «Голос Поволжья»'],
  videos: ['https://rutube.ru/video/0123456789abcdef0123456789abcdef/'], ...overrides,
});
const soloistData = (overrides = {}) => ({
  name: 'Маша Проверкина', kind: 'soloist', bio: 'Поёт с семи лет, лауреат городского конкурса «Весенняя капель», учится в музыкальной школе.',
  city: 'moskva', creative_types: ['vokalnoe'], minor: true, birth_date: '2014-05-20',
  guardian_name: 'Ольга Проверкина', guardian_consent: true, ...overrides,
});

const own = (cookie, method, path = '', body) => call(method, `/api/user/portfolios${path}`, { cookie, body });
const manager = async (method, path, body, who = 'users') => call(method, `/api/admin/portfolios${path}`, { cookie: await staff(who), body });
const mailsTo = (email, pattern) => mailTo(email).filter((m) => pattern.test(m.text));

async function created(cookie, kind, data) {
  return assertOk(await own(cookie, 'POST', '', { kind, data }), `create ${kind}`);
}

async function submitted(cookie, id) {
  const d = assertOk(await own(cookie, 'POST', `/${id}/submit`), 'submit');
  assert.equal(d.status, 'pending');
  return d;
}

async function approved(id) {
  const res = await manager('POST', `/${id}/approve`);
  assert.equal(res.status, 200, res.text.slice(0, 300));
  return res.json;
}

describe('the owner\'s portfolios', () => {
  it('a user creates, edits and sends a portfolio; the list shows its status', async () => {
    const { cookie } = await registerUser();
    assert.deepEqual(assertOk(await own(cookie, 'GET')), []);
    const d = await created(cookie, 'mentor', { name: '  Ольга Проверкина  ', city: 'kazan' });
    assert.equal(d.kind, 'mentor');
    assert.equal(d.status, 'draft');
    assert.equal(d.public_code, null);
    assert.equal(d.note, null);
    assert.equal(d.data.name, 'Ольга Проверкина', 'trimmed');
    assert.deepEqual(Object.keys(d.data).sort(),
      ['achievements', 'bio', 'city', 'creative_types', 'name', 'photo', 'photos', 'position', 'structure', 'videos']);
    const saved = assertOk(await own(cookie, 'PUT', `/${d.id}`, { data: mentorData() }));
    assert.equal(saved.status, 'draft');
    assert.equal(saved.data.bio, BIO);
    const sent = await submitted(cookie, d.id);
    assert.ok(sent.submitted_at);
    const [listed] = assertOk(await own(cookie, 'GET'));
    assert.equal(listed.id, d.id);
    assert.equal(listed.status, 'pending');
    // A pending portfolio stays pending with the new data; sending it twice is refused.
    const edited = assertOk(await own(cookie, 'PUT', `/${d.id}`, { data: mentorData({ position: 'Педагог и аранжировщик' }) }));
    assert.equal(edited.status, 'pending');
    assert.equal(edited.data.position, 'Педагог и аранжировщик');
    assertErrorEnvelope(await own(cookie, 'POST', `/${d.id}/submit`), 409);
  });

  it('sending an incomplete portfolio is refused per field', async () => {
    const { cookie } = await registerUser();
    const d = await created(cookie, 'mentor', {});
    const res = await own(cookie, 'POST', `/${d.id}/submit`);
    assertFieldError(res, 'name', REQUIRED);
    assertFieldError(res, 'bio', REQUIRED);
    assertFieldError(res, 'city', 'Укажите город');
    assertFieldError(res, 'creative_types', 'Выберите хотя бы один вид творчества');
    await own(cookie, 'PUT', `/${d.id}`, { data: mentorData({ bio: 'Коротко о себе.' }) });
    assertFieldError(await own(cookie, 'POST', `/${d.id}/submit`), 'bio', 'Расскажите подробнее: не меньше 50 символов');
    const minor = await created(cookie, 'participant', soloistData({ guardian_name: null, guardian_consent: false }));
    const refused = await own(cookie, 'POST', `/${minor.id}/submit`);
    assertFieldError(refused, 'guardian_name', 'Укажите имя родителя или законного представителя');
    assertFieldError(refused, 'guardian_consent', 'Нужно согласие родителя или законного представителя');
    assert.equal(assertOk(await own(cookie, 'GET')).find((x) => x.id === minor.id).status, 'draft');
  });

  it('every field has its rules on every save: lengths, lists, handbooks, pictures, video links, a megabyte', async () => {
    const { cookie } = await registerUser();
    const m = await created(cookie, 'mentor', {});
    const p = await created(cookie, 'participant', {});
    const bad = async (id, data, field, message) => assertFieldError(await own(cookie, 'PUT', `/${id}`, { data }), field, message);
    await bad(m.id, { name: 'Я'.repeat(121) }, 'name', 'Не должно превышать 120 символов');
    await bad(m.id, { name: 'Две\nстроки' }, 'name');
    await bad(m.id, { bio: 'Б'.repeat(3001) }, 'bio', 'Не должно превышать 3000 символов');
    await bad(m.id, { position: 'П'.repeat(161) }, 'position', 'Не должно превышать 160 символов');
    await bad(m.id, { city: 'atlantida' }, 'city', 'Выберите город из списка');
    await bad(m.id, { creative_types: ['vokalnoe', 'net-takogo'] }, 'creative_types', 'Выберите вид творчества из списка');
    await bad(m.id, { creative_types: ['vokalnoe', 'teatralnoe', 'cirkovoe', 'folklornoe', 'izobrazitelnoe', 'instrumentalnoe'] },
      'creative_types', 'Не больше 5 видов творчества');
    await bad(m.id, { creative_types: 'vokalnoe' }, 'creative_types', 'Должно быть списком строк');
    await bad(m.id, { structure: 'net-takoy' }, 'structure', 'Выберите коллектив или учреждение из списка');
    await bad(m.id, { photo: 'https://evil.example/me.png' }, 'photo');
    await bad(m.id, { photo: '/storage/content/0000000000000000000a-480x480.webp' }, 'photo', 'Фотографии нет на платформе: загрузите её заново');
    await bad(m.id, { photos: Array(13).fill('/storage/content/x.webp') }, 'photos', 'Не больше 12 фотографий');
    await bad(m.id, { achievements: Array(21).fill('Лауреат') }, 'achievements', 'Не больше 20 достижений');
    await bad(m.id, { achievements: ['Д'.repeat(301)] }, 'achievements', 'Не должно превышать 300 символов');
    await bad(m.id, { videos: ['видео выступления'] }, 'videos', BAD_LINK);
    await bad(m.id, { videos: ['https://example.ru/final.mov'] }, 'videos', NOT_VIDEO);
    await bad(m.id, { videos: [`https://example.ru/${'v'.repeat(500)}.mp4`] }, 'videos', 'Не должно превышать 500 символов');
    await bad(m.id, { videos: Array.from({ length: 7 }, (_, i) => `https://example.ru/${i}.mp4`) }, 'videos', 'Не больше 6 видео');
    await bad(p.id, { kind: 'duet' }, 'kind', 'Выберите: солист или коллектив');
    await bad(p.id, { birth_date: '20.05.2014' }, 'birth_date', 'Дата должна быть в формате ГГГГ-ММ-ДД');
    await bad(p.id, { birth_date: '2999-01-01' }, 'birth_date', 'Дата рождения не может быть в будущем');
    await bad(p.id, { kind: 'collective', birth_date: '2014-05-20' }, 'birth_date', 'Дата рождения указывается только для солиста');
    await bad(p.id, { minor: 'да' }, 'minor', 'Должно быть логическим значением');
    await bad(p.id, { guardian_name: 'Г'.repeat(121) }, 'guardian_name', 'Не должно превышать 120 символов');
    await bad(p.id, 'не объект', 'data');
    for (const field of ['name', 'bio', 'city', 'structure', 'photo', 'position']) {
      assertErrorEnvelope(await own(cookie, 'PUT', `/${m.id}`, { data: { [field]: MEGABYTE } }), 422, field);
    }
    for (const field of ['creative_types', 'photos', 'videos', 'achievements']) {
      assertErrorEnvelope(await own(cookie, 'PUT', `/${m.id}`, { data: { [field]: [MEGABYTE] } }), 422, field);
    }
    for (const field of ['kind', 'birth_date', 'guardian_name']) {
      assertErrorEnvelope(await own(cookie, 'PUT', `/${p.id}`, { data: { [field]: MEGABYTE } }), 422, field);
    }
    assertFieldError(await own(cookie, 'POST', '', { kind: MEGABYTE }), 'kind');
    assertFieldError(await own(cookie, 'POST', '', { kind: 'teacher' }), 'kind');
    assertFieldError(await own(cookie, 'PUT', `/${m.id}`, {}), 'data', REQUIRED);
    // The accepted links of the video rule, kept as sent.
    const videos = ['https://example.ru/v/final.mp4', 'https://rutube.ru/video/abc123/', 'https://vkvideo.ru/video-1_2',
      'https://youtu.be/dQw4w9WgXcQ', 'https://dzen.ru/video/watch/65a1b2c3d4e5f6'];
    assert.deepEqual(assertOk(await own(cookie, 'PUT', `/${m.id}`, { data: { videos } })).data.videos, videos);
  });

  it('a photo upload is checked as a picture, stored, and then accepted in the data', async () => {
    const { cookie } = await registerUser();
    const d = await created(cookie, 'mentor', {});
    const bad = multipart('file', 'note.txt', 'text/plain', Buffer.from('это не картинка'));
    const refused = await call('POST', '/api/user/portfolios/photos', { cookie, body: bad.body, headers: { 'Content-Type': bad.contentType } });
    assertFieldError(refused, 'file');
    const file = multipart('file', 'portrait.png', 'image/png', png(600, 600, 7));
    const res = await call('POST', '/api/user/portfolios/photos', { cookie, body: file.body, headers: { 'Content-Type': file.contentType } });
    const saved = assertOk(res, 'upload');
    assert.match(saved.path, /^\/storage\/content\/[0-9a-f]{20}-600x600\.webp$/);
    assert.equal(saved.width, 600);
    assert.equal(saved.height, 600);
    const data = assertOk(await own(cookie, 'PUT', `/${d.id}`, { data: { photo: saved.path, photos: [saved.path] } })).data;
    assert.equal(data.photo, saved.path);
    assertErrorEnvelope(await call('POST', '/api/user/portfolios/photos', { body: file.body, headers: { 'Content-Type': file.contentType } }), 401);
  });

  it('another user\'s portfolio is a 404 for every call; a guest gets 401', async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const d = await created(owner.cookie, 'mentor', mentorData());
    for (const [method, path, body] of [['PUT', `/${d.id}`, { data: mentorData() }], ['POST', `/${d.id}/submit`], ['DELETE', `/${d.id}`]]) {
      const res = await own(other.cookie, method, path, body);
      assertErrorEnvelope(res, 404, `${method} ${path}`);
      assert.equal(res.json.message, NOT_FOUND);
      assertErrorEnvelope(await own(undefined, method, path, body), 401);
    }
    assert.deepEqual(assertOk(await own(other.cookie, 'GET')), []);
    for (const id of ['0', '-1', 'abc', '1e3', '99999999']) assertErrorEnvelope(await own(owner.cookie, 'PUT', `/${id}`, { data: {} }), 404, id);
    assert.equal(assertOk(await own(owner.cookie, 'GET'))[0].status, 'draft', 'the owner\'s draft is untouched');
  });

  it('at most ten portfolios in one account', async () => {
    const { cookie } = await registerUser();
    for (let i = 0; i < 10; i++) await created(cookie, i % 2 ? 'mentor' : 'participant', {});
    assertErrorEnvelope(await own(cookie, 'POST', '', { kind: 'mentor', data: {} }), 409);
  });
});

describe('moderation', () => {
  it('the orders manager and a plain user may not read or decide the queue; a guest gets 401', async () => {
    const { cookie } = await registerUser();
    const d = await created(cookie, 'mentor', mentorData());
    await submitted(cookie, d.id);
    for (const who of ['orders', 'news', 'seo', 'tickets']) {
      for (const [method, path, body] of [['GET', ''], ['GET', `/${d.id}`], ['POST', `/${d.id}/approve`], ['POST', `/${d.id}/reject`, { note: 'Нет' }]]) {
        const res = await manager(method, path, body, who);
        assertErrorEnvelope(res, 403, `${who} ${method} ${path}`);
        assert.equal(res.json.message, FORBIDDEN);
      }
    }
    assertErrorEnvelope(await call('GET', '/api/admin/portfolios', { cookie }), 403);
    assertErrorEnvelope(await call('POST', `/api/admin/portfolios/${d.id}/approve`), 401);
    assert.equal(assertOk(await own(cookie, 'GET'))[0].status, 'pending', 'nothing was decided');
  });

  it('the users manager sees the sent portfolio with its owner and approves it: the page is live, the owner mailed', async () => {
    const { cookie, email, user } = await registerUser({ first_name: 'Ольга' });
    const d = await created(cookie, 'mentor', mentorData({ structure: 'centr-sozvezdie' }));
    await submitted(cookie, d.id);
    const queue = await manager('GET', `?filter=${encodeURIComponent(JSON.stringify({ status: 'pending', kind: 'mentor' }))}&sort=${encodeURIComponent('["submitted_at","DESC"]')}&range=${encodeURIComponent('[0,9]')}`);
    assert.equal(queue.status, 200, queue.text.slice(0, 300));
    assert.match(queue.headers['content-range'], /^portfolios 0-\d+\/\d+$/);
    const row = queue.json.find((r) => r.id === d.id);
    assert.ok(row, 'the newest pending portfolio is on the first page');
    assert.ok(queue.json.every((r) => r.status === 'pending' && r.kind === 'mentor'));
    const shown = await manager('GET', `/${d.id}`);
    assert.equal(shown.status, 200);
    assert.deepEqual(shown.json.owner, { id: user.id, name: `Ольга ${user.last_name}`, email, phone: null });
    assert.equal(shown.json.live, null);
    assert.equal(shown.json.data.name, 'Ольга Викторовна Проверкина');

    const decided = await approved(d.id);
    assert.equal(decided.status, 'approved');
    assert.ok(decided.decided_at);
    assert.match(decided.live.code, /^olga-viktorovna-proverkina(-\d+)?$/);
    assert.equal(decided.live.path, `/nastavnik/${decided.live.code}/`);
    const page = assertOk(await call('GET', `/api/people/mentors/${decided.live.code}`));
    assert.equal(page.name, 'Ольга Викторовна Проверкина');
    assert.equal(page.position, 'Педагог по эстрадному вокалу');
    assert.deepEqual(page.city, { slug: 'kazan', name: 'Казань' });
    assert.equal(page.structure.code, 'centr-sozvezdie');
    assert.deepEqual(page.achievements, ['Лауреат конкурса «Голос Поволжья»']);
    const listed = await call('GET', '/api/people/mentors?city=kazan&per_page=48');
    assert.ok(assertOk(listed).items.some((m) => m.code === decided.live.code), 'in the directory at once');
    const [mine] = assertOk(await own(cookie, 'GET'));
    assert.equal(mine.status, 'approved');
    assert.equal(mine.public_code, decided.live.code);
    await waitForMail(email, /Портфолио .*«Ольга Викторовна Проверкина» проверено и опубликовано/);
    const [mail] = mailsTo(email, /проверено и опубликовано/);
    assert.match(mail.text, /Здравствуйте, Ольга!/);
    assert.ok(mail.text.includes(`/nastavnik/${decided.live.code}/`), 'the mail links the page');
    // Decided once: a second decision is refused.
    assertErrorEnvelope(await manager('POST', `/${d.id}/approve`), 409);
    assertErrorEnvelope(await manager('POST', `/${d.id}/reject`, { note: 'Поздно' }), 409);
    const history = await manager('GET', `/${d.id}/audit`);
    assert.equal(history.status, 200);
    assert.ok(history.json.some((e) => e.action === 'approve'));
  });

  it('a change after publishing stays invisible until approved again; the code stays', async () => {
    const { cookie } = await registerUser();
    const d = await created(cookie, 'participant', soloistData({ name: 'Ансамбль Проверка', kind: 'collective', minor: false, birth_date: null }));
    await submitted(cookie, d.id);
    const { live } = await approved(d.id);
    const before = assertOk(await call('GET', `/api/people/participants/${live.code}`));
    assert.equal(before.kind, 'collective');
    const changed = assertOk(await own(cookie, 'PUT', `/${d.id}`, {
      data: soloistData({ name: 'Ансамбль Проверка', kind: 'collective', minor: false, birth_date: null, city: 'tyumen' }),
    }));
    assert.equal(changed.status, 'draft', 'an approved portfolio that changes is a draft again');
    assert.equal(changed.public_code, live.code, 'the page stays published meanwhile');
    assert.equal(assertOk(await call('GET', `/api/people/participants/${live.code}`)).city.slug, 'moskva', 'not yet');
    await submitted(cookie, d.id);
    assert.equal(assertOk(await call('GET', `/api/people/participants/${live.code}`)).city.slug, 'moskva', 'not while pending');
    const again = await approved(d.id);
    assert.equal(again.live.code, live.code, 'the same page');
    assert.equal(assertOk(await call('GET', `/api/people/participants/${live.code}`)).city.slug, 'tyumen');
    // Its owner may no longer delete it.
    assertErrorEnvelope(await own(cookie, 'DELETE', `/${d.id}`), 409);
  });

  it('two portfolios of one name get codes of their own', async () => {
    const codes = [];
    for (let i = 0; i < 2; i++) {
      const { cookie } = await registerUser();
      const d = await created(cookie, 'mentor', mentorData({ name: 'Пётр Ильич Однофамильцев' }));
      await submitted(cookie, d.id);
      codes.push((await approved(d.id)).live.code);
    }
    assert.notEqual(codes[0], codes[1]);
    assert.ok(codes.every((c) => /^petr-ilich-odnofamilcev(-\d+)?$/.test(c)), codes.join());
  });

  it('a rejection needs a note, which the owner gets by mail and sees in the list', async () => {
    const { cookie, email } = await registerUser();
    const d = await created(cookie, 'mentor', mentorData({ name: 'Отклонённый Наставник' }));
    await submitted(cookie, d.id);
    assertFieldError(await manager('POST', `/${d.id}/reject`, {}), 'note', REQUIRED);
    assertFieldError(await manager('POST', `/${d.id}/reject`, { note: '   ' }), 'note', REQUIRED);
    assertFieldError(await manager('POST', `/${d.id}/reject`, { note: 'н'.repeat(1001) }), 'note', 'Не должно превышать 1000 символов');
    assertErrorEnvelope(await manager('POST', `/${d.id}/reject`, { note: MEGABYTE }), 422);
    const note = 'Добавьте фото с выступления и укажите коллектив, в котором вы преподаёте.';
    const res = await manager('POST', `/${d.id}/reject`, { note });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.status, 'rejected');
    assert.equal(res.json.note, note);
    const [mine] = assertOk(await own(cookie, 'GET'));
    assert.equal(mine.status, 'rejected');
    assert.equal(mine.note, note);
    assert.equal(mine.public_code, null);
    await waitForMail(email, /Добавьте фото с выступления/);
    assert.match(mailsTo(email, /Добавьте фото/)[0].text, /«Отклонённый Наставник»/);
    // Fixed and sent again, it is back in the queue; never published, it may be deleted.
    assert.equal(assertOk(await own(cookie, 'PUT', `/${d.id}`, { data: mentorData({ name: 'Отклонённый Наставник' }) })).status, 'draft');
    await submitted(cookie, d.id);
    assert.equal(assertOk(await own(cookie, 'DELETE', `/${d.id}`)).ok, true);
    assertErrorEnvelope(await manager('GET', `/${d.id}`), 404);
  });

  it('a minor without the guardian\'s name and consent is not approved', async () => {
    const { cookie } = await registerUser();
    const d = await created(cookie, 'participant', soloistData());
    await submitted(cookie, d.id);
    // The pending data changes: the consent withdrawn.
    const withdrawn = assertOk(await own(cookie, 'PUT', `/${d.id}`, { data: soloistData({ guardian_consent: false }) }));
    assert.equal(withdrawn.status, 'pending');
    assertFieldError(await manager('POST', `/${d.id}/approve`), 'guardian_consent', MINOR_WITHOUT_CONSENT);
    assert.equal(assertOk(await own(cookie, 'GET'))[0].status, 'pending');
    assertOk(await own(cookie, 'PUT', `/${d.id}`, { data: soloistData() }));
    const { live } = await approved(d.id);
    const page = assertOk(await call('GET', `/api/people/participants/${live.code}`));
    for (const key of ['birth_date', 'guardian_name', 'guardian_consent', 'minor', 'user_id']) assert.ok(!(key in page), key);
    const admin = await call('GET', `/api/admin/participants/${live.id}`, { cookie: await staff('users') });
    assert.equal(admin.json.guardian_name, 'Ольга Проверкина');
    assert.ok(admin.json.guardian_consent_at, 'the consent\'s time is kept');
    assert.equal(admin.json.birth_date, '2014-05-20');
  });

  it('deleting: a draft never published goes; a published one stays (409)', async () => {
    const { cookie } = await registerUser();
    const d = await created(cookie, 'mentor', mentorData());
    assert.equal(assertOk(await own(cookie, 'DELETE', `/${d.id}`)).ok, true);
    assertErrorEnvelope(await own(cookie, 'DELETE', `/${d.id}`), 404);
    const p = await created(cookie, 'mentor', mentorData({ name: 'Удаляемый Наставник' }));
    await submitted(cookie, p.id);
    await approved(p.id);
    const refused = await own(cookie, 'DELETE', `/${p.id}`);
    assertErrorEnvelope(refused, 409);
    assert.match(refused.json.message, /Опубликованное портфолио нельзя удалить/);
  });

  it('the queue refuses filters that cannot be and lists what was sent, drafts apart', async () => {
    const { cookie } = await registerUser();
    const d = await created(cookie, 'mentor', mentorData());
    const all = await manager('GET', `?range=${encodeURIComponent('[0,999]')}`);
    assert.equal(all.status, 200);
    assert.ok(!all.json.some((r) => r.id === d.id), 'a draft never sent is not in the queue');
    assert.ok(all.json.every((r) => r.status !== 'draft'));
    const drafts = await manager('GET', `?filter=${encodeURIComponent('{"status":"draft"}')}&range=${encodeURIComponent('[0,999]')}`);
    assert.ok(drafts.json.some((r) => r.id === d.id));
    assertFieldError(await manager('GET', `?filter=${encodeURIComponent('{"status":"published"}')}`), 'status');
    assertFieldError(await manager('GET', `?filter=${encodeURIComponent('{"kind":"teacher"}')}`), 'kind');
    assertErrorEnvelope(await manager('GET', `?sort=${encodeURIComponent('["name","ASC"]')}`), 400);
    assertErrorEnvelope(await manager('GET', `?filter=${encodeURIComponent(JSON.stringify({ status: MEGABYTE.slice(0, 5000) }))}`), 422);
    assertErrorEnvelope(await manager('GET', '/99999999'), 404);
    assertErrorEnvelope(await manager('POST', '/99999999/approve'), 404);
    const admin = await manager('GET', '', undefined, 'admin');
    assert.equal(admin.status, 200, 'the Admin moderates too');
  });
});

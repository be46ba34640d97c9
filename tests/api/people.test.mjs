// People (issue 17, decision 0044): the public directory of mentors and participants with its
// filters and pages, 404s for what is unknown or unpublished, nothing of a minor's private data in
// any public answer, a megabyte in every query parameter, the video rule's messages, the admin's
// people (a minor published only with the guardian's consent), the `people` content block, the
// seeded pages that show it, and the server-drawn heads and sitemap of the people's pages.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { assertErrorEnvelope, assertFieldError, assertOk, get, hostFor } from './lib/http.mjs';
import { FORBIDDEN, REQUIRED, call, multipart, registerUser } from './lib/accounts.mjs';
import { createEvent, staff } from './lib/cart.mjs';
import { NOT_FOUND_TITLE, assertPage, headInfo, loadManifest, withDomain } from './lib/pages.mjs';
import { png } from './lib/png.mjs';

const MEGABYTE = 'a'.repeat(1_000_000);
const BAD_LINK = 'Некорректная ссылка';
const NOT_VIDEO = 'Ссылка должна вести на файл в формате MP4';
const MINOR_WITHOUT_CONSENT =
  'Несовершеннолетнего участника можно опубликовать только с именем и согласием родителя или законного представителя';
// What a public answer never carries, at any depth.
const PRIVATE_KEYS = ['birth_date', 'guardian_name', 'guardian_consent', 'guardian_consent_at', 'minor', 'user_id', 'email', 'phone', 'owner'];

const api = (path) => call('GET', path);
const list = async (path) => assertOk(await api(path));
const admin = async (method, path, body, who = 'users') => call(method, path, { cookie: await staff(who), body });
const suffix = () => crypto.randomBytes(3).toString('hex');

/** Every key of a JSON value, at any depth. */
function keysOf(value, out = new Set()) {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  }
  return out;
}

function assertNothingPrivate(data, what) {
  const keys = keysOf(data);
  for (const key of PRIVATE_KEYS) assert.ok(!keys.has(key), `${what} carries no ${key}`);
}

/** Every page of a list, following page and per_page. */
async function allOf(path, perPage = 5) {
  const items = [];
  for (let page = 1; page < 50; page++) {
    const sep = path.includes('?') ? '&' : '?';
    const data = await list(`${path}${sep}page=${page}&per_page=${perPage}`);
    items.push(...data.items);
    if (data.items.length < perPage) {
      assert.equal(items.length, data.total, `${path}: the pages add up to the total`);
      return items;
    }
  }
  assert.fail('too many pages');
}

describe('the directory', () => {
  it('the filters name only the creative types and cities of published people', async () => {
    const { creative_types, cities } = await list('/api/people/filters');
    const types = creative_types.map((t) => t.slug);
    for (const slug of ['vokalnoe', 'horeograficheskoe', 'teatralnoe', 'instrumentalnoe', 'cirkovoe', 'izobrazitelnoe']) {
      assert.ok(types.includes(slug), `creative type ${slug}`);
    }
    assert.ok(!types.includes('modeli-i-dizayn'), 'a creative type nobody has is left out');
    assert.deepEqual(creative_types.find((t) => t.slug === 'vokalnoe'), { slug: 'vokalnoe', title: 'Вокал' });
    const slugs = cities.map((c) => c.slug);
    for (const slug of ['moskva', 'sankt-peterburg', 'kazan', 'tyumen', 'ekaterinburg', 'nizhny-novgorod']) {
      assert.ok(slugs.includes(slug), `city ${slug}`);
    }
    assert.ok(!slugs.includes('anapa') && !slugs.includes('kaliningrad'), 'a city without people is left out');
    assert.deepEqual(cities.find((c) => c.slug === 'moskva'), { slug: 'moskva', name: 'Москва' });
  });

  it('names every published structure with its city, for an owner\'s portfolio to pick', async () => {
    const { structures } = await list('/api/people/filters');
    assert.deepEqual(structures.find((s) => s.code === 'ansambl-ulybka'), {
      code: 'ansambl-ulybka',
      name: 'Образцовый ансамбль танца «Улыбка», Тюмень',
    });
    assert.ok(structures.length >= 6);
  });

  it('lists mentors 24 a page by default, in the editors\' order, with their cards', async () => {
    const data = await list('/api/people/mentors');
    assert.equal(data.page, 1);
    assert.equal(data.per_page, 24);
    assert.ok(data.total >= 12, `twelve demo mentors at least: ${data.total}`);
    const first = data.items[0];
    assert.deepEqual(Object.keys(first).sort(), ['city', 'code', 'creative_types', 'name', 'photo', 'position']);
    assert.equal(first.code, 'irina-sokolovskaya');
    assert.equal(first.name, 'Ирина Валерьевна Соколовская');
    assert.deepEqual(first.city, { slug: 'moskva', name: 'Москва' });
    assert.deepEqual(first.creative_types, [{ slug: 'vokalnoe', title: 'Вокал' }]);
    assert.match(first.photo, /^\/storage\/content\/[0-9a-f]{20}-480x480\.webp$/, 'a generated portrait');
    const portrait = await get(first.photo);
    assert.equal(portrait.status, 200);
    assert.match(portrait.headers['content-type'], /^image\/webp/);
    assertNothingPrivate(data, 'the mentors list');
  });

  it('pages of a list add up to its total without repeating anyone', async () => {
    const mentors = await allOf('/api/people/mentors', 5);
    assert.equal(new Set(mentors.map((m) => m.code)).size, mentors.length);
    const participants = await allOf('/api/people/participants', 7);
    assert.equal(new Set(participants.map((p) => p.code)).size, participants.length);
    const past = await list('/api/people/mentors?page=1000');
    assert.deepEqual(past.items, []);
    assert.equal(past.page, 1000);
  });

  it('filters mentors by creative type, by city, and by both', async () => {
    const circus = await allOf('/api/people/mentors?creative_type=cirkovoe');
    assert.deepEqual(circus.map((m) => m.code).filter((c) => ['oksana-lapteva', 'viktor-burmistrov'].includes(c)), ['oksana-lapteva', 'viktor-burmistrov']);
    assert.ok(circus.every((m) => m.creative_types.some((t) => t.slug === 'cirkovoe')));
    const spb = await allOf('/api/people/mentors?city=sankt-peterburg');
    assert.ok(spb.length >= 3);
    assert.ok(spb.every((m) => m.city?.slug === 'sankt-peterburg'));
    const both = await allOf('/api/people/mentors?city=sankt-peterburg&creative_type=teatralnoe');
    assert.ok(both.some((m) => m.code === 'pavel-sarancev'));
    assert.ok(both.every((m) => m.city.slug === 'sankt-peterburg' && m.creative_types.some((t) => t.slug === 'teatralnoe')));
    assert.ok(!both.some((m) => m.code === 'marina-velyaminova'), 'a choreographer of the city is not a theatre mentor');
  });

  it('an unknown slug is an empty list, not an error', async () => {
    for (const query of ['city=atlantida', 'creative_type=net-takogo', 'city=moskva&creative_type=kino-i-foto']) {
      const data = await list(`/api/people/mentors?${query}`);
      assert.deepEqual(data.items, [], query);
      assert.equal(data.total, 0, query);
    }
    assert.equal((await list('/api/people/participants?city=atlantida')).total, 0);
  });

  it('lists participants by kind, city and creative type', async () => {
    const soloists = await allOf('/api/people/participants?kind=soloist');
    const collectives = await allOf('/api/people/participants?kind=collective');
    assert.ok(soloists.length >= 8 && collectives.length >= 8);
    assert.ok(soloists.every((p) => p.kind === 'soloist'));
    assert.ok(collectives.every((p) => p.kind === 'collective'));
    const all = await list('/api/people/participants?per_page=48');
    assert.equal(all.total, soloists.length + collectives.length);
    const kapel = all.items.find((p) => p.code === 'ansambl-kapel');
    assert.deepEqual(Object.keys(kapel).sort(), ['city', 'code', 'creative_types', 'kind', 'name', 'photo', 'structure_name']);
    assert.equal(kapel.structure_name, 'Детская школа искусств имени М. И. Глинки');
    const vocalInMoscow = await allOf('/api/people/participants?city=moskva&creative_type=vokalnoe&kind=soloist');
    assert.ok(vocalInMoscow.some((p) => p.code === 'alisa-morozova'));
    assert.ok(vocalInMoscow.every((p) => p.kind === 'soloist' && p.city.slug === 'moskva'));
    assertNothingPrivate(all, 'the participants list');
  });

  it('refuses parameters that cannot be, each under its name, a megabyte too', async () => {
    const cases = [
      ['/api/people/mentors?per_page=49', 'per_page', 'Не должно превышать 48'],
      ['/api/people/mentors?per_page=0', 'per_page', 'Должно быть больше или равно 1'],
      ['/api/people/mentors?page=0', 'page', 'Должно быть больше или равно 1'],
      ['/api/people/mentors?page=abc', 'page', 'Должно быть целым числом'],
      ['/api/people/mentors?page=1.5', 'page', 'Должно быть целым числом'],
      ['/api/people/mentors?page=100001', 'page', 'Не должно превышать 100000'],
      ['/api/people/participants?kind=duet', 'kind'],
    ];
    for (const [path, field, message] of cases) assertFieldError(await api(path), field, message);
    // As long as a URL allows (a megabyte is refused before any handler reads it).
    const long = encodeURIComponent('я'.repeat(1500));
    for (const list of ['mentors', 'participants']) {
      for (const key of ['creative_type', 'city', 'page', 'per_page', ...(list === 'participants' ? ['kind'] : [])]) {
        assertFieldError(await api(`/api/people/${list}?${key}=${long}`), key);
        const mb = await api(`/api/people/${list}?${key}=${'a'.repeat(1_000_000)}`);
        assert.ok(mb.status >= 400 && mb.status < 500, `a megabyte of ${key}: ${mb.status}`);
      }
    }
    assertFieldError(await api(`/api/people/mentors?page=${'9'.repeat(9000)}`), 'page', 'Должно быть целым числом');
    assertFieldError(await api(`/api/people/mentors?city=${'a'.repeat(101)}`), 'city', 'Не должно превышать 100 символов');
  });
});

describe('a person\'s page', () => {
  it('a mentor with their structure, achievements, pictures, videos, participants and the events they judge', async () => {
    const m = assertOk(await api('/api/people/mentors/irina-sokolovskaya'));
    assert.equal(m.name, 'Ирина Валерьевна Соколовская');
    assert.match(m.bio, /Заслуженная артистка России/);
    assert.deepEqual(m.structure, {
      code: 'dshi-glinki', name: 'Детская школа искусств имени М. И. Глинки', kind: 'school', city: { slug: 'moskva', name: 'Москва' },
    });
    assert.ok(m.achievements.length >= 3 && m.achievements.every((a) => typeof a === 'string'));
    assert.ok(m.photos.length >= 2 && m.photos.every((p) => /^\/storage\/content\/.+\.webp$/.test(p)));
    assert.ok(m.videos.length >= 1 && m.videos.length <= 6);
    const codes = m.participants.map((p) => p.code);
    assert.ok(codes.includes('alisa-morozova') && codes.includes('ansambl-kapel'), codes.join());
    assert.ok(m.jury.length > 0, 'the demo events she judges');
    for (const e of m.jury) {
      assert.deepEqual(Object.keys(e).sort(), ['city', 'code', 'date_end', 'date_start', 'name']);
      assert.match(e.date_start, /^\d{4}-\d\d-\d\d$/);
    }
    const starts = m.jury.map((e) => e.date_start);
    assert.deepEqual(starts, [...starts].sort().reverse(), 'newest first');
    assertNothingPrivate(m, 'a mentor');
  });

  it('a minor participant\'s page shows no birth date, guardian, owner or contact', async () => {
    const p = assertOk(await api('/api/people/participants/alisa-morozova'));
    assert.equal(p.kind, 'soloist');
    assert.deepEqual(p.mentor, {
      code: 'irina-sokolovskaya', name: 'Ирина Валерьевна Соколовская',
      position: 'Педагог по академическому вокалу, заведующая вокальным отделением', photo: p.mentor.photo,
    });
    assert.equal(p.structure.code, 'dshi-glinki');
    // Her published result (decision 0045): the festival, the nomination and the title, nothing of her.
    assert.deepEqual(p.results.map((r) => [r.event.code, r.title]), [['baltiyskaya-rapsodiya', 'Гран-при']]);
    assert.deepEqual(Object.keys(p).sort(),
      ['bio', 'city', 'code', 'creative_types', 'kind', 'mentor', 'name', 'photo', 'photos', 'results', 'structure', 'videos']);
    assertNothingPrivate(p, 'a minor\'s page');
    const raw = (await api('/api/people/participants/alisa-morozova')).text;
    assert.doesNotMatch(raw, /Елена Викторовна/, 'not the guardian\'s name anywhere');
    for (const path of ['/api/people/mentors/irina-sokolovskaya', '/api/people/participants?per_page=48', '/api/people/filters']) {
      assert.doesNotMatch((await api(path)).text, /Елена Викторовна|birth_date|guardian/, path);
    }
  });

  it('unknown codes answer 404 with the Russian message, garbage and a megabyte too', async () => {
    const mentor = await api('/api/people/mentors/net-takogo');
    assertErrorEnvelope(mentor, 404);
    assert.equal(mentor.json.message, 'Наставник не найден');
    const participant = await api('/api/people/participants/net-takogo');
    assertErrorEnvelope(participant, 404);
    assert.equal(participant.json.message, 'Участник не найден');
    for (const code of ['IRINA-SOKOLOVSKAYA', '%D0%B8%D1%80%D0%B8%D0%BD%D0%B0', 'a'.repeat(101), encodeURIComponent(MEGABYTE.slice(0, 3000)), '..%2F..%2Fetc']) {
      assertErrorEnvelope(await api(`/api/people/mentors/${code}`), 404, code.slice(0, 40));
      assertErrorEnvelope(await api(`/api/people/participants/${code}`), 404, code.slice(0, 40));
    }
  });
});

describe('people in the admin', () => {
  const participant = (overrides = {}) => ({
    code: `proverka-${suffix()}`, name: 'Проверочный солист', kind: 'soloist', bio: 'Поёт в хоре.',
    published: true, creative_type_ids: [1], ...overrides,
  });

  it('a participant the manager publishes shows at once; unpublished, it is a 404 and leaves the list', async () => {
    const created = await admin('POST', '/api/admin/participants', participant({ name: 'Солист Проверкин' }));
    assert.equal(created.status, 200, created.text);
    const { id, code } = created.json;
    assert.equal(assertOk(await api(`/api/people/participants/${code}`)).name, 'Солист Проверкин');
    assert.ok((await allOf('/api/people/participants?kind=soloist', 48)).some((p) => p.code === code));
    const hidden = await admin('PUT', `/api/admin/participants/${id}`, { published: false });
    assert.equal(hidden.status, 200, hidden.text);
    assertErrorEnvelope(await api(`/api/people/participants/${code}`), 404);
    assert.ok(!(await allOf('/api/people/participants?kind=soloist', 48)).some((p) => p.code === code));
    assert.equal((await admin('DELETE', `/api/admin/participants/${id}`)).status, 200);
  });

  it('a minor is published only with the guardian\'s name and consent', async () => {
    const minor = participant({ minor: true, birth_date: '2015-03-08' });
    assertFieldError(await admin('POST', '/api/admin/participants', minor), 'published', MINOR_WITHOUT_CONSENT);
    assertFieldError(await admin('POST', '/api/admin/participants', { ...minor, guardian_name: 'Мама Проверкина' }), 'published', MINOR_WITHOUT_CONSENT);
    const draft = await admin('POST', '/api/admin/participants', { ...minor, published: false });
    assert.equal(draft.status, 200, 'unpublished, a minor may be kept without consent');
    assertFieldError(await admin('PUT', `/api/admin/participants/${draft.json.id}`, { published: true }), 'published', MINOR_WITHOUT_CONSENT);
    const ok = await admin('PUT', `/api/admin/participants/${draft.json.id}`, {
      published: true, guardian_name: 'Мама Проверкина', guardian_consent_at: '2026-11-27T10:00:00Z',
    });
    assert.equal(ok.status, 200, ok.text);
    const page = assertOk(await api(`/api/people/participants/${ok.json.code}`));
    assertNothingPrivate(page, 'the published minor');
    assertFieldError(await admin('POST', '/api/admin/participants', participant({ kind: 'collective', birth_date: '2015-03-08' })),
      'birth_date', 'Дата рождения указывается только для солиста');
  });

  it('video links follow the rule, with the spec\'s messages', async () => {
    const bad = async (videos, message) =>
      assertFieldError(await admin('POST', '/api/admin/mentors', { code: `m-${suffix()}`, name: 'Наставник', videos }), 'videos', message);
    await bad(['не ссылка'], BAD_LINK);
    await bad(['ftp://example.ru/clip.mp4'], BAD_LINK);
    await bad(['https://localhost/clip.mp4'], BAD_LINK);
    await bad(['https://example.ru/clip.avi'], NOT_VIDEO);
    await bad(['https://rutube.ru/'], NOT_VIDEO);
    await bad(['https://www.youtube.com/watch?list=abc'], NOT_VIDEO);
    await bad(['http://example.ru/clip.mp4'], NOT_VIDEO);
    await bad(Array.from({ length: 7 }, (_, i) => `https://example.ru/${i}.mp4`), 'Не больше 6 в списке');
    const good = [
      'https://example.ru/video/final.MP4?dl=1', 'https://rutube.ru/video/7b3f9c2a1d8e4f60/', 'https://vk.com/video-21394678_456239112',
      'https://vkvideo.ru/video-1_2', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ',
    ];
    const created = await admin('POST', '/api/admin/mentors', { code: `m-${suffix()}`, name: 'Наставник с видео', videos: good });
    assert.equal(created.status, 200, created.text);
    assert.deepEqual(created.json.videos, good);
    assert.equal((await admin('DELETE', `/api/admin/mentors/${created.json.id}`)).status, 200);
  });

  it('pictures are the platform\'s files; lists and texts have their limits, a megabyte too', async () => {
    const code = () => `m-${suffix()}`;
    assertFieldError(await admin('POST', '/api/admin/mentors', { code: code(), name: 'Н', photos: ['https://evil.example/a.png'] }), 'photos');
    assertFieldError(await admin('POST', '/api/admin/mentors', { code: code(), name: 'Н', photo: '/storage/../etc/passwd' }), 'photo');
    assertFieldError(await admin('POST', '/api/admin/mentors', { code: code(), name: 'Н', achievements: Array(21).fill('Лауреат') }), 'achievements', 'Не больше 20 в списке');
    for (const field of ['name', 'position', 'bio', 'code']) {
      assertFieldError(await admin('POST', '/api/admin/mentors', { code: code(), name: 'Н', [field]: MEGABYTE }), field);
    }
    for (const field of ['name', 'head', 'description']) {
      assertFieldError(await admin('POST', '/api/admin/structures', { code: code(), name: 'С', kind: 'school', [field]: MEGABYTE }), field);
    }
    assertFieldError(await admin('POST', '/api/admin/structures', { code: code(), name: 'С', kind: 'studio' }), 'kind', 'Недопустимое значение');
    assertFieldError(await admin('POST', '/api/admin/participants', participant({ guardian_name: MEGABYTE })), 'guardian_name');
  });

  it('the people\'s managers upload a picture for a form; other staff may not', async () => {
    const file = multipart('file', 'portrait.png', 'image/png', png(400, 500, 3));
    const upload = async (who) => call('POST', '/api/admin/people/images', {
      cookie: who ? await staff(who) : undefined, body: file.body, headers: { 'Content-Type': file.contentType },
    });
    const res = await upload('users');
    assert.equal(res.status, 200, res.text.slice(0, 300));
    assert.match(res.json.path, /^\/storage\/content\/[0-9a-f]{20}-400x500\.webp$/);
    const mentor = await admin('POST', '/api/admin/mentors', { code: `m-${suffix()}`, name: 'Наставник с фото', photo: res.json.path });
    assert.equal(mentor.status, 200, mentor.text);
    assert.equal((await admin('DELETE', `/api/admin/mentors/${mentor.json.id}`)).status, 200);
    for (const who of ['orders', 'seo']) {
      const refused = await upload(who);
      assertErrorEnvelope(refused, 403, who);
      assert.equal(refused.json.message, FORBIDDEN);
    }
    assertErrorEnvelope(await upload(undefined), 401);
  });

  it('a structure or mentor that people point at is not deleted', async () => {
    const structures = await admin('GET', `/api/admin/structures?filter=${encodeURIComponent(JSON.stringify({ q: 'dshi-glinki' }))}`);
    assert.equal(structures.status, 200, structures.text);
    const glinka = structures.json.find((s) => s.code === 'dshi-glinki');
    const refused = await admin('DELETE', `/api/admin/structures/${glinka.id}`);
    assertErrorEnvelope(refused, 409);
    const mentors = await admin('GET', `/api/admin/mentors?filter=${encodeURIComponent(JSON.stringify({ q: 'irina-sokolovskaya' }))}`);
    assertErrorEnvelope(await admin('DELETE', `/api/admin/mentors/${mentors.json[0].id}`), 409);
  });

  it('a jury row names its mentor, whose page then lists the event', async () => {
    const jury = await admin('GET', `/api/admin/event-jury?range=${encodeURIComponent('[0,499]')}`, undefined, 'admin');
    assert.equal(jury.status, 200, jury.text);
    const linked = jury.json.filter((j) => j.mentor_id !== null);
    assert.ok(linked.length > 10, 'the demo links jury rows to mentors');
    const mentorIds = new Set(linked.map((j) => j.mentor_id));
    assert.ok(mentorIds.size >= 10, `most demo mentors judge: ${mentorIds.size}`);
  });
});

describe('the events a mentor judges', () => {
  it('a jury assignment (chair or juror) with the mentor counts as judging; a manager\'s does not', async () => {
    // Last in the editors' order: the directory's tests read the demo mentors first.
    const made = await admin('POST', '/api/admin/mentors', { code: `sudya-${suffix()}`, name: 'Анна Судейская', published: true, sort: 100000 }, 'admin');
    assert.equal(made.status, 200, made.text);
    const mentor = made.json;
    const judged = await createEvent({ name: `Фестиваль с жюри ${suffix()}` });
    const managed = await createEvent({ name: `Фестиваль с менеджером ${suffix()}` });
    const juror = await registerUser();
    const manager = await registerUser();
    assert.deepEqual(assertOk(await api(`/api/people/mentors/${mentor.code}`)).jury, [], 'judges nothing yet (and the page is cached)');
    for (const [event, user, role] of [[judged, juror, 'juror'], [managed, manager, 'manager']]) {
      const res = await admin('POST', '/api/admin/event-assignments', { event_id: event.id, user_id: user.user.id, role, mentor_id: mentor.id }, 'admin');
      assert.equal(res.status, 200, res.text);
    }
    const page = assertOk(await api(`/api/people/mentors/${mentor.code}`));
    assert.deepEqual(page.jury.map((e) => e.code), [judged.code]);
  });
});

describe('the people block and its pages', () => {
  it('the people block saves in the content admin with its fields checked', async () => {
    const seo = await staff('seo');
    const path = `/proverka-${suffix()}/`;
    const block = { type: 'people', title: 'Наши наставники', kind: 'mentors', filters: true, limit: 12 };
    const res = await call('POST', '/api/admin/pages', {
      cookie: seo, body: { area: 'main', path, title: 'Наставники', status: 'published', blocks: [block] },
    });
    assert.equal(res.status, 200, res.text);
    const served = assertOk(await get(`/api/content/page?path=${encodeURIComponent(path)}`, { host: hostFor('main') }));
    assert.deepEqual(served.blocks, [block]);
    const bad = async (b, field, message) =>
      assertFieldError(await call('POST', '/api/admin/pages', {
        cookie: seo, body: { area: 'main', path: `/proverka-${suffix()}/`, title: 'Т', status: 'draft', blocks: [b] },
      }), field, message);
    await bad({ type: 'people', title: 'Т' }, 'blocks[0].kind', REQUIRED);
    await bad({ type: 'people', kind: 'jury' }, 'blocks[0].kind', 'Недопустимое значение');
    await bad({ type: 'people', kind: 'mentors', limit: 49 }, 'blocks[0].limit');
    await bad({ type: 'people', kind: 'mentors', limit: 0 }, 'blocks[0].limit');
    await bad({ type: 'people', kind: 'mentors', filters: 'да' }, 'blocks[0].filters', 'Должно быть логическим значением');
    await bad({ type: 'people', kind: 'mentors', title: 'Н'.repeat(161) }, 'blocks[0].title', 'Не должно превышать 160 символов');
    await bad({ type: 'people', kind: 'mentors', title: MEGABYTE }, 'blocks');
    const specs = assertOk(await call('GET', '/api/admin/content/blocks', { cookie: seo })).blocks;
    assert.deepEqual(specs.find((b) => b.type === 'people').fields.map((f) => f.name), ['title', 'kind', 'filters', 'limit']);
  });

  it('/nastavniki/ and /uchastniki/ show the directory after their hero; /portfolio/sozdat/ leads to the account', async () => {
    const page = async (path) => assertOk(await get(`/api/content/page?path=${encodeURIComponent(path)}`, { host: hostFor('main') }));
    const mentors = await page('/nastavniki/');
    assert.equal(mentors.blocks[0].type, 'hero');
    assert.deepEqual({ ...mentors.blocks[1], title: undefined }, { type: 'people', title: undefined, kind: 'mentors', filters: true, limit: 12 });
    const participants = await page('/uchastniki/');
    assert.equal(participants.blocks[1].type, 'people');
    assert.equal(participants.blocks[1].kind, 'participants');
    const create = await page('/portfolio/sozdat/');
    assert.equal(create.blocks[0].button_link, 'id:/portfolio/');
    assert.match(create.blocks[0].lead, /«Моё портфолио»/);
    assert.ok(create.blocks.some((b) => b.type === 'steps' && b.items.some((i) => /провер/.test(i.text ?? ''))), 'sent for moderation');
    assert.ok(create.blocks.some((b) => b.type === 'request_form'), 'the request form stays as help');
  });

  it('a mentor\'s and a participant\'s pages have their own head; unknown codes are the 404 page', async () => {
    const manifest = await loadManifest();
    const product = manifest.product;
    const mentor = await get(withDomain('/nastavnik/irina-sokolovskaya/', 'main'));
    assertPage(mentor, { status: 200, title: `Ирина Валерьевна Соколовская, наставник — ${product}` }, 'mentor page');
    const [description] = headInfo(mentor.text).descriptions;
    assert.match(description, /^Педагог по академическому вокалу, заведующая вокальным отделением, Москва\. Направления: Вокал\. Заслуженная артистка России/);
    assert.match(mentor.text, /<link rel="canonical" href="[^"]*\/nastavnik\/irina-sokolovskaya\/"/);
    const soloist = await get(withDomain('/uchastnik/alisa-morozova/', 'main'));
    assertPage(soloist, { status: 200, title: `Алиса Морозова, солист — ${product}` }, 'participant page');
    assert.doesNotMatch(headInfo(soloist.text).descriptions[0], /Елена|\d{4}-\d\d-\d\d/);
    const collective = await get(withDomain('/uchastnik/ansambl-kapel/', 'main'));
    assertPage(collective, { status: 200, title: `Вокальный ансамбль «Капель», творческий коллектив — ${product}` }, 'collective');
    for (const path of ['/nastavnik/net-takogo/', '/uchastnik/net-takogo/', '/uchastnik/ALISA/']) {
      assertPage(await get(withDomain(path, 'main')), { status: 404, title: NOT_FOUND_TITLE }, path);
    }
  });

  it('every published mentor and participant is in main\'s sitemap, and only main\'s', async () => {
    const sitemap = await get('/sitemap.xml', { host: hostFor('main') });
    assert.equal(sitemap.status, 200);
    for (const path of ['/nastavnik/irina-sokolovskaya/', '/nastavnik/anatoliy-chernecov/', '/uchastnik/alisa-morozova/', '/uchastnik/orkestr-sving-taym/']) {
      assert.ok(sitemap.text.includes(path), path);
    }
    const bravo = await get('/sitemap.xml', { host: hostFor('bravo') });
    assert.ok(!bravo.text.includes('/nastavnik/'));
  });
});

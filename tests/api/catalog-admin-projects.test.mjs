// The catalogue admin's creative projects, final requirements and jury (react-admin simple REST):
// create, show, edit, list, delete; validation with Russian messages; refusal to delete a project
// that events or requirements use; requirements only for finals; the public answers follow.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { assertErrorEnvelope, assertFieldError, assertOk, get } from './lib/http.mjs';
import { DEMO, call, loginCookie } from './lib/accounts.mjs';

let admin;
let posters;
const slug = (p) => `${p}-${crypto.randomBytes(3).toString('hex')}`;
const q = (v) => encodeURIComponent(JSON.stringify(v));
const inDays = (n) => new Date(Date.now() + n * 86400e3).toISOString().slice(0, 10);

before(async () => {
  admin = await loginCookie(DEMO.admin.email, DEMO.admin.password);
  posters = await loginCookie(DEMO.posters.email, DEMO.posters.password);
});

async function create(resource, body) {
  const res = await call('POST', `/api/admin/${resource}`, { cookie: admin, body });
  assert.equal(res.status, 200, `${resource}: ${res.text.slice(0, 400)}`);
  return res.json;
}

async function newEvent(type, extra = {}) {
  return create('events', {
    code: slug(`test-${type}`), type, name: `Проверочное событие (${type})`, description: ['Описание.'],
    date_start: inDays(60), date_end: inDays(61), place_count: 30, places_left: 30, price_participation: 500,
    package_trip: [], published: true, creative_type_ids: [], tag_ids: [], age_category_ids: [], ...extra,
  });
}

const remove = (resource, id) => call('DELETE', `/api/admin/${resource}/${id}`, { cookie: admin });

describe('admin projects', () => {
  it('creates, shows, lists, edits and deletes a project; the public pages follow', async () => {
    const project = await create('projects', {
      slug: slug('proekt'), title: 'Проверочный проект', summary: 'Короткое описание проекта.',
      content: [{ heading: 'О проекте', text: 'Текст раздела.' }, { heading: 'Как участвовать', text: 'Подать заявку.' }],
      fixed: false,
    });
    assert.deepEqual(Object.keys(project).sort(), ['content', 'fixed', 'id', 'slug', 'summary', 'title']);
    assert.equal(project.content.length, 2);
    assert.equal(project.fixed, false);
    assert.deepEqual((await call('GET', `/api/admin/projects/${project.id}`, { cookie: admin })).json, project);
    const page = assertOk(await get(`/api/project/${project.slug}`));
    assert.deepEqual(page.content, project.content);
    assert.deepEqual(page.events, []);

    const found = await call('GET', `/api/admin/projects?filter=${q({ q: project.slug })}&sort=${q(['title', 'ASC'])}&range=${q([0, 9])}`, { cookie: admin });
    assert.equal(found.status, 200);
    assert.deepEqual(found.json.map((p) => p.id), [project.id]);
    assert.equal(found.headers['content-range'], 'projects 0-0/1');

    const edited = await call('PUT', `/api/admin/projects/${project.id}`, { cookie: admin, body: { title: 'Переименованный проект', fixed: true } });
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.json.title, 'Переименованный проект');
    assert.deepEqual(edited.json.content, project.content, 'fields not sent keep their values');
    const listed = assertOk(await get('/api/project/list')).items.find((p) => p.slug === project.slug);
    assert.equal(listed.title, 'Переименованный проект');
    assert.equal(listed.fixed, true);

    assert.equal((await remove('projects', project.id)).status, 200);
    assertErrorEnvelope(await get(`/api/project/${project.slug}`), 404);
    assertErrorEnvelope(await call('GET', `/api/admin/projects/${project.id}`, { cookie: admin }), 404);
  });

  it('validates the fields and the content sections with Russian messages', async () => {
    const bad = await call('POST', '/api/admin/projects', { cookie: admin, body: { slug: 'Плохо', title: '', summary: '', content: 'текст' } });
    assertFieldError(bad, 'slug', 'Допустимы строчные латинские буквы, цифры и дефис');
    assertFieldError(bad, 'title', 'Обязательное поле для заполнения');
    assertFieldError(bad, 'summary', 'Обязательное поле для заполнения');
    assertFieldError(bad, 'content', 'Должно быть списком разделов с заголовком и текстом');
    const empty = await call('POST', '/api/admin/projects', { cookie: admin, body: { slug: slug('p'), title: 'x', summary: 'x', content: [{ heading: 'x', text: ' ' }] } });
    assertFieldError(empty, 'content', 'У каждого раздела должны быть заголовок и текст');
    const long = await call('POST', '/api/admin/projects', { cookie: admin, body: { slug: slug('p'), title: 'x', summary: 'x', content: [{ heading: 'x', text: 'я'.repeat(10001) }] } });
    assertFieldError(long, 'content', 'Текст раздела не должен превышать 10000 символов');
    assertFieldError(await call('POST', '/api/admin/projects', { cookie: admin, body: { slug: 'imena-rossii', title: 'x', summary: 'x' } }),
      'slug', 'Такое значение уже занято');
    const bare = await create('projects', { slug: slug('p'), title: 'Без разделов', summary: 'Кратко.' });
    assert.deepEqual(bare.content, []);
    assert.equal(bare.fixed, false);
    assert.equal((await remove('projects', bare.id)).status, 200);
  });

  it('refuses to delete a project that an event or a requirement uses', async () => {
    const project = await create('projects', { slug: slug('p'), title: 'Проект с событием', summary: 'Кратко.' });
    const event = await newEvent('festival', { project_id: project.id });
    const used = await remove('projects', project.id);
    assertErrorEnvelope(used, 409);
    assert.equal(used.json.message, 'Проект нельзя удалить: он используется в событиях');
    const page = assertOk(await get(`/api/project/${project.slug}`));
    assert.deepEqual(page.events.map((e) => e.code), [event.code]);
    assert.equal((await remove('events', event.id)).status, 200);

    const final = await newEvent('final');
    const requirement = await create('event-requirements', { event_id: final.id, project_id: project.id, count: 2 });
    const required = await remove('projects', project.id);
    assertErrorEnvelope(required, 409);
    assert.equal(required.json.message, 'Проект нельзя удалить: он используется в требованиях финалов');
    assert.equal((await remove('event-requirements', requirement.id)).status, 200);
    assert.equal((await remove('events', final.id)).status, 200);
    assert.equal((await remove('projects', project.id)).status, 200);
  });
});

describe('admin final requirements', () => {
  it('sets requirements of a final, shown on its public page', async () => {
    const projects = (await call('GET', `/api/admin/projects?filter=${q({ slug: 'imena-rossii' })}`, { cookie: admin })).json;
    const final = await newEvent('final');
    const requirement = await create('event-requirements', { event_id: final.id, project_id: projects[0].id, count: 3 });
    assert.deepEqual(Object.keys(requirement).sort(), ['count', 'event_id', 'id', 'project_id']);
    const page = assertOk(await get(`/api/event/${final.code}`));
    assert.deepEqual(page.requirements, [{ code: 'imena-rossii', title: projects[0].title, count: 3 }]);
    const listed = await call('GET', `/api/admin/event-requirements?filter=${q({ event_id: final.id })}`, { cookie: admin });
    assert.deepEqual(listed.json.map((r) => r.id), [requirement.id]);
    const edited = await call('PUT', `/api/admin/event-requirements/${requirement.id}`, { cookie: admin, body: { count: 1 } });
    assert.equal(edited.json.count, 1);
    assert.equal(assertOk(await get(`/api/event/${final.code}`)).requirements[0].count, 1);

    assertFieldError(await call('POST', '/api/admin/event-requirements', { cookie: admin, body: { event_id: final.id, project_id: projects[0].id, count: 1 } }),
      'project_id', 'Требование к этому проекту уже задано');
    assertFieldError(await call('POST', '/api/admin/event-requirements', { cookie: admin, body: { event_id: final.id, project_id: projects[0].id, count: 0 } }),
      'count', 'Должно быть больше или равно 1');
    const typeChange = await call('PUT', `/api/admin/events/${final.id}`, { cookie: admin, body: { type: 'festival' } });
    assertFieldError(typeChange, 'type', 'У финала заданы требования к участию: удалите их, прежде чем менять тип');

    assert.equal((await remove('events', final.id)).status, 200, 'an event takes its requirements along');
    assertErrorEnvelope(await call('GET', `/api/admin/event-requirements/${requirement.id}`, { cookie: admin }), 404);
  });

  it('refuses requirements for events that are not finals', async () => {
    const projects = (await call('GET', `/api/admin/projects?filter=${q({ slug: 'imena-rossii' })}`, { cookie: admin })).json;
    const festival = await newEvent('festival');
    const res = await call('POST', '/api/admin/event-requirements', { cookie: admin, body: { event_id: festival.id, project_id: projects[0].id, count: 1 } });
    assertFieldError(res, 'event_id', 'Требования задаются только для финалов');
    assertFieldError(await call('POST', '/api/admin/event-requirements', { cookie: admin, body: { event_id: festival.id, project_id: 99999999 } }),
      'project_id', 'Запись не найдена');
    assert.equal((await remove('events', festival.id)).status, 200);
  });
});

describe('admin jury', () => {
  it('creates, orders, edits and deletes jury members, shown on the public page', async () => {
    const event = await newEvent('contest');
    const second = await create('event-jury', { event_id: event.id, sort: 2, name: 'Мария Иванова', regalia: 'Заслуженная артистка России' });
    const first = await create('event-jury', { event_id: event.id, sort: 1, name: 'Пётр Смирнов', regalia: 'Композитор' });
    // mentor_id: the mentor whose page lists the event (decision 0044), none unless set.
    assert.deepEqual(Object.keys(first).sort(), ['event_id', 'id', 'mentor_id', 'name', 'regalia', 'sort']);
    assert.equal(first.mentor_id, null);
    assert.deepEqual(assertOk(await get(`/api/event/${event.code}`)).jury.map((j) => j.name), ['Пётр Смирнов', 'Мария Иванова']);
    const found = await call('GET', `/api/admin/event-jury?filter=${q({ q: 'Иванова' })}`, { cookie: admin });
    assert.ok(found.json.some((j) => j.id === second.id));
    assert.equal((await call('PUT', `/api/admin/event-jury/${second.id}`, { cookie: admin, body: { sort: 0 } })).status, 200);
    assert.deepEqual(assertOk(await get(`/api/event/${event.code}`)).jury.map((j) => j.name), ['Мария Иванова', 'Пётр Смирнов']);
    const bad = await call('POST', '/api/admin/event-jury', { cookie: admin, body: { event_id: event.id, name: '', regalia: '' } });
    assertFieldError(bad, 'name', 'Обязательное поле для заполнения');
    assertFieldError(bad, 'regalia', 'Обязательное поле для заполнения');
    assert.equal((await remove('event-jury', first.id)).status, 200);
    assert.deepEqual(assertOk(await get(`/api/event/${event.code}`)).jury.map((j) => j.name), ['Мария Иванова']);
    assert.equal((await remove('events', event.id)).status, 200);
  });

  it("names a juror's published mentor page on the public page, and no other", async () => {
    const event = await newEvent('contest');
    // Last in the editors' order: the people directory's tests read the demo mentors first.
    const mentor = await create('mentors', { code: slug('juror'), name: 'Ольга Жюриева', published: true, sort: 100000 });
    const hidden = await create('mentors', { code: slug('hidden'), name: 'Вера Скрытая', published: false });
    await create('event-jury', { event_id: event.id, sort: 1, name: mentor.name, regalia: 'Хормейстер', mentor_id: mentor.id });
    await create('event-jury', { event_id: event.id, sort: 2, name: hidden.name, regalia: 'Педагог', mentor_id: hidden.id });
    await create('event-jury', { event_id: event.id, sort: 3, name: 'Гость Жюри', regalia: 'Композитор' });
    const jury = assertOk(await get(`/api/event/${event.code}`)).jury;
    assert.deepEqual(jury.map((j) => j.mentor), [mentor.code, null, null]);
    assert.equal((await remove('events', event.id)).status, 200);
  });

  it('searches with q whatever the case of the first letter, and % literally', async () => {
    const cities = async (text) => (await call('GET', `/api/admin/cities?filter=${q({ q: text })}`, { cookie: admin })).json.map((c) => c.slug);
    for (const text of ['москва', 'Москва', 'МОСКВА', 'сква', 'moskva']) assert.ok((await cities(text)).includes('moskva'), text);
    assert.deepEqual(await cities('%'), []);
    const requirements = await call('GET', `/api/admin/event-requirements?filter=${q({ q: '1' })}`, { cookie: admin });
    assert.equal(requirements.status, 200, 'a resource without text fields searches its first field');
  });

  it('belongs to the events section: ManagerPosters gets 403', async () => {
    for (const resource of ['projects', 'event-requirements', 'event-jury']) {
      assertErrorEnvelope(await call('GET', `/api/admin/${resource}`, { cookie: posters }), 403);
      assertErrorEnvelope(await call('POST', `/api/admin/${resource}`, { cookie: posters, body: {} }), 403);
    }
    assertErrorEnvelope(await call('GET', '/api/admin/projects'), 401);
  });
});

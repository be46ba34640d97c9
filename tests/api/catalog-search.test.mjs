// Search over events with Russian morphology (decision 0009): the same answers on SQLite (FTS5 over
// Snowball stems) and PostgreSQL (a weighted vector of the same stems), ranked, with highlighted
// snippets. An event is found by its name, description, type («конкурс»), creative types («Цирковое
// искусство», «Вокальные»), city, venue and project; a word of four letters or more also finds
// the longer words starting with its stem («цирк» finds «цирковой»). Other test files add events
// at the same time: only demo codes are compared.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { assertFieldError, assertOk, get } from './lib/http.mjs';

const CATALOG = JSON.parse(fs.readFileSync(new URL('../../server/seed/catalog.json', import.meta.url)));
const DEMO_CODES = new Set(CATALOG.events.map((e) => e.code));
const TYPE_LABELS = { festival: 'Фестиваль', contest: 'Конкурс', final: 'Финал', casting: 'Кастинг', forum: 'Форум',
  camp: 'Творческая смена кемп', intensive: 'Интенсив', project: 'Проект' };
const bySlug = (list, key = 'slug') => Object.fromEntries(list.map((x) => [x[key], x]));
const places = bySlug(CATALOG.places, 'code');
const cities = bySlug(CATALOG.cities);
const creativeTypes = bySlug(CATALOG.creative_types);
const projects = bySlug(CATALOG.projects);
// Everything the server indexes for a demo event, as one text.
const indexedText = (e) => [e.name, ...e.description, TYPE_LABELS[e.type],
  ...e.creative_types.flatMap((t) => [creativeTypes[t].title, creativeTypes[t].adjective_plural]),
  e.place ? places[e.place].name : '', e.place ? cities[places[e.place].city].name : '',
  e.project ? projects[e.project].title : ''].join(' ').toLowerCase().replaceAll('ё', 'е');
// The demo events in which every one of the given stems starts a word (the server's prefix match).
const expectedCodes = (...stems) => CATALOG.events
  .filter((e) => e.published && stems.every((st) => new RegExp(`(^|[^а-яa-z0-9])${st}`).test(indexedText(e))))
  .map((e) => e.code).sort();

const search = async (text, extra = '') =>
  assertOk(await get(`/api/search?text=${encodeURIComponent(text)}&per_page=50${extra}`), text);
const codes = (data) => data.items.map((i) => i.code).filter((c) => DEMO_CODES.has(c)).sort();
const titleMarked = (item) => /<mark>/.test(item.title_html);

describe('GET /api/search finds events by what they are', () => {
  it('"вокальный конкурс" finds the vocal contests: creative type «Вокальные» and type or name «конкурс»', async () => {
    const data = await search('вокальный конкурс');
    const want = expectedCodes('вокальн', 'конкурс');
    assert.ok(want.length >= 20, `the demo data has many vocal contests (${want.length})`);
    assert.deepEqual(codes(data), want);
    assert.ok(data.items.every((i) => /<mark>/.test(i.title_html + i.snippet)));
    const rapsodiya = data.items.find((i) => i.code === 'baltiyskaya-rapsodiya');
    assert.match(rapsodiya.title_html, /<mark>конкурс<\/mark>/);
    assert.match(rapsodiya.snippet, /<mark>вокальной<\/mark>/);
  });

  it('"цирк" finds every circus event through longer words of its stem and the creative type', async () => {
    const data = await search('цирк');
    const circus = CATALOG.events.filter((e) => e.published && e.creative_types.includes('cirkovoe')).map((e) => e.code).sort();
    assert.ok(circus.length >= 5);
    assert.deepEqual(codes(data), expectedCodes('цирк'));
    for (const code of circus) assert.ok(codes(data).includes(code), code);
    assert.ok(data.items.every((i) => /<mark>цирков/i.test(i.title_html + i.snippet)), 'the match is highlighted');
  });

  it('"казань" finds the events in Kazan by their city and venue', async () => {
    const data = await search('казань');
    const kazan = CATALOG.events.filter((e) => e.published && e.place && places[e.place].city === 'kazan').map((e) => e.code).sort();
    assert.ok(kazan.length >= 5);
    assert.deepEqual(codes(data), expectedCodes('казан'));
    for (const code of kazan) assert.ok(codes(data).includes(code), code);
  });

  it('finds by the type label and the venue name', async () => {
    assert.deepEqual(codes(await search('кастинг')), expectedCodes('кастинг'));
    assert.ok(codes(await search('кастинг')).length >= CATALOG.events.filter((e) => e.published && e.type === 'casting').length);
    assert.deepEqual(codes(await search('кемп')), expectedCodes('кемп'));
    const venue = places['kazan-dk-sayyar'].name;
    const withVenue = CATALOG.events.filter((e) => e.published && e.place === 'kazan-dk-sayyar').map((e) => e.code).sort();
    for (const code of withVenue) assert.ok(codes(await search(venue)).includes(code), `${venue}: ${code}`);
  });

  it('finds nothing for an unrelated word', async () => {
    for (const word of ['абракадабра', 'космонавтика', 'zzqx']) {
      const data = await search(word);
      assert.equal(data.total, 0, word);
      assert.deepEqual(data.items, []);
    }
  });

  it('ranks events whose name has the word first', async () => {
    for (const word of ['цирк', 'казань', 'танцы']) {
      const data = await search(word);
      const marks = data.items.map(titleMarked);
      assert.ok(marks[0], `${word}: the first result has the word in its name`);
      assert.equal(marks.indexOf(false) === -1 ? marks.length : marks.indexOf(false), marks.filter(Boolean).length,
        `${word}: name matches come before the others`);
    }
  });

  it('a word of three letters or fewer matches only itself, not longer words ("хор" is not «хореография»)', async () => {
    const data = await search('хор');
    assert.ok(data.items.every((i) => /<mark>хор(а|ы|ов|у|ом|е)?<\/mark>/i.test(i.title_html + i.snippet)), JSON.stringify(data.items.map((i) => i.snippet)));
  });
});

describe('GET /api/search', () => {
  it('answers the search item shape', async () => {
    const data = await search('Балтийская рапсодия');
    assert.deepEqual(codes(data), ['baltiyskaya-rapsodiya']);
    const item = data.items[0];
    assert.equal(item.type, 'event');
    assert.equal(item.url, '/festival/baltiyskaya-rapsodiya/');
    assert.match(item.title_html, /<mark>Балтийская<\/mark> <mark>рапсодия<\/mark>/);
  });

  it('reads ё as е and inflected forms as the same word', async () => {
    assert.deepEqual(codes(await search('звездного пути')), ['zvezdnyy-put-moskva', 'zvezdnyy-put-moskva-2']);
    assert.deepEqual(codes(await search('Звёздный путь')), ['zvezdnyy-put-moskva', 'zvezdnyy-put-moskva-2']);
    assert.deepEqual(codes(await search('зимние сказки')), expectedCodes('зимн', 'сказк'));
    assert.ok(codes(await search('зимние сказки')).includes('zimnyaya-skazka-moskva'));
  });

  it('ranks and pages, total counts every match', async () => {
    const all = await search('танцы');
    const want = expectedCodes('танц');
    assert.ok(want.length >= 8);
    assert.equal(all.total, want.length);
    assert.equal(all.items.length, want.length);
    const page = assertOk(await get(`/api/search?text=${encodeURIComponent('танцы')}&per_page=3&page=2`));
    assert.equal(page.total, want.length);
    assert.deepEqual(page.items.map((i) => i.code), all.items.slice(3, 6).map((i) => i.code));
    assert.ok(all.items.every((i) => /<mark>/.test(i.snippet) || /<mark>/.test(i.title_html)));
  });

  it('ignores stop words and punctuation, and every word must match', async () => {
    assert.equal((await search('«Танцы»?!')).total, expectedCodes('танц').length);
    assert.equal((await search('<script>танцы</script>')).total, 0, 'script matches nothing');
    assert.equal((await search('и в на')).total, 0);
    assert.equal((await search('"; DROP TABLE events; --')).total, 0);
    assert.equal((await search("o'reilly")).total, 0);
  });

  it('requires a text', async () => {
    assertFieldError(await get('/api/search?text='), 'text', 'Обязательное поле для заполнения');
    assertFieldError(await get('/api/search'), 'text');
    assertFieldError(await get(`/api/search?text=a&per_page=51`), 'per_page');
  });
});

describe('search in GET /api/event/list', () => {
  it('filters the list with the same matching, combined with other filters', async () => {
    const data = assertOk(await get(`/api/event/list?per_page=100&search=${encodeURIComponent('Звёздный путь')}`));
    assert.deepEqual(data.items.map((i) => i.code).sort(), ['zvezdnyy-put-moskva', 'zvezdnyy-put-moskva-2']);
    const moscow = assertOk(await get(`/api/event/list?city=sochi&search=${encodeURIComponent('звездного пути')}`));
    assert.equal(moscow.total, 0);
  });

  it('finds the upcoming events that GET /api/search finds', async () => {
    const upcoming = new Set(CATALOG.events.filter((e) => e.start_offset_days + e.duration_days - 1 >= 0).map((e) => e.code));
    for (const text of ['вокальный конкурс', 'цирк', 'казань']) {
      const list = assertOk(await get(`/api/event/list?per_page=100&search=${encodeURIComponent(text)}`));
      const found = codes(await search(text)).filter((c) => upcoming.has(c));
      assert.deepEqual(list.items.map((i) => i.code).filter((c) => DEMO_CODES.has(c)).sort(), found, text);
    }
    assert.equal(assertOk(await get(`/api/event/list?search=${encodeURIComponent('абракадабра')}`)).total, 0);
    const kazanCircus = assertOk(await get(`/api/event/list?city=kazan&search=${encodeURIComponent('цирк')}`));
    assert.equal(kazanCircus.total, 0);
  });
});

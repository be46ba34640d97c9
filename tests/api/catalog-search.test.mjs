// Search over events with Russian morphology (decision 0009): the same answers on SQLite (FTS5 over
// Snowball stems) and PostgreSQL (the `russian` configuration), ranked, with highlighted snippets.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertFieldError, assertOk, get } from './lib/http.mjs';

const search = async (text, extra = '') =>
  assertOk(await get(`/api/search?text=${encodeURIComponent(text)}&per_page=50${extra}`), text);
const codes = (data) => data.items.map((i) => i.code).sort();

describe('GET /api/search', () => {
  it('finds other forms of the words: "вокальный конкурс" matches «вокальной» and «фестиваль-конкурс»', async () => {
    const data = await search('вокальный конкурс');
    assert.deepEqual(codes(data), ['baltiyskaya-rapsodiya']);
    const item = data.items[0];
    assert.equal(item.type, 'event');
    assert.equal(item.url, '/festival/baltiyskaya-rapsodiya/');
    assert.match(item.title_html, /<mark>конкурс<\/mark>/);
    assert.match(item.snippet, /<mark>вокальной<\/mark>/);
  });

  it('reads ё as е and inflected forms as the same word', async () => {
    assert.deepEqual(codes(await search('звездного пути')), ['zvezdnyy-put-moskva', 'zvezdnyy-put-moskva-2']);
    assert.deepEqual(codes(await search('Звёздный путь')), ['zvezdnyy-put-moskva', 'zvezdnyy-put-moskva-2']);
    assert.deepEqual(codes(await search('зимние сказки')), ['zimnyaya-skazka-moskva']);
  });

  it('ranks and pages, total counts every match', async () => {
    const all = await search('танцы');
    assert.equal(all.total, 8);
    assert.equal(all.items.length, 8);
    const page = assertOk(await get(`/api/search?text=${encodeURIComponent('танцы')}&per_page=3&page=2`));
    assert.equal(page.total, 8);
    assert.deepEqual(page.items.map((i) => i.code), all.items.slice(3, 6).map((i) => i.code));
    assert.ok(all.items.every((i) => /<mark>/.test(i.snippet) || /<mark>/.test(i.title_html)));
  });

  it('ignores stop words and punctuation, and every word must match', async () => {
    assert.equal((await search('«Танцы»?!')).total, 8);
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
});

// The catalogue's documents for crawlers: /robots.txt and /sitemap.xml per area, and the filter,
// festival and project pages the server draws from the catalogue (the web build's routes
// events-festivals-filters, events-festival-code, events-kreativnye-proekty-slug); their logic is
// also unit-tested with a fixture manifest (server/tests/unit/catalog_pages_test.cpp).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { get, hostFor } from './lib/http.mjs';

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt points to the sitemap of the same host', async () => {
    const res = await get('/robots.txt', { host: hostFor('events') });
    assert.equal(res.status, 200);
    assert.match(res.headers['content-type'], /^text\/plain/);
    assert.match(res.text, new RegExp(`Sitemap: http://${hostFor('events').replace(/\./g, '\\.')}/sitemap\\.xml`));
  });

  it('sitemap.xml lists the pages of the area asked for', async () => {
    const res = await get('/sitemap.xml', { host: hostFor('events') });
    assert.equal(res.status, 200);
    assert.match(res.headers['content-type'], /^application\/xml/);
    assert.match(res.text, /^<\?xml/);
    assert.match(res.text, new RegExp(`<loc>http://${hostFor('events').replace(/\./g, '\\.')}/</loc>`));
    assert.match(res.text, /\/festival\/zvezdnyy-put-moskva\/<\/loc>/);
    assert.match(res.text, /\/festivals\/gorod-moskva\/<\/loc>/);
    const main = await get('/sitemap.xml', { host: hostFor('main') });
    assert.ok(!main.text.includes('/festival/'), 'festival pages belong to the events area');
  });
});

describe('filter and festival pages', () => {
  it('answers the canonical filter page with its own title, 301 for another order, 404 for an unknown entry', async () => {
    const host = hostFor('events');
    const page = await get('/festivals/tvorchestvo-vokalnoe/gorod-moskva/', { host });
    assert.equal(page.status, 200);
    assert.match(page.text, /<title>Вокальные конкурсы и фестивали в Москве/);
    const moved = await get('/festivals/gorod-moskva/tvorchestvo-vokalnoe/?search=x', { host });
    assert.equal(moved.status, 301);
    assert.equal(moved.headers.location, '/festivals/tvorchestvo-vokalnoe/gorod-moskva/?search=x');
    assert.equal((await get('/festivals/gorod-atlantida/', { host })).status, 404);
  });

  it('answers a festival page with its name, description, canonical link and Event JSON-LD, 404 for an unknown code', async () => {
    const host = hostFor('events');
    const page = await get('/festival/zvezdnyy-put-moskva/', { host });
    assert.equal(page.status, 200);
    assert.match(page.text, /<title>Всероссийский фестиваль-конкурс «Звёздный путь» — /);
    assert.match(page.text, /<meta name="description" content="«Звёздный путь» — один из/);
    assert.match(page.text, /<link rel="canonical" href="http:\/\/[^"]+\/festival\/zvezdnyy-put-moskva\/">/);
    const ld = JSON.parse(page.text.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)[1]);
    assert.equal(ld['@type'], 'Event');
    assert.equal(ld.name, 'Всероссийский фестиваль-конкурс «Звёздный путь»');
    assert.match(ld.startDate, /^\d{4}-\d{2}-\d{2}/);
    assert.equal((await get('/festival/net-takogo-festivalya/', { host })).status, 404);
  });

  it('answers a creative project page with its title and summary, 404 for an unknown slug', async () => {
    const host = hostFor('events');
    const page = await get('/kreativnye-proekty/kemp-novaya-volna/', { host });
    assert.equal(page.status, 200);
    assert.match(page.text, /<title>Кемп «Новая волна» — /);
    assert.match(page.text, /<meta name="description" content="Творческие смены у моря/);
    assert.match(page.text, /<link rel="canonical" href="http:\/\/[^"]+\/kreativnye-proekty\/kemp-novaya-volna\/">/);
    assert.equal((await get('/kreativnye-proekty/net-takogo-proekta/', { host })).status, 404);
    const sitemap = (await get('/sitemap.xml', { host })).text;
    assert.match(sitemap, /\/kreativnye-proekty\/kemp-novaya-volna\/<\/loc>/);
    assert.equal(sitemap.split('/kreativnye-proekty/imena-rossii/<').length, 2, 'a fixed project page is listed once');
  });
});

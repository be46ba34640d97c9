// Pages that arrive whole (issue 13, decision 0034): the HTML of a public page carries its
// content drawn by the React app on the server (headings, text, cards, links), with the data the
// browser takes it over with, so a visitor without JavaScript and a crawler see the page. What
// a test can check without a browser: the markup, the data block, the cache and its headers.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { assertOk, get, hostFor } from './lib/http.mjs';
import { call } from './lib/accounts.mjs';
import { staff } from './lib/cart.mjs';
import { createShow, order } from './lib/tickets.mjs';

/** The markup inside <div id="root">, as a crawler without JavaScript reads it. */
function rootOf(html) {
  const start = html.indexOf('<div id="root">');
  assert.ok(start >= 0, 'the page has its root element');
  return html.slice(start + '<div id="root">'.length);
}
const text = (html) => html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ');
const headings = (html) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((m) => text(m[1]).trim());
const internalLinks = (html) => [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1]);

/** The page's data block, parsed. */
function pageData(html) {
  const m = html.match(/<script type="application\/json" id="platform-data">(.*?)<\/script>/s);
  assert.ok(m, 'the page carries its data block');
  return JSON.parse(m[1]);
}

async function page(path, area = 'main', headers = {}) {
  const res = await get(path, { host: hostFor(area), headers });
  assert.equal(res.status, 200, `${area} ${path}: ${res.status}`);
  return res;
}

const PAGES = [
  { name: 'main home', area: 'main', path: '/', h1: 'Территория творчества', says: 'фестивал' },
  {
    name: 'festivals list with two filters',
    area: 'events',
    path: '/festivals/tvorchestvo-horeograficheskoe/u-morya/',
    h1: 'Хореографические конкурсы и фестивали: У моря',
    says: 'Найдено',
    links: /^\/festival\/[a-z0-9-]+\/$/,
  },
  { name: 'a festival page', area: 'events', path: '/festival/ozherelie-rossii-kazan/', h1: 'Ожерелье России. Казань', says: '₽' },
  { name: 'bravo home', area: 'bravo', path: '/', h1: 'Театр-студия «Браво»', says: 'вокал' },
  { name: 'a content page', area: 'main', path: '/o-nas/', h1: 'Мы делаем так, чтобы у каждого была своя сцена', says: 'сцен' },
  {
    name: 'a blog article',
    area: 'main',
    path: '/blog/novosti/itogi-sezona-2025/',
    h1: 'Итоги фестивального сезона 2025: 40 городов и 12 000 участников',
    says: 'Участники подали больше 12 000 заявок',
  },
];

describe('pages drawn on the server', () => {
  for (const p of PAGES) {
    it(`${p.name}: the heading, the text and the links are in the HTML, with the data to take it over`, async () => {
      const res = await page(p.path, p.area);
      const root = rootOf(res.text);
      assert.deepEqual(headings(root), [p.h1], 'one h1, the page\'s own');
      assert.ok(text(root).includes(p.says), `the page's text is there (${p.says})`);
      const links = internalLinks(root);
      assert.ok(links.length >= 10, `menus, footer and page link inside the site (${links.length})`);
      if (p.links) assert.ok(links.some((href) => p.links.test(href)), 'the cards link their pages');
      assert.match(root, /<nav [^>]*aria-label="Основное меню"/, 'the menu is drawn');
      assert.match(root, /<footer/, 'the footer is drawn');
      const data = pageData(res.text);
      assert.ok(data.queries.queries.length > 0, 'the answers the page was drawn from');
      assert.ok(
        data.queries.queries.every((q) => q.queryKey[0] !== 'session'),
        'nothing personal: the page is the same for every visitor',
      );
      assert.match(res.text, /<meta name="page-modules" content="\/assets\/[^" ]+\.js[^"]*">[^]*<\/head>/, "the page's own scripts are named in the head for boot");
      assert.match(res.text, /<link rel="stylesheet" crossorigin href="\/assets\/main-[^"]+\.css">[^]*<\/head>/, "the app's styles are linked: the markup is styled before any script");
      assert.doesNotMatch(res.text, /<link rel="modulepreload"/, 'no script is asked for before the page has loaded');
      assert.match(res.text, new RegExp(`<html data-area="${p.area ?? 'main'}"`), "the area's design tokens apply before any script");
    });
  }

  it('a page asked twice is the same page (kept), and a 304 for the ETag the browser holds', async () => {
    const first = await page('/o-nas/');
    const second = await page('/o-nas/');
    assert.equal(second.headers.etag, first.headers.etag);
    assert.equal(second.text, first.text);
    const again = await get('/o-nas/', { host: hostFor('main'), headers: { 'If-None-Match': first.headers.etag } });
    assert.equal(again.status, 304);
  });

  it("a visit from an ad is the page without the ad's parameters: the same markup, kept once", async () => {
    const plain = await page('/o-nas/');
    const fromAd = await page('/o-nas/?utm_source=yandex&utm_campaign=osen&yclid=8417');
    assert.equal(fromAd.status, 200);
    assert.equal(rootOf(fromAd.text), rootOf(plain.text));
  });

  it('cacheable for visitors without a session, never stored with one; the markup is the same', async () => {
    const guest = await page('/o-nas/');
    assert.equal(guest.headers['cache-control'], 'public, max-age=60');
    assert.match(guest.headers.vary ?? '', /Cookie/i);
    const signedIn = await page('/o-nas/', 'main', { Cookie: 'access_token=anything' });
    assert.equal(signedIn.headers['cache-control'], 'private, no-store');
    assert.deepEqual(headings(rootOf(signedIn.text)), headings(rootOf(guest.text)));
  });

  it('sent gzipped to a client that takes it: the same HTML inflated, its own ETag, a 304 for either', async () => {
    for (const { path, area } of [PAGES[1], PAGES[2], PAGES[4]]) {
      const plain = await page(path, area);
      const gzipped = await page(path, area, { 'Accept-Encoding': 'gzip, deflate, br' });
      assert.equal(plain.headers['content-encoding'], undefined, `${path}: identity without Accept-Encoding`);
      assert.equal(gzipped.headers['content-encoding'], 'gzip', path);
      assert.ok(gzipped.body.length < plain.body.length / 3, `${path}: ${gzipped.body.length} of ${plain.body.length} bytes`);
      assert.equal(zlib.gunzipSync(gzipped.body).toString('utf8'), plain.text, `${path}: the same page`);
      assert.equal(gzipped.headers.etag, plain.headers.etag.replace(/"$/, '-gz"'), 'each encoding its ETag');
      assert.match(gzipped.headers.vary ?? '', /Accept-Encoding/i);
      assert.match(gzipped.headers.vary ?? '', /Cookie/i);
      assert.equal(gzipped.headers['cache-control'], 'public, max-age=60');
      for (const etag of [plain.headers.etag, gzipped.headers.etag]) {
        const again = await get(path, { host: hostFor(area), headers: { 'If-None-Match': etag, 'Accept-Encoding': 'gzip' } });
        assert.equal(again.status, 304, `${path}: 304 for ${etag}`);
      }
    }
    const signedIn = await page('/o-nas/', 'main', { 'Accept-Encoding': 'gzip', Cookie: 'access_token=anything' });
    assert.equal(signedIn.headers['content-encoding'], 'gzip');
    assert.equal(signedIn.headers['cache-control'], 'private, no-store');
  });

  it('an unknown address is a 404 page without markup (the app draws its error page)', async () => {
    const res = await get('/net-takoy-stranitsy-ssr/', { host: hostFor('main') });
    assert.equal(res.status, 404);
    assert.ok(rootOf(res.text).startsWith('</div>'), 'the root is empty');
  });

  it("a show's kept page follows its sales: seats left after a purchase, then its cancellation", async () => {
    const { show, tier } = await createShow({ quota: 5 });
    const path = `/afisha/${show.code}/`;
    const seats = (html) => pageData(html);
    const first = (await page(path)).text;
    assert.ok(text(rootOf(first)).includes('осталось 5'), 'five seats drawn');
    assert.equal((await page(path)).text, first, 'kept while nothing is sold');
    assert.equal((await order(show, tier, 2)).status, 200);
    const sold = (await page(path)).text;
    assert.ok(text(rootOf(sold)).includes('осталось 3'), 'the purchase is in the next page sent');
    assert.ok(JSON.stringify(seats(sold)).includes('"places_left":3'), 'and in its data block');
    assert.match(sold, /schema\.org\/EventScheduled/);
    const cancelled = await call('POST', `/api/admin/ticket-shows/${show.id}/cancel`, {
      cookie: await staff('tickets'),
      body: { reason: 'Проверка отмены показа' },
    });
    assert.equal(cancelled.status, 200, cancelled.text);
    const after = (await page(path)).text;
    assert.ok(text(rootOf(after)).includes('Событие отменено'), 'the cancellation is drawn');
    assert.match(after, /schema\.org\/EventCancelled/);
    assert.doesNotMatch(after, /schema\.org\/EventScheduled/);
  });

  it("an editor's change is in the next page sent: the kept markup is dropped", async () => {
    const path = `/ssr-${crypto.randomBytes(4).toString('hex')}/`;
    const seo = await staff('seo');
    const body = (title) => ({
      area: 'main',
      path,
      title: 'Проверка отрисовки',
      status: 'published',
      blocks: [
        { type: 'hero', title, lead: 'Страница для проверки отрисовки на сервере.' },
        { type: 'faq', items: [{ question: 'Видно ли ответ без JavaScript?', answer: 'Да, он уже в HTML.' }] },
        { type: 'article_list', title: 'Новости', article_type: 'novosti', limit: 3 },
      ],
    });
    const created = await call('POST', '/api/admin/pages', { cookie: seo, body: body('Первая версия') });
    assert.equal(created.status, 200, created.text);
    try {
      const first = rootOf((await page(path)).text);
      assert.deepEqual(headings(first), ['Первая версия']);
      assert.ok(text(first).includes('Видно ли ответ без JavaScript?'), 'the FAQ is drawn');
      // The newest news of the moment: other suites publish news of their own.
      const newest = assertOk(await get('/api/blog/articles?type=novosti&limit=3', { host: hostFor('main') })).items[0];
      assert.ok(text(first).includes(newest.title), `the article list is drawn with its articles (${newest.title})`);
      const edited = await call('PUT', `/api/admin/pages/${created.json.id}`, { cookie: seo, body: body('Вторая версия') });
      assert.equal(edited.status, 200, edited.text);
      assert.deepEqual(headings(rootOf((await page(path)).text)), ['Вторая версия']);
    } finally {
      await call('DELETE', `/api/admin/pages/${created.json.id}`, { cookie: seo });
    }
  });
});

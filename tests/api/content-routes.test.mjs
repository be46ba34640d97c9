// The pages editors run (issue 12, decision 0024): every route of the manifest that shows a content
// page answers with the published page's SEO title and description on a full load, and 404 when no
// page is published there; main's pages come with the demo data (server/seed/content/main.json);
// the catch-all /:slug/ serves a page an editor publishes at once, and 404 after it is unpublished.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { get, hostFor } from './lib/http.mjs';
import { call } from './lib/accounts.mjs';
import { staff } from './lib/cart.mjs';
import { NOT_FOUND_TITLE, assertPage, loadManifest, withDomain } from './lib/pages.mjs';

const manifest = await loadManifest();
const product = manifest.product;
const contentRoutes = manifest.routes.filter((r) => r.content);
const fixedContentRoutes = contentRoutes.filter((r) => !r.content.includes(':'));

async function publishedPage(area, path) {
  const res = await get(`/api/content/page?path=${encodeURIComponent(path)}`, { host: hostFor(area) });
  assert.equal(res.status, 200, `the published page ${area} ${path}: ${res.text?.slice(0, 200)}`);
  return res.json.data;
}

/** The head a full load of a content page carries. */
function headOf(page) {
  return { title: page.seo_title ?? `${page.title} — ${product}`, description: page.seo_description ?? page.title };
}

describe('pages editors run', () => {
  it('main lists its content pages in the manifest, the tariffs twice (/tarify/ and /o-nas/tarify/)', () => {
    const paths = fixedContentRoutes.filter((r) => r.area === 'main').map((r) => r.path);
    for (const path of ['/o-nas/', '/tarify/', '/kontakty/', '/keisy/', '/organizatoram/', '/uchastnikam/', '/finansirovanie/']) {
      assert.ok(paths.includes(path), `${path} is a content page of main`);
    }
    assert.equal(manifest.routes.find((r) => r.name === 'main-o-nas-tarify')?.content, '/tarify/');
    assert.equal(contentRoutes.filter((r) => r.content.includes(':')).length, 1, 'one catch-all');
  });

  it('OKI is content pages: its home and the sixteen programme routes of the spec (issue 15)', () => {
    const paths = fixedContentRoutes.filter((r) => r.area === 'oki').map((r) => r.path);
    const spec = ['/', '/obrazovanie/', '/obrazovanie/online-repetitor/', '/uchastnikam/', '/uchastnikam/portfolio/',
      '/uchastnikam/produserskiy-tsentr/', '/rukovoditelyam/', '/rukovoditelyam/portfolio/', '/rukovoditelyam/ekspertniy-klub/',
      '/rukovoditelyam/tvorcheskiy-klub/', '/rukovoditelyam/konkurs-ambassadorov/', '/organizatoram/proektniy-center/',
      '/organizatoram/partnerskiy-tsentr/', '/organizatoram/akselerator-proektov/', '/organizatoram/konkurs-tvorcheskih-kompetentsy/',
      '/tvorcheskie-proekty/', '/tvorcheskie-proekty/scena/'];
    assert.deepEqual([...paths].sort(), [...spec].sort());
  });

  it('each OKI programme page ends in its own application form', async () => {
    const forms = {
      '/obrazovanie/online-repetitor/': 'tutor', '/uchastnikam/produserskiy-tsentr/': 'producer', '/rukovoditelyam/ekspertniy-klub/': 'club',
      '/rukovoditelyam/tvorcheskiy-klub/': 'club', '/rukovoditelyam/konkurs-ambassadorov/': 'ambassador',
      '/organizatoram/akselerator-proektov/': 'accelerator', '/organizatoram/konkurs-tvorcheskih-kompetentsy/': 'competence',
      '/organizatoram/partnerskiy-tsentr/': 'partner',
    };
    for (const [path, form] of Object.entries(forms)) {
      const page = await publishedPage('oki', path);
      assert.deepEqual(page.blocks.at(-1)?.type === 'request_form' && page.blocks.at(-1).form, form, path);
    }
  });

  it("the organizer landing is a content page with the spec's anchors, its partners page its own, each ending in a request form", async () => {
    const paths = fixedContentRoutes.filter((r) => r.area === 'organizer').map((r) => r.path);
    assert.deepEqual([...paths].sort(), ['/', '/partnery/']);
    const home = await publishedPage('organizer', '/');
    const anchors = home.blocks.map((b) => b.anchor).filter(Boolean);
    for (const anchor of ['about', 'tools', 'instruction', 'partners', 'pricing', 'demo']) assert.ok(anchors.includes(anchor), `#${anchor}`);
    assert.equal(home.blocks.at(-1).form, 'demo');
    // Each tool is shown by a screenshot of the platform itself, served from /img/organizer/.
    const tools = home.blocks.find((b) => b.anchor === 'tools');
    for (const item of tools.items) {
      assert.match(item.image, /^\/img\/organizer\/[a-z]+-1200x750\.jpg$/, item.title);
      const picture = await get(item.image, { host: hostFor('organizer') });
      assert.equal(picture.status, 200, item.image);
      assert.equal(picture.headers['content-type'], 'image/jpeg');
    }
    assert.equal((await publishedPage('organizer', '/partnery/')).blocks.at(-1).form, 'partner');
  });

  it("arenda's landing is a content page with the spec's seven anchors, its venues linked to their pages", async () => {
    const home = await publishedPage('arenda', '/');
    const anchors = home.blocks.map((b) => b.anchor).filter(Boolean);
    assert.deepEqual(anchors, ['about', 'disclosure', 'brands', 'statementCard', 'somneni', 'pricing', 'bannerContacts']);
    const venues = home.blocks.find((b) => b.anchor === 'brands').items.map((item) => item.link);
    for (const link of venues) {
      assert.match(link, /^\/ploshchadki\/[a-z0-9-]+\/$/);
      assert.equal((await get(withDomain(link, 'arenda'))).status, 200, link);
    }
  });

  it("welcome's landing for visitors from ads has the spec's landing anchors and ends in the lead form", async () => {
    const home = await publishedPage('welcome', '/');
    assert.deepEqual(home.blocks.map((b) => b.anchor).filter(Boolean), ['offer', 'for-whom', 'brands', 'tools', 'questions', 'pricing', 'contacts']);
    assert.equal(home.blocks.at(-1).type, 'request_form');
  });

  it('each shows its seeded published page with real blocks, and its head on a full load (by ?domain= and by host)', async () => {
    for (const route of fixedContentRoutes) {
      const page = await publishedPage(route.area, route.content);
      assert.ok(page.blocks.length >= 3, `${route.content} has blocks`);
      assert.equal(page.blocks[0].type, 'hero', `${route.content} opens with its first screen`);
      assertPage(await get(withDomain(route.path, route.area)), { status: 200, ...headOf(page) }, `GET ${route.path} (?domain=)`);
      assertPage(await get(route.path, { host: hostFor(route.area) }), { status: 200, ...headOf(page) }, `GET ${route.path} (host)`);
    }
  });

  it("the site map's list holds the area's published pages only, by path, and follows an edit at once", async () => {
    const list = async (area) => {
      const res = await get('/api/content/pages', { host: hostFor(area) });
      assert.equal(res.status, 200, res.text);
      return res.json.data.items;
    };
    const main = await list('main');
    const paths = main.map((p) => p.path);
    assert.deepEqual(paths, [...paths].sort(), 'by path');
    assert.ok(main.some((p) => p.path === '/o-nas/' && p.title === 'О нас'));
    assert.deepEqual(Object.keys(main[0]).sort(), ['path', 'title']);

    const slug = `karta-${crypto.randomBytes(4).toString('hex')}`;
    const cookie = await staff('seo');
    const body = { area: 'bravo', path: `/${slug}/`, title: 'Новая страница Браво', status: 'draft', blocks: [] };
    const created = await call('POST', '/api/admin/pages', { cookie, body });
    assert.equal(created.status, 200, created.text);
    assert.ok(!(await list('bravo')).some((p) => p.path === `/${slug}/`), 'a draft is not listed');
    const published = await call('PUT', `/api/admin/pages/${created.json.id}`, { cookie, body: { ...body, status: 'published' } });
    assert.equal(published.status, 200, published.text);
    assert.ok((await list('bravo')).some((p) => p.path === `/${slug}/`), 'published: listed at once');
    assert.ok(!(await list('main')).some((p) => p.path === `/${slug}/`), 'in its own area only');
  });

  it("the admin list's search ignores case in Russian: «финанс» finds «Финансирование»", async () => {
    const cookie = await staff('seo');
    for (const text of ['финанс', 'ФИНАНС', 'Финанс']) {
      const res = await call('GET', `/api/admin/pages?filter=${encodeURIComponent(JSON.stringify({ q: text }))}`, { cookie });
      assert.equal(res.status, 200, res.text);
      assert.ok(res.json.some((p) => p.path === '/finansirovanie/'), text);
    }
  });

  it('the catch-all answers a page an editor publishes at once, and 404 for a draft or an unknown address', async () => {
    const slug = `stranica-${crypto.randomBytes(4).toString('hex')}`;
    const cookie = await staff('seo');
    assertPage(await get(withDomain(`/${slug}/`, 'main')), { status: 404, title: NOT_FOUND_TITLE }, 'before it exists');

    const body = {
      area: 'main',
      path: `/${slug}/`,
      title: 'Летняя смена',
      seo_description: 'Творческая смена для детей на море.',
      status: 'published',
      blocks: [{ type: 'hero', title: 'Летняя смена' }],
    };
    const created = await call('POST', '/api/admin/pages', { cookie, body });
    assert.equal(created.status, 200, created.text);
    assertPage(
      await get(withDomain(`/${slug}/`, 'main')),
      { status: 200, title: `Летняя смена — ${product}`, description: 'Творческая смена для детей на море.' },
      'published',
    );
    // Another area has no page at that address.
    assertPage(await get(`/${slug}/`, { host: hostFor('bravo') }), { status: 404, title: NOT_FOUND_TITLE }, 'in bravo');

    const edited = await call('PUT', `/api/admin/pages/${created.json.id}`, {
      cookie,
      body: { ...body, seo_title: 'Летняя смена на море', status: 'draft' },
    });
    assert.equal(edited.status, 200, edited.text);
    assertPage(await get(withDomain(`/${slug}/`, 'main')), { status: 404, title: NOT_FOUND_TITLE }, 'back to a draft');

    const republished = await call('PUT', `/api/admin/pages/${created.json.id}`, {
      cookie,
      body: { ...body, seo_title: 'Летняя смена на море', status: 'published' },
    });
    assert.equal(republished.status, 200, republished.text);
    const res = await get(withDomain(`/${slug}/`, 'main'));
    assertPage(res, { status: 200, title: 'Летняя смена на море', description: 'Творческая смена для детей на море.' }, 'SEO title');
  });
});

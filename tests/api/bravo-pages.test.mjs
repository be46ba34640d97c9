// Bravo's pages (issue 16, decision 0042, "Pages"): a school, a class, a course and a teacher each
// answer with their own title, description and canonical link and are drawn whole by the server
// (h1, the week, the prices); an unknown code is the 404 page; every one is in bravo's sitemap;
// the fixed pages (/kursy/, /pedagogi/, /raspisanie/, /karta/, /kontakty/, /o-teatre/) win over
// /:school/; the schedule is drawn for the day and age of its address.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { get, hostFor } from './lib/http.mjs';
import { NOT_FOUND_TITLE, assertPage, headInfo, loadManifest, withDomain } from './lib/pages.mjs';

const manifest = await loadManifest();
const product = manifest.product;
const route = (name) => manifest.routes.find((r) => r.name === name);

/** The markup inside <div id="root"> as text, as a crawler without JavaScript reads it. */
function rootText(html) {
  const start = html.indexOf('<div id="root">');
  assert.ok(start >= 0, 'the page has its root element');
  return html
    .slice(start)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
const h1Of = (html) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((m) => m[1].replace(/<[^>]+>/g, '').trim());

async function page(path, query = '') {
  const res = await get(withDomain(path, 'bravo', query));
  assert.equal(res.status, 200, `GET ${path}: ${res.status}`);
  return res;
}

const PAGES = [
  {
    what: 'a school',
    path: '/shkola-tantsev/',
    title: `Школа танцев театра-студии «Браво» — ${product}`,
    h1: 'Школа танцев',
    says: ['Хип-хоп', 'K-pop', '6 400 ₽ в месяц'],
  },
  {
    what: 'a class',
    path: '/shkola-tantsev/hip-hop/',
    title: `Школа танцев «Браво»: Хип-хоп — ${product}`,
    h1: 'Хип-хоп',
    says: ['Расписание на неделю', 'Понедельник 17:30–18:30 Малый зал', 'Суббота 12:30–13:30 Малый зал', 'Абонемент на месяц 6 400 ₽', 'Дмитрий Ким'],
  },
  {
    what: 'a course',
    path: '/kursy/myuzikl-za-sezon/',
    title: `Курсы «Браво»: Мюзикл за сезон — ${product}`,
    h1: 'Мюзикл за сезон',
    says: ['вторник и четверг, 16:00-17:30', '7 800 ₽ в месяц', 'Наталья Громова'],
  },
  {
    what: 'a teacher',
    path: '/pedagogi/dmitriy-kim/',
    title: `Педагоги «Браво»: Дмитрий Ким — ${product}`,
    h1: 'Дмитрий Ким',
    says: ['Хореограф: k-pop и хип-хоп', 'Ведёт занятия', 'K-pop', 'Хип-хоп'],
  },
];

describe("bravo's pages from the school's catalogue", () => {
  for (const p of PAGES) {
    it(`${p.what}: its own title, description and canonical link, drawn whole by the server`, async () => {
      const res = await page(p.path);
      const { titles, descriptions } = headInfo(res.text);
      assert.deepEqual(titles, [p.title]);
      assert.equal(descriptions.length, 1);
      assert.match(descriptions[0], /[а-я]{3}/);
      assert.notEqual(descriptions[0], route('bravo-school').description, 'not the route’s generic description');
      assert.match(res.text, new RegExp(`<link rel="canonical" href="[^"]+${p.path.replace(/\//g, '\\/')}"`));
      assert.deepEqual(h1Of(res.text), [p.h1]);
      const text = rootText(res.text);
      for (const words of p.says) assert.ok(text.includes(words), `${p.path} says «${words}»`);
    });
  }

  it("a class page's description names its ages, days and prices; the discount is worked out on the page", async () => {
    const res = await page('/shkola-tantsev/hip-hop/');
    const { summary } = (await get('/api/bravo/classes/shkola-tantsev/hip-hop')).json.data;
    assert.equal(
      headInfo(res.text).descriptions[0],
      `${summary}. Для детей от 7 до 14 лет, группа до 14 человек, занятия по понедельникам, четвергам и субботам. Абонемент — 6 400 ₽ в месяц, разовое занятие — 950 ₽.`,
    );
    const text = rootText(res.text);
    assert.ok(text.includes('Скидка 20 % на индивидуальные занятия в будни с 11:00 до 14:00'), 'the rule as the banner');
    assert.ok(text.includes('2 240 ₽ вместо 2 800 ₽'), 'the individual lesson at 80 %, rounded down');
  });

  it('a code the catalogue does not have is the 404 page, whichever page it names', async () => {
    for (const path of [
      '/net-takoy-shkoly/',
      '/shkola-tantsev/net-takogo/',
      '/shkola-vokala/hip-hop/',
      '/kursy/net-takogo/',
      '/pedagogi/net-takogo/',
      `/${'a'.repeat(130)}/`,
    ]) {
      assertPage(await get(withDomain(path, 'bravo')), { status: 404, title: NOT_FOUND_TITLE }, `GET ${path}`);
      assertPage(await get(path, { host: hostFor('bravo') }), { status: 404, title: NOT_FOUND_TITLE }, `GET ${path} by host`);
    }
  });

  it('the fixed pages win over /:school/ and answer with their own heads', async () => {
    for (const name of ['bravo-kursy', 'bravo-pedagogi', 'bravo-raspisanie', 'bravo-karta']) {
      const r = route(name);
      assert.ok(r, `${name} is in the manifest`);
      assertPage(await get(withDomain(r.path, 'bravo')), { status: 200, title: r.title, description: r.description }, r.path);
    }
    for (const path of ['/kontakty/', '/o-teatre/']) {
      const res = await page(path);
      assert.match(headInfo(res.text).titles[0], /«Браво»/, path);
    }
  });

  it("every school, class, course and teacher page is in bravo's sitemap", async () => {
    const sitemap = await get(withDomain('/sitemap.xml', 'bravo'));
    assert.equal(sitemap.status, 200);
    const { items: schools } = (await get('/api/bravo/schools')).json.data;
    const { items: courses } = (await get('/api/bravo/courses')).json.data;
    const { items: teachers } = (await get('/api/bravo/teachers')).json.data;
    const paths = [
      ...schools.flatMap((s) => [`/${s.code}/`, ...s.classes.map((c) => `/${s.code}/${c.code}/`)]),
      ...courses.map((c) => `/kursy/${c.code}/`),
      ...teachers.map((t) => `/pedagogi/${t.code}/`),
      '/raspisanie/',
      '/kursy/',
      '/pedagogi/',
      '/kontakty/',
      '/o-teatre/',
    ];
    assert.ok(paths.length > 30, `${paths.length} pages`);
    for (const path of paths) assert.ok(sitemap.text.includes(`${path}</loc>`), `${path} in the sitemap`);
    assert.ok(!sitemap.text.includes('/net-takoy'), 'nothing else');
  });
});

describe("bravo's schedule and content pages", () => {
  it('the schedule of its address: Saturday for a 7-year-old, drawn by the server, each lesson linking to its class', async () => {
    const res = await page('/raspisanie/', 'den=6&vozrast=7');
    const text = rootText(res.text);
    assert.deepEqual(h1Of(res.text), ['Расписание занятий']);
    assert.match(text, /\d+ занят(ие|ия|ий) в субботу для ребёнка 7 лет/);
    assert.ok(text.includes('Акробатика') && text.includes('Хип-хоп'), 'Saturday classes for 7');
    assert.ok(!text.includes('Академический вокал'), 'no Saturday lesson: left out');
    assert.ok(!text.includes('Подготовительная группа для детей'), '4-6: left out');
    const days = [...res.text.matchAll(/<h2 id="den-\d"[^>]*>(.*?)<\/h2>/gs)].map((m) => m[1]);
    assert.deepEqual(days, ['Суббота'], 'Saturday only');
    assert.match(res.text, /href="\/studiya-tsirka\/akrobatika\/(\?[^"]*)?"/);
    assert.match(res.text, /aria-current="true"[^>]*>Суббота</);
  });

  it("the contacts page has the school's own phone (the one its header shows) and address", async () => {
    const res = await get('/api/content/page?path=%2Fkontakty%2F', { host: hostFor('bravo') });
    assert.equal(res.status, 200, res.text);
    const contacts = res.json.data.blocks.find((b) => b.type === 'contacts');
    assert.ok(contacts, 'a contacts block');
    assert.deepEqual(contacts.phones, ['+7 495 127-48-48']);
    assert.match(contacts.address, /Москва, ул\. Гиляровского/);
    const html = await page('/kontakty/');
    assert.ok(rootText(html.text).includes('+7 495 127-48-48'));
    const about = await get('/api/content/page?path=%2Fo-teatre%2F', { host: hostFor('bravo') });
    assert.equal(about.status, 200, about.text);
    assert.ok(about.json.data.blocks.some((b) => b.type === 'article_list' && b.article_type === 'tvorchestvo'), 'the news of «Творчество»');
  });
});

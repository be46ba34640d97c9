// Pages of blocks that editors run (issue 12, decision 0024): the block schemas checked on every
// save, drafts hidden, published pages served to the area they belong to, at once after an edit;
// only the content section's roles write them.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { assertErrorEnvelope, assertFieldError, assertOk, get, hostFor } from './lib/http.mjs';
import { FORBIDDEN, REQUIRED, call } from './lib/accounts.mjs';
import { staff } from './lib/cart.mjs';

const MEGABYTE = 'я'.repeat(1024 * 1024);
const path = () => `/proverka-${crypto.randomBytes(4).toString('hex')}/`;

/** One valid block of every type. */
const DOCUMENT_PATH = 'Документ должен быть PDF-файлом платформы: путь от /storage/documents/ или /dokumenty/';
const EVERY_BLOCK = [
  { type: 'hero', anchor: 'offer', title: 'Платформа для фестивалей', lead: 'Заявки, кастинги и билеты в одном месте.',
    image: '/img/demo/hero.webp', button_label: 'Создать мероприятие', button_link: '/organizatoram/' },
  { type: 'rich_text', title: 'О платформе', body: '## Что мы делаем\n\nПомогаем **организаторам**.\n\n- заявки\n- [тарифы](/tarify/)' },
  { type: 'cards', columns: '3', items: [{ title: 'Организаторам', text: 'Приём заявок', link: '/organizatoram/' }] },
  { type: 'steps', items: [{ title: 'Выберите фестиваль' }, { title: 'Подайте заявку', text: 'Это пять минут.' }] },
  { type: 'tariffs', anchor: 'pricing', plans: [{ name: 'Старт', price: 0, features: ['100 заявок'], highlighted: false },
    { name: 'Профи', price: 9900, price_note: 'в месяц', features: ['Без ограничений'], highlighted: true }] },
  { type: 'faq', items: [{ question: 'Сколько стоит?', answer: 'Первый фестиваль — бесплатно.' }] },
  { type: 'contacts', address: 'Москва, ул. Тверская, 1', phones: ['8 800 555-35-35'], email: 'hello@example.ru',
    hours: 'Пн–Пт, 10:00–19:00', map_link: 'https://yandex.ru/maps/-/abc' },
  { type: 'gallery', images: [{ image: '/storage/content/a.webp', caption: 'Гала-концерт' }] },
  { type: 'cta', title: 'Готовы начать?', button_label: 'Оставить заявку', button_link: '#contacts', tone: 'accent' },
  { type: 'testimonials', items: [{ author: 'Ольга Петрова', role: 'руководитель хора', text: 'Удобно и быстро.' }] },
  { type: 'facts', items: [{ value: '12 000', label: 'заявок за сезон' }] },
  { type: 'logos', items: [{ name: 'Академия', image: '/img/logos/a.svg', link: 'https://example.ru' }] },
  { type: 'event_list', title: 'Ближайшие фестивали', city: 'moskva', tags: ['u-morya'], sort: 'date', limit: 6 },
  { type: 'article_list', title: 'Новости', article_type: 'novosti', limit: 3, more_label: 'Все новости' },
  { type: 'recommended', title: 'Выбор редакции', limit: 4 },
  { type: 'service_list', title: 'Услуги для наставников', audience: 'mentors' },
  { type: 'people', title: 'Наставники платформы', kind: 'mentors', filters: true, limit: 12 },
  { type: 'documents', title: 'Отчёты', items: [{ title: 'Годовой отчёт за 2025 год', text: 'Программы и цифры', file: '/dokumenty/otchet-fonda-2025.pdf' }] },
  { type: 'request_form', anchor: 'contacts', title: 'Перезвоним', form: 'callback' },
];

function page(overrides = {}) {
  return { area: 'main', path: path(), title: 'Проверочная страница', status: 'published', blocks: EVERY_BLOCK, ...overrides };
}

/** The record of an admin answer (react-admin's bare JSON), after checking it is a 200. */
function record(res) {
  assert.equal(res.status, 200, res.text?.slice(0, 300));
  return res.json;
}

const create = async (body, who = 'seo') => call('POST', '/api/admin/pages', { cookie: await staff(who), body });
const publicPage = (p, area = 'main') => get(`/api/content/page?path=${encodeURIComponent(p)}`, { host: hostFor(area) });

describe('content pages', () => {
  it('the block editor reads every block type with its fields', async () => {
    const res = await call('GET', '/api/admin/content/blocks', { cookie: await staff('seo') });
    const blocks = assertOk(res).blocks;
    assert.deepEqual(blocks.map((b) => b.type), EVERY_BLOCK.map((b) => b.type));
    const hero = blocks.find((b) => b.type === 'hero');
    assert.deepEqual(hero.fields[0], { name: 'title', label: 'Заголовок', type: 'text', required: true, max: 160 });
    // A choice's values come with their Russian names for the editor's select.
    const audience = blocks.find((b) => b.type === 'service_list').fields.find((f) => f.name === 'audience');
    assert.deepEqual(audience.choices, ['all', 'mentors']);
    assert.deepEqual(audience.choice_labels, ['Все услуги', 'Наставникам']);
  });

  it('a published page of every block type is served to its area only, normalised', async () => {
    const body = page({ blocks: [{ ...EVERY_BLOCK[0], title: '  Платформа для фестивалей  ', extra: 'отброшено' }, ...EVERY_BLOCK.slice(1)] });
    const res = await create(body);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.status, 'published');
    assert.ok(res.json.published_at);
    const served = assertOk(await publicPage(body.path));
    assert.equal(served.title, 'Проверочная страница');
    assert.equal(served.blocks.length, EVERY_BLOCK.length);
    assert.equal(served.blocks[0].title, 'Платформа для фестивалей', 'trimmed');
    assert.equal(served.blocks[0].extra, undefined, 'fields outside the schema are dropped');
    assert.deepEqual(served.blocks[4].plans[1].features, ['Без ограничений']);
    assert.equal(served.id, undefined, 'visitors get no ids');
    assertErrorEnvelope(await publicPage(body.path, 'bravo'), 404);
  });

  it('a draft is not public; publishing, editing and deleting show at once', async () => {
    const res = await create(page({ status: 'draft' }));
    const { id, path: p } = record(res);
    assertErrorEnvelope(await publicPage(p), 404);
    const seo = await staff('seo');
    const published = await call('PUT', `/api/admin/pages/${id}`, { cookie: seo, body: { ...page({ path: p }), title: 'Первая версия' } });
    assert.equal(published.status, 200, published.text);
    assert.equal(assertOk(await publicPage(p)).title, 'Первая версия');
    assert.equal(assertOk(await publicPage(p)).title, 'Первая версия', 'now cached');
    await call('PUT', `/api/admin/pages/${id}`, { cookie: seo, body: { ...page({ path: p }), title: 'Вторая версия' } });
    assert.equal(assertOk(await publicPage(p)).title, 'Вторая версия', 'the edit shows at once');
    assert.equal((await call('DELETE', `/api/admin/pages/${id}`, { cookie: seo })).status, 200);
    assertErrorEnvelope(await publicPage(p), 404);
    assertErrorEnvelope(await call('GET', `/api/admin/pages/${id}`, { cookie: seo }), 404);
  });

  it('lists pages for the admin without their blocks, searchable by title and path', async () => {
    const { path: p } = record(await create(page({ title: 'Страница для списка' })));
    const res = await call('GET', `/api/admin/pages?filter=${encodeURIComponent(JSON.stringify({ q: p }))}`, { cookie: await staff('admin') });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.length, 1);
    assert.equal(res.json[0].title, 'Страница для списка');
    assert.equal(res.json[0].blocks, undefined);
    assert.match(res.headers['content-range'], /^pages 0-0\/1$/);
  });

  it('refuses bad pages with a message per field', async () => {
    const bad = async (body, field, message) => assertFieldError(await create(body), field, message);
    await bad(page({ title: '' }), 'title', REQUIRED);
    await bad(page({ area: 'admin' }), 'area', 'Такого раздела сайта нет');
    await bad(page({ path: '/O-nas' }), 'path');
    await bad(page({ path: '/a/../b/' }), 'path');
    await bad(page({ status: 'hidden' }), 'status', 'Недопустимое значение');
    await bad(page({ share_image: 'https://evil.example/x.png' }), 'share_image');
    const taken = record(await create(page()));
    await bad(page({ path: taken.path }), 'path', 'Страница с таким адресом в этом разделе уже есть');
  });

  it('checks every block against its schema', async () => {
    const cases = [
      [{ type: 'marquee' }, 'blocks[0].type', 'Неизвестный тип блока'],
      [{ type: 'hero' }, 'blocks[0].title', REQUIRED],
      [{ type: 'hero', title: 'x'.repeat(161) }, 'blocks[0].title', 'Не должно превышать 160 символов'],
      [{ type: 'hero', title: 'Заголовок\nв две строки' }, 'blocks[0].title'],
      [{ type: 'hero', title: 'А', button_link: 'javascript:alert(1)' }, 'blocks[0].button_link'],
      [{ type: 'hero', title: 'А', button_link: '//evil.example/' }, 'blocks[0].button_link'],
      [{ type: 'hero', title: 'А', image: '/storage/../etc/passwd' }, 'blocks[0].image'],
      [{ type: 'hero', title: 'А', anchor: '1bad' }, 'blocks[0].anchor'],
      [{ type: 'rich_text', body: 'Смотрите [здесь](javascript:alert(1))' }, 'blocks[0].body'],
      [{ type: 'cards', items: [] }, 'blocks[0].items', 'Добавьте хотя бы один элемент'],
      [{ type: 'cards', items: [{ text: 'без заголовка' }] }, 'blocks[0].items[0].title', REQUIRED],
      [{ type: 'cards', columns: '5', items: [{ title: 'А' }] }, 'blocks[0].columns', 'Недопустимое значение'],
      [{ type: 'steps', items: Array.from({ length: 13 }, () => ({ title: 'Шаг' })) }, 'blocks[0].items', 'Не больше 12 элементов'],
      [{ type: 'tariffs', plans: [{ name: 'А', price: -1 }] }, 'blocks[0].plans[0].price'],
      [{ type: 'tariffs', plans: [{ name: 'А', price: 'бесплатно' }] }, 'blocks[0].plans[0].price'],
      [{ type: 'tariffs', plans: [{ name: 'А', highlighted: 'да' }] }, 'blocks[0].plans[0].highlighted', 'Должно быть логическим значением'],
      [{ type: 'faq', items: [{ question: 'Вопрос?' }] }, 'blocks[0].items[0].answer', REQUIRED],
      [{ type: 'contacts', phones: ['8 800', 42] }, 'blocks[0].phones[1]', 'Должно быть строкой'],
      [{ type: 'gallery', images: [{ image: 'https://evil.example/a.png' }] }, 'blocks[0].images[0].image'],
      [{ type: 'cta', title: 'А', button_label: 'Б' }, 'blocks[0].button_link', REQUIRED],
      [{ type: 'testimonials', items: [{ author: 'А' }] }, 'blocks[0].items[0].text', REQUIRED],
      [{ type: 'facts', items: [{ value: '1' }] }, 'blocks[0].items[0].label', REQUIRED],
      [{ type: 'logos', items: [{ name: 'А', link: 'ftp://example.ru' }] }, 'blocks[0].items[0].link'],
      [{ type: 'event_list', limit: 25 }, 'blocks[0].limit', 'Должно быть целым числом от 0 до 24'],
      [{ type: 'request_form', form: 'order' }, 'blocks[0].form', 'Недопустимое значение'],
      [{ type: 'article_list', limit: 13 }, 'blocks[0].limit', 'Должно быть целым числом от 0 до 12'],
      [{ type: 'article_list', article_type: 'net-takogo-razdela' }, 'blocks[0].article_type', 'Такого раздела блога нет'],
      [{ type: 'service_list', audience: 'parents' }, 'blocks[0].audience', 'Недопустимое значение'],
      [{ type: 'service_list', title: 'Услуги' }, 'blocks[0].audience', REQUIRED],
      [{ type: 'documents', items: [{ title: 'Отчёт' }] }, 'blocks[0].items[0].file', REQUIRED],
      [{ type: 'documents', items: [{ title: 'Отчёт', file: 'https://evil.example/a.pdf' }] }, 'blocks[0].items[0].file', DOCUMENT_PATH],
      [{ type: 'documents', items: [{ title: 'Отчёт', file: '/storage/content/a.webp' }] }, 'blocks[0].items[0].file', DOCUMENT_PATH],
      [{ type: 'documents', items: [{ title: 'Отчёт', file: '/dokumenty/../politika.pdf' }] }, 'blocks[0].items[0].file', DOCUMENT_PATH],
      [{ type: 'documents', items: [{ title: 'Отчёт', file: '/storage/documents/a.PDF' }] }, 'blocks[0].items[0].file', DOCUMENT_PATH],
      [{ type: 'documents', items: Array.from({ length: 31 }, () => ({ title: 'Отчёт', file: '/dokumenty/a.pdf' })) }, 'blocks[0].items', 'Не больше 30 элементов'],
      ['текст', 'blocks[0]', 'Блок должен быть объектом'],
    ];
    for (const [block, field, message] of cases) {
      assertFieldError(await create(page({ blocks: [block] })), field, message);
    }
    assertFieldError(await create(page({ blocks: {} })), 'blocks', 'Должно быть списком блоков');
    assertFieldError(await create(page({ blocks: Array.from({ length: 61 }, () => EVERY_BLOCK[5]) })), 'blocks', 'Не больше 60 блоков');
  });

  it('a megabyte in any field is refused with a clear message, never a crash', async () => {
    for (const body of [page({ title: MEGABYTE }), page({ path: `/${MEGABYTE}/` }),
      page({ blocks: [{ type: 'rich_text', body: MEGABYTE }] })]) {
      // A body over the server's limit is 413, a long field inside it 422: both say why.
      const res = await create(body);
      assert.ok([413, 422].includes(res.status), `${res.status} ${res.text.slice(0, 200)}`);
      assert.equal(typeof res.json.message, 'string');
    }
    assertFieldError(await create(page({ title: 'я'.repeat(100_001) })), 'title');
    const huge = await publicPage(`/${'a'.repeat(1024 * 1024)}/`);
    assert.ok(huge.status >= 400 && huge.status < 500, `a megabyte URL: ${huge.status}`);
    assertErrorEnvelope(await publicPage(`/${'a'.repeat(300)}/`), 404);
  });

  it('only the content section writes pages: lower roles are refused', async () => {
    const body = page();
    assertErrorEnvelope(await call('POST', '/api/admin/pages', { body }), 401);
    for (const who of ['user', 'news', 'orders', 'ordersSenior', 'users', 'posters', 'tickets']) {
      const res = await create(page(), who);
      assertErrorEnvelope(res, 403, who);
      assert.equal(res.json.message, FORBIDDEN);
    }
    assert.equal((await create(page(), 'admin')).status, 200);
    const { id } = record(await create(page(), 'seo'));
    assertErrorEnvelope(await call('DELETE', `/api/admin/pages/${id}`, { cookie: await staff('news') }), 403);
    assertErrorEnvelope(await call('GET', '/api/admin/content/blocks', { cookie: await staff('orders') }), 403);
  });
});

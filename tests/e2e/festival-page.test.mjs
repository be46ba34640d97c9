// Browser journeys of the festival page, the creative projects and the events site map (issue 4).
// Run: BASE_URL=http://127.0.0.1:8080 node --test tests/e2e/festival-page.test.mjs
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { BASE_URL, screenshot, url, usePage } from './browser.mjs';
import { axeViolations } from './axe.mjs';

/** Prices as the spec writes them: rubles, a plain space between thousands and before the sign. */
const rubles = (n) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} ₽`;

async function apiGet(path) {
  const response = await fetch(`${BASE_URL}${path}`);
  assert.equal(response.status, 200, path);
  return (await response.json()).data;
}

describe('festival page', () => {
  let page;
  let festival;
  usePage((opened) => {
    page = opened;
  });

  before(async () => {
    // A festival with a trip package and a few included items, from the catalogue itself.
    const list = await apiGet('/api/event/list?per_page=100');
    const withTrip = list.items.find((e) => e.price_trip !== null && e.package_trip.length >= 2 && e.place_count > 0);
    assert.ok(withTrip, 'the demo catalogue has a festival with a trip package');
    festival = await apiGet(`/api/event/${withTrip.code}`);
  });

  test('shows the festival with prices in rubles and toggles the trip package items', async () => {
    const response = await page.goto(url(`/festival/${festival.code}/`, 'events'));
    assert.equal(response?.status(), 200);
    await page.getByRole('heading', { level: 1, name: festival.name }).waitFor();
    assert.equal(await page.title(), `${festival.name} — Территория творчества`);

    const card = page.getByRole('complementary', { name: 'Участие' });
    const prices = await card.locator('[class*="priceValue"]').allTextContents();
    assert.deepEqual(prices, [rubles(festival.price_participation), rubles(festival.price_trip)]);
    for (const price of prices) assert.match(price, /^\d{1,3}( \d{3})* ₽$/);

    const toggle = card.getByRole('button', { name: 'Что входит в пакет' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    const items = card.getByRole('listitem').filter({ hasText: festival.package_trip[0] });
    assert.equal(await items.isVisible(), false);
    await toggle.click();
    const hide = card.getByRole('button', { name: 'Скрыть, что входит' });
    assert.equal(await hide.getAttribute('aria-expanded'), 'true');
    for (const item of festival.package_trip) await card.getByText(item, { exact: true }).waitFor();
    await screenshot(page, 'festival-page-1280');
    await hide.click();
    assert.equal(await card.getByRole('button', { name: 'Что входит в пакет' }).getAttribute('aria-expanded'), 'false');
    assert.equal(await items.isVisible(), false);

    // Program by day, jury and tags as the API gives them.
    if (festival.program.length > 0) await page.getByRole('heading', { level: 2, name: 'Программа' }).waitFor();
    for (const member of festival.jury) await page.getByText(member.name, { exact: true }).waitFor();
    for (const tag of festival.tags) await page.getByRole('list', { name: 'Особенности' }).first().getByText(tag.title).waitFor();
    assert.deepEqual(await axeViolations(page, 'content'), []);
  });

  test('fits a phone screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(url(`/festival/${festival.code}/`, 'events'));
      await page.getByRole('heading', { level: 1, name: festival.name }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no horizontal scroll (${overflow}px)`);
      await page.getByRole('button', { name: 'Что входит в пакет' }).click();
      await screenshot(page, 'festival-page-390');
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  test('a final shows which projects and how many participations it takes', async () => {
    const list = await apiGet('/api/event/list?per_page=100&type=final');
    let final = null;
    for (const item of list.items) {
      const detail = await apiGet(`/api/event/${item.code}`);
      if (detail.requirements.length > 0) {
        final = detail;
        break;
      }
    }
    assert.ok(final, 'the demo catalogue has a final with requirements');
    await page.goto(url(`/festival/${final.code}/`, 'events'));
    const hint = page.getByRole('region', { name: 'Как попасть в финал' });
    await hint.waitFor();
    const first = final.requirements[0];
    const link = hint.getByRole('link', { name: new RegExp(`^${first.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — ${first.count} участи`) });
    await link.click();
    // The final's own name may contain the project's title: wait for the address, then the heading.
    await page.waitForURL((u) => u.pathname === `/kreativnye-proekty/${first.code}/`);
    await page.getByRole('heading', { level: 1, name: first.title, exact: true }).waitFor();
  });

  test('an unknown festival is the 404 error page', async () => {
    const response = await page.goto(url('/festival/takogo-festivalya-net/', 'events'));
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Страница не найдена' }).waitFor();
  });

  test('a client-side visit of an unknown festival shows «Фестиваль не найден»', async () => {
    await page.goto(url('/kreativnye-proekty/', 'events'));
    await page.getByRole('heading', { level: 1, name: 'Территория творческих проектов' }).waitFor();
    // Navigate inside the app (no server round trip for the HTML): the API's 404 decides.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/festival/takogo-festivalya-net/?domain=events');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'Страница не найдена' }).waitFor();
    await page.getByText('Фестиваль не найден').waitFor();
  });
});

describe('creative projects and the events site map', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('the projects list leads to a project page with its events', async () => {
    const projects = (await apiGet('/api/project/list')).items;
    const project = projects.find((p) => !p.fixed && p.events_count > 0) ?? projects[0];
    await page.goto(url('/kreativnye-proekty/', 'events'));
    await page.getByRole('heading', { level: 1, name: 'Территория творческих проектов' }).waitFor();
    for (const p of projects) await page.getByRole('heading', { level: 2, name: p.title }).waitFor();
    await screenshot(page, 'projects-1280');
    await page.getByRole('link', { name: project.title }).click();
    await page.getByRole('heading', { level: 1, name: project.title }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/kreativnye-proekty/${project.slug}/`);
    const events = page.getByRole('region', { name: 'Ближайшие события проекта' });
    assert.equal(await events.getByRole('article').count(), project.events_count);
    assert.deepEqual(await axeViolations(page, 'content'), []);
  });

  test('the two fixed project pages are the same project page', async () => {
    for (const slug of ['imena-rossii', 'ozherelie-rossii-legendy']) {
      const project = await apiGet(`/api/project/${slug}`);
      const response = await page.goto(url(`/kreativnye-proekty/${slug}/`, 'events'));
      assert.equal(response?.status(), 200);
      await page.getByRole('heading', { level: 1, name: project.title }).waitFor();
      await page.getByText('Всероссийский проект').first().waitFor();
    }
    const response = await page.goto(url('/kreativnye-proekty/takogo-proekta-net/', 'events'));
    // The server renders project pages without looking the slug up yet (200); the page's API call decides.
    assert.ok([200, 404].includes(response?.status() ?? 0));
    await page.getByRole('heading', { level: 1, name: 'Страница не найдена' }).waitFor();
    await page.getByText('Проект не найден').waitFor();
  });

  test('the site map links every filter page and project', async () => {
    const filters = (await apiGet('/api/event/filters')).filters;
    await page.goto(url('/karta/', 'events'));
    await page.getByRole('heading', { level: 1, name: 'Карта сайта' }).waitFor();
    const cities = page.getByRole('region', { name: 'Города' });
    await cities.waitFor();
    const cityValues = filters.find((f) => f.code === 'city').Values.filter((v) => v.type === 'value');
    assert.equal(await cities.getByRole('link').count(), cityValues.length);
    const first = cities.getByRole('link', { name: cityValues[0].title, exact: true });
    assert.equal(new URL(await first.getAttribute('href'), BASE_URL).pathname, `/festivals/gorod-${cityValues[0].code}/`);
    const tags = filters.find((f) => f.code === 'tags').Values;
    const tagLink = page.getByRole('region', { name: 'Особенности' }).getByRole('link', { name: tags[0].title, exact: true });
    assert.equal(new URL(await tagLink.getAttribute('href'), BASE_URL).pathname, `/festivals/${tags[0].code}/`);
    for (const p of (await apiGet('/api/project/list')).items) {
      await page.getByRole('region', { name: 'Творческие проекты' }).getByRole('link', { name: p.title, exact: true }).waitFor();
    }
    await screenshot(page, 'events-karta-1280');
  });
});

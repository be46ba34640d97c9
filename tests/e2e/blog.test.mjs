// The blog as a reader meets it (issue 12, decision 0027): main's /blog/ with its sections, a
// section's list, an article with its body and Article head, the feed, and 404 for a section that
// does not exist; no accessibility finding on the list and an article.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { screenshot, usePage, url } from './browser.mjs';

describe('the blog', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('from the list to a section to an article, each read whole', async () => {
    await page.goto(url('/blog/', 'main'));
    await page.getByRole('heading', { level: 1, name: 'Блог' }).waitFor();
    assert.deepEqual(await axeViolations(page, 'content'), [], '/blog/');
    const sections = page.getByRole('navigation', { name: 'Разделы блога' });
    await sections.getByRole('link', { name: 'Творчество' }).click();
    await page.getByRole('heading', { level: 1, name: 'Творчество' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/blog/tvorchestvo/');
    assert.equal(await sections.getByRole('link', { name: 'Творчество' }).getAttribute('aria-current'), 'page');
    const first = page.locator('main h2 a[href*="/blog/tvorchestvo/"]').first();
    const title = (await first.textContent())?.trim() ?? '';
    assert.ok(title.length > 0);
    await first.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    assert.match(new URL(page.url()).pathname, /^\/blog\/tvorchestvo\/[a-z0-9-]+\/$/);
    // The breadcrumbs name the section and the article, not the routes («Блог», «Статья»).
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    await crumbs.getByRole('link', { name: 'Творчество' }).waitFor();
    assert.equal(await crumbs.locator('[aria-current="page"]').textContent(), title);
    // The body's first block (the demo articles' text) with its own heading and a paragraph.
    const body = page.locator('main article section').first();
    await body.locator('h2').first().waitFor();
    assert.ok(((await body.locator('p').first().textContent()) ?? '').trim().length > 20, 'the body is drawn');
    assert.deepEqual(await axeViolations(page, 'content'), [], 'an article');
    await screenshot(page, 'blog-article');
  });

  test('an unknown section is the 404 page', async () => {
    const response = await page.goto(url('/blog/net-takogo-razdela/', 'main'));
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Страница не найдена' }).waitFor();
  });
});

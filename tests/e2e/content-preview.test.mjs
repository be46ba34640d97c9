// Browser journey of the editors' page preview (decision 0041): a draft page of another area,
// created through the admin API by the SEO manager, opens at main's /content/?page=<id> with its
// blocks (the hero's title, a PDF of the documents block) in its own area's colours under the
// preview band, from the editor's «Предпросмотр» button too; a guest is asked to sign in.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { adminLogin, pageCall, screenshot, url, usePage } from './browser.mjs';

const stamp = Date.now().toString(36);
const HERO = `Летняя сцена «Браво» ${stamp}`;

describe('page preview', () => {
  let page;
  let id;
  // Registered before usePage's, so it runs while the browser is still open.
  after(async () => {
    if (id === undefined) return;
    await adminLogin(page, 'seo@demo.local', 'Demo2026!');
    const removed = await pageCall(page, `/api/admin/pages/${id}`, 'DELETE');
    assert.equal(removed.status, 200);
  });
  usePage((opened) => {
    page = opened;
  });

  test('the SEO manager previews a draft of bravo in its colours, under the band', async () => {
    await adminLogin(page, 'seo@demo.local', 'Demo2026!');
    const created = await pageCall(page, '/api/admin/pages', 'POST', {
      area: 'bravo',
      path: `/e2e-preview-${stamp}/`,
      title: `Летняя сцена ${stamp}`,
      status: 'draft',
      blocks: [
        { type: 'hero', title: HERO, lead: 'Черновик для проверки предпросмотра' },
        {
          type: 'documents',
          title: 'Документы',
          items: [{ title: 'Отчёт фонда за 2025 год', text: 'Программы и партнёры', file: '/dokumenty/otchet-fonda-2025.pdf' }],
        },
      ],
    });
    assert.ok([200, 201].includes(created.status), JSON.stringify(created.body));
    id = created.body.id;

    // On a local host main needs no ?domain=.
    await page.goto(url(`/content/?page=${id}`));
    await page.getByRole('heading', { level: 1, name: HERO }).waitFor();
    const band = page.getByRole('complementary', { name: 'Предпросмотр' });
    assert.match(await band.innerText(), new RegExp(`Предпросмотр: Летняя сцена ${stamp}\\s*·\\s*bravo /e2e-preview-${stamp}/\\s*·\\s*черновик`));
    assert.equal(await band.getByRole('link', { name: 'Открыть на сайте' }).count(), 0);
    const editor = new URL(await band.getByRole('link', { name: 'Открыть в редакторе' }).getAttribute('href'), url('/'));
    assert.equal(editor.pathname, `/pages/${id}/`);
    assert.equal(editor.searchParams.get('domain'), 'admin');
    // Bravo's tokens: the hero is painted in bravo's colours, not main's.
    const area = await page
      .getByRole('heading', { level: 1, name: HERO })
      .evaluate((heading) => heading.closest('[data-area]:not(html):not(body)')?.getAttribute('data-area'));
    assert.equal(area, 'bravo');
    assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
    const pdf = page.getByRole('link', { name: 'Отчёт фонда за 2025 год' });
    assert.equal(await pdf.getAttribute('href'), '/dokumenty/otchet-fonda-2025.pdf');
    await screenshot(page, 'content-preview');
  });

  test("the page editor's «Предпросмотр» opens the preview in a new tab", async () => {
    await page.goto(url(`/pages/${id}`, 'admin'));
    await page.locator('input[name="blocks.0.title"]').waitFor();
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Предпросмотр' }).click(),
    ]);
    await tab.getByRole('heading', { level: 1, name: HERO }).waitFor();
    await tab.close();
  });

  test('a guest is asked to sign in, and the link brings them back', async () => {
    await page.context().clearCookies();
    await page.goto(url(`/content/?page=${id}`));
    await page.getByRole('heading', { level: 1, name: 'Войдите, чтобы увидеть предпросмотр' }).waitFor();
    const login = new URL(await page.getByRole('link', { name: 'Войти' }).getAttribute('href'), url('/'));
    assert.equal(login.pathname, '/login/');
    assert.equal(new URL(login.searchParams.get('back')).search, `?page=${id}`);
    assert.equal(await page.getByRole('heading', { level: 1, name: HERO }).count(), 0);
  });
});

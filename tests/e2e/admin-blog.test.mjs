// Browser journey of the blog admin (issue 12, decision 0027): the demo news manager writes an
// article of «Новости» with a lead and one rich-text block, publishes it, reads it at main's
// /blog/novosti/{code}/, then deletes it; an orders manager, without the blogs section, has no
// «Статьи» in the menu.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adminLogin, deleteConfirmed, pageCall, screenshot, url, usePage } from './browser.mjs';

const stamp = Date.now().toString(36);
const code = `proverka-${stamp}`;
const title = `Новость из браузерного теста ${stamp}`;

describe('blog admin', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('the news manager writes, publishes, reads and deletes an article', async () => {
    await adminLogin(page, 'news@demo.local', 'Demo2026!', 'Статьи');
    await page.getByRole('menu').getByRole('menuitem', { name: 'Статьи' }).click();
    await page.getByRole('link', { name: 'Создать' }).click();

    // «Статья»: the address, the section, the title and the lead; a draft first.
    const form = page.locator('form');
    await form.getByLabel('Адрес (код)').fill(code);
    await page.getByRole('combobox', { name: 'Раздел блога' }).click();
    await page.getByRole('option', { name: 'Новости' }).click();
    await form.getByLabel('Заголовок').first().fill(title);
    await form.getByLabel('Анонс').fill('Коротко: платформа проверяет свой блог.');

    // «Текст»: one rich-text block, drawn from its schema.
    await page.getByRole('tab', { name: 'Текст' }).click();
    await page.getByRole('button', { name: 'Добавить' }).click();
    await page.getByRole('combobox', { name: 'Тип блока' }).click();
    await page.getByRole('option', { name: 'Текст', exact: true }).click();
    await page.locator('textarea[name="blocks.0.body"]').fill('## Подробности\n\nСтатья живёт минуту и удаляется.');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page
      .getByText(/создан/i)
      .first()
      .waitFor();
    await page.waitForURL((u) => /^\/articles\/\d+$/.test(u.pathname));

    // Publish it from its editor (the tab «История» is the editor's alone).
    await page.getByRole('tab', { name: 'История' }).waitFor();
    await page.getByRole('tab', { name: 'Статья' }).click();
    await page.getByRole('combobox', { name: 'Статус' }).click();
    await page.getByRole('option', { name: 'Опубликована' }).click();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page
      .getByText(/обновлен/i)
      .first()
      .waitFor();
    const link = page.getByRole('link', { name: 'Открыть на сайте' });
    assert.equal(await link.getAttribute('href'), `/blog/novosti/${code}/?domain=main`);
    await screenshot(page, 'admin-blog-article');
    const editor = page.url();

    await page.goto(url(`/blog/novosti/${code}/`, 'main'));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // Delete it after the confirmation: the site no longer has it.
    await page.goto(editor);
    await deleteConfirmed(page, 'Удалить статью?');
    await page
      .getByText(/удален/i)
      .first()
      .waitFor();
    const gone = await pageCall(page, `/api/blog/article?type=novosti&code=${code}&domain=main`);
    assert.equal(gone.status, 404);
  });

  test('an orders manager has no «Статьи» in the menu', async () => {
    await adminLogin(page, 'orders@demo.local', 'Demo2026!');
    assert.equal(await page.getByRole('menu').getByRole('menuitem', { name: 'Статьи' }).count(), 0);
    assert.equal(await page.getByRole('menu').getByText('Блог', { exact: true }).count(), 0);
  });
});

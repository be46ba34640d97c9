import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HostProvider } from '../../app/AreaContext';
import { withCatalogMessages } from '../catalog/i18n';
import { createCatalogCalls } from '../catalog/calls';
import { createDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { ArticleEdit, ArticleList, toServerTime } from './Articles';
import type { AdminArticle, ArticleType } from './types';
import { serveAdminApi, type AdminRoute } from '../../test/adminApi';

const TYPES: ArticleType[] = [
  { id: 1, code: 'novosti', name: 'Новости', position: 1 },
  { id: 2, code: 'blog', name: 'Блог', position: 2 },
];

const BLOCK_SPECS = [
  { type: 'rich_text', label: 'Текст', fields: [{ name: 'body', label: 'Текст', type: 'markdown', required: true, max: 20000 }] },
];

function article(fields: Partial<AdminArticle> = {}): AdminArticle {
  return {
    id: 5,
    code: 'itogi-sezona',
    type: 'novosti',
    type_name: 'Новости',
    area: 'main',
    title: 'Итоги сезона',
    lead: 'Сорок городов и двенадцать тысяч участников.',
    cover: null,
    author: 'Редакция',
    tags: ['итоги'],
    status: 'published',
    seo_title: null,
    seo_description: null,
    published_at: '2025-12-22T09:00:00Z',
    created_at: '2025-12-20T09:00:00Z',
    updated_at: '2025-12-22T09:00:00Z',
    ...fields,
  };
}

const list =
  (rows: unknown[]): AdminRoute =>
  () => ({ status: 200, body: rows, total: rows.length });

const BASE: Record<string, AdminRoute> = {
  'GET /api/admin/article-types': list(TYPES),
  'GET /api/admin/blog/blocks': () => ({ status: 200, body: { status: 200, data: { blocks: BLOCK_SPECS } } }),
  'GET /api/admin/audit': () => ({ status: 200, body: [], total: 0 }),
};

const HOST = {
  protocol: 'http:',
  hostname: 'localhost',
  port: '',
  search: '?domain=admin',
  baseDomain: 'localhost',
  area: 'admin' as const,
};

function renderIn(resource: string, screenElement: React.ReactNode) {
  const dataProvider = { ...createDataProvider(), ...createCatalogCalls() };
  render(
    <HostProvider value={HOST}>
      <AdminContext dataProvider={dataProvider} i18nProvider={withCatalogMessages(i18nProvider)}>
        <ResourceContextProvider value={resource}>{screenElement}</ResourceContextProvider>
      </AdminContext>
    </HostProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The whole react-admin edit form with its block editor renders in each test: 3-9 s on a 2-core
// machine as its load varies, past vitest's default 5 s (a CI run failed on 5.7 s).
describe('an article in the admin', { timeout: 20_000 }, () => {
  test("the edit form loads the article, its text from the blog's block schemas, and a link to it on the site", async () => {
    const sent = serveAdminApi({
      ...BASE,
      'GET /api/admin/articles/5': () => ({
        status: 200,
        body: article({ blocks: [{ type: 'rich_text', body: '## Что выросло\n\nХореография.' }] }),
      }),
    });
    renderIn('articles', <ArticleEdit id={5} />);
    expect(await screen.findByDisplayValue('Итоги сезона')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Адрес (код)' }) as HTMLInputElement).value).toBe('itogi-sezona');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Раздел блога' }).textContent).toContain('Новости'));
    expect(screen.getByRole('link', { name: 'Открыть на сайте' }).getAttribute('href')).toBe('/blog/novosti/itogi-sezona/?domain=main');
    expect(await screen.findByDisplayValue(/## Что выросло/)).toBeTruthy();
    // The news managers cannot open the content section: the schemas come from the blog's URL only.
    expect(sent.some((call) => call.path === '/api/admin/blog/blocks')).toBe(true);
    expect(sent.some((call) => call.path === '/api/admin/content/blocks')).toBe(false);
  });

  test("the server's 422 for the code shows under the code's input", async () => {
    const sent = serveAdminApi({
      ...BASE,
      'GET /api/admin/articles/5': () => ({ status: 200, body: article({ blocks: [{ type: 'rich_text', body: 'Текст.' }] }) }),
      'PUT /api/admin/articles/5': () => ({
        status: 422,
        body: { status: 422, message: 'Проверьте поля формы', errors: { code: ['Статья с таким адресом уже есть'] } },
      }),
    });
    renderIn('articles', <ArticleEdit id={5} />);
    const code = await screen.findByRole('textbox', { name: 'Адрес (код)' });
    await screen.findByDisplayValue('Текст.');
    fireEvent.change(code, { target: { value: 'priem-zayavok' } });
    const save = screen.getByRole('button', { name: 'Сохранить' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    const field = code.closest('.MuiFormControl-root');
    await waitFor(() => expect(within(field as HTMLElement).getByText('Статья с таким адресом уже есть')).toBeTruthy());
    const put = sent.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ code: 'priem-zayavok', type: 'novosti', blocks: [{ type: 'rich_text', body: 'Текст.' }] });
  });

  test('the list shows each status as a Russian chip', async () => {
    serveAdminApi({
      ...BASE,
      'GET /api/admin/articles': list([
        article(),
        article({ id: 6, code: 'chernovik', title: 'Будущая новость', status: 'draft', published_at: null }),
      ]),
    });
    renderIn('articles', <ArticleList />);
    const published = await screen.findByRole('row', { name: /Итоги сезона/ });
    expect(within(published).getByText('Опубликована').closest('.MuiChip-root')).toBeTruthy();
    const draft = screen.getByRole('row', { name: /Будущая новость/ });
    expect(within(draft).getByText('Черновик').closest('.MuiChip-root')).toBeTruthy();
    expect(within(draft).getAllByText('Новости').length).toBe(1);
  });
});

describe('the publishing time', () => {
  test('is sent in UTC to the second, and empty as null', () => {
    expect(toServerTime('2026-03-12T09:00:00Z')).toBe('2026-03-12T09:00:00Z');
    // The input's local time.
    expect(toServerTime('2026-03-12T12:30')).toBe(`${new Date(2026, 2, 12, 12, 30).toISOString().slice(0, 19)}Z`);
    expect(toServerTime('')).toBeNull();
    expect(toServerTime(null)).toBeNull();
  });
});

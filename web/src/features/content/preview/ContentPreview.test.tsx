import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderCatalog } from '../../../test/renderCatalog';
import { ContentPreview } from './ContentPreview';
import { previewId, type PreviewedPage } from './api';

function bravoPage(fields: Partial<PreviewedPage> = {}): PreviewedPage {
  return {
    id: 12,
    area: 'bravo',
    path: '/o-teatre/',
    title: 'О театре',
    seo_title: null,
    seo_description: null,
    share_image: null,
    status: 'draft',
    updated_at: '2026-11-01T10:00:00Z',
    blocks: [
      { type: 'hero', title: 'Театр-студия, где растут артисты', lead: 'Вокал, танцы и сцена' },
      { type: 'rich_text', title: 'История', body: 'Нам 15 лет. [Контакты](/kontakty/)' },
    ],
    ...fields,
  };
}

/** The admin API's page answer: `reply` by the page's id; every call's path is kept. */
function serve(reply: (id: string) => { status: number; body: unknown }): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    asked.push(url.pathname);
    const id = /^\/api\/admin\/pages\/(\d+)$/.exec(url.pathname)?.[1];
    const { status, body } = id ? reply(id) : { status: 404, body: { status: 404, message: 'Не найдено' } };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return asked;
}

const preview = (search: string) => renderCatalog(<ContentPreview />, { area: 'main', path: `/content/${search}` });

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
});

describe("a page's id in the address", () => {
  test('a positive whole number only', () => {
    expect(previewId('12')).toBe(12);
    expect(previewId(null)).toBeNull();
    for (const bad of ['', '0', '-3', '1.5', '12abc', ' 12', '99999999999999999']) expect(previewId(bad)).toBeNull();
  });
});

describe('the page preview', () => {
  test("a draft of another area: its blocks as the public page draws them, in that area's colours, under the band", async () => {
    const asked = serve(() => ({ status: 200, body: bravoPage() }));
    preview('?page=12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Театр-студия, где растут артисты' })).toBeTruthy();
    expect(asked).toEqual(['/api/admin/pages/12']);
    const band = screen.getByRole('complementary', { name: 'Предпросмотр' });
    expect(band.textContent).toBe('Предпросмотр: О театре · bravo /o-teatre/ · черновикОткрыть в редакторе');
    expect(within(band).getByRole('link', { name: 'Открыть в редакторе' }).getAttribute('href')).toBe('/pages/12/?domain=admin');
    expect(within(band).queryByRole('link', { name: 'Открыть на сайте' })).toBeNull();
    const canvas = screen.getByRole('heading', { level: 1 }).closest('[data-area]') as HTMLElement;
    expect(canvas.dataset['area']).toBe('bravo');
    // The page's own links are its area's.
    expect(screen.getByRole('link', { name: 'Контакты' }).getAttribute('href')).toBe('/kontakty/?domain=bravo');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  test('a published page links to its address on the site', async () => {
    serve(() => ({ status: 200, body: bravoPage({ status: 'published' }) }));
    preview('?page=12');
    const band = await screen.findByRole('complementary', { name: 'Предпросмотр' });
    expect(within(band).getByText('опубликована')).toBeTruthy();
    expect(within(band).getByRole('link', { name: 'Открыть на сайте' }).getAttribute('href')).toBe('/o-teatre/?domain=bravo');
  });

  test('without a page, or with a bad one, it says what it is for and asks nothing', async () => {
    const asked = serve(() => ({ status: 200, body: bravoPage() }));
    preview('');
    expect(screen.getByRole('heading', { level: 1, name: 'Предпросмотр страницы' })).toBeTruthy();
    expect(screen.getByText(/Здесь редакторы смотрят страницу сайта до публикации/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Страницы в админке' }).getAttribute('href')).toBe('/content/?domain=admin');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(asked).toEqual([]);
  });

  test('a bad id says so', () => {
    serve(() => ({ status: 200, body: bravoPage() }));
    preview('?page=abc');
    expect(screen.getByText(/В адресе неверный номер страницы/)).toBeTruthy();
  });

  test('a guest is asked to sign in and comes back here after', async () => {
    serve(() => ({ status: 401, body: { status: 401, message: 'Требуется вход' } }));
    preview('?page=12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Войдите, чтобы увидеть предпросмотр' })).toBeTruthy();
    const login = new URL(screen.getByRole('link', { name: 'Войти' }).getAttribute('href') ?? '', 'http://localhost');
    expect(login.pathname).toBe('/login/');
    expect(login.searchParams.get('domain')).toBe('id');
    expect(login.searchParams.get('back')).toBe('http://localhost/content/?page=12');
  });

  test('a user without the content section is refused; a deleted page is not found', async () => {
    serve((id) =>
      id === '12'
        ? { status: 403, body: { status: 403, message: 'Доступ запрещён' } }
        : { status: 404, body: { status: 404, message: 'Страница не найдена' } },
    );
    const first = preview('?page=12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Предпросмотр доступен редакторам страниц' })).toBeTruthy();
    first.unmount();
    preview('?page=13');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена — возможно, её удалили' })).toBeTruthy();
  });

  test('a failure that is not a refusal can be retried', async () => {
    let calls = 0;
    serve(() => (++calls === 1 ? { status: 400, body: { status: 400, message: 'Неверный запрос' } } : { status: 200, body: bravoPage() }));
    preview('?page=12');
    (await screen.findByRole('button', { name: 'Повторить' })).click();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Театр-студия, где растут артисты' })).toBeTruthy());
  });
});

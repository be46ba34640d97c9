import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { HostProvider } from '../../app/AreaContext';
import { BLOCK_TYPE_NAMES } from '../../features/content/ContentBlocks';
import { NotificationsProvider } from '../../features/notifications/NotificationsProvider';
import { hostOf } from '../../test/renderWithShell';
import { i18nProvider } from '../i18n';
import { BLOCK_SAMPLES, SAMPLE_EVENTS } from './uiKitSamples';
import UiKitPage, { UI_KIT_BLOCK_TYPES } from './UiKitPage';

const ARTICLE = {
  code: 'itogi-sezona',
  type: 'novosti',
  type_name: 'Новости',
  title: 'Итоги сезона: лауреаты весенних фестивалей',
  tags: [],
  published_at: '2026-03-01T09:00:00Z',
};

let asked: URL[] = [];

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url);
    const data =
      url.pathname === '/api/event/list'
        ? { items: [{ ...SAMPLE_EVENTS[0], name: 'Фестиваль «Весенняя капель»' }], total: 1, page: 1, per_page: 3 }
        : url.pathname === '/api/blog/articles'
          ? { items: [ARTICLE], total: 1, page: 1, pages: 1 }
          : null;
    const status = data ? 200 : 404;
    return new Response(JSON.stringify(data ? { status, data } : { status, message: 'Не найдено' }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The page as the admin draws it: inside the admin's router (AdminApp's history) and react-admin. */
function renderKit() {
  return render(
    <HostProvider value={hostOf('admin')}>
      <NotificationsProvider>
        <MemoryRouter initialEntries={['/ui-kit']}>
          <AdminContext i18nProvider={i18nProvider}>
            <UiKitPage />
          </AdminContext>
        </MemoryRouter>
      </NotificationsProvider>
    </HostProvider>,
  );
}

/** The block samples' frames, by their kit headings (`Тарифы tariffs`). */
function blockSample(type: keyof typeof BLOCK_TYPE_NAMES): HTMLElement {
  return screen.getByRole('region', { name: `${BLOCK_TYPE_NAMES[type]} ${type}` });
}

describe('UI kit', { timeout: 20_000 }, () => {
  test('draws one sample of every block type of the registry, with its sample data', async () => {
    renderKit();
    expect(UI_KIT_BLOCK_TYPES).toEqual(Object.keys(BLOCK_TYPE_NAMES));
    for (const type of UI_KIT_BLOCK_TYPES) expect(blockSample(type)).toBeTruthy();

    expect(within(blockSample('hero')).getByRole('heading', { level: 1, name: BLOCK_SAMPLES.hero.title })).toBeTruthy();
    expect(within(blockSample('cta')).getByRole('heading', { name: BLOCK_SAMPLES.cta.title })).toBeTruthy();
    expect(within(blockSample('rich_text')).getByRole('heading', { level: 2, name: 'О фестивале' })).toBeTruthy();
    expect(within(blockSample('tariffs')).getByText('Малая форма')).toBeTruthy();
    expect(within(blockSample('faq')).getByText('Можно ли участвовать в нескольких номинациях?')).toBeTruthy();
    expect(within(blockSample('request_form')).getByRole('form', { name: 'Остались вопросы о заявке?' })).toBeTruthy();
    // The blocks that load their data ask the public API as the chosen area.
    expect(await within(blockSample('event_list')).findByText('Фестиваль «Весенняя капель»')).toBeTruthy();
    expect(await within(blockSample('article_list')).findByText(ARTICLE.title)).toBeTruthy();
    expect(asked.find((url) => url.pathname === '/api/blog/articles')?.searchParams.get('domain')).toBe('main');
  });

  test('switching the area paints the samples in its tokens and asks the API as that area', async () => {
    renderKit();
    const panel = screen.getByRole('tabpanel');
    expect(panel.dataset['area']).toBe('main');
    expect(screen.getByRole('tab', { name: 'Территория творчества (main)' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Театр-студия «Браво»' }));
    expect(screen.getByRole('tabpanel').dataset['area']).toBe('bravo');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'Театр-студия «Браво»' }).id);
    expect(within(blockSample('hero')).getByRole('heading', { level: 1 })).toBeTruthy();
    await waitFor(() =>
      expect(asked.some((url) => url.pathname === '/api/blog/articles' && url.searchParams.get('domain') === 'bravo')).toBe(true),
    );
  });

  test('every public area has its tab and none of the account or the admin', () => {
    renderKit();
    const names = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(names).toHaveLength(7);
    expect(names).toContain('Аренда площадок');
    expect(names).not.toContain('Администрирование');
  });

  test('a sample does not act: its links stay, its forms do not send', () => {
    renderKit();
    const form = within(blockSample('request_form')).getByRole('form');
    fireEvent.submit(form);
    expect(asked.some((url) => url.pathname === '/api/requests')).toBe(false);
    const link = within(blockSample('hero')).getByRole('link', { name: 'Подать заявку' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });

  test('the dialog opens from its button and closes', () => {
    renderKit();
    fireEvent.click(screen.getByRole('button', { name: 'Открыть диалог' }));
    const dialog = screen.getByRole('dialog', { name: 'Заявка отправлена' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test("the preview sets again the site's neutral tokens the admin's document overrides", () => {
    const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
    const block = (css: string, selector: string) => {
      const start = css.indexOf(`${selector} {`);
      return css.slice(start, css.indexOf('}', start));
    };
    const tokens = (css: string) => Object.fromEntries([...css.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]]));
    const root = tokens(block(read('../../shared/ui/tokens.css'), ':root'));
    const admin = tokens(block(read('../../shared/ui/tokens.css'), "[data-area='admin']"));
    const preview = tokens(block(read('./UiKitPage.module.css'), '.preview'));
    const overridden = Object.keys(admin).filter((name) => name in root);
    expect(overridden.length).toBeGreaterThan(0);
    for (const name of overridden) expect(preview[name], name).toBe(root[name]);
  });
});

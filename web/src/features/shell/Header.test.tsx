import { fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HostProvider } from '../../app/AreaContext';
import type { AreaCode } from '../../app/areas';
import { hostOf } from '../../test/renderWithShell';
import { NotificationsProvider } from '../notifications';
import { Footer } from './Footer';
import { Header } from './Header';
import type { AreaLayout } from './layout';
import { nextHeaderScroll, useHeaderAutoHide } from './useHeaderAutoHide';

const LAYOUT: AreaLayout = {
  menu: [
    {
      title: 'Фестивали',
      icon: 'festival',
      link: 'events:/',
      children: [{ title: 'Вокальное творчество', link: 'events:/festivals/tvorchestvo-vokalnoe/' }],
      banners: [{ type: 'primary', text: 'Фестивальный сезон 2025', button_label: 'Выбрать', link: 'events:/festivals/' }],
    },
    { title: 'О нас', link: '/o-nas/' },
  ],
  footer: {
    columns: [{ title: 'Общее', links: [{ title: 'Карта сайта', link: '/karta/' }] }],
    note: 'Информация на сайте носит справочный характер.',
  },
  settings: {
    support_phone: '8 800 350-27-27',
    support_phone_note: 'Бесплатно по России',
    social: [{ network: 'vk', url: 'https://vk.com/territoriya' }],
  },
};

function serveLayout(layout: AreaLayout) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const found = url.pathname === '/api/content/layout';
    return new Response(JSON.stringify(found ? { status: 200, data: layout } : { status: 404, message: 'Не найдено' }), {
      status: found ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

function renderShell(area: AreaCode) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Header area={area} />
            <Footer area={area} year={2026} />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HostProvider value={hostOf(area)}>
        <NotificationsProvider>
          <RouterProvider router={router} />
        </NotificationsProvider>
      </HostProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('header and footer drawn from the area layout', () => {
  test('menu sections toggle their submenu of child links and banners; plain items are links', async () => {
    serveLayout(LAYOUT);
    renderShell('main');
    const nav = await screen.findByRole('navigation', { name: 'Основное меню' });
    const toggle = await within(nav).findByRole('button', { name: 'Фестивали' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).getByRole('link', { name: 'О нас' }).getAttribute('href')).toBe('/o-nas/?domain=main');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // Another area's path goes there with ?domain= on a local host.
    expect(within(nav).getByRole('link', { name: 'Вокальное творчество' }).getAttribute('href')).toBe(
      '/festivals/tvorchestvo-vokalnoe/?domain=events',
    );
    expect(within(nav).getByText('Фестивальный сезон 2025')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Выбрать' }).getAttribute('href')).toBe('/festivals/?domain=events');
    // The section's icon heads its panel, decorative: the link's name stays the section's title.
    const sectionLink = within(nav).getByRole('link', { name: 'Фестивали' });
    expect(sectionLink.querySelector('svg[aria-hidden="true"] path')).toBeTruthy();

    fireEvent.keyDown(window, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  test("the logo's accessible name starts with its visible text and tells where it leads", async () => {
    serveLayout(LAYOUT);
    renderShell('main');
    const banner = await screen.findByRole('banner');
    const logo = within(banner).getByRole('link', { name: /^Территория творчества.*, на главную$/ });
    expect(logo.getAttribute('href')).toBe('/?domain=main');
    expect(logo.getAttribute('aria-label')).toBeNull();
  });

  test('the phone, social links and notes come from the settings; what is unset is not shown', async () => {
    serveLayout(LAYOUT);
    renderShell('main');
    const footer = await screen.findByRole('contentinfo');
    expect((await within(footer).findByRole('link', { name: '8 800 350-27-27' })).getAttribute('href')).toBe('tel:88003502727');
    expect(within(footer).getByRole('link', { name: 'ВКонтакте' }).getAttribute('target')).toBe('_blank');
    expect(within(footer).getByText('Информация на сайте носит справочный характер.')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Карта сайта' })).toBeTruthy();
    expect(within(footer).queryByTitle('Рейтинг в справочнике организаций')).toBeNull();
    expect(within(footer).queryByText('Чат поддержки')).toBeNull();

    serveLayout({ menu: [], footer: {}, settings: {} });
    renderShell('oki');
    const bare = (await screen.findAllByRole('contentinfo'))[1];
    expect(bare && within(bare).queryByRole('link', { name: /^8 800/ })).toBeNull();
  });

  test('the review button opens the review form of the requests inbox in a dialog', async () => {
    serveLayout(LAYOUT);
    renderShell('events');
    // The icon in the bar (wide screens) and the text button in the menu (narrow ones): CSS shows one.
    const [icon] = await screen.findAllByRole('button', { name: 'Оставить отзыв' });
    if (!icon) throw new Error('no review button');
    fireEvent.click(icon);
    const dialog = await screen.findByRole('dialog', { name: 'Отзыв о платформе' });
    expect(within(dialog).getByRole('textbox', { name: /Ваш отзыв/ })).toBeTruthy();
  });
});

describe('the header hides on scrolling down on wide screens (spec section 4)', () => {
  test('a change under 50 px changes nothing', () => {
    expect(nextHeaderScroll(100, 149, true, false)).toBeNull();
  });

  test('down on a wide screen hides it, up shows it; a narrow screen or a block keeps it', () => {
    expect(nextHeaderScroll(100, 150, true, false)).toEqual({ hidden: true, scrolled: true });
    expect(nextHeaderScroll(400, 300, true, false)).toEqual({ hidden: false, scrolled: true });
    expect(nextHeaderScroll(100, 150, false, false)).toEqual({ hidden: false, scrolled: true });
    expect(nextHeaderScroll(100, 150, true, true)).toEqual({ hidden: false, scrolled: true });
    expect(nextHeaderScroll(60, 0, true, false)).toEqual({ hidden: false, scrolled: false });
  });

  test('a page scrolled before the app took it over hides the header at once', async () => {
    // The server drew the page: the reader may scroll before the scroll listener exists.
    vi.stubGlobal('scrollY', 600);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }));
    const { result } = renderHook(() => useHeaderAutoHide(false));
    await waitFor(() => expect(result.current).toEqual({ hidden: true, scrolled: true }));
  });
});

import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HostProvider } from '../../app/AreaContext';
import type { HostContext } from '../../routes/href';
import { createError } from '../../shared/errors/platformError';
import { ErrorPage } from './ErrorPage';
import { errorTitle, errorView, GLITCH_TEXTS, isCrawler } from './errorView';

const host: HostContext = {
  protocol: 'http:',
  hostname: 'localhost',
  port: '',
  search: '?domain=events',
  baseDomain: 'localhost',
  area: 'events',
};

function renderError(error: ReturnType<typeof createError>) {
  const router = createMemoryRouter([{ path: '*', element: <ErrorPage error={error} /> }]);
  return render(
    <HostProvider value={host}>
      <RouterProvider router={router} />
    </HostProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('error page titles (spec section 8)', () => {
  test.each([
    [404, 'Страница не найдена'],
    [500, 'Ошибка сервера'],
    [403, 'Доступ запрещен'],
    [401, 'Требуется авторизация'],
    [418, 'Ошибка во время исполнения'],
    [502, 'Ошибка во время исполнения'],
  ])('%i -> %s', (code, title) => {
    expect(errorTitle(code)).toBe(title);
    expect(errorView(createError({ statusCode: code })).documentTitle).toBe(`Территория творчества — ${title}`);
  });

  test('the default status is 500', () => {
    expect(createError({}).statusCode).toBe(500);
  });

  test('404 and 500 tell the dance-competition story; others show the status message; message is a subtitle', () => {
    const notFound = errorView(createError({ statusCode: 404, statusMessage: 'Page Not Found: /x/' }));
    expect(notFound.body).toBe(GLITCH_TEXTS[404]);
    expect(notFound.subtitle).toBe('Page Not Found: /x/');
    expect(notFound.picture).toBe(true);
    expect(errorView(createError({ statusCode: 500 })).body).toBe(GLITCH_TEXTS[500]);
    const forbidden = errorView(createError({ statusCode: 403, statusMessage: 'Forbidden', message: 'Нет доступа к разделу' }));
    expect(forbidden).toMatchObject({
      title: 'Доступ запрещен',
      subtitle: 'Нет доступа к разделу',
      body: 'Forbidden',
      picture: false,
    });
  });

  test('code 200 with data shows the supplied title, description and image', () => {
    const view = errorView(
      createError({
        statusCode: 200,
        data: JSON.stringify({
          title: 'Регистрация закрыта',
          description: 'Приём заявок завершён.',
          image: '/storage/a.png',
        }),
      }),
    );
    expect(view).toMatchObject({
      title: 'Регистрация закрыта',
      body: 'Приём заявок завершён.',
      image: '/storage/a.png',
      subtitle: null,
    });
    expect(view.documentTitle).toBe('Территория творчества — Регистрация закрыта');
    expect(errorView(createError({ statusCode: 200, data: '{"image":"javascript:alert(1)"}' })).image).toBeNull();
  });

  test('crawlers are recognised', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 Chrome-Lighthouse')).toBe(true);
    expect(isCrawler('facebookexternalhit/1.1')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0')).toBe(false);
  });
});

describe('<ErrorPage>', () => {
  test('renders the 404 page with a button home that keeps ?domain=', async () => {
    renderError(createError({ statusCode: 404, statusMessage: 'Page not found' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.getByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/404/);
    expect(screen.getByRole('link', { name: 'Перейти на главную' }).getAttribute('href')).toBe('/?domain=events');
    expect(document.title).toBe('Территория творчества — Страница не найдена');
  });

  test('crawlers get no error page', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Googlebot/2.1');
    const { container } = renderError(createError({ statusCode: 404 }));
    await new Promise((r) => setTimeout(r, 0));
    expect(container.querySelector('h1')).toBeNull();
  });
});

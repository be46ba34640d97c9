import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { getRoute } from '../routes/registry';
import { PageCrumbs } from '../routes/crumbLabels';
import { toRouterPath } from '../routes/patterns';
import { hostOf } from '../test/renderWithShell';
import { HostProvider } from './AreaContext';
import { RoutePage } from './RoutePage';

function Article({ loaded }: { loaded: boolean }) {
  return (
    <>
      <PageCrumbs labels={loaded ? { 'main-blog-type': 'Новости', 'main-blog-type-code': 'Итоги сезона' } : null} />
      <h1>Статья</h1>
    </>
  );
}

function renderArticle(loaded: boolean) {
  const route = getRoute('main-blog-type-code');
  const router = createMemoryRouter(
    [{ path: toRouterPath(route.pattern), element: <RoutePage route={route} page={() => <Article loaded={loaded} />} /> }],
    {
      initialEntries: ['/blog/novosti/itogi-sezona/'],
    },
  );
  render(
    <HostProvider value={hostOf('main')}>
      <RouterProvider router={router} />
    </HostProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Навигационная цепочка' }));
}

describe('breadcrumbs named by the page', () => {
  test("an article's crumbs read its section and title in the render that has its data", () => {
    const crumbs = renderArticle(true);
    expect(crumbs.getByRole('link', { name: 'Новости' }).getAttribute('href')).toBe('/blog/novosti/?domain=main');
    expect(crumbs.getByText('Итоги сезона').getAttribute('aria-current')).toBe('page');
  });

  test('until then the routes name them', () => {
    const crumbs = renderArticle(false);
    expect(crumbs.getByRole('link', { name: 'Блог' })).toBeTruthy();
    expect(crumbs.getByText('Статья').getAttribute('aria-current')).toBe('page');
  });
});

describe('breadcrumbs of the other routes', () => {
  test('RoutePage draws them with the routes names', () => {
    const route = getRoute('main-o-nas');
    const router = createMemoryRouter(
      [{ path: toRouterPath(route.pattern), element: <RoutePage route={route} page={() => <h1>О нас</h1>} /> }],
      {
        initialEntries: ['/o-nas/'],
      },
    );
    render(
      <HostProvider value={hostOf('main')}>
        <RouterProvider router={router} />
      </HostProvider>,
    );
    const crumbs = within(screen.getByRole('navigation', { name: 'Навигационная цепочка' }));
    expect(crumbs.getByText(route.pageName).getAttribute('aria-current')).toBe('page');
  });
});

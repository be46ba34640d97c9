import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { getRoute } from '../routes/registry';
import { useCrumbLabels } from '../routes/crumbLabels';
import { toRouterPath } from '../routes/patterns';
import { hostOf } from '../test/renderWithShell';
import { HostProvider } from './AreaContext';
import { RoutePage } from './RoutePage';

function Article({ loaded }: { loaded: boolean }) {
  useCrumbLabels(loaded ? { 'main-blog-type': 'Новости', 'main-blog-type-code': 'Итоги сезона' } : null);
  return <h1>Статья</h1>;
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
  test("an article's crumbs read its section and title once it has loaded", async () => {
    const crumbs = renderArticle(true);
    expect((await crumbs.findByRole('link', { name: 'Новости' })).getAttribute('href')).toBe('/blog/novosti/?domain=main');
    expect(crumbs.getByText('Итоги сезона').getAttribute('aria-current')).toBe('page');
  });

  test('until then the routes name them', () => {
    const crumbs = renderArticle(false);
    expect(crumbs.getByRole('link', { name: 'Блог' })).toBeTruthy();
    expect(crumbs.getByText('Статья').getAttribute('aria-current')).toBe('page');
  });
});

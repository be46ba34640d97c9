import { useApiDomain, useArea } from '../../app/AreaContext';
import { AREAS, type AreaCode } from '../../app/areas';
import { routesOfArea } from '../../routes/registry';
import { SiteMapGroupView, SiteMapLayout, SiteMapPending, type SiteMapGroup } from '../../shared/ui/siteMap/SiteMap';
import { usePublishedPages } from './api';

const OTHER_AREAS: readonly AreaCode[] = ['events', 'bravo', 'oki', 'organizer', 'arenda'];

/** The area's pages at fixed addresses (the registry's routes that have a page), its map aside. */
function areaPages(area: AreaCode): SiteMapGroup {
  const links = routesOfArea(area)
    .filter((r) => r.page && !r.pattern.includes(':') && r.name !== `${area}-karta`)
    .map((r) => ({ label: r.name === area ? 'Главная' : r.pageName, target: { name: r.name } }));
  return { id: 'pages', title: 'Разделы', links };
}

/** Pages editors published at an address of their own (the catch-all `/:slug/`). */
function editorsPages(area: AreaCode, pages: readonly { path: string; title: string }[]): SiteMapGroup {
  const fixed = new Set(routesOfArea(area).map((r) => r.pattern));
  const links = pages
    .filter((page) => !fixed.has(page.path) && /^\/[a-z0-9-]+\/$/.test(page.path))
    .map((page) => ({ label: page.title, target: { name: 'slug', params: { slug: page.path.slice(1, -1) } } }));
  return { id: 'more', title: 'Ещё страницы', links };
}

/** /karta/ of an area whose pages editors run: every page of it and the platform's other areas. */
export function ContentSiteMap({ lead }: { lead: string }) {
  const area = useArea();
  const pages = usePublishedPages(useApiDomain());
  const more = pages.data ? editorsPages(area, pages.data) : null;
  return (
    <SiteMapLayout lead={lead}>
      <SiteMapGroupView group={areaPages(area)} />
      {more ? (
        more.links.length > 0 && <SiteMapGroupView group={more} />
      ) : (
        <SiteMapPending id="more" title="Ещё страницы" error={pages.error?.message ?? null} />
      )}
      <SiteMapGroupView
        group={{
          id: 'platform',
          title: 'Другие разделы платформы',
          links: OTHER_AREAS.filter((other) => other !== area).map((other) => ({ label: AREAS[other].name, target: { name: other } })),
        }}
      />
    </SiteMapLayout>
  );
}

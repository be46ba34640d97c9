import { AREAS, type AreaCode } from '../../app/areas';
import { hasPage, routesOfArea } from '../../routes/registry';
import { useEventFilters } from '../../shared/events/api';
import { useProjects } from '../projects';
import { filterGroups } from './siteMap';
import { SiteMapGroupView, SiteMapLayout, SiteMapPending, type SiteMapGroup } from '../../shared/ui/siteMap/SiteMap';

const OTHER_AREAS: readonly AreaCode[] = ['main', 'bravo', 'oki', 'organizer', 'arenda'];

/** The events area's pages without parameters (the filter, festival and project pages come from data). */
function areaPages(): SiteMapGroup {
  const links = routesOfArea('events')
    .filter((r) => r.page && !r.pattern.includes(':') && r.name !== 'events-karta')
    .map((r) => ({ label: r.name === 'events' ? 'Главная афиши' : r.pageName, target: { name: r.name } }));
  return { id: 'pages', title: 'Разделы', links };
}

/** /_events/karta: every page of the events area on one page. */
export function SiteMap() {
  const filters = useEventFilters();
  const projects = useProjects();
  const projectGroup: SiteMapGroup | null = projects.data
    ? {
        id: 'projects',
        title: 'Творческие проекты',
        links: [
          ...(hasPage('events-kreativnye-proekty') ? [{ label: 'Все проекты', target: { name: 'events-kreativnye-proekty' } }] : []),
          ...projects.data.map((p) => ({
            label: p.title,
            target: { name: 'events-kreativnye-proekty-slug', params: { slug: [p.slug] } },
          })),
        ],
      }
    : null;
  return (
    <SiteMapLayout lead="Все разделы афиши фестивалей и конкурсов: направления, города, возрасты, особенности и творческие проекты.">
      <SiteMapGroupView group={areaPages()} />
      {projectGroup ? (
        <SiteMapGroupView group={projectGroup} />
      ) : (
        <SiteMapPending id="projects" title="Творческие проекты" error={projects.error?.message ?? null} />
      )}
      {filters.data ? (
        filterGroups(filters.data.filters).map((group) => <SiteMapGroupView key={group.id} group={group} />)
      ) : (
        <SiteMapPending id="filters" title="Подборки фестивалей" error={filters.error?.message ?? null} />
      )}
      <SiteMapGroupView
        group={{
          id: 'platform',
          title: 'Другие разделы платформы',
          links: OTHER_AREAS.map((area) => ({ label: AREAS[area].name, target: { name: area } })),
        }}
      />
    </SiteMapLayout>
  );
}

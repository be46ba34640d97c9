import { AREAS, type AreaCode } from '../../app/areas';
import { AppLink } from '../../routes/AppLink';
import { hasPage, routesOfArea } from '../../routes/registry';
import { Container } from '../../shared/ui/Container';
import { useEventFilters } from '../../shared/events/api';
import { CatalogIcon } from '../../shared/events/icons';
import { useProjects } from '../projects';
import { filterGroups, type SiteMapGroup } from './siteMap';
import styles from './SiteMap.module.css';

const OTHER_AREAS: readonly AreaCode[] = ['main', 'bravo', 'oki', 'organizer', 'arenda'];

/** The events area's pages without parameters (the filter, festival and project pages come from data). */
function areaPages(): SiteMapGroup {
  const links = routesOfArea('events')
    .filter((r) => r.page && !r.pattern.includes(':') && r.name !== 'events-karta')
    .map((r) => ({ label: r.name === 'events' ? 'Главная афиши' : r.pageName, target: { name: r.name } }));
  return { id: 'pages', title: 'Разделы', links };
}

function Group({ group, busy }: { group: SiteMapGroup; busy?: boolean }) {
  const headingId = `karta-${group.id}`;
  return (
    <section className={styles.group} aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} className={styles.groupTitle}>
        {group.title}
      </h2>
      <ul className={styles.links}>
        {group.links.map((link) => (
          <li key={`${link.target.name}-${link.label}`}>
            <AppLink to={link.target.name} params={link.target.params} query={link.target.query} className={styles.link}>
              {link.icon && <CatalogIcon name={link.icon} size={16} />}
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Pending({ id, title, error }: { id: string; title: string; error: string | null }) {
  return (
    <section className={styles.group} aria-labelledby={`karta-${id}`}>
      <h2 id={`karta-${id}`} className={styles.groupTitle}>
        {title}
      </h2>
      <p className={styles.muted} role={error ? 'alert' : 'status'}>
        {error ? `Не удалось загрузить список: ${error}` : 'Загружаем…'}
      </p>
    </section>
  );
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
    <Container>
      <div className={styles.page}>
        <h1 className={styles.title}>Карта сайта</h1>
        <p className={styles.lead}>
          Все разделы афиши фестивалей и конкурсов: направления, города, возрасты, особенности и творческие проекты.
        </p>
        <div className={styles.grid}>
          <Group group={areaPages()} />
          {projectGroup ? (
            <Group group={projectGroup} />
          ) : (
            <Pending id="projects" title="Творческие проекты" error={projects.error?.message ?? null} />
          )}
          {filters.data ? (
            filterGroups(filters.data.filters).map((group) => <Group key={group.id} group={group} />)
          ) : (
            <Pending id="filters" title="Подборки фестивалей" error={filters.error?.message ?? null} />
          )}
          <Group
            group={{
              id: 'platform',
              title: 'Другие разделы платформы',
              links: OTHER_AREAS.map((area) => ({ label: AREAS[area].name, target: { name: area } })),
            }}
          />
        </div>
      </div>
    </Container>
  );
}

import { AppLink } from '../../routes/AppLink';
import { countRu } from '../../shared/format/plural';
import type { ProjectSummary } from './types';
import styles from './Projects.module.css';

const EVENTS: readonly [string, string, string] = ['событие', 'события', 'событий'];

/** A project in the list: the two all-Russian projects with fixed pages stand out. */
export function ProjectCard({ project }: { project: ProjectSummary }) {
  return (
    <article className={styles.card} data-fixed={project.fixed}>
      {project.fixed && <p className={styles.badge}>Всероссийский проект</p>}
      <h2 className={styles.cardTitle}>
        <AppLink className={styles.cardLink} to="events-kreativnye-proekty-slug" params={{ slug: [project.slug] }}>
          {project.title}
        </AppLink>
      </h2>
      <p className={styles.cardText}>{project.summary}</p>
      <p className={styles.cardCount}>
        {project.events_count > 0 ? `Впереди ${countRu(project.events_count, EVENTS)}` : 'Новые даты скоро'}
      </p>
    </article>
  );
}

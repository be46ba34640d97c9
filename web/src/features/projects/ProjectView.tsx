import { AppLink } from '../../routes/AppLink';
import { buttonClass } from '../../shared/ui/button';
import { Container } from '../../shared/ui/Container';
import { PageIntro } from '../../shared/ui/page';
import { EventGrid } from '../catalog';
import { paragraphsOf } from './projectPath';
import type { Project } from './types';
import styles from './Projects.module.css';

/** A project's page: its summary, its content sections and its upcoming events. */
export function ProjectView({ project }: { project: Project }) {
  return (
    <article>
      <PageIntro
        id="project-title"
        eyebrow={project.fixed ? 'Всероссийский проект' : 'Творческий проект'}
        title={project.title}
        lead={project.summary}
      >
        {project.events.length > 0 && (
          <a className={buttonClass('light')} href="#sobytiya">
            Выбрать событие
          </a>
        )}
      </PageIntro>
      {project.content.length > 0 && (
        <Container>
          <div className={styles.sections}>
            {project.content.map((section) => (
              <section key={section.heading} className={styles.section}>
                <h2 className={styles.sectionTitle}>{section.heading}</h2>
                {paragraphsOf(section.text).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </section>
            ))}
          </div>
        </Container>
      )}
      <section id="sobytiya" className={styles.events} aria-labelledby="events-title">
        <Container>
          <h2 id="events-title" className={styles.eventsTitle}>
            Ближайшие события проекта
          </h2>
          {project.events.length > 0 ? (
            <EventGrid events={project.events} />
          ) : (
            <div className={styles.empty}>
              <p>Новые даты проекта скоро появятся. Пока можно выбрать другой фестиваль или конкурс.</p>
              <AppLink to="events" className={buttonClass('primary')}>
                Все фестивали
              </AppLink>
            </div>
          )}
          <p className={styles.back}>
            <AppLink to="events-kreativnye-proekty">← Все творческие проекты</AppLink>
          </p>
        </Container>
      </section>
    </article>
  );
}

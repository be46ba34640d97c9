import { Container } from '../../shared/ui/Container';
import { useProjects } from './api';
import { ProjectCard } from './ProjectCard';
import { PageIntro } from '../../shared/ui/page';
import { PageSkeleton } from '../../shared/ui/page/PageSkeleton';
import styles from './Projects.module.css';

/** /_events/kreativnye-proekty: every creative project, the fixed ones first (the server's order). */
export function ProjectsList() {
  const { data, error } = useProjects();
  if (error) throw error;
  return (
    <>
      <PageIntro
        id="projects-title"
        eyebrow="Проекты платформы"
        title="Территория творческих проектов"
        lead="Всероссийские проекты, творческие смены и интенсивы с ведущими педагогами: у каждого своя программа, свои города и даты. Выберите проект — на его странице собраны все ближайшие события."
      />
      {!data ? (
        <PageSkeleton label="Загружаем проекты…" />
      ) : (
        <Container>
          {data.length === 0 ? (
            <p className={styles.empty}>Проектов пока нет — загляните позже.</p>
          ) : (
            <ul className={styles.grid}>
              {data.map((project) => (
                <li key={project.slug}>
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          )}
        </Container>
      )}
    </>
  );
}

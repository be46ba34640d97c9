import { useLocation } from 'react-router';
import { useProject } from '../../features/projects/api';
import { projectSlugFromPath } from '../../features/projects/projectPath';
import { ProjectView } from '../../features/projects/ProjectView';
import { PageSkeleton } from '../../shared/ui/page/PageSkeleton';
import { usePageMeta } from '../../shared/ui/usePageMeta';

/**
 * /_events/kreativnye-proekty/:slug and the two fixed project pages (same page, slug from the path).
 * An unknown slug is the 404 error page «Проект не найден».
 */
export default function ProjectPage() {
  const slug = projectSlugFromPath(useLocation().pathname);
  const { data, error } = useProject(slug);
  usePageMeta(data?.title, data?.summary);
  if (error) throw error;
  if (!data) return <PageSkeleton label="Загружаем проект…" />;
  return <ProjectView project={data} />;
}

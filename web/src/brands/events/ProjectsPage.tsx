import { ProjectsList } from '../../features/projects/ProjectsList';

/** /_events/kreativnye-proekty: the territory of creative projects. */
export default function ProjectsPage() {
  return <ProjectsList />;
}

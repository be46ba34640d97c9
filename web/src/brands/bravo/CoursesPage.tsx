import { CoursesView, useCourses } from '../../features/bravo';
import { PageSkeleton } from '../../shared/ui/page/PageSkeleton';

/** /_bravo/kursy: the intensives and term courses. */
export default function CoursesPage() {
  const { data, error } = useCourses();
  if (error) throw error;
  if (!data) return <PageSkeleton label="Загружаем курсы…" />;
  return <CoursesView courses={data} />;
}

import { TeachersView, useTeachers } from '../../features/bravo';
import { PageSkeleton } from '../../shared/ui/page/PageSkeleton';

/** /_bravo/pedagogi: the school's teachers. */
export default function TeachersPage() {
  const { data, error } = useTeachers();
  if (error) throw error;
  if (!data) return <PageSkeleton label="Загружаем педагогов…" />;
  return <TeachersView teachers={data} />;
}

import { useParams } from 'react-router';
import { TeacherView, useTeacher } from '../../features/bravo';
import { PageCrumbs } from '../../routes/crumbLabels';
import { PageSkeleton } from '../../shared/ui/page/PageSkeleton';
import { usePageMeta } from '../../shared/ui/usePageMeta';

/** /_bravo/pedagogi/{code}: a teacher. An unknown one is the 404 page «Педагог не найден». */
export default function TeacherPage() {
  const code = useParams()['code'] ?? '';
  const { data, error } = useTeacher(code);
  usePageMeta(data ? `Педагоги «Браво»: ${data.name}` : undefined, data?.role);
  if (error) throw error;
  if (!data)
    return (
      <>
        <PageCrumbs labels={null} />
        <PageSkeleton label="Загружаем страницу педагога…" />
      </>
    );
  return (
    <>
      <PageCrumbs labels={{ 'bravo-pedagogi-code': data.name }} />
      <TeacherView teacher={data} />
    </>
  );
}

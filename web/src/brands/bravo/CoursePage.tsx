import { useParams } from 'react-router';
import { CourseView, useCourse } from '../../features/bravo';
import { PageCrumbs } from '../../routes/crumbLabels';
import { PageSkeleton } from '../../shared/ui/page/PageSkeleton';
import { usePageMeta } from '../../shared/ui/usePageMeta';

/** /_bravo/kursy/{code}: a course or an intensive. An unknown or ended one is the 404 page «Курс не найден». */
export default function CoursePage() {
  const code = useParams()['code'] ?? '';
  const { data, error } = useCourse(code);
  usePageMeta(data ? `Курсы «Браво»: ${data.name}` : undefined, data?.summary);
  if (error) throw error;
  if (!data)
    return (
      <>
        <PageCrumbs labels={null} />
        <PageSkeleton label="Загружаем курс…" />
      </>
    );
  return (
    <>
      <PageCrumbs labels={{ 'bravo-kursy-code': data.name }} />
      <CourseView course={data} />
    </>
  );
}

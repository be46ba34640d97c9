import { useParams } from 'react-router';
import { ClassView, useSchoolClass } from '../../features/bravo';
import { PageCrumbs } from '../../routes/crumbLabels';
import { PageSkeleton } from '../../shared/ui/page/PageSkeleton';
import { usePageMeta } from '../../shared/ui/usePageMeta';

/** /_bravo/{school}/{class}: a class of a school. An unknown one is the 404 page «Занятие не найдено». */
export default function ClassPage() {
  const params = useParams();
  const { data, error } = useSchoolClass(params['school'] ?? '', params['code'] ?? '');
  usePageMeta(data ? `${data.school.name} «Браво»: ${data.name}` : undefined, data?.summary);
  if (error) throw error;
  if (!data)
    return (
      <>
        <PageCrumbs labels={null} />
        <PageSkeleton label="Загружаем занятие…" />
      </>
    );
  return (
    <>
      <PageCrumbs labels={{ 'bravo-school': data.school.name, 'bravo-school-code': data.name }} />
      <ClassView schoolClass={data} />
    </>
  );
}

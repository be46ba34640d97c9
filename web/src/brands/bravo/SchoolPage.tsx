import { useParams } from 'react-router';
import { SchoolView, useSchool } from '../../features/bravo';
import { PageCrumbs } from '../../routes/crumbLabels';
import { PageSkeleton } from '../../shared/ui/page/PageSkeleton';
import { usePageMeta } from '../../shared/ui/usePageMeta';

/** /_bravo/{school}: a school of the theatre studio. An unknown one is the 404 page «Школа не найдена». */
export default function SchoolPage() {
  const code = useParams()['school'] ?? '';
  const { data, error } = useSchool(code);
  usePageMeta(data ? `${data.name} театра-студии «Браво»` : undefined, data?.summary);
  if (error) throw error;
  if (!data)
    return (
      <>
        <PageCrumbs labels={null} />
        <PageSkeleton label="Загружаем школу…" />
      </>
    );
  return (
    <>
      <PageCrumbs labels={{ 'bravo-school': data.name }} />
      <SchoolView school={data} />
    </>
  );
}

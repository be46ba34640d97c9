import { useParams } from 'react-router';
import { DiplomaCheck, useDiploma } from '../../features/results';
import { PageSkeleton } from '../../shared/ui/page/PageSkeleton';
import { usePageMeta } from '../../shared/ui/usePageMeta';

/**
 * /diplom/{code}/: the verification page of a diploma, at the link and QR code printed on it. An
 * unknown code is the 404 page «Диплом не найден».
 */
export default function DiplomaPage() {
  const code = useParams()['code'] ?? '';
  const { data, error } = useDiploma(code);
  // As the server writes the head (server/src/results/pages.cpp), so the app's navigation keeps it.
  usePageMeta(
    data ? `Диплом «${data.title}» — ${data.performer}` : undefined,
    data ? `Диплом № ${data.code} подлинный: ${data.performer}, ${data.title}, ${data.event.name}.` : undefined,
  );
  if (error) throw error;
  if (!data) return <PageSkeleton label="Проверяем диплом…" />;
  return <DiplomaCheck diploma={data} />;
}

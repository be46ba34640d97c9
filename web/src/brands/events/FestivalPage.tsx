import { useParams } from 'react-router';
import { useFestival } from '../../features/festival/api';
import { PageSkeleton } from '../../shared/ui/page/PageSkeleton';
import { FestivalView } from '../../features/festival/FestivalView';
import { summaryOf } from '../../features/festival/festivalDisplay';
import { usePageMeta } from '../../shared/ui/usePageMeta';

/** /_events/festival/:code. An unknown or unpublished code is the 404 error page «Фестиваль не найден». */
export default function FestivalPage() {
  const code = useParams()['code'] ?? '';
  const { data, error } = useFestival(code);
  usePageMeta(data?.name, data ? summaryOf(data.description) : undefined);
  // Thrown to the route's error boundary, which renders the app's error page with this status.
  if (error) throw error;
  if (!data) return <PageSkeleton label="Загружаем фестиваль…" />;
  return <FestivalView festival={data} />;
}

import { useParams } from 'react-router';
import { useVenue, VenueView } from '../../features/arenda';
import { PageSkeleton } from '../../shared/ui/page/PageSkeleton';
import { usePageMeta } from '../../shared/ui/usePageMeta';

/** This month, YYYY-MM: the busy days shown start with it. */
function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** /_arenda/ploshchadki/:code. An unknown venue, or one without a published hall, is the 404 page «Площадка не найдена». */
export default function VenuePage() {
  const code = useParams()['code'] ?? '';
  const { data, error } = useVenue(code);
  usePageMeta(
    data ? `Аренда: ${data.name}` : undefined,
    data
      ? `${data.halls.map((hall) => `${hall.name} до ${hall.capacity} гостей`).join(', ')}. ${data.city.name}, ${data.address}.`
      : undefined,
  );
  if (error) throw error;
  if (!data) return <PageSkeleton label="Загружаем площадку…" />;
  return <VenueView venue={data} month={thisMonth()} />;
}

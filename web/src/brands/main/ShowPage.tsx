import { useParams } from 'react-router';
import { showHead, ShowView, useShow } from '../../features/tickets';
import { PageCrumbs } from '../../routes/crumbLabels';
import { PageSkeleton } from '../../shared/ui/page/PageSkeleton';
import { usePageMeta } from '../../shared/ui/usePageMeta';

/** /afisha/:code/: a show with its tiers and places left, and the tickets' purchase. An unknown or unpublished show is the 404 page. */
export default function ShowPage() {
  const code = useParams()['code'] ?? '';
  const { data, error, refetch } = useShow(code);
  const head = data ? showHead(data) : undefined;
  usePageMeta(head?.name, head?.description);
  if (error) throw error;
  if (!data)
    return (
      <>
        <PageCrumbs labels={null} />
        <PageSkeleton label="Загружаем афишу…" />
      </>
    );
  return (
    <>
      <PageCrumbs labels={{ 'main-afisha-code': data.title }} />
      <ShowView show={data} onSeatsChanged={() => void refetch()} />
    </>
  );
}

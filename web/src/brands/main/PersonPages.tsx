import { useParams } from 'react-router';
import { MentorView, ParticipantView, useMentor, useParticipant } from '../../features/people';
import { PageCrumbs } from '../../routes/crumbLabels';
import { PageSkeleton } from '../../shared/ui/page/PageSkeleton';
import { usePageMeta } from '../../shared/ui/usePageMeta';

/** The first sentence of a story, for the page's description (the server writes the same). */
function summary(text: string): string | undefined {
  const first = text.trim().split(/(?<=[.!?])\s/)[0];
  return first ? first.slice(0, 200) : undefined;
}

/** /nastavnik/{code}/: a mentor's portfolio. An unknown or unpublished one is the 404 page «Наставник не найден». */
export default function MentorPage() {
  const code = useParams()['code'] ?? '';
  const { data, error } = useMentor(code);
  usePageMeta(data ? `${data.name} — наставник` : undefined, data ? `${data.position}. ${summary(data.bio) ?? ''}`.trim() : undefined);
  if (error) throw error;
  if (!data)
    return (
      <>
        <PageCrumbs labels={null} />
        <PageSkeleton label="Загружаем страницу наставника…" />
      </>
    );
  return (
    <>
      <PageCrumbs labels={{ 'main-nastavnik-code': data.name }} />
      <MentorView mentor={data} />
    </>
  );
}

/** /uchastnik/{code}/: a soloist's or a collective's portfolio; 404 «Участник не найден» for an unknown one. */
export function ParticipantPage() {
  const code = useParams()['code'] ?? '';
  const { data, error } = useParticipant(code);
  usePageMeta(
    data ? `${data.name} — ${data.kind === 'collective' ? 'коллектив' : 'солист'}` : undefined,
    data ? summary(data.bio) : undefined,
  );
  if (error) throw error;
  if (!data)
    return (
      <>
        <PageCrumbs labels={null} />
        <PageSkeleton label="Загружаем страницу участника…" />
      </>
    );
  return (
    <>
      <PageCrumbs labels={{ 'main-uchastnik-code': data.name }} />
      <ParticipantView participant={data} />
    </>
  );
}

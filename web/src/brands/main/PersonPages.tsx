import { useParams } from 'react-router';
import { MentorView, ParticipantView, useMentor, useParticipant } from '../../features/people';
import { PageCrumbs } from '../../routes/crumbLabels';
import { PageSkeleton } from '../../shared/ui/page/PageSkeleton';
import { usePageMeta } from '../../shared/ui/usePageMeta';

/** The first sentence of a story. */
function firstSentence(text: string): string {
  return text.trim().split(/(?<=[.!?])\s/)[0] ?? '';
}

/** The page's description as the server writes it (people::PeopleDirectory's heads): role, city, creative types, the story's first sentence. */
function describe(role: string, person: { city: { name: string } | null; creative_types: { title: string }[]; bio: string }): string {
  const city = person.city ? `, ${person.city.name}` : '';
  const types = person.creative_types.length > 0 ? `Направления: ${person.creative_types.map((type) => type.title).join(', ')}. ` : '';
  return `${role}${city}. ${types}${firstSentence(person.bio)}`.trim();
}

/** /nastavnik/{code}/: a mentor's portfolio. An unknown or unpublished one is the 404 page «Наставник не найден». */
export default function MentorPage() {
  const code = useParams()['code'] ?? '';
  const { data, error } = useMentor(code);
  usePageMeta(data ? `${data.name}, наставник` : undefined, data ? describe(data.position || 'Наставник', data) : undefined);
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
  const collective = data?.kind === 'collective';
  usePageMeta(
    data ? `${data.name}, ${collective ? 'творческий коллектив' : 'солист'}` : undefined,
    data ? describe(collective ? 'Творческий коллектив' : 'Солист', data) : undefined,
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

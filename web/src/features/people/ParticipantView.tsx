import { AppLink } from '../../routes/AppLink';
import { PortfolioResults } from '../results';
import { PARTICIPANT_KIND_NAMES } from './format';
import { structureText } from './MentorView';
import { mediaSections, PersonPage, type Fact, type PageSection } from './PersonPage';
import { Portrait } from './Portrait';
import type { MentorRef, Participant } from './types';
import styles from './People.module.css';

/** The mentor as a small card linking to their page. */
function MentorLink({ mentor }: { mentor: MentorRef }) {
  return (
    <span className={styles.mentor}>
      <Portrait name={mentor.name} photo={mentor.photo} size="small" />
      <span>
        <AppLink to="main-nastavnik-code" params={{ code: mentor.code }} className={styles.mentorName}>
          {mentor.name}
        </AppLink>
        {mentor.position && <span className={styles.mentorPosition}>{mentor.position}</span>}
      </span>
    </span>
  );
}

/**
 * /uchastnik/{code}/: a soloist's or a collective's portfolio — portrait, city, creative types,
 * collective or school, mentor, story, photos, videos and, once there are any, the results of
 * their performances. The API gives a minor's page nothing personal (no birth date, no guardian,
 * no contact), and this page shows only what the API gives.
 */
export function ParticipantView({ participant }: { participant: Participant }) {
  const facts: Fact[] = [
    ...(participant.city ? [{ term: 'Город', value: participant.city.name }] : []),
    ...(participant.structure ? [{ term: 'Коллектив, школа', value: structureText(participant.structure) }] : []),
    ...(participant.mentor ? [{ term: 'Наставник', value: <MentorLink mentor={participant.mentor} /> }] : []),
  ];
  const sections: PageSection[] = mediaSections(participant.name, participant.photos, participant.videos);
  if (participant.results.length > 0)
    sections.push({
      id: 'rezultaty',
      title: 'Результаты',
      body: <PortfolioResults results={participant.results} />,
    });
  // The collective or school under the name; the city is among the facts.
  const lead = participant.structure?.name;
  return (
    <PersonPage
      eyebrow={PARTICIPANT_KIND_NAMES[participant.kind]}
      name={participant.name}
      lead={lead}
      photo={participant.photo}
      facts={facts}
      creativeTypes={participant.creative_types}
      bio={participant.bio}
      sections={sections}
    />
  );
}

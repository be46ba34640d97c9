import { AppLink } from '../../routes/AppLink';
import { CardGrid, ParticipantCardView } from './Cards';
import { eventDates, STRUCTURE_KIND_NAMES } from './format';
import { mediaSections, PersonPage, type Fact, type PageSection } from './PersonPage';
import type { Mentor, StructureRef } from './types';
import styles from './People.module.css';

/** «Ансамбль «Улыбка» (коллектив, Казань)». */
export function structureText(structure: StructureRef): string {
  const details = [STRUCTURE_KIND_NAMES[structure.kind].toLowerCase(), structure.city?.name].filter(Boolean).join(', ');
  return `${structure.name} (${details})`;
}

/**
 * /nastavnik/{code}/: a mentor's portfolio — portrait, position, city, creative types, collective
 * or school, story, achievements, photos, videos, the pupils and collectives they lead, and the
 * festivals and contests they judge (pages of the events area).
 */
export function MentorView({ mentor }: { mentor: Mentor }) {
  const facts: Fact[] = [
    ...(mentor.city ? [{ term: 'Город', value: mentor.city.name }] : []),
    ...(mentor.structure ? [{ term: 'Коллектив, школа', value: structureText(mentor.structure) }] : []),
  ];
  const sections: PageSection[] = [];
  if (mentor.achievements.length > 0)
    sections.push({
      id: 'dostizheniya',
      title: 'Достижения',
      body: (
        <ul className={styles.achievements}>
          {mentor.achievements.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ),
    });
  sections.push(...mediaSections(mentor.name, mentor.photos, mentor.videos));
  if (mentor.participants.length > 0)
    sections.push({
      id: 'ucheniki',
      title: 'Ученики и коллективы',
      body: (
        <CardGrid
          items={mentor.participants}
          keyOf={(participant) => participant.code}
          render={(participant) => <ParticipantCardView participant={participant} />}
          label="Ученики и коллективы"
        />
      ),
    });
  if (mentor.jury.length > 0)
    sections.push({
      id: 'sudeystvo',
      title: 'Судейство',
      body: (
        <ul className={styles.jury}>
          {mentor.jury.map((event) => (
            <li key={event.code}>
              <AppLink to="events-festival-code" params={{ code: event.code }} className={styles.juryLink}>
                {event.name}
              </AppLink>
              <span className={styles.juryMeta}>
                {eventDates(event.date_start, event.date_end)}
                {event.city ? ` · ${event.city.name}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ),
    });
  return (
    <PersonPage
      eyebrow="Наставник"
      name={mentor.name}
      lead={mentor.position}
      photo={mentor.photo}
      facts={facts}
      creativeTypes={mentor.creative_types}
      bio={mentor.bio}
      sections={sections}
    />
  );
}

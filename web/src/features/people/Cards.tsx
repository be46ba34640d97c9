import type { ReactNode } from 'react';
import { AppLink } from '../../routes/AppLink';
import { PARTICIPANT_KIND_NAMES } from './format';
import { Portrait } from './Portrait';
import type { CreativeTypeRef, MentorCard, ParticipantCard } from './types';
import styles from './People.module.css';
import tiles from '../../shared/ui/tiles/Tiles.module.css';

/** The creative types of a card, as small tags. */
export function CreativeTypes({ items, label = 'Виды творчества' }: { items: readonly CreativeTypeRef[]; label?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.types} aria-label={label}>
      {items.map((type) => (
        <li key={type.slug}>{type.title}</li>
      ))}
    </ul>
  );
}

function PersonCard({
  to,
  code,
  name,
  photo,
  label,
  lines,
  creativeTypes,
  headingLevel,
}: {
  to: string;
  code: string;
  name: string;
  photo: string | null;
  label: string;
  lines: readonly (string | null | undefined)[];
  creativeTypes: readonly CreativeTypeRef[];
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${tiles.tile} ${styles.card}`}>
      <Portrait name={name} photo={photo} />
      <div className={styles.cardText}>
        <p className={styles.cardLabel}>{label}</p>
        <Heading className={styles.cardTitle}>
          <AppLink to={to} params={{ code }} className={tiles.link}>
            {name}
          </AppLink>
        </Heading>
        {lines
          .filter((line): line is string => Boolean(line))
          .map((line) => (
            <p key={line} className={styles.cardLine}>
              {line}
            </p>
          ))}
        <CreativeTypes items={creativeTypes} />
      </div>
    </article>
  );
}

/** A mentor in a directory: portrait, name linking to the page, position, city, creative types. */
export function MentorCardView({ mentor, headingLevel = 3 }: { mentor: MentorCard; headingLevel?: 2 | 3 }) {
  return (
    <PersonCard
      to="main-nastavnik-code"
      code={mentor.code}
      name={mentor.name}
      photo={mentor.photo}
      label="Наставник"
      lines={[mentor.position, mentor.city?.name]}
      creativeTypes={mentor.creative_types}
      headingLevel={headingLevel}
    />
  );
}

/** A soloist or a collective in a directory: portrait, name linking to the page, kind, collective or school, city, creative types. */
export function ParticipantCardView({ participant, headingLevel = 3 }: { participant: ParticipantCard; headingLevel?: 2 | 3 }) {
  return (
    <PersonCard
      to="main-uchastnik-code"
      code={participant.code}
      name={participant.name}
      photo={participant.photo}
      label={PARTICIPANT_KIND_NAMES[participant.kind]}
      lines={[participant.structure_name, participant.city?.name]}
      creativeTypes={participant.creative_types}
      headingLevel={headingLevel}
    />
  );
}

/** Cards in a grid list. */
export function CardGrid<T>({
  items,
  keyOf,
  render,
  label,
  busy = false,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  label?: string;
  busy?: boolean;
}) {
  return (
    <ul className={`${tiles.grid} ${styles.grid}`} aria-label={label} aria-busy={busy ? 'true' : undefined}>
      {items.map((item) => (
        <li key={keyOf(item)}>{render(item)}</li>
      ))}
    </ul>
  );
}

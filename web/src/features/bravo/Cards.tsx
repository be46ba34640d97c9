import type { ReactNode } from 'react';
import { AppLink } from '../../routes/AppLink';
import { formatPrice } from '../../shared/format/price';
import { ageRange, courseKindName, dateRange, groupOf, lessonTime, levelName, weekdayName, weekdayShort } from './format';
import { TeacherAvatar } from './TeacherAvatar';
import type { ClassCard, Course, TeacherRef } from './types';
import styles from './Bravo.module.css';
import tiles from '../../shared/ui/tiles/Tiles.module.css';

/** A class in a list: its ages, level, group, week and monthly price; the card opens the class's page. */
export function ClassCardView({ card, showSchool = false }: { card: ClassCard; showSchool?: boolean }) {
  return (
    <article className={`${tiles.tile} ${tiles.textTile}`}>
      {showSchool && <p className={styles.cardLabel}>{card.school.name}</p>}
      <h3 className={styles.cardTitle}>
        <AppLink className={tiles.link} to="bravo-school-code" params={{ school: card.school.code, code: card.code }}>
          {card.name}
        </AppLink>
      </h3>
      <p className={styles.muted}>{card.summary}</p>
      <ul className={styles.facts} aria-label="Кому подходит">
        <li>{ageRange(card.age_min, card.age_max)}</li>
        <li>{levelName(card.level)}</li>
        <li>{groupOf(card.group_size)}</li>
      </ul>
      {card.slots.length > 0 && (
        <ul className={styles.week} aria-label="Дни и время занятий">
          {card.slots.map((slot) => (
            <li key={slot.id}>
              <abbr className={styles.weekDay} title={weekdayName(slot.weekday)}>
                {weekdayShort(slot.weekday)}
              </abbr>{' '}
              {lessonTime(slot)}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.price}>{formatPrice(card.prices.month)} в месяц</p>
    </article>
  );
}

/** The teachers of a class or a course, each linking to their page. */
export function TeacherLinks({ teachers }: { teachers: readonly TeacherRef[] }) {
  if (teachers.length === 0) return null;
  return (
    <ul className={styles.people} aria-label="Педагоги">
      {teachers.map((teacher) => (
        <li key={teacher.code}>
          <AppLink to="bravo-pedagogi-code" params={{ code: teacher.code }}>
            {teacher.name}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** A course in a list: kind, dates, schedule, ages, teachers and its price with what it is for. */
export function CourseCardView({ course }: { course: Course }) {
  return (
    <article className={`${tiles.tile} ${tiles.textTile}`}>
      <p className={styles.cardLabel}>
        {courseKindName(course.kind)}
        {course.school ? ` · ${course.school.name}` : ''}
      </p>
      <h3 className={styles.cardTitle}>
        <AppLink className={tiles.link} to="bravo-kursy-code" params={{ code: course.code }}>
          {course.name}
        </AppLink>
      </h3>
      <p className={styles.muted}>{course.summary}</p>
      <ul className={styles.facts} aria-label="Когда и для кого">
        <li>{dateRange(course.starts_on, course.ends_on)}</li>
        <li>{ageRange(course.age_min, course.age_max)}</li>
      </ul>
      <p>{course.schedule}</p>
      <TeacherLinks teachers={course.teachers} />
      <p className={styles.price}>
        {formatPrice(course.price)} {course.price_note}
      </p>
    </article>
  );
}

/** A teacher in a list: the picture, the name linking to their page, the role. */
export function TeacherCardView({ teacher }: { teacher: TeacherRef }) {
  return (
    <article className={`${tiles.tile} ${tiles.textTile} ${tiles.rowTile}`}>
      <TeacherAvatar name={teacher.name} photo={teacher.photo} />
      <div className={styles.teacherText}>
        <h3 className={styles.teacherName}>
          <AppLink className={tiles.link} to="bravo-pedagogi-code" params={{ code: teacher.code }}>
            {teacher.name}
          </AppLink>
        </h3>
        <p className={styles.muted}>{teacher.role}</p>
      </div>
    </article>
  );
}

/** Cards in a responsive list; `wide` for cards with a picture beside the text (teachers). */
export function CardList<T>({
  items,
  keyOf,
  render,
  label,
  wide = false,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  label?: string;
  wide?: boolean;
}) {
  return (
    <ul className={`${tiles.grid} ${wide ? styles.cardsWide : styles.cards}`} aria-label={label}>
      {items.map((item) => (
        <li key={keyOf(item)}>{render(item)}</li>
      ))}
    </ul>
  );
}

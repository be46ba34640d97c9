import { AppLink } from '../../routes/AppLink';
import { PageIntro, Section } from '../../shared/ui/page';
import { CardList, CourseCardView } from './Cards';
import type { Course } from './types';
import styles from './Bravo.module.css';

const GROUPS = [
  {
    kind: 'intensive',
    id: 'intensivy',
    title: 'Интенсивы',
    lead: 'Несколько дней или недель занятий каждый день — на каникулах, с показом в конце.',
  },
  {
    kind: 'term',
    id: 'na-sezon',
    title: 'Курсы на сезон',
    lead: 'Занятия раз или два в неделю на весь сезон, оплата помесячно.',
  },
] as const;

/** /_bravo/kursy: the intensives and the term courses that have not ended, by start. */
export function CoursesView({ courses }: { courses: readonly Course[] }) {
  return (
    <>
      <PageIntro
        id="courses-title"
        title="Курсы и интенсивы"
        lead="Короткие интенсивы на каникулах и курсы на весь сезон для детей и подростков: даты, расписание, стоимость и педагоги."
      />
      {courses.length === 0 && (
        <Section>
          <p className={styles.empty}>
            Набор на новые курсы скоро откроется. А пока загляните в <AppLink to="bravo-raspisanie">расписание занятий</AppLink> — в группы
            можно прийти в любой момент сезона.
          </p>
        </Section>
      )}
      {GROUPS.map((group, index) => {
        const items = courses.filter((course) => course.kind === group.kind);
        if (items.length === 0) return null;
        return (
          <Section key={group.id} id={group.id} title={group.title} lead={group.lead} tone={index % 2 === 1 ? 'muted' : 'plain'}>
            <CardList items={items} keyOf={(course) => course.code} render={(course) => <CourseCardView course={course} />} />
          </Section>
        );
      })}
    </>
  );
}

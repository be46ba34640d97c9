import { AppLink } from '../../routes/AppLink';
import { buttonClass } from '../../shared/ui/button';
import { PageIntro, Section, pageStyles } from '../../shared/ui/page';
import { CardList, ClassCardView, CourseCardView } from './Cards';
import { EnrolAction } from './EnrolAction';
import type { School } from './types';
import styles from './Bravo.module.css';

/** /_bravo/{school}: what the school teaches, its classes as cards (ages, level, group, week, price) and its courses. */
export function SchoolView({ school }: { school: School }) {
  return (
    <>
      <PageIntro id="school-title" eyebrow="Театр-студия «Браво»" title={school.name} lead={school.summary}>
        <div className={styles.actions}>
          <EnrolAction tone="light" />
          <AppLink to="bravo-raspisanie" className={buttonClass('outlineLight')}>
            Расписание всех занятий
          </AppLink>
        </div>
      </PageIntro>
      <Section id="o-shkole" title="О школе">
        <div className={pageStyles.prose}>
          <p>{school.description}</p>
        </div>
      </Section>
      {school.classes.length > 0 && (
        <Section
          id="zanyatiya"
          tone="muted"
          title="Занятия"
          lead="Группы по возрасту и уровню. Пробное занятие поможет понять, какая подходит ребёнку."
        >
          <CardList
            items={school.classes}
            keyOf={(card) => card.code}
            render={(card) => <ClassCardView card={card} />}
            label={`Занятия: ${school.name}`}
          />
        </Section>
      )}
      {school.courses.length > 0 && (
        <Section id="kursy" title="Курсы и интенсивы" tone={school.classes.length > 0 ? 'plain' : 'muted'}>
          <CardList
            items={school.courses}
            keyOf={(course) => course.code}
            render={(course) => <CourseCardView course={course} />}
            label={`Курсы: ${school.name}`}
          />
        </Section>
      )}
    </>
  );
}

import { AppLink } from '../../routes/AppLink';
import { formatPrice } from '../../shared/format/price';
import { PageIntro, Section, pageStyles } from '../../shared/ui/page';
import { CardList, TeacherCardView } from './Cards';
import { EnrolAction } from './EnrolAction';
import { ageRange, courseKindName, dateRange } from './format';
import type { CourseDetails } from './types';
import styles from './Bravo.module.css';

/** /_bravo/kursy/{code}: an intensive or a term course with its dates, schedule, ages, price and teachers. */
export function CourseView({ course }: { course: CourseDetails }) {
  return (
    <>
      <PageIntro id="course-title" eyebrow={courseKindName(course.kind)} title={course.name} lead={course.summary}>
        <ul className={styles.introFacts} aria-label="Когда и для кого">
          <li>{dateRange(course.starts_on, course.ends_on)}</li>
          <li>{ageRange(course.age_min, course.age_max)}</li>
        </ul>
        <EnrolAction tone="light" label="Записаться на курс" call withPhone />
      </PageIntro>
      <Section id="o-kurse" title="О курсе">
        <div className={styles.columns}>
          <div className={pageStyles.prose}>
            <p>{course.description}</p>
          </div>
          <dl className={styles.details}>
            <dt>Даты</dt>
            <dd>{dateRange(course.starts_on, course.ends_on)}</dd>
            <dt>Расписание</dt>
            <dd>{course.schedule}</dd>
            <dt>Возраст</dt>
            <dd>{ageRange(course.age_min, course.age_max)}</dd>
            <dt>Стоимость</dt>
            <dd>
              {formatPrice(course.price)} {course.price_note}
            </dd>
            {course.school && (
              <>
                <dt>Школа</dt>
                <dd>
                  <AppLink to="bravo-school" params={{ school: course.school.code }}>
                    {course.school.name}
                  </AppLink>
                </dd>
              </>
            )}
          </dl>
        </div>
      </Section>
      {course.teachers.length > 0 && (
        <Section id="pedagogi" tone="muted" title={course.teachers.length > 1 ? 'Педагоги курса' : 'Педагог курса'}>
          <CardList items={course.teachers} keyOf={(t) => t.code} render={(t) => <TeacherCardView teacher={t} />} wide />
        </Section>
      )}
    </>
  );
}

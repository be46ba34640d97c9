import { PageIntro, Section, pageStyles } from '../../shared/ui/page';
import { CardList, ClassCardView, CourseCardView } from './Cards';
import { TeacherAvatar } from './TeacherAvatar';
import type { Teacher } from './types';
import styles from './Bravo.module.css';

/** /_bravo/pedagogi/{code}: a teacher's role and story, the classes and courses they lead. */
export function TeacherView({ teacher }: { teacher: Teacher }) {
  return (
    <>
      <PageIntro id="teacher-title" eyebrow="Педагог театра-студии «Браво»" title={teacher.name} lead={teacher.role} />
      <Section id="o-pedagoge">
        <div className={styles.about}>
          <TeacherAvatar name={teacher.name} photo={teacher.photo} large />
          <div className={pageStyles.prose}>
            <p>{teacher.bio}</p>
          </div>
        </div>
      </Section>
      {teacher.classes.length > 0 && (
        <Section id="zanyatiya" tone="muted" title="Ведёт занятия">
          <CardList
            items={teacher.classes}
            keyOf={(c) => `${c.school.code}/${c.code}`}
            render={(c) => <ClassCardView card={c} showSchool />}
          />
        </Section>
      )}
      {teacher.courses.length > 0 && (
        <Section id="kursy" title="Курсы и интенсивы">
          <CardList items={teacher.courses} keyOf={(course) => course.code} render={(course) => <CourseCardView course={course} />} />
        </Section>
      )}
    </>
  );
}

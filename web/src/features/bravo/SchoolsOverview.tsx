import { AppLink } from '../../routes/AppLink';
import { Card, CardGrid } from '../../shared/ui/page';
import { useSchools } from './api';
import styles from './Bravo.module.css';

/** The home's schools: each with what it teaches, its classes as links to their pages, and a link to the school. */
export function SchoolsOverview() {
  const schools = useSchools();
  if (!schools.data) {
    return (
      <p className={styles.pending} role={schools.error ? 'alert' : 'status'}>
        {schools.error ? 'Не удалось загрузить список школ. Обновите страницу чуть позже.' : 'Загружаем школы…'}
      </p>
    );
  }
  return (
    <>
      <CardGrid>
        {schools.data.map((school) => (
          <Card
            key={school.code}
            title={school.name}
            footer={
              <AppLink to="bravo-school" params={{ school: school.code }}>
                {school.classes.length > 0 ? 'Все группы, расписание и цены' : 'Курсы, расписание и цены'}
              </AppLink>
            }
          >
            <p>{school.summary}.</p>
            {school.classes.length > 0 && (
              <ul className={styles.classLinks} aria-label={`Занятия: ${school.name}`}>
                {school.classes.map((c) => (
                  <li key={c.code}>
                    <AppLink className={styles.classLink} to="bravo-school-code" params={{ school: school.code, code: c.code }}>
                      {c.name}
                    </AppLink>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        ))}
      </CardGrid>
      <p className={styles.more}>
        <AppLink to="bravo-raspisanie">Расписание всех занятий по дням и возрасту →</AppLink>
      </p>
    </>
  );
}

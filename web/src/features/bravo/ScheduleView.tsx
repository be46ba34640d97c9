import { useId } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '../../routes/AppLink';
import { countRu } from '../../shared/format/plural';
import { Container } from '../../shared/ui/Container';
import { PageIntro } from '../../shared/ui/page';
import { PageSkeleton } from '../../shared/ui/page/PageSkeleton';
import { useClasses } from './api';
import { ageOf, ageRange, lessonTime, weekdayName, weekdayOn, WEEKDAYS } from './format';
import { SCHEDULE_AGES, lessonsByDay, scheduleFiltersOf, scheduleQuery, type ScheduleFilters } from './schedule';
import styles from './Bravo.module.css';

const LESSONS: readonly [string, string, string] = ['занятие', 'занятия', 'занятий'];

/** One row of choices: links to the schedule with this filter set (or cleared), the chosen one marked. */
function FilterOptions({
  label,
  options,
  chosen,
  link,
}: {
  label: string;
  options: readonly { value: number | undefined; text: string; name?: string }[];
  chosen: number | undefined;
  link: (value: number | undefined) => ScheduleFilters;
}) {
  const labelId = useId();
  return (
    <div className={styles.filterGroup} role="group" aria-labelledby={labelId}>
      <p id={labelId} className={styles.filterLabel}>
        {label}
      </p>
      <ul className={styles.options}>
        {options.map((option) => (
          <li key={option.value ?? 'all'}>
            <AppLink
              to="bravo-raspisanie"
              query={scheduleQuery(link(option.value))}
              className={styles.option}
              aria-current={option.value === chosen ? 'true' : undefined}
              aria-label={option.name}
            >
              {option.text}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** «12 занятий в субботу для ребёнка 7 лет». */
function foundText(count: number, filters: ScheduleFilters): string {
  const day = filters.weekday ? ` ${weekdayOn(filters.weekday)}` : ' в неделю';
  const age = filters.age ? ` для ребёнка ${ageOf(filters.age)}` : '';
  return `${countRu(count, LESSONS)}${day}${age}`;
}

/**
 * /_bravo/raspisanie: every lesson of the week by day, narrowed to a day and a child's age with
 * two rows of links (a parent finds a Saturday class for a 7-year-old in two clicks, and the
 * choice is an address to share); each lesson links to its class's page.
 */
export function ScheduleView() {
  const location = useLocation();
  const filters = scheduleFiltersOf(location.search);
  const classes = useClasses(filters);
  if (classes.error) throw classes.error;
  const days = classes.data ? lessonsByDay(classes.data) : null;
  const count = days ? days.reduce((sum, day) => sum + day.lessons.length, 0) : 0;
  return (
    <>
      <PageIntro
        id="schedule-title"
        title="Расписание занятий"
        lead="Все группы театра-студии на неделю. Выберите день и возраст ребёнка — останутся занятия, которые подходят, с залом и временем."
      />
      <Container>
        <div className={styles.filters}>
          <FilterOptions
            label="День недели"
            chosen={filters.weekday}
            options={[
              { value: undefined, text: 'Все дни' },
              ...WEEKDAYS.map((weekday) => ({ value: weekday, text: weekdayName(weekday) })),
            ]}
            link={(weekday) => ({ ...filters, weekday })}
          />
          <FilterOptions
            label="Возраст ребёнка"
            chosen={filters.age}
            options={[
              { value: undefined, text: 'Любой' },
              ...SCHEDULE_AGES.map((age) => ({ value: age, text: String(age), name: ageOf(age) })),
            ]}
            link={(age) => ({ ...filters, age })}
          />
        </div>
        {!days ? (
          <PageSkeleton label="Загружаем расписание…" />
        ) : count === 0 ? (
          <p className={styles.empty} role="status">
            {filters.weekday ? `${weekdayOn(filters.weekday)[0]?.toUpperCase()}${weekdayOn(filters.weekday).slice(1)}` : 'На этой неделе'}
            {filters.age ? ` для ребёнка ${ageOf(filters.age)}` : ''} групповых занятий нет.{' '}
            {filters.weekday && (
              <>
                <AppLink to="bravo-raspisanie" query={scheduleQuery({ age: filters.age })}>
                  Посмотрите другие дни
                </AppLink>{' '}
                или позвоните — подберём группу или индивидуальные занятия.
              </>
            )}
          </p>
        ) : (
          <>
            <p className={styles.found} role="status">
              {foundText(count, filters)}
            </p>
            <div className={styles.days} aria-busy={classes.isPlaceholderData ? 'true' : undefined}>
              {days.map((day) => (
                <section key={day.weekday} aria-labelledby={`den-${day.weekday}`}>
                  <h2 id={`den-${day.weekday}`} className={styles.dayTitle}>
                    {weekdayName(day.weekday)}
                  </h2>
                  <ul className={styles.lessons}>
                    {day.lessons.map(({ slot, card }) => (
                      <li key={slot.id} className={styles.lesson}>
                        <span className={styles.lessonTime}>{lessonTime(slot)}</span>
                        <span>
                          <AppLink
                            className={styles.lessonName}
                            to="bravo-school-code"
                            params={{ school: card.school.code, code: card.code }}
                          >
                            {card.name}
                          </AppLink>
                          <br />
                          <span className={styles.lessonMeta}>
                            {card.school.name} · {ageRange(card.age_min, card.age_max)}
                            {slot.room ? ` · ${slot.room}` : ''}
                          </span>
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </>
        )}
      </Container>
    </>
  );
}

import { AppLink } from '../../routes/AppLink';
import { Badge } from '../../shared/ui/Badge';
import { dateRange } from './dates';
import { cityName, ROLE_NAMES } from './rules';
import type { JuryAssignment } from './types';
import styles from './Results.module.css';

function progressBadge(assignment: JuryAssignment) {
  if (assignment.published) return <Badge tone="success">Результаты опубликованы</Badge>;
  if (assignment.role === 'manager') return <Badge tone="accent">{`Выступлений: ${assignment.total}`}</Badge>;
  if (assignment.total > 0 && assignment.scored >= assignment.total) return <Badge tone="success">Всё оценено</Badge>;
  return <Badge tone="warning">Оценено {`${assignment.scored} из ${assignment.total}`}</Badge>;
}

/**
 * «Судейство»: the events I am assigned to, the nearest first as the server lists them, each with
 * my part (chair, juror) and how far my scoring has gone; a card opens the event's sheet.
 */
export function JuryEventsView({ assignments }: { assignments: readonly JuryAssignment[] }) {
  if (assignments.length === 0) {
    return (
      <div className={styles.emptyBox}>
        <p>Вы пока не входите в жюри ни одного мероприятия. Когда организатор пригласит вас, мероприятие появится здесь и придёт письмо.</p>
      </div>
    );
  }
  return (
    <>
      <p className={styles.lead}>Выберите мероприятие, чтобы оценить выступления. Оценки сохраняются по каждому выступлению отдельно.</p>
      <ul className={styles.juryEvents} aria-label="Мероприятия жюри">
        {assignments.map((assignment) => {
          const { event } = assignment;
          const city = cityName(event.city);
          return (
            <li key={event.id} className={styles.juryEvent}>
              <AppLink to="id-jury-event" params={{ event: String(event.id) }} className={styles.juryEventLink}>
                <span className={styles.juryEventName}>{event.name}</span>
              </AppLink>
              <p className={styles.meta}>
                {[dateRange(event.date_start, event.date_end), city, ROLE_NAMES[assignment.role]].filter(Boolean).join(' · ')}
              </p>
              <p className={styles.juryEventState}>{progressBadge(assignment)}</p>
            </li>
          );
        })}
      </ul>
    </>
  );
}

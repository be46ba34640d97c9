import { programByDay } from './festivalDisplay';
import type { ProgramItem } from '../../shared/events/festival';
import styles from './Festival.module.css';

export function FestivalProgram({ program }: { program: readonly ProgramItem[] }) {
  const days = programByDay(program);
  if (days.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="program-title">
      <h2 id="program-title" className={styles.blockTitle}>
        Программа
      </h2>
      <div className={styles.days}>
        {days.map((day) => (
          <div key={day.day} className={styles.day}>
            <h3 className={styles.dayTitle}>{day.label}</h3>
            <ul className={styles.schedule}>
              {day.items.map((item) => (
                <li key={`${item.time}-${item.title}`}>
                  <time className={styles.time} dateTime={`${item.date}T${item.time}`}>
                    {item.time}
                  </time>
                  <span>{item.title}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

import { AppLink } from '../../routes/AppLink';
import type { JuryMember } from '../../shared/events/festival';
import styles from './Festival.module.css';

export function FestivalJury({ jury }: { jury: readonly JuryMember[] }) {
  if (jury.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="jury-title">
      <h2 id="jury-title" className={styles.blockTitle}>
        Жюри
      </h2>
      <ul className={styles.jury}>
        {jury.map((member) => (
          <li key={member.name} className={styles.juror}>
            <span className={styles.jurorInitials} aria-hidden="true">
              {member.name
                .split(' ')
                .filter(Boolean)
                .slice(0, 2)
                .map((word) => word[0])
                .join('')}
            </span>
            <div>
              <p className={styles.jurorName}>
                {member.mentor ? (
                  <AppLink className={styles.jurorLink} to="main-nastavnik-code" params={{ code: member.mentor }}>
                    {member.name}
                  </AppLink>
                ) : (
                  member.name
                )}
              </p>
              <p className={styles.jurorRegalia}>{member.regalia}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

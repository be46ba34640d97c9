import { AppLink } from '../../routes/AppLink';
import { requirementText } from './festivalDisplay';
import type { FinalRequirement } from '../../shared/events/festival';
import styles from './Festival.module.css';

/**
 * The final-of-event hint (spec section 3): which projects' stages a participant must have taken
 * part in, and how many times, to register for this final. The basket checks it against the order.
 */
export function FinalRequirements({ requirements }: { requirements: readonly FinalRequirement[] }) {
  if (requirements.length === 0) return null;
  return (
    <section className={`${styles.block} ${styles.requirements}`} aria-labelledby="requirements-title">
      <h2 id="requirements-title" className={styles.blockTitle}>
        Как попасть в финал
      </h2>
      <p>Регистрация на финал открыта участникам этапов проекта. Нужно:</p>
      <ul className={styles.requirementList}>
        {requirements.map((requirement) => (
          <li key={requirement.code}>
            <AppLink to="events-kreativnye-proekty-slug" params={{ slug: [requirement.code] }}>
              {requirementText(requirement)}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

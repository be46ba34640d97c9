import type { FactsBlock } from '../types';
import styles from '../Content.module.css';

/** Figures of a case or of the platform: the number large, what it means under it. */
export function FactsBlockView({ block }: { block: FactsBlock }) {
  return (
    <dl className={styles.facts}>
      {(block.items ?? []).map((item) => (
        <div key={`${item.value}:${item.label}`} className={styles.fact}>
          <dt className={styles.factLabel}>{item.label}</dt>
          <dd className={styles.factValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

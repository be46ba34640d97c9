import type { FaqBlock } from '../types';
import styles from '../Content.module.css';

/** Questions that open one by one (native details: keyboard and screen readers for free). */
export function FaqBlockView({ block }: { block: FaqBlock }) {
  return (
    <div className={styles.faq}>
      {(block.items ?? []).map((item) => (
        <details key={item.question} className={styles.faqItem}>
          <summary className={styles.faqQuestion}>{item.question}</summary>
          <p className={styles.lines}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

import type { TestimonialsBlock } from '../types';
import styles from '../Content.module.css';

export function TestimonialsBlockView({ block }: { block: TestimonialsBlock }) {
  return (
    <ul className={styles.quotes}>
      {(block.items ?? []).map((item) => (
        <li key={`${item.author}:${item.text.slice(0, 40)}`}>
          <figure className={styles.quote}>
            <blockquote className={styles.lines}>{item.text}</blockquote>
            <figcaption>
              <strong>{item.author}</strong>
              {item.role && <span className={styles.quoteRole}>{item.role}</span>}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

import { useId, type ReactNode } from 'react';
import { Container } from '../Container';
import styles from './Page.module.css';

export interface SectionProps {
  id?: string;
  eyebrow?: string;
  /** A section without a title (a content block an editor left untitled) has no heading. */
  title?: string;
  lead?: string;
  tone?: 'plain' | 'muted';
  children: ReactNode;
}

export function Section({ id, eyebrow, title, lead, tone = 'plain', children }: SectionProps) {
  const titleId = useId();
  return (
    <section id={id} className={`${styles.section} ${tone === 'muted' ? styles.muted : ''}`} aria-labelledby={title ? titleId : undefined}>
      <Container>
        {(title || eyebrow || lead) && (
          <header className={styles.sectionHead}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            {title && (
              <h2 id={titleId} className={styles.sectionTitle}>
                {title}
              </h2>
            )}
            {lead && <p className={styles.sectionLead}>{lead}</p>}
          </header>
        )}
        {children}
      </Container>
    </section>
  );
}

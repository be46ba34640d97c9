import type { ReactNode } from 'react';
import { Container } from '../Container';
import styles from './PageIntro.module.css';

export interface PageIntroProps {
  /** The h1's id, which names the band for assistive technology. */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** Under the lead: an action. */
  children?: ReactNode;
}

/** The first band of a page drawn from data (a project, the halls, a venue): the page's one h1. */
export function PageIntro({ id, eyebrow, title, lead, children }: PageIntroProps) {
  return (
    <section className={styles.intro} aria-labelledby={id}>
      <Container className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </Container>
    </section>
  );
}

import type { ReactNode } from 'react';
import { Container } from '../Container';
import styles from './Page.module.css';

export interface HeroProps {
  /** The section's anchor (an editor's block anchor, such as a landing's #offer). */
  id?: string;
  eyebrow?: string;
  title: string;
  lead: string;
  actions?: ReactNode;
  art?: ReactNode;
  children?: ReactNode;
}

/** The first screen of a page: the area's gradient, a title, a lead and up to two actions. */
export function Hero({ id, eyebrow, title, lead, actions, art, children }: HeroProps) {
  return (
    <section id={id} className={styles.hero} aria-labelledby="hero-title">
      <Container className={art ? styles.heroInner : `${styles.heroInner} ${styles.heroSolo}`}>
        <div className={styles.heroText}>
          {eyebrow && <p className={styles.heroEyebrow}>{eyebrow}</p>}
          <h1 id="hero-title" className={styles.heroTitle}>
            {title}
          </h1>
          <p className={styles.heroLead}>{lead}</p>
          {actions && <div className={styles.actions}>{actions}</div>}
          {children}
        </div>
        {art && <div className={styles.heroArt}>{art}</div>}
      </Container>
    </section>
  );
}

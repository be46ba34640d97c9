import { Container } from '../Container';
import styles from './PageSkeleton.module.css';

/** What shows while the page's data loads: the page's shape, announced as loading. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <Container>
      <div className={styles.skeleton} role="status" aria-live="polite">
        <span className={styles.skeletonText}>{label}</span>
        <div className={styles.skeletonPhoto} aria-hidden="true" />
        <div className={styles.skeletonLines} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      </div>
    </Container>
  );
}

import { buttonClass } from '../../shared/ui/button';
import styles from './FestivalsCatalog.module.css';

/** The festivals could not be loaded: the reason and a retry (h1 when it stands for the whole page). */
export function FestivalsLoadFailed({
  heading: Heading,
  message,
  onRetry,
}: {
  heading: 'h1' | 'h2';
  message: string;
  onRetry: () => void;
}) {
  return (
    <div className={styles.empty} role="alert">
      <Heading className={styles.emptyTitle}>Не удалось загрузить фестивали</Heading>
      <p>{message}</p>
      <button type="button" className={buttonClass('primary')} onClick={onRetry}>
        Попробовать ещё раз
      </button>
    </div>
  );
}

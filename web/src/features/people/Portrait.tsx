import { ContentImage } from '../../shared/ui/ContentImage';
import { initials } from './format';
import styles from './People.module.css';

/**
 * A person's or a collective's picture: the uploaded portrait (its size reserved from its name,
 * its WebP variants offered), else the initials on the area's colours. Decorative: the name is
 * written beside it. Its box has a fixed shape, so nothing moves while the picture loads.
 */
export function Portrait({
  name,
  photo,
  size = 'card',
  eager = false,
}: {
  name: string;
  photo: string | null;
  size?: 'card' | 'page' | 'small';
  eager?: boolean;
}) {
  const className = `${styles.portrait} ${styles[`portrait_${size}`]}`;
  if (photo) {
    const sizes = size === 'page' ? '(max-width: 760px) 60vw, 320px' : size === 'small' ? '96px' : '(max-width: 640px) 100vw, 300px';
    return (
      <ContentImage
        className={className}
        src={photo}
        alt=""
        sizes={sizes}
        loading={eager ? 'eager' : 'lazy'}
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    );
  }
  return (
    <span className={`${className} ${styles.initials}`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}

import { initials } from './format';
import styles from './Bravo.module.css';

/**
 * A teacher's picture: the photo when the school uploaded one, otherwise the initials on the
 * brand's red and gold. Decorative (the name is written beside it), and of a fixed size, so the
 * page does not move when a photo arrives.
 */
export function TeacherAvatar({ name, photo, large = false }: { name: string; photo: string | null; large?: boolean }) {
  const className = large ? `${styles.avatar} ${styles.avatarLarge}` : styles.avatar;
  const size = large ? 160 : 64;
  if (photo) return <img className={className} src={photo} alt="" width={size} height={size} loading="lazy" />;
  return (
    <span className={className} aria-hidden="true">
      {initials(name)}
    </span>
  );
}

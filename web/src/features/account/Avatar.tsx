import type { User } from '../session';
import styles from './Account.module.css';

/** The user's photo, or their initials on the accent colour. */
export function Avatar({ user, src }: { user: Pick<User, 'first_name' | 'last_name' | 'photo'>; src?: string | null }) {
  const photo = src ?? user.photo;
  const initials = `${user.first_name?.[0] ?? ''}${user.last_name?.[0] ?? ''}`.toUpperCase();
  return (
    <div className={styles.avatar}>
      {photo ? <img src={photo} alt={`Фото: ${user.first_name} ${user.last_name}`} /> : <span aria-hidden="true">{initials || '?'}</span>}
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '../../routes/AppLink';
import { IconButton } from '../../shared/ui/IconButton';
import { useLogout } from '../auth';
import { useSession } from '../session';
import { displayName } from '../session';
import styles from './ProfileMenu.module.css';

export const NOT_AUTHORIZED = 'Не авторизирован';

function ProfileIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's profile popup (spec section 2): the last and first name when logged in, otherwise
 * 'Не авторизирован'; 'Личный кабинет' and 'Выйти', or 'Войти'. The links lead to the login
 * route of the id area (a signed-in visitor is sent on from there to the account).
 */
export function ProfileMenu() {
  const { status, user } = useSession();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const logout = useLogout();
  const signedIn = status === 'authenticated' && user !== null;

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={root}>
      <IconButton label="Профиль" showExpanded aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        <ProfileIcon />
      </IconButton>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.name}>{signedIn ? displayName(user) : NOT_AUTHORIZED}</p>
        <ul className={styles.list}>
          {signedIn ? (
            <>
              <li>
                <AppLink to="id-login" className={styles.item}>
                  Личный кабинет
                </AppLink>
              </li>
              <li>
                <button type="button" className={styles.item} onClick={() => void logout()}>
                  Выйти
                </button>
              </li>
            </>
          ) : (
            <li>
              <AppLink
                to="id-login"
                query={{ back: typeof window === 'undefined' ? undefined : window.location.href }}
                className={styles.item}
              >
                Войти
              </AppLink>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}

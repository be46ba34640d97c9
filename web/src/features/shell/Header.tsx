import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { AREAS, type AreaCode } from '../../app/areas';
import { hasPage } from '../../routes/registry';
import { Container } from '../../shared/ui/Container';
import { FilledIcon } from '../../shared/ui/FilledIcon';
import { BasketButton } from '../basket';
import { FilterSearchButton } from '../catalog';
import { HeaderSearch } from '../search';
import { Logo } from './Logo';
import { MenuLinkView } from './MenuLinkView';
import { ProfileMenu } from './ProfileMenu';
import { ACCOUNT_AREAS, available, HEADER_MENUS } from './menus';
import styles from './Header.module.css';

function PhoneIcon() {
  return (
    <FilledIcon
      size={20}
      path="M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.6a1 1 0 01-.25 1z"
    />
  );
}

export function Header({ area }: { area: AreaCode }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const navId = useId();
  const links = available(HEADER_MENUS[area]);
  const phone = AREAS[area].phone;
  // The profile link appears in main and events once the login page of the id area exists.
  const showProfile = ACCOUNT_AREAS.has(area) && hasPage('id-login');

  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className={styles.header}>
      <Container className={`${styles.bar} ${ACCOUNT_AREAS.has(area) ? styles.compact : ''}`}>
        <Logo area={area} />
        <nav id={navId} className={`${styles.nav} ${open ? styles.open : ''}`} aria-label="Основное меню">
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.label}>
                <MenuLinkView link={link} className={styles.link} onClick={() => setOpen(false)} />
              </li>
            ))}
          </ul>
          <a className={styles.phoneMobile} href={`tel:${phone.tel}`}>
            <PhoneIcon />
            <span>{phone.display}</span>
          </a>
        </nav>
        <div className={styles.actions}>
          <HeaderSearch area={area} />
          {area === 'events' && <FilterSearchButton />}
          <a className={styles.phone} href={`tel:${phone.tel}`}>
            <PhoneIcon />
            <span className={styles.phoneText}>
              <span className="nowrap">{phone.display}</span>
              <small>{phone.note}</small>
            </span>
          </a>
          {ACCOUNT_AREAS.has(area) && <BasketButton />}
          {showProfile && <ProfileMenu />}
          {links.length > 0 && (
            <button
              type="button"
              className={styles.burger}
              aria-expanded={open}
              aria-controls={navId}
              aria-label={open ? 'Закрыть меню' : 'Открыть меню'}
              onClick={() => setOpen((value) => !value)}
            >
              <span className={styles.burgerLines} data-open={open} aria-hidden="true" />
            </button>
          )}
        </div>
      </Container>
    </header>
  );
}

import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useHref } from '../../app/AreaContext';
import { Container } from '../../shared/ui/Container';
import { useLogout } from '../auth';
import styles from './Account.module.css';

const NAV: { route: string; label: string }[] = [
  { route: 'id', label: 'Профиль' },
  { route: 'id-orders', label: 'Заказы' },
  { route: 'id-children', label: 'Дети и занятия' },
  { route: 'id-settings', label: 'Настройки' },
];

/**
 * The account area's page frame: title, side navigation (profile, orders, children, settings,
 * logout). Only
 * the profile (the area's root) matches exactly, so «Заказы» stays marked on an order's page.
 */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const href = useHref();
  const logout = useLogout();
  return (
    <Container className={styles.layout}>
      <nav className={styles.nav} aria-label="Личный кабинет">
        <ul>
          {NAV.map((item) => (
            <li key={item.route}>
              <NavLink
                to={href({ name: item.route }).href}
                end={item.route === 'id'}
                className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" className={styles.navLink} onClick={() => void logout()}>
              Выйти
            </button>
          </li>
        </ul>
      </nav>
      <div className={styles.content}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </Container>
  );
}

import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useHref } from '../../app/AreaContext';
import { Container } from '../../shared/ui/Container';
import { useLogout } from '../auth';
import { useIsJuror } from '../results';
import styles from './Account.module.css';

const NAV: { route: string; label: string; jurors?: true }[] = [
  { route: 'id', label: 'Профиль' },
  { route: 'id-orders', label: 'Заказы' },
  { route: 'id-tickets', label: 'Мои билеты' },
  { route: 'id-diplomas', label: 'Дипломы' },
  { route: 'id-children', label: 'Дети и занятия' },
  { route: 'id-portfolio', label: 'Моё портфолио' },
  // Only for a user assigned to an event's jury (decision 0045): GET /api/jury/events answers [] otherwise.
  { route: 'id-jury', label: 'Судейство', jurors: true },
  { route: 'id-settings', label: 'Настройки' },
];

/**
 * The account area's page frame: title, side navigation (profile, orders, tickets, diplomas, children,
 * portfolios, the jury's events for a juror, settings, logout). Only
 * the profile (the area's root) matches exactly, so «Заказы» stays marked on an order's page.
 */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const href = useHref();
  const logout = useLogout();
  const juror = useIsJuror();
  return (
    <Container className={styles.layout}>
      <nav className={styles.nav} aria-label="Личный кабинет">
        <ul>
          {NAV.filter((item) => !item.jurors || juror).map((item) => (
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

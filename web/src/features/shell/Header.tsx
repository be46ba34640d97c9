import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { AreaCode } from '../../app/areas';
import { hasPage } from '../../routes/registry';
import { Container } from '../../shared/ui/Container';
import { FilledIcon } from '../../shared/ui/FilledIcon';
import { BasketButton } from '../basket';
import { FilterSearchButton } from '../catalog';
import { HeaderSearch } from '../search';
import { HeaderContactButtons } from './HeaderContactButtons';
import { HeaderMenu } from './HeaderMenu';
import { telHref, useAreaLayout } from './layout';
import { Logo } from './Logo';
import { ProfileMenu } from './ProfileMenu';
import { useHeaderAutoHide, WIDE_SCREEN } from './useHeaderAutoHide';
import styles from './Header.module.css';

/** Profile and basket icons show only in these areas (spec section 6). */
export const ACCOUNT_AREAS: ReadonlySet<AreaCode> = new Set(['main', 'events']);
/** On narrow screens a submenu folds away before it closes (spec section 4). */
export const SUBMENU_CLOSE_MS = 280;

function PhoneIcon() {
  return (
    <FilledIcon
      size={20}
      path="M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.6a1 1 0 01-.25 1z"
    />
  );
}

/** Which submenu is open, with the narrow screens' delayed close. */
function useSubmenu() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [closing, setClosing] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const close = useCallback((animated: boolean) => {
    window.clearTimeout(timer.current);
    if (!animated) {
      setClosing(false);
      setOpenIndex(null);
      return;
    }
    setClosing(true);
    timer.current = window.setTimeout(() => {
      setClosing(false);
      setOpenIndex(null);
    }, SUBMENU_CLOSE_MS);
  }, []);

  const toggle = useCallback(
    (index: number) => {
      const narrow = typeof window.matchMedia === 'function' && !window.matchMedia(WIDE_SCREEN).matches;
      if (openIndex === index && !closing) {
        close(narrow);
        return;
      }
      window.clearTimeout(timer.current);
      setClosing(false);
      setOpenIndex(index);
    },
    [openIndex, closing, close],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { openIndex, closing, toggle, close };
}

export function Header({ area }: { area: AreaCode }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const navId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const layout = useAreaLayout(area !== 'admin').data;
  const items = layout?.menu ?? [];
  const settings = layout?.settings ?? {};
  const submenu = useSubmenu();
  const { close: closeSubmenu } = submenu;
  const scroll = useHeaderAutoHide(open || submenu.openIndex !== null);
  // The profile link appears in main and events once the login page of the id area exists.
  const showProfile = ACCOUNT_AREAS.has(area) && hasPage('id-login');

  useEffect(() => {
    setOpen(false);
    closeSubmenu(false);
  }, [location.pathname, location.hash, closeSubmenu]);

  // Escape and a click outside the header close what it has open.
  useEffect(() => {
    if (!open && submenu.openIndex === null) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (submenu.openIndex !== null) closeSubmenu(false);
      else setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && headerRef.current?.contains(event.target)) return;
      closeSubmenu(false);
      setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, submenu.openIndex, closeSubmenu]);

  const navigate = () => {
    setOpen(false);
    closeSubmenu(false);
  };
  const phone = settings.support_phone;

  return (
    // data-hidden: what sticks under the header (the preview's band) takes its place while it is away.
    <header
      ref={headerRef}
      className={`${styles.header} ${scroll.scrolled ? styles.scrolled : ''} ${scroll.hidden ? styles.hidden : ''}`}
      data-hidden={scroll.hidden || undefined}
    >
      <Container className={`${styles.bar} ${ACCOUNT_AREAS.has(area) ? styles.compact : ''}`}>
        <Logo area={area} />
        <nav id={navId} className={`${styles.nav} ${open ? styles.open : ''}`} aria-label="Основное меню">
          <HeaderMenu
            items={items}
            compact={ACCOUNT_AREAS.has(area)}
            openIndex={submenu.openIndex}
            closing={submenu.closing}
            onToggle={submenu.toggle}
            onNavigate={navigate}
          />
          {phone && (
            <a className={styles.phoneMobile} href={telHref(phone)}>
              <PhoneIcon />
              <span>{phone}</span>
            </a>
          )}
          {area !== 'admin' && <HeaderContactButtons widgetUrl={settings.callback_widget_url} phone={phone} variant="text" />}
        </nav>
        <div className={styles.actions}>
          <HeaderSearch area={area} />
          {area === 'events' && <FilterSearchButton />}
          {area !== 'admin' && <HeaderContactButtons widgetUrl={settings.callback_widget_url} phone={phone} variant="icons" />}
          {phone && (
            <a className={styles.phone} href={telHref(phone)}>
              <PhoneIcon />
              <span className={styles.phoneText}>
                <span className="nowrap">{phone}</span>
                {settings.support_phone_note && <small>{settings.support_phone_note}</small>}
              </span>
            </a>
          )}
          {ACCOUNT_AREAS.has(area) && <BasketButton />}
          {showProfile && <ProfileMenu />}
          {items.length > 0 && (
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

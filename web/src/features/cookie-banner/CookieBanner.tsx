import { useState } from 'react';
import { buttonClass } from '../../shared/ui/button';
import { useHydrated } from '../../shared/ui/useHydrated';
import { acceptCookies, isCookieAccepted } from './cookieConsent';
import styles from './CookieBanner.module.css';

export const COOKIE_TEXT =
  'Мы используем файлы cookie, чтобы сайт работал удобнее: запоминаем корзину и настройки и считаем посещения. ' +
  'Продолжая пользоваться сайтом, вы соглашаетесь с политикой конфиденциальности.';

export function CookieBanner({ policyHref }: { policyHref: string }) {
  // Only the browser knows whether its visitor accepted: a page drawn on the server has no banner.
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || dismissed || isCookieAccepted()) return null;
  return (
    <section className={styles.banner} aria-label="Согласие на использование cookie">
      <p className={styles.text}>{COOKIE_TEXT}</p>
      <div className={styles.actions}>
        <a className={buttonClass('secondary', 'small')} href={policyHref} target="_blank" rel="noopener">
          Читать
        </a>
        <button
          type="button"
          className={buttonClass('primary', 'small')}
          onClick={() => {
            acceptCookies();
            setDismissed(true);
          }}
        >
          Принять
        </button>
      </div>
    </section>
  );
}

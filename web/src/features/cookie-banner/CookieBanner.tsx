import { useState } from 'react';
import { buttonClass } from '../../shared/ui/button';
import { useHydrated } from '../../shared/ui/useHydrated';
import { acceptCookies, isCookieAccepted } from './cookieConsent';
import styles from './CookieBanner.module.css';

// Short on purpose: the banner appears once the app has taken the page over, and on a phone a
// longer text was the largest block of bravo's first screen, so the page's LCP waited for the app.
export const COOKIE_TEXT =
  'Мы храним cookie, чтобы работали корзина и настройки и чтобы считать посещения. Оставаясь на сайте, вы с этим соглашаетесь.';

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

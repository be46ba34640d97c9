import { Outlet, ScrollRestoration } from 'react-router';
import { AREAS } from './areas';
import { useArea } from './AreaContext';
import { useAppUpdate } from '../features/app-update/useAppUpdate';
import { CookieBanner } from '../features/cookie-banner/CookieBanner';
import { SeoOverrides } from '../features/seo';
import { Footer } from '../features/shell/Footer';
import { Header } from '../features/shell/Header';
import styles from './AppLayout.module.css';

/** The shell of every area: header, page, footer, cookie banner; scroll to top or to the anchor. */
export function AppLayout() {
  const area = useArea();
  useAppUpdate();
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#content">
        Перейти к содержимому
      </a>
      <Header area={area} />
      <main id="content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer area={area} />
      <CookieBanner policyHref={AREAS[area].privacyPolicy} />
      <SeoOverrides />
      <ScrollRestoration />
    </div>
  );
}

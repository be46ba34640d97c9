import { Link } from 'react-router';
import { useHostContext } from '../../app/AreaContext';
import { errorPageArea } from '../../app/areaResolution';
import { homeHref } from '../../routes/href';
import type { PlatformError } from '../../shared/errors/platformError';
import { buttonClass } from '../../shared/ui/button';
import { Container } from '../../shared/ui/Container';
import { useDocumentMeta } from '../../shared/ui/useDocumentMeta';
import { ErrorArt } from './ErrorArt';
import { errorView, HOME_BUTTON, isCrawler } from './errorView';
import styles from './ErrorPage.module.css';

const PICTURE_LABEL: Record<number, string> = {
  404: 'Цифры 404 на сцене под сбившимся прожектором, рядом танцовщица и запутанный кабель',
  500: 'Цифры 500 на сцене под сбившимся прожектором, рядом танцовщица и запутанный кабель',
};

function userAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

/** The error page of spec section 8. Crawlers get nothing (the server's status speaks for itself). */
export function ErrorPage({ error }: { error: PlatformError }) {
  const host = useHostContext();
  const view = errorView(error);
  useDocumentMeta(view.documentTitle);
  if (isCrawler(userAgent())) return null;

  return (
    <section className={styles.page} data-area={errorPageArea(host.area)} aria-labelledby="error-title">
      <Container className={styles.inner}>
        <div className={styles.text}>
          {view.statusCode !== 200 && <p className={styles.code}>Ошибка {view.statusCode}</p>}
          <h1 id="error-title" className={styles.title}>
            {view.title}
          </h1>
          {view.subtitle && <p className={styles.subtitle}>{view.subtitle}</p>}
          {view.body && <p className={styles.body}>{view.body}</p>}
          <Link className={buttonClass('primary')} to={homeHref(host)}>
            {HOME_BUTTON}
          </Link>
        </div>
        {view.picture && (
          <div className={styles.picture}>
            <ErrorArt code={view.statusCode} label={PICTURE_LABEL[view.statusCode] ?? view.title} />
          </div>
        )}
        {view.image && (
          <div className={styles.picture}>
            <img src={view.image} alt={view.title} />
          </div>
        )}
      </Container>
    </section>
  );
}

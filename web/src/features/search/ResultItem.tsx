import { AppLink } from '../../routes/AppLink';
import { formatDateRange } from '../../shared/events/eventDisplay';
import { ContentLink } from '../content';
import type { ContentResult, SearchResult } from './api';
import { highlightText } from './highlight';
import { Highlighted } from './Highlighted';
import styles from './Search.module.css';

/** Result types of GET /api/search and the routes of their pages (the people issue adds mentors). */
const RESULT_ROUTES: Readonly<Record<string, { route: string; param: string; label: string }>> = {
  event: { route: 'events-festival-code', param: 'code', label: 'Фестивали и конкурсы' },
};

export function ResultItem({ item }: { item: SearchResult }) {
  const kind = RESULT_ROUTES[item.type];
  const title = <Highlighted html={item.title_html} />;
  const meta = [
    item.date ? formatDateRange(item.date.start, item.date.end) : '',
    item.type === 'event' ? (item.city ?? 'Онлайн') : (item.city ?? ''),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className={styles.result}>
      {item.photo && (
        <img
          className={styles.resultPhoto}
          src={item.photo}
          alt={`Обложка: ${highlightText(item.title_html) || item.title}`}
          loading="lazy"
          width={160}
          height={107}
        />
      )}
      <div className={styles.resultBody}>
        {kind && <p className={styles.resultKind}>{kind.label}</p>}
        <h2 className={styles.resultTitle}>
          {kind ? (
            <AppLink to={kind.route} params={{ [kind.param]: item.code }}>
              {title}
            </AppLink>
          ) : (
            <a href={item.url}>{title}</a>
          )}
        </h2>
        {meta && <p className={styles.resultMeta}>{meta}</p>}
        {item.snippet && <Highlighted className={styles.resultSnippet} html={item.snippet} />}
      </div>
    </li>
  );
}

const CONTENT_KINDS: Readonly<Record<ContentResult['type'], string>> = { page: 'Страница', article: 'Статья блога' };

/** A page or an article found: a link to it in its own area. */
export function ContentResultItem({ item }: { item: ContentResult }) {
  return (
    <li className={`${styles.result} ${styles.resultText}`}>
      <div className={styles.resultBody}>
        <p className={styles.resultKind}>{CONTENT_KINDS[item.type]}</p>
        <h2 className={styles.resultTitle}>
          <ContentLink href={`${item.area}:${item.url}`}>
            <Highlighted html={item.title_html} />
          </ContentLink>
        </h2>
        {item.snippet && <Highlighted className={styles.resultSnippet} html={item.snippet} />}
      </div>
    </li>
  );
}

import { AppLink } from '../../routes/AppLink';
import { searchTarget } from './searchLink';
import styles from './Search.module.css';

/** Page numbers to show: the first, the last and two around the current one, gaps as null. */
export function pagerItems(current: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  for (const n of sorted) {
    const last = items[items.length - 1];
    if (typeof last === 'number' && n - last > 1) items.push(null);
    items.push(n);
  }
  return items;
}

export function Pager({ text, page, pages }: { text: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  const link = (n: number) => searchTarget(text, n);
  return (
    <nav className={styles.pager} aria-label="Страницы результатов">
      {page > 1 && (
        <AppLink className={styles.pagerStep} {...toProps(link(page - 1))}>
          ← Назад
        </AppLink>
      )}
      <ul className={styles.pagerList}>
        {pagerItems(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className={styles.pagerGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span className={styles.pagerCurrent} aria-current="page">
                  {n}
                </span>
              ) : (
                <AppLink className={styles.pagerLink} aria-label={`Страница ${n}`} {...toProps(link(n))}>
                  {n}
                </AppLink>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pages && (
        <AppLink className={styles.pagerStep} {...toProps(link(page + 1))}>
          Вперёд →
        </AppLink>
      )}
    </nav>
  );
}

function toProps(target: ReturnType<typeof searchTarget>) {
  return { to: target.name, query: target.query };
}

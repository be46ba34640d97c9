import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { AppLink } from '../../../routes/AppLink';
import { Container } from '../../../shared/ui/Container';
import { PageCrumbs } from '../../../routes/crumbLabels';
import { usePageMeta } from '../../../shared/ui/usePageMeta';
import { useArticles, useArticleTypes } from './api';
import { ArticleGrid, ArticleGridSkeleton } from './ArticleCard';
import styles from './Blog.module.css';
import contentStyles from '../Content.module.css';

const LEAD =
  'Новости фестивалей, советы жюри и педагогов, истории участников и коллективов, инструменты для организаторов творческих событий.';

/** `?page=N` of this address (the `domain` parameter of local hosts kept). */
function pageSearch(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Cards on a page of the list (the server's default `limit`). */
const PER_PAGE = 12;

/**
 * The page numbers to link: all of a short list; of a long one the first, the last and two either
 * side of the current, with null where numbers are left out («1 … 4 5 6 7 8 … 40»).
 */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  if (pages <= 9) return Array.from({ length: pages }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(page - 2, pages - 5));
  const to = Math.min(pages - 1, Math.max(page + 2, 6));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [1, from > 2 ? null : [], middle, to < pages - 1 ? null : [], pages].flat();
}

function Pager({ page, pages }: { page: number; pages: number }) {
  const { search } = useLocation();
  if (pages <= 1) return null;
  const numbers = pageNumbers(page, pages);
  return (
    <nav aria-label="Страницы блога">
      <ul className={styles.pager}>
        {page > 1 && (
          <li>
            <Link to={{ search: pageSearch(search, page - 1) }}>Предыдущая</Link>
          </li>
        )}
        {numbers.map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className={styles.pagerGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page">{n}</span>
              ) : (
                <Link to={{ search: pageSearch(search, n) }} aria-label={`Страница ${n}`}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={{ search: pageSearch(search, page + 1) }}>Следующая</Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/**
 * /blog/ and /blog/{type}/: the newest articles, of every section or of one, 12 to a page
 * (`?page=N`); an unknown section is the 404 page.
 */
export function BlogListPage() {
  const type = useParams()['type'];
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const types = useArticleTypes().data ?? [];
  const { data, error } = useArticles({ type, page });
  // A section's name comes with the sections or with its own cards, whichever arrives first.
  const name = type ? (types.find((t) => t.code === type)?.name ?? data?.items[0]?.type_name) : 'Блог';
  usePageMeta(name && (type ? `${name} — блог` : name), LEAD);
  if (error) throw error;
  return (
    <>
      <PageCrumbs labels={type && name ? { 'main-blog-type': name } : null} />
      <Container>
        <div className={contentStyles.page}>
          {name ? (
            <h1 className={contentStyles.pageTitle}>{name}</h1>
          ) : (
            <div className={`${contentStyles.pageTitle} ${styles.skeletonHeading}`} aria-hidden="true" />
          )}
          <p className={styles.lead}>{LEAD}</p>
          {types.length > 0 && (
            <nav aria-label="Разделы блога">
              <ul className={styles.types}>
                <li>
                  <AppLink to="main-blog-type" className={styles.type} aria-current={type ? undefined : 'page'}>
                    Все материалы
                  </AppLink>
                </li>
                {types.map((t) => (
                  <li key={t.code}>
                    <AppLink
                      to="main-blog-type"
                      params={{ type: t.code }}
                      className={styles.type}
                      aria-current={t.code === type ? 'page' : undefined}
                    >
                      {t.name}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {!data ? (
            <ArticleGridSkeleton count={PER_PAGE} label="Загружаем статьи…" />
          ) : data.items.length === 0 ? (
            <p className={styles.empty}>
              {data.total === 0 ? (
                'В этом разделе пока нет статей: редакция готовит первые материалы.'
              ) : (
                <>
                  На этой странице статей нет. <Link to={{ search: pageSearch(params.toString(), 1) }}>Вернуться к первой странице</Link>
                </>
              )}
            </p>
          ) : (
            <ArticleGrid articles={data.items} />
          )}
          {data && <Pager page={data.page} pages={data.pages} />}
        </div>
      </Container>
    </>
  );
}

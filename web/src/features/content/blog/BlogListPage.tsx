import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Container } from '../../../shared/ui/Container';
import { PageSkeleton } from '../../../shared/ui/page/PageSkeleton';
import { usePageMeta } from '../../../shared/ui/usePageMeta';
import { ContentLink } from '../ContentLink';
import { useArticles, useArticleTypes } from './api';
import { ArticleGrid } from './ArticleCard';
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

function Pager({ page, pages }: { page: number; pages: number }) {
  const { search } = useLocation();
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav aria-label="Страницы блога">
      <ul className={styles.pager}>
        {page > 1 && (
          <li>
            <Link to={{ search: pageSearch(search, page - 1) }}>Предыдущая</Link>
          </li>
        )}
        {numbers.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link to={{ search: pageSearch(search, n) }} aria-label={`Страница ${n}`}>
                {n}
              </Link>
            )}
          </li>
        ))}
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
  const current = types.find((t) => t.code === type);
  usePageMeta(current ? `${current.name} — блог` : 'Блог', LEAD);
  if (error) throw error;
  return (
    <Container>
      <div className={contentStyles.page}>
        <h1 className={contentStyles.pageTitle}>{current?.name ?? 'Блог'}</h1>
        <p className={styles.lead}>{LEAD}</p>
        {types.length > 0 && (
          <nav aria-label="Разделы блога">
            <ul className={styles.types}>
              <li>
                <ContentLink href="/blog/" className={styles.type}>
                  Все материалы
                </ContentLink>
              </li>
              {types.map((t) => (
                <li key={t.code}>
                  <ContentLink href={`/blog/${t.code}/`} className={styles.type}>
                    {t.name}
                  </ContentLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {!data ? (
          <PageSkeleton label="Загружаем статьи…" />
        ) : data.items.length === 0 ? (
          <p className={styles.empty}>{data.total === 0 ? 'В этом разделе пока нет статей.' : 'На этой странице статей нет.'}</p>
        ) : (
          <ArticleGrid articles={data.items} />
        )}
        {data && <Pager page={data.page} pages={data.pages} />}
      </div>
    </Container>
  );
}

import { AppLink } from '../../routes/AppLink';
import { buttonClass } from '../../shared/ui/button';
import { countRu, pluralRu } from '../../shared/format/plural';
import { Pager } from './Pager';
import { ContentResultItem, ResultItem } from './ResultItem';
import { SEARCH_PER_PAGE } from './searchLink';
import { useContentResults, useSearchResults } from './useSearchResults';
import styles from './Search.module.css';

const FOUND = ['Найден', 'Найдено', 'Найдено'] as const;
const RESULTS = ['результат', 'результата', 'результатов'] as const;

/** The results of a phrase: count, list, pages, and the empty, loading and error states. */
export function SearchResults({ text, page }: { text: string; page: number }) {
  const { data, error, isPending, isFetching, refetch } = useSearchResults({ text, page, perPage: SEARCH_PER_PAGE });
  const contentQuery = useContentResults(text, page === 1);
  const content = contentQuery.data ?? [];

  if (error) {
    return (
      <div className={styles.state} role="alert">
        <h2 className={styles.stateTitle}>Не удалось выполнить поиск</h2>
        <p>{error.status === 422 ? error.message : `${error.message}. Проверьте подключение и попробуйте ещё раз.`}</p>
        {error.status !== 422 && (
          <button type="button" className={buttonClass('secondary')} onClick={() => void refetch()}>
            Повторить
          </button>
        )}
      </div>
    );
  }
  if (isPending || (page === 1 && contentQuery.isPending)) {
    return (
      <p className={styles.loading} role="status">
        Ищем…
      </p>
    );
  }
  if (data.total === 0 && content.length === 0) {
    return (
      <div className={styles.state}>
        <h2 className={styles.stateTitle}>По запросу «{text}» ничего не найдено</h2>
        <p>Проверьте, нет ли опечатки, или попробуйте другие слова: название фестиваля, город, направление.</p>
        <AppLink to="events" className={buttonClass('primary')}>
          Все фестивали и конкурсы
        </AppLink>
      </div>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / data.per_page));
  return (
    <div aria-busy={isFetching}>
      {content.length > 0 && (
        <section aria-labelledby="search-content" className={styles.contentResults}>
          <h2 id="search-content" className={styles.groupTitle}>
            Страницы и статьи
          </h2>
          <ol className={styles.results}>
            {content.map((item) => (
              <ContentResultItem key={`${item.area}${item.url}`} item={item} />
            ))}
          </ol>
        </section>
      )}
      {content.length > 0 && data.total > 0 && <h2 className={styles.groupTitle}>Фестивали и конкурсы</h2>}
      {data.total > 0 && (
        <p className={styles.count} role="status">
          {pluralRu(data.total, FOUND)} {countRu(data.total, RESULTS)} по запросу «{text}»
          {pages > 1 && `, страница ${data.page} из ${pages}`}
        </p>
      )}
      {data.total === 0 ? null : data.items.length === 0 ? (
        <div className={styles.state}>
          <p>На этой странице результатов нет.</p>
          <AppLink to="main-poisk" query={{ searchid: undefined, text }} className={buttonClass('secondary')}>
            К первой странице
          </AppLink>
        </div>
      ) : (
        <ol className={styles.results}>
          {data.items.map((item) => (
            <ResultItem key={`${item.type}-${item.id}`} item={item} />
          ))}
        </ol>
      )}
      <Pager text={text} page={data.page} pages={pages} />
    </div>
  );
}

import { useSearchParams } from 'react-router';
import { SearchForm } from '../../features/search/SearchForm';
import { SearchResults } from '../../features/search/SearchResults';
import { pageFromQuery } from '../../features/search/searchLink';
import { usePageMeta } from '../../shared/ui/usePageMeta';
import { Container } from '../../shared/ui/Container';
import styles from '../../features/search/Search.module.css';

/** /_main/poisk: results of the phrase in `text` (spec section 2, Search results). */
export default function SearchPage() {
  const [params] = useSearchParams();
  const text = (params.get('text') ?? '').trim();
  const page = pageFromQuery(params.get('page'));
  // The phrase in the tab's title: the history and the tabs tell searches apart.
  usePageMeta(text ? `Поиск: «${text}»` : 'Поиск', undefined);
  return (
    <section className={styles.page} aria-labelledby="search-title">
      <Container>
        <h1 id="search-title" className={styles.title}>
          Поиск
        </h1>
        <SearchForm key={text} initial={text} />
        {text === '' ? (
          <p className={styles.hint}>Введите название фестиваля, город или направление — например, «вокальный конкурс в Казани».</p>
        ) : (
          <SearchResults text={text} page={page} />
        )}
      </Container>
    </section>
  );
}

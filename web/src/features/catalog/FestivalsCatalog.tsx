import { useId, useState } from 'react';
import { Container } from '../../shared/ui/Container';
import { FestivalResults } from './FestivalResults';
import { FilterChips } from './FilterChips';
import { FilterPanel } from './FilterPanel';
import { activeFilters, filterPageText } from './pageText';
import { toListQuery, toPathEntries, type FilterState } from './filterPath';
import { useListSort } from './sort';
import { SortSelect } from './SortSelect';
import { usePageMeta } from '../../shared/ui/usePageMeta';
import type { FilterDefinition } from '../../shared/events/types';
import styles from './FestivalsCatalog.module.css';

export interface FestivalsCatalogProps {
  state: FilterState;
  filters: readonly FilterDefinition[];
}

/**
 * The festival list with its filters: heading from the filters, the inline panel (a toggled
 * block on narrow screens), chips of the active filters, sort, the results and 'Показать ещё'.
 */
export function FestivalsCatalog({ state, filters }: FestivalsCatalogProps) {
  const [sort, changeSort] = useListSort();
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const text = filterPageText(state, filters);
  const active = activeFilters(state, filters).length;
  // Without a path filter the route's own title and description are the page's (as the server sends them).
  const pathFilters = toPathEntries(state, filters).length > 0;
  usePageMeta(pathFilters ? text.title : undefined, text.description);

  return (
    <Container className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{text.title}</h1>
      </header>
      <div className={styles.layout}>
        <aside className={styles.aside} aria-label="Фильтры">
          <button
            type="button"
            className={styles.panelToggle}
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((v) => !v)}
          >
            Фильтры{active > 0 ? ` · ${active}` : ''}
            <span className={styles.toggleChevron} aria-hidden="true" />
          </button>
          <div id={panelId} className={styles.panelBox} data-open={panelOpen}>
            <FilterPanel mode="inline" initial={state} keepQuery={{ sort: sort === 'date' ? undefined : sort }} />
          </div>
        </aside>
        <section className={styles.results} aria-label="Результаты">
          <div className={styles.toolbar}>
            <FilterChips state={state} filters={filters} sort={sort} />
            <SortSelect value={sort} onChange={changeSort} />
          </div>
          <FestivalResults query={{ ...toListQuery(state), sort }} filtered={active > 0} />
        </section>
      </div>
    </Container>
  );
}

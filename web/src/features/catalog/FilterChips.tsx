import { AppLink } from '../../routes/AppLink';
import { ChipList } from '../../shared/ui/ChipList';
import { filtersTarget, EMPTY_FILTERS, type FilterState } from './filterPath';
import { activeFilters } from './pageText';
import type { FilterDefinition, ListSort } from '../../shared/events/types';
import styles from './FestivalsCatalog.module.css';

/** One removable chip per active filter, plus 'Сбросить все' when there are several. */
export function FilterChips({ state, filters, sort }: { state: FilterState; filters: readonly FilterDefinition[]; sort: ListSort }) {
  const chips = activeFilters(state, filters);
  if (chips.length === 0) return null;
  const keepSort = sort === 'date' ? undefined : sort;
  const link = (next: FilterState) => {
    const target = filtersTarget(next, filters);
    return { to: target.name, params: target.params, query: { ...target.query, sort: keepSort } };
  };
  return (
    <ChipList label="Выбранные фильтры" centered>
      {chips.map((chip) => (
        <li key={chip.key}>
          <AppLink className={styles.chip} {...link(chip.without)} aria-label={`Убрать фильтр: ${chip.label}`}>
            {chip.label}
            <span className={styles.chipX} aria-hidden="true" />
          </AppLink>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <AppLink className={styles.clearAll} {...link(EMPTY_FILTERS)}>
            Сбросить все
          </AppLink>
        </li>
      )}
    </ChipList>
  );
}

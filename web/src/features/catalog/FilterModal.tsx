import { useLocation } from 'react-router';
import { Dialog } from '../../shared/ui/Dialog';
import { useEventFilters } from '../../shared/events/api';
import { filtersOfLocation } from './currentFilters';
import { FilterPanel } from './FilterPanel';
import styles from './FilterPanel.module.css';

/** The filter panel as a modal (the events header's search): opens on the page's own filters. */
export function FilterModal({ onClose }: { onClose: () => void }) {
  const filters = useEventFilters(true);
  const location = useLocation();
  return (
    <Dialog title="Найти фестиваль" onClose={onClose}>
      {filters.data ? (
        <FilterPanel
          mode="modal"
          initial={filtersOfLocation(location.pathname, location.search, filters.data.filters)}
          onApplied={onClose}
          onCancel={onClose}
        />
      ) : filters.isError ? (
        <FilterPanel
          mode="modal"
          initial={filtersOfLocation(location.pathname, location.search, [])}
          onApplied={onClose}
          onCancel={onClose}
        />
      ) : (
        <p className={styles.loading} aria-busy="true">
          Загружаем фильтры…
        </p>
      )}
    </Dialog>
  );
}

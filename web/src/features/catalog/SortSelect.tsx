import { SORTS, sortOf } from './sort';
import type { ListSort } from '../../shared/events/types';
import styles from './FestivalsCatalog.module.css';

/** The list's 'Сортировка' select. */
export function SortSelect({ value, onChange }: { value: ListSort; onChange: (value: ListSort) => void }) {
  return (
    <label className={styles.sort}>
      <span>Сортировка</span>
      <select value={value} onChange={(event) => onChange(sortOf(event.target.value))}>
        {SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </label>
  );
}

import { useId, useState, type CSSProperties, type FormEvent } from 'react';
import { usePlatformNavigate } from '../../app/usePlatformNavigate';
import { buttonClass } from '../../shared/ui/button';
import { formStyles } from '../../shared/ui/form';
import { useEventFilters } from '../../shared/events/api';
import { defaultDateRange } from './dates';
import { EMPTY_FILTERS, filtersTarget, MAX_SEARCH, SELECT_CODES, type FilterState } from './filterPath';
import { CatalogIcon } from '../../shared/events/icons';
import { SelectFilter } from './SelectFilter';
import { toCssColor } from '../../shared/format';
import type { FilterDefinition } from '../../shared/events/types';
import styles from './FilterPanel.module.css';

export type PanelMode = 'inline' | 'modal';

export interface FilterPanelProps {
  /** The filters of the page the panel opens on. */
  initial: FilterState;
  mode: PanelMode;
  /** Called after applying navigated (the modal closes itself with it). */
  onApplied?: () => void;
  /** The modal's close button. */
  onCancel?: () => void;
  /** Query parameters the list keeps across filter changes (its sort). */
  keepQuery?: Record<string, string | undefined>;
}

/**
 * Dates shown in the panel: the chosen ones, else in inline mode the default range (today to
 * about 18 months ahead, spec section 2); the modal starts empty.
 */
function shownDates(state: FilterState, mode: PanelMode): { min: string; max: string } {
  const defaults = mode === 'inline' ? defaultDateRange() : { min: '', max: '' };
  return { min: state.dateMin ?? defaults.min, max: state.dateMax ?? defaults.max };
}

/** One end of the date range; an emptied input clears that end. */
function DateField({
  label,
  value,
  bounds,
  onChange,
}: {
  label: string;
  value: string;
  bounds: { min?: string; max?: string };
  onChange: (date: string | null) => void;
}) {
  return (
    <label className={styles.dateField}>
      <span>{label}</span>
      <input
        className={`${formStyles.input} ${formStyles.dense}`}
        type="date"
        value={value}
        {...bounds}
        aria-label={`Даты: ${label}`}
        onChange={(event) => onChange(event.target.value || null)}
      />
    </label>
  );
}

/** The default range is the page without dates: it stays out of the URL. */
function datesForUrl(min: string, max: string): Pick<FilterState, 'dateMin' | 'dateMax'> {
  const defaults = defaultDateRange();
  return {
    dateMin: min && min !== defaults.min ? min : null,
    dateMax: max && max !== defaults.max ? max : null,
  };
}

/**
 * The events filter panel of spec section 2: search text, date range, city, age category,
 * creative type and tag switches; applying goes to the canonical festivals path. The filters are
 * fetched when the panel first shows. Inline, every select and switch applies at once; search text
 * and dates (typed digit by digit) apply on Enter or the button. In the modal everything applies
 * on the button.
 */
export function FilterPanel({ initial, mode, onApplied, onCancel, keepQuery }: FilterPanelProps) {
  const filters = useEventFilters(true);
  const navigate = usePlatformNavigate();
  const [state, setState] = useState<FilterState>(initial);
  // A new URL brings new filters: the panel follows it without remounting (focus stays put).
  const initialKey = JSON.stringify(initial);
  const [shownKey, setShownKey] = useState(initialKey);
  if (shownKey !== initialKey) {
    setShownKey(initialKey);
    setState(initial);
  }
  const dates = shownDates(state, mode);
  const id = useId();

  function apply(next: FilterState, definitions: readonly FilterDefinition[]) {
    const shown = shownDates(next, mode);
    const target = filtersTarget({ ...next, ...datesForUrl(shown.min, shown.max) }, definitions);
    navigate.toRoute({ ...target, query: { ...target.query, ...keepQuery } });
    onApplied?.();
  }

  function change(patch: Partial<FilterState>, definitions: readonly FilterDefinition[]) {
    const next = { ...state, ...patch };
    setState(next);
    if (mode === 'inline') apply(next, definitions);
  }

  if (filters.isPending) {
    return (
      <div className={styles.panel} data-mode={mode} aria-busy="true">
        <p className={styles.loading}>Загружаем фильтры…</p>
      </div>
    );
  }
  if (filters.isError) {
    return (
      <div className={styles.panel} data-mode={mode}>
        <p className={styles.failure} role="alert">
          Не удалось загрузить фильтры: {filters.error.message}
        </p>
        <div className={styles.buttons}>
          <button type="button" className={buttonClass('secondary', 'small')} onClick={() => void filters.refetch()}>
            Повторить
          </button>
          {onCancel && (
            <button type="button" className={`${formStyles.linkButton} ${styles.reset}`} onClick={onCancel}>
              Закрыть
            </button>
          )}
        </div>
      </div>
    );
  }

  const definitions = filters.data.filters;
  const byCode = (code: string) => definitions.find((f) => f.code === code);
  const search = byCode('search');
  const date = byCode('date');
  const tags = byCode('tags');
  // The panel's order is the answer's order (search, dates, city, age, creative type, tags).
  const selects = definitions.filter(
    (f): f is FilterDefinition & { code: (typeof SELECT_CODES)[number] } =>
      f.type === 'select' && (SELECT_CODES as readonly string[]).includes(f.code),
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    apply(state, definitions);
  }

  return (
    <form className={styles.panel} data-mode={mode} onSubmit={onSubmit} role="search" aria-label="Фильтр фестивалей">
      {search && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-search`}>
            <CatalogIcon name={search.Icon} size={16} />
            {search.Name}
          </label>
          <input
            id={`${id}-search`}
            className={`${formStyles.input} ${formStyles.dense}`}
            type="search"
            // The modal may open before the filters arrive: its field takes the focus when it shows.
            autoFocus={mode === 'modal'}
            enterKeyHint="search"
            maxLength={MAX_SEARCH}
            placeholder={search.Title}
            value={state.search}
            onChange={(event) => setState({ ...state, search: event.target.value })}
          />
        </div>
      )}
      {date && (
        <fieldset className={styles.dates}>
          <legend className={styles.label}>
            <CatalogIcon name={date.Icon} size={16} />
            {date.Name}
          </legend>
          <DateField
            label="с"
            value={dates.min}
            bounds={{ max: dates.max || undefined }}
            onChange={(dateMin) => setState({ ...state, dateMin })}
          />
          <DateField
            label="по"
            value={dates.max}
            bounds={{ min: dates.min || undefined }}
            onChange={(dateMax) => setState({ ...state, dateMax })}
          />
        </fieldset>
      )}
      {selects.map((filter) => (
        <SelectFilter
          key={filter.code}
          filter={filter}
          value={state[filter.code]}
          onChange={(code) => change({ [filter.code]: code }, definitions)}
        />
      ))}
      {tags && tags.Values.length > 0 && (
        <fieldset className={styles.tags}>
          <legend className={styles.label}>
            <CatalogIcon name={tags.Icon} size={16} />
            {tags.Title}
          </legend>
          {tags.Values.map((tag) => {
            const on = state.tags.includes(tag.code);
            return (
              <label key={tag.code} className={styles.switch} style={{ '--tag-color': toCssColor(tag.color) } as CSSProperties}>
                <input
                  type="checkbox"
                  role="switch"
                  className={styles.switchInput}
                  checked={on}
                  onChange={() =>
                    change({ tags: (on ? state.tags.filter((t) => t !== tag.code) : [...state.tags, tag.code]).sort() }, definitions)
                  }
                />
                <span className={styles.switchTrack} aria-hidden="true" />
                <CatalogIcon name={tag.icon} size={16} />
                <span>{tag.title}</span>
              </label>
            );
          })}
        </fieldset>
      )}
      <div className={styles.buttons}>
        <button type="submit" className={buttonClass('primary')}>
          Показать фестивали
        </button>
        <button
          type="button"
          className={`${formStyles.linkButton} ${styles.reset}`}
          onClick={() => (mode === 'inline' ? change(EMPTY_FILTERS, definitions) : setState(EMPTY_FILTERS))}
        >
          Сбросить
        </button>
        {onCancel && (
          <button type="button" className={`${formStyles.linkButton} ${styles.reset}`} onClick={onCancel}>
            Закрыть
          </button>
        )}
      </div>
    </form>
  );
}

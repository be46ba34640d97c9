import type { CSSProperties } from 'react';
import { AppLink } from '../../routes/AppLink';
import { ChipList } from '../../shared/ui/ChipList';
import { toCssColor } from '../../shared/format';
import { buttonClass } from '../../shared/ui/button';
import { useEventFilters, useEventList } from '../../shared/events/api';
import { EventGrid } from './EventCard';
import { ALL, EMPTY_FILTERS, filtersTarget, type FilterState } from './filterPath';
import { CatalogIcon } from '../../shared/events/icons';
import type { FilterDefinition, FilterValue } from '../../shared/events/types';
import styles from './HomeSections.module.css';

const UPCOMING = 8;

/** The nearest festivals by start date, with a link to all of them. */
export function UpcomingFestivals() {
  const list = useEventList({ per_page: UPCOMING, sort: 'date' });
  if (list.isPending) {
    return (
      <div className={styles.loading} aria-busy="true">
        Загружаем ближайшие фестивали…
      </div>
    );
  }
  if (list.isError) {
    return (
      <p className={styles.failure} role="alert">
        Не удалось загрузить фестивали: {list.error.message}
      </p>
    );
  }
  return (
    <>
      <EventGrid events={list.data.items} />
      <div className={styles.more}>
        <AppLink to="events-festivals" className={buttonClass('primary')}>
          Все фестивали и конкурсы · {list.data.total}
        </AppLink>
      </div>
    </>
  );
}

function linkTo(patch: Partial<FilterState>, filters: readonly FilterDefinition[]) {
  const target = filtersTarget({ ...EMPTY_FILTERS, ...patch }, filters);
  return { to: target.name, params: target.params };
}

function valuesOf(filters: readonly FilterDefinition[], code: string): FilterValue[] {
  return (filters.find((f) => f.code === code)?.Values ?? []).filter((v) => v.type === 'value' && v.code !== ALL);
}

/**
 * Links into the list by the handbooks of the filters answer: creative types, cities or tags.
 * Each leads to the canonical filter page (`/festivals/tvorchestvo-vokalnoe/` ...).
 */
export function FilterLinks({ kind }: { kind: 'creative_type' | 'city' | 'tags' }) {
  const filters = useEventFilters(true);
  if (filters.isPending) return <div className={styles.loading} aria-busy="true" />;
  if (filters.isError) {
    return (
      <p className={styles.failure} role="alert">
        Не удалось загрузить подборки: {filters.error.message}
      </p>
    );
  }
  const definitions = filters.data.filters;
  const values = valuesOf(definitions, kind);
  if (kind === 'creative_type') {
    return (
      <ul className={styles.directions}>
        {values.map((v) => (
          <li key={v.code}>
            <AppLink className={styles.direction} {...linkTo({ creative_type: v.code }, definitions)}>
              <span className={styles.directionIcon}>
                <CatalogIcon name={v.icon} size={26} />
              </span>
              <span>{v.title}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    );
  }
  if (kind === 'city') {
    return (
      <ChipList>
        {values.map((v) => (
          <li key={v.code}>
            <AppLink className={styles.city} {...linkTo({ city: v.code }, definitions)}>
              <CatalogIcon name="location" size={16} />
              {v.title}
            </AppLink>
          </li>
        ))}
      </ChipList>
    );
  }
  return (
    <ChipList>
      {values.map((v) => (
        <li key={v.code}>
          <AppLink
            className={styles.tagLink}
            style={{ '--tag-color': toCssColor(v.color) } as CSSProperties}
            {...linkTo({ tags: [v.code] }, definitions)}
          >
            <CatalogIcon name={v.icon} size={16} />
            {v.title}
          </AppLink>
        </li>
      ))}
    </ChipList>
  );
}

/** A section's closing 'see all' button. */
export function MoreLink({ to, children }: { to: string; children: string }) {
  return (
    <div className={styles.more}>
      <AppLink to={to} className={buttonClass('secondary')}>
        {children}
      </AppLink>
    </div>
  );
}

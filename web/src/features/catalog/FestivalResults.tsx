import { AppLink } from '../../routes/AppLink';
import { buttonClass } from '../../shared/ui/button';
import { useEventPages } from '../../shared/events/api';
import { EventGrid } from './EventCard';
import { FestivalsLoadFailed } from './FestivalsLoadFailed';
import { countRu } from '../../shared/format/plural';
import type { ListQuery } from '../../shared/events/types';
import styles from './FestivalsCatalog.module.css';

const PER_PAGE = 12;
const EVENTS: readonly [string, string, string] = ['мероприятие', 'мероприятия', 'мероприятий'];

export interface FestivalResultsProps {
  query: Omit<ListQuery, 'page' | 'per_page'>;
  /** True when some filter is set: the empty state then offers to drop them. */
  filtered: boolean;
}

/** The found events page by page: 'Показать ещё' appends the next page to the ones shown. */
export function FestivalResults({ query, filtered }: FestivalResultsProps) {
  const pages = useEventPages({ ...query, per_page: PER_PAGE });

  if (pages.isPending) {
    return (
      <div className={styles.skeleton} aria-busy="true" aria-label="Загружаем фестивали">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={styles.skeletonCard} />
        ))}
      </div>
    );
  }
  if (pages.isError) {
    return <FestivalsLoadFailed heading="h2" message={pages.error.message} onRetry={() => void pages.refetch()} />;
  }

  const items = pages.data.pages.flatMap((p) => p.items);
  const total = pages.data.pages[0]?.total ?? 0;
  return (
    <>
      <p className={styles.count} role="status" aria-live="polite" data-testid="festivals-count">
        {total > 0 ? `Найдено ${countRu(total, EVENTS)}` : 'Ничего не найдено'}
        {pages.isFetching && !pages.isFetchingNextPage && <span className={styles.updating}> · обновляем…</span>}
      </p>
      {total === 0 ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{filtered ? 'По этим фильтрам фестивалей нет' : 'Скоро здесь появятся новые фестивали'}</h2>
          <p>
            {filtered
              ? 'Уберите часть фильтров или выберите другие даты — а если ищете что-то особенное, посмотрите все фестивали сезона.'
              : 'Организаторы готовят новый сезон. Загляните в творческие проекты — там круглый год есть чем заняться.'}
          </p>
          <div className={styles.emptyActions}>
            {filtered && (
              <AppLink to="events-festivals" className={buttonClass('primary')}>
                Смотреть все фестивали
              </AppLink>
            )}
            <AppLink to="events-kreativnye-proekty" className={buttonClass('secondary')}>
              Творческие проекты
            </AppLink>
          </div>
        </div>
      ) : (
        <>
          <EventGrid events={items} headingLevel={2} main />
          <div className={styles.more}>
            <p className={styles.shown}>
              Показано {items.length} из {total}
            </p>
            {pages.hasNextPage && (
              <button
                type="button"
                className={buttonClass('secondary')}
                disabled={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                {pages.isFetchingNextPage ? 'Загружаем…' : 'Показать ещё'}
              </button>
            )}
          </div>
        </>
      )}
    </>
  );
}

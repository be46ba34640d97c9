import { useEventList } from '../../../shared/events/api';
import type { ListQuery } from '../../../shared/events/types';
import { EventGrid } from '../../catalog';
import { ContentLink } from '../ContentLink';
import type { EventListBlock } from '../types';
import styles from '../Content.module.css';

const DEFAULT_LIMIT = 6;

/** Festival cards the catalogue picks by the block's filters; nothing when none is upcoming. */
export function EventListBlockView({ block }: { block: EventListBlock }) {
  const query: ListQuery = {
    city: block.city,
    creative_type: block.creative_type,
    tags: block.tags,
    type: block.types,
    sort: block.sort,
    per_page: Math.min(Math.max(block.limit ?? DEFAULT_LIMIT, 1), 24),
  };
  const { data, isPending, isError } = useEventList(query);
  if (isPending) return <p className={styles.note}>Загружаем мероприятия…</p>;
  if (isError) return <p className={styles.note}>Не удалось загрузить мероприятия. Обновите страницу чуть позже.</p>;
  return (
    <>
      {data.items.length > 0 ? (
        <EventGrid events={data.items} headingLevel={3} />
      ) : (
        <p className={styles.note}>Скоро здесь появятся новые мероприятия.</p>
      )}
      {block.more_link && (
        <p className={styles.more}>
          <ContentLink href={block.more_link}>Все мероприятия</ContentLink>
        </p>
      )}
    </>
  );
}

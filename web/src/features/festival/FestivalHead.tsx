import { AppLink } from '../../routes/AppLink';
import { formatDate } from '../../shared/format';
import { EVENT_TYPE_LABELS, formatDateRange } from '../../shared/events/eventDisplay';
import { EventPhoto } from '../catalog';
import { CatalogIcon } from '../../shared/events/icons';
import { TagList } from '../../shared/events/TagList';
import { mapHref, venueLines } from './festivalDisplay';
import type { Festival } from '../../shared/events/festival';
import styles from './Festival.module.css';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';

/** Photo, type, name, dates, place and tags: the first screen of the festival page. */
export function FestivalHead({ festival }: { festival: Festival }) {
  const venue = venueLines(festival.place);
  const map = mapHref(festival.place);
  return (
    <header className={styles.head}>
      <div className={styles.photoBox}>
        <EventPhoto photo={festival.photo} name={festival.name} size="page" />
      </div>
      <div className={styles.summary}>
        <p className={styles.eyebrow}>
          <span>{EVENT_TYPE_LABELS[festival.type] ?? festival.type}</span>
          <span aria-hidden="true">·</span>
          <span>{formatDate(festival.date.start, 'month-year')}</span>
        </p>
        <h1 className={styles.name}>{festival.name}</h1>
        {festival.project && (
          <p className={styles.project}>
            Проект{' '}
            <AppLink to="events-kreativnye-proekty-slug" params={{ slug: [festival.project.code] }}>
              «{festival.project.title}»
            </AppLink>
          </p>
        )}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>
              <CatalogIcon name="calendar" size={18} />
              Даты
            </dt>
            <dd>
              <time dateTime={festival.date.start}>{formatDateRange(festival.date.start, festival.date.end)}</time>
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <CatalogIcon name={venue ? 'location' : 'globe'} size={18} />
              {venue ? 'Место' : 'Формат'}
            </dt>
            <dd>
              {venue ? (
                <>
                  <span className={styles.venue}>{venue.venue}</span>
                  <span className={styles.address}>{venue.address}</span>
                  {map && (
                    <a className={styles.mapLink} href={map} target="_blank" rel="noopener noreferrer">
                      Открыть на карте<VisuallyHidden> (откроется в новой вкладке)</VisuallyHidden>
                    </a>
                  )}
                </>
              ) : (
                'Онлайн: участие по видеозаписи'
              )}
            </dd>
          </div>
        </dl>
        <TagList tags={festival.tags} />
      </div>
    </header>
  );
}

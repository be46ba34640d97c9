import { useSearchParams } from 'react-router';
import { AppLink } from '../../routes/AppLink';
import { ChipList } from '../../shared/ui/ChipList';
import { buttonClass } from '../../shared/ui/button';
import { Container } from '../../shared/ui/Container';
import { Banner } from '../../shared/ui/page';
import { EVENT_TYPE_LABELS } from '../../shared/events/eventDisplay';
import { FestivalResults } from './FestivalResults';
import { useListSort } from './sort';
import { SortSelect } from './SortSelect';
import type { EventType } from '../../shared/events/types';
import styles from './FestivalsCatalog.module.css';

/** Plural names of the event types for the type switch. */
const TYPE_PLURALS: Record<EventType, string> = {
  festival: 'Фестивали',
  contest: 'Конкурсы',
  final: 'Финалы',
  casting: 'Кастинги',
  forum: 'Форумы',
  camp: 'Творческие смены',
  intensive: 'Интенсивы',
  project: 'Проекты',
};

export interface EventTypeCatalogProps {
  /** The page's route name: the type switch links stay on it. */
  route: string;
  title: string;
  lead: string;
  /** The event types the page lists (`type` of `GET /api/event/list`, repeated). */
  types: readonly EventType[];
}

/**
 * A list of some event types from the catalogue (main's castings and gatherings pages): a switch
 * to narrow to one type (`?type=`), sort, the cards and 'Показать ещё'. The cards link to the
 * festival pages of the events area.
 */
export function EventTypeCatalog({ route, title, lead, types }: EventTypeCatalogProps) {
  const [searchParams] = useSearchParams();
  const chosen = types.find((t) => t === searchParams.get('type'));
  const [sort, changeSort] = useListSort();
  const keepSort = sort === 'date' ? undefined : sort;

  return (
    <Container className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      <div className={styles.results}>
        <div className={styles.toolbar}>
          <ChipList label="Тип мероприятия" centered>
            <li>
              <AppLink className={styles.typeChip} to={route} query={{ sort: keepSort }} aria-current={chosen ? undefined : 'page'}>
                Все
              </AppLink>
            </li>
            {types.map((type) => (
              <li key={type}>
                <AppLink
                  className={styles.typeChip}
                  to={route}
                  query={{ type, sort: keepSort }}
                  aria-current={chosen === type ? 'page' : undefined}
                >
                  {TYPE_PLURALS[type] ?? EVENT_TYPE_LABELS[type]}
                </AppLink>
              </li>
            ))}
          </ChipList>
          <SortSelect value={sort} onChange={changeSort} />
        </div>
        <FestivalResults query={{ type: chosen ? [chosen] : types, sort }} filtered={chosen !== undefined} />
      </div>
      <div className={styles.banner}>
        <Banner
          title="Ищете по городу, возрасту или направлению?"
          text="В афише фестивалей и конкурсов есть фильтры по датам, городам, возрастным категориям и видам творчества."
          actions={
            <AppLink to="events-festivals" className={buttonClass('light')}>
              Открыть афишу с фильтрами
            </AppLink>
          }
        />
      </div>
    </Container>
  );
}

import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AppLink } from '../../routes/AppLink';
import { countRu } from '../../shared/format/plural';
import { buttonClass } from '../../shared/ui/button';
import { FieldShell } from '../../shared/ui/form/FieldShell';
import { useMentors, useParticipants, usePeopleFilters, type DirectoryQuery } from './api';
import { CardGrid, MentorCardView, ParticipantCardView } from './Cards';
import { directoryFiltersOf, directorySearch, hasFilters, perPageOf } from './directory';
import type { DirectoryFilters, MentorCard, ParticipantCard, PeopleFilterValues, PeopleKind, PeoplePage } from './types';
import styles from './People.module.css';

/** The `people` block of a content page (server/src/content/blocks.cpp). */
export interface PeopleBlockData {
  title?: string;
  kind: PeopleKind;
  /** Show the filter bar. */
  filters?: boolean;
  /** Cards on a page, 1-48 (24 when empty). */
  limit?: number;
}

const FOUND: Record<'mentors' | 'soloist' | 'collective' | 'participants', readonly [string, string, string]> = {
  mentors: ['наставник', 'наставника', 'наставников'],
  participants: ['участник', 'участника', 'участников'],
  soloist: ['солист', 'солиста', 'солистов'],
  collective: ['коллектив', 'коллектива', 'коллективов'],
};

interface Draft {
  creative_type: string;
  city: string;
  kind: string;
}

/**
 * The filter bar: selects of a creative type, a city and (participants) soloists or collectives.
 * A plain GET form, so it works before the app has started; the app then goes to the address of
 * the choice without a reload. The choice is the page's address: a link to share, drawn by the server.
 */
function FilterBar({ kind, filters }: { kind: PeopleKind; filters: DirectoryFilters }) {
  const location = useLocation();
  const values: PeopleFilterValues | undefined = usePeopleFilters().data;
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>({
    creative_type: filters.creative_type ?? '',
    city: filters.city ?? '',
    kind: filters.kind ?? '',
  });
  const domain = new URLSearchParams(location.search).get('domain');

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: DirectoryFilters = {
      creative_type: draft.creative_type || undefined,
      city: draft.city || undefined,
      kind: kind === 'participants' && (draft.kind === 'soloist' || draft.kind === 'collective') ? draft.kind : undefined,
    };
    void navigate({ pathname: location.pathname, search: directorySearch(location.search, next) }, { preventScrollReset: true });
  }

  const select = (name: keyof Draft) => ({
    name,
    className: styles.select,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form
      className={styles.filters}
      method="get"
      action={location.pathname}
      onSubmit={apply}
      aria-label={kind === 'mentors' ? 'Подбор наставника' : 'Подбор участников'}
    >
      {domain && <input type="hidden" name="domain" value={domain} />}
      <FieldShell
        label="Вид творчества"
        control={(control) => (
          <select {...control} {...select('creative_type')}>
            <option value="">Все виды творчества</option>
            {(values?.creative_types ?? []).map((type) => (
              <option key={type.slug} value={type.slug}>
                {type.title}
              </option>
            ))}
          </select>
        )}
      />
      <FieldShell
        label="Город"
        control={(control) => (
          <select {...control} {...select('city')}>
            <option value="">Все города</option>
            {(values?.cities ?? []).map((city) => (
              <option key={city.slug} value={city.slug}>
                {city.name}
              </option>
            ))}
          </select>
        )}
      />
      {kind === 'participants' && (
        <FieldShell
          label="Состав"
          control={(control) => (
            <select {...control} {...select('kind')}>
              <option value="">Солисты и коллективы</option>
              <option value="soloist">Солисты</option>
              <option value="collective">Коллективы</option>
            </select>
          )}
        />
      )}
      <div className={styles.filterActions}>
        <button type="submit" className={buttonClass('primary')}>
          Показать
        </button>
        {hasFilters(filters) && (
          <Link className={buttonClass('secondary')} to={{ search: directorySearch(location.search, {}) }} preventScrollReset>
            Сбросить
          </Link>
        )}
      </div>
    </form>
  );
}

function Pager({ page, pages, filters }: { page: number; pages: number; filters: DirectoryFilters }) {
  const { search } = useLocation();
  if (pages <= 1) return null;
  const to = (n: number) => ({ search: directorySearch(search, { ...filters, page: n }) });
  return (
    <nav className={styles.pager} aria-label="Страницы списка">
      {page > 1 ? (
        <Link className={buttonClass('secondary')} to={to(page - 1)} preventScrollReset>
          Предыдущая
        </Link>
      ) : (
        <span />
      )}
      <span>
        Страница {page} из {pages}
      </span>
      {page < pages ? (
        <Link className={buttonClass('secondary')} to={to(page + 1)} preventScrollReset>
          Следующая
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** What the directory says when its page has no card. */
function Empty({ kind, filters, total }: { kind: PeopleKind; filters: DirectoryFilters; total: number }) {
  const { search } = useLocation();
  if (total > 0)
    return (
      <p className={styles.empty} role="status">
        На этой странице никого нет.{' '}
        <Link to={{ search: directorySearch(search, { ...filters, page: 1 }) }}>Вернуться к первой странице</Link>
      </p>
    );
  if (hasFilters(filters))
    return (
      <p className={styles.empty} role="status">
        По этим условиям {kind === 'mentors' ? 'наставников' : 'участников'} пока нет. Выберите другой город или вид творчества — или{' '}
        <Link to={{ search: directorySearch(search, {}) }} preventScrollReset>
          посмотрите всех
        </Link>
        .
      </p>
    );
  return (
    <p className={styles.empty} role="status">
      {kind === 'mentors'
        ? 'Портфолио наставников появятся здесь, как только модератор их проверит.'
        : 'Портфолио солистов и коллективов появятся здесь, как только модератор их проверит.'}{' '}
      <AppLink to="id-portfolio">Создать своё портфолио</AppLink>
    </p>
  );
}

function foundText(kind: PeopleKind, filters: DirectoryFilters, total: number): string {
  const forms = kind === 'mentors' ? FOUND.mentors : filters.kind ? FOUND[filters.kind] : FOUND.participants;
  return `В списке ${countRu(total, forms)}`;
}

function DirectoryList<T extends MentorCard | ParticipantCard>({
  kind,
  filters,
  data,
  busy,
  headingLevel,
}: {
  kind: PeopleKind;
  filters: DirectoryFilters;
  data: PeoplePage<T> | undefined;
  busy: boolean;
  headingLevel: 2 | 3;
}) {
  if (!data)
    return (
      <p className={styles.empty} role="status">
        {kind === 'mentors' ? 'Загружаем наставников…' : 'Загружаем участников…'}
      </p>
    );
  const pages = Math.max(1, Math.ceil(data.total / Math.max(data.per_page, 1)));
  if (data.items.length === 0) return <Empty kind={kind} filters={filters} total={data.total} />;
  return (
    <>
      <p className={styles.found} role="status">
        {foundText(kind, filters, data.total)}
      </p>
      <CardGrid
        items={data.items as readonly (MentorCard | ParticipantCard)[]}
        keyOf={(item) => item.code}
        busy={busy}
        label={kind === 'mentors' ? 'Наставники' : 'Участники'}
        render={(item) =>
          'kind' in item ? (
            <ParticipantCardView participant={item} headingLevel={headingLevel} />
          ) : (
            <MentorCardView mentor={item} headingLevel={headingLevel} />
          )
        }
      />
      <Pager page={data.page} pages={pages} filters={filters} />
    </>
  );
}

function MentorsList({ query, filters, headingLevel }: { query: DirectoryQuery; filters: DirectoryFilters; headingLevel: 2 | 3 }) {
  const { data, isPlaceholderData, isError } = useMentors(query);
  if (isError && !data) return <LoadFailed />;
  return <DirectoryList kind="mentors" filters={filters} data={data} busy={isPlaceholderData} headingLevel={headingLevel} />;
}

function ParticipantsList({ query, filters, headingLevel }: { query: DirectoryQuery; filters: DirectoryFilters; headingLevel: 2 | 3 }) {
  const { data, isPlaceholderData, isError } = useParticipants(query);
  if (isError && !data) return <LoadFailed />;
  return <DirectoryList kind="participants" filters={filters} data={data} busy={isPlaceholderData} headingLevel={headingLevel} />;
}

function LoadFailed() {
  return (
    <p className={styles.empty} role="alert">
      Не удалось загрузить список. Обновите страницу чуть позже.
    </p>
  );
}

/**
 * The `people` block: a directory of mentors or of participants (soloists and collectives) with a
 * filter bar and pages. The filters and the page are the page's query string
 * (`?creative_type=vokal&city=moskva&kind=soloist&page=2`): a filtered list is a link, and the
 * server draws it.
 */
export function PeopleDirectory({ block }: { block: PeopleBlockData }) {
  const location = useLocation();
  const filters = directoryFiltersOf(location.search, block.kind);
  const query: DirectoryQuery = { ...filters, per_page: perPageOf(block.limit) };
  const showFilters = block.filters === true;
  const headingLevel = block.title ? 3 : 2;
  return (
    <div className={styles.directory}>
      {showFilters && <FilterBar key={location.search} kind={block.kind} filters={filters} />}
      {block.kind === 'mentors' ? (
        <MentorsList query={query} filters={filters} headingLevel={headingLevel} />
      ) : (
        <ParticipantsList query={query} filters={filters} headingLevel={headingLevel} />
      )}
    </div>
  );
}

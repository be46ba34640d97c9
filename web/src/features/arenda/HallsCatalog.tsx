import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '../../routes/AppLink';
import { buttonClass } from '../../shared/ui/button';
import { Container } from '../../shared/ui/Container';
import { Field, formStyles } from '../../shared/ui/form';
import { FieldShell } from '../../shared/ui/form/FieldShell';
import { PageIntro } from '../../shared/ui/page';
import { PageSkeleton } from '../../shared/ui/page/PageSkeleton';
import { countRu } from '../../shared/format/plural';
import { useCities, useHalls } from './api';
import { filtersOf, searchOf } from './filters';
import { HallCardView } from './HallCardView';
import type { HallFilters } from './types';
import styles from './Arenda.module.css';
import tiles from '../../shared/ui/tiles/Tiles.module.css';

const HALLS: readonly [string, string, string] = ['зал', 'зала', 'залов'];

/** The filters as the form holds them: text of its inputs. */
interface FilterDraft {
  city: string;
  capacity: string;
  date: string;
}

const draftOf = (filters: HallFilters): FilterDraft => ({
  city: filters.city ?? '',
  capacity: filters.capacity ? String(filters.capacity) : '',
  date: filters.date ?? '',
});

/**
 * /_arenda/zaly: the halls for rent, filtered by city, guests and a day free of confirmed rentals.
 * The filters live in the address (a plain GET form works before the app has started), so a
 * chosen list can be shared and is drawn by the server.
 */
export function HallsCatalog() {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = filtersOf(location.search);
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(filters));
  const halls = useHalls(filters);
  const cities = useCities();
  if (halls.error) throw halls.error;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = filtersOf(
      searchOf({ city: draft.city || undefined, capacity: Number(draft.capacity) || undefined, date: draft.date || undefined }),
    );
    void navigate({ pathname: location.pathname, search: searchOf(next) });
  }

  function reset() {
    setDraft(draftOf({}));
    void navigate({ pathname: location.pathname, search: '' });
  }

  const page = filters.page ?? 1;
  const pages = halls.data ? Math.max(1, Math.ceil(halls.data.total / halls.data.per_page)) : 1;
  const pageLink = (n: number) => `${location.pathname}${searchOf({ ...filters, page: n })}`;
  return (
    <>
      <PageIntro
        id="halls-title"
        title="Залы для аренды"
        lead="Концертные и театральные залы, камерные сцены и репетиционные классы домов культуры и концертных площадок. Выберите город, число гостей и дату — покажем залы, свободные в этот день, с ценой за час и за день."
      />
      <Container>
        <form className={styles.filters} method="get" onSubmit={apply} aria-label="Подбор зала">
          <FieldShell
            label="Город"
            control={(control) => (
              <select
                {...control}
                name="city"
                className={styles.select}
                value={draft.city}
                onChange={(event) => setDraft({ ...draft, city: event.target.value })}
              >
                <option value="">Все города</option>
                {(cities.data ?? []).map((city) => (
                  <option key={city.slug} value={city.slug}>
                    {city.name}
                  </option>
                ))}
              </select>
            )}
          />
          <Field
            label="Гостей, не меньше"
            name="capacity"
            inputMode="numeric"
            pattern="[0-9]*"
            value={draft.capacity}
            onChange={(event) => setDraft({ ...draft, capacity: event.target.value.replace(/\D/g, '').slice(0, 6) })}
          />
          <Field
            label="Свободен в день"
            name="date"
            type="date"
            value={draft.date}
            onChange={(event) => setDraft({ ...draft, date: event.target.value })}
          />
          <div className={`${styles.filterActions} ${formStyles.actions}`}>
            <button type="submit" className={buttonClass('primary')}>
              Показать залы
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={reset}>
              Сбросить
            </button>
          </div>
        </form>
        {!halls.data ? (
          <PageSkeleton label="Подбираем залы…" />
        ) : halls.data.total === 0 ? (
          <p className={styles.empty} role="status">
            Под эти условия залов нет. Попробуйте другую дату или город — или{' '}
            <AppLink to="arenda" hash="bannerContacts">
              напишите нам
            </AppLink>
            : подберём площадку вручную.
          </p>
        ) : (
          <>
            <p className={styles.found} role="status">
              Нашли {countRu(halls.data.total, HALLS)}
              {filters.date ? ', свободных в выбранный день' : ''}
            </p>
            <ul className={`${tiles.grid} ${styles.grid}`}>
              {halls.data.items.map((hall) => (
                <li key={hall.id}>
                  <HallCardView hall={hall} />
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav className={styles.pager} aria-label="Страницы списка">
                {page > 1 && (
                  <a className={buttonClass('secondary')} href={pageLink(page - 1)}>
                    Назад
                  </a>
                )}
                <span>
                  Страница {page} из {pages}
                </span>
                {page < pages && (
                  <a className={buttonClass('secondary')} href={pageLink(page + 1)}>
                    Дальше
                  </a>
                )}
              </nav>
            )}
          </>
        )}
      </Container>
    </>
  );
}

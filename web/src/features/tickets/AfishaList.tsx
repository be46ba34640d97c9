import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { countRu } from '../../shared/format/plural';
import { buttonClass } from '../../shared/ui/button';
import { Container } from '../../shared/ui/Container';
import { Field, formStyles } from '../../shared/ui/form';
import { FieldShell } from '../../shared/ui/form/FieldShell';
import { PageIntro } from '../../shared/ui/page';
import { PageSkeleton } from '../../shared/ui/page/PageSkeleton';
import { useAfisha } from './api';
import { AGE_RATINGS, filtersOf, searchOf } from './filters';
import { ShowCardView } from './ShowCardView';
import type { AfishaFilters, AgeRating } from './types';
import styles from './Afisha.module.css';
import tiles from '../../shared/ui/tiles/Tiles.module.css';

const SHOWS: readonly [string, string, string] = ['событие', 'события', 'событий'];

interface FilterDraft {
  from: string;
  to: string;
  city: string;
  age: string;
}

const draftOf = (filters: AfishaFilters): FilterDraft => ({
  from: filters.from ?? '',
  to: filters.to ?? '',
  city: filters.city ?? '',
  age: filters.age ?? '',
});

/**
 * /afisha/: the upcoming published shows — concerts, performances and festival galas — filtered
 * by dates, city and age rating. The filters live in the address (a plain GET form works before
 * the app has started), so a chosen list can be shared and is drawn by the server.
 */
export function AfishaList() {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = filtersOf(location.search);
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(filters));
  const afisha = useAfisha(filters);
  if (afisha.error) throw afisha.error;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = filtersOf(
      searchOf({
        from: draft.from || undefined,
        to: draft.to || undefined,
        city: draft.city || undefined,
        age: (draft.age || undefined) as AgeRating | undefined,
      }),
    );
    void navigate({ pathname: location.pathname, search: searchOf(next) });
  }

  function reset() {
    setDraft(draftOf({}));
    void navigate({ pathname: location.pathname, search: '' });
  }

  const select = (name: 'city' | 'age', label: string, empty: string, options: { value: string; label: string }[]) => (
    <FieldShell
      label={label}
      control={(control) => (
        <select
          {...control}
          name={name}
          className={styles.select}
          value={draft[name]}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        >
          <option value="">{empty}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
  return (
    <>
      <PageIntro
        id="afisha-title"
        title="Афиша"
        lead="Концерты, спектакли и гала-концерты фестивалей на площадках платформы. Билеты — онлайн: выберите места, оплатите картой или в кассе площадки, электронный билет с QR-кодом придёт на почту."
      />
      <Container>
        <form className={styles.filters} method="get" onSubmit={apply} aria-label="Подбор событий">
          <Field
            label="С даты"
            name="from"
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
          <Field
            label="По дату"
            name="to"
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
          {select(
            'city',
            'Город',
            'Все города',
            (afisha.data?.cities ?? []).map((city) => ({ value: city.slug, label: city.name })),
          )}
          {select(
            'age',
            'Возраст',
            'Любой',
            AGE_RATINGS.map((age) => ({ value: age, label: age })),
          )}
          <div className={`${styles.filterActions} ${formStyles.actions}`}>
            <button type="submit" className={buttonClass('primary')}>
              Показать
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={reset}>
              Сбросить
            </button>
          </div>
        </form>
        {!afisha.data ? (
          <PageSkeleton label="Загружаем афишу…" />
        ) : afisha.data.items.length === 0 ? (
          <p className={styles.empty} role="status">
            На эти даты и в этом городе событий пока нет. Попробуйте другие даты или сбросьте фильтры.
          </p>
        ) : (
          <>
            <p className={styles.found} role="status">
              {countRu(afisha.data.items.length, SHOWS)} в афише
            </p>
            <ul className={`${tiles.grid} ${styles.grid}`}>
              {afisha.data.items.map((show) => (
                <li key={show.code}>
                  <ShowCardView show={show} />
                </li>
              ))}
            </ul>
          </>
        )}
      </Container>
    </>
  );
}

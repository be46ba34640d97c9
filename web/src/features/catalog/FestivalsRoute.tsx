import { Navigate, useLocation, useParams } from 'react-router';
import { useHref } from '../../app/AreaContext';
import { validationNotFound } from '../../shared/errors/platformError';
import { Container } from '../../shared/ui/Container';
import { useEventFilters } from '../../shared/events/api';
import { FestivalsCatalog } from './FestivalsCatalog';
import { FestivalsLoadFailed } from './FestivalsLoadFailed';
import { filtersTarget, isCanonical, parseFilterPath } from './filterPath';
import styles from './FestivalsCatalog.module.css';

/**
 * `/festivals/` and `/festivals/{entry}/...`: reads the path against the filters answer. Like the
 * server, an unknown entry is a 404 and entries out of canonical order move to the canonical URL.
 */
export function FestivalsRoute() {
  const params = useParams();
  const location = useLocation();
  const buildHref = useHref();
  const filters = useEventFilters(true);
  const entries = (params['*'] ?? '').split('/').filter((e) => e !== '');

  if (filters.isPending) {
    return (
      <Container className={styles.page}>
        <div className={styles.skeletonTitle} aria-busy="true" aria-label="Загружаем фестивали" />
      </Container>
    );
  }
  if (filters.isError) {
    return (
      <Container className={styles.page}>
        <FestivalsLoadFailed heading="h1" message={filters.error.message} onRetry={() => void filters.refetch()} />
      </Container>
    );
  }

  const definitions = filters.data.filters;
  const query = new URLSearchParams(location.search);
  const { state, unknown } = parseFilterPath(entries, query, definitions);
  // Rendering the error lets the route's error boundary show the 404 page (spec section 2).
  if (unknown.length > 0) throw validationNotFound(location.pathname);
  if (!isCanonical(entries, state, definitions)) {
    const target = filtersTarget(state, definitions);
    return <Navigate replace to={buildHref({ ...target, query: { ...target.query, sort: query.get('sort') ?? undefined } }).href} />;
  }
  return <FestivalsCatalog state={state} filters={definitions} />;
}

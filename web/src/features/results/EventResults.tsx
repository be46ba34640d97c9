import { AppLink } from '../../routes/AppLink';
import { resultsApi, useEventResults, type ResultsApi } from './api';
import { groupResults, titleRank } from './rules';
import styles from './Results.module.css';

/** A title's look: the Гран-при and the laureates stand out, the rest is plain. */
function titleTone(title: string): string | undefined {
  const rank = titleRank(title);
  return rank === 0 ? styles.titleGrand : rank <= 3 ? styles.titleLaureate : styles.titlePlain;
}

/**
 * «Результаты» of a festival page: the published results by nomination and age category, the best
 * title first; a performer with a portfolio links to it, and each diploma to its verification
 * page. Nothing is drawn before the results are published.
 */
export function EventResults({ code, api = resultsApi }: { code: string; api?: ResultsApi }) {
  const { data } = useEventResults(code, api);
  if (!data || data.length === 0) return null;
  const groups = groupResults(data);
  return (
    <section className={styles.festivalBlock} aria-labelledby="results-title">
      <h2 id="results-title" className={styles.blockTitle}>
        Результаты
      </h2>
      {groups.map((group) => (
        <div key={`${group.nomination}-${group.age_category ?? ''}`} className={styles.resultGroup}>
          <h3 className={styles.groupTitle}>
            {group.nomination}
            {group.age_category && <span className={styles.groupAge}>{group.age_category}</span>}
          </h3>
          <ul className={styles.results}>
            {group.items.map((result, index) => (
              <li key={`${result.performer}-${index}`} className={styles.result}>
                <span className={`${styles.resultTitle} ${titleTone(result.title)}`}>{result.title}</span>
                <span className={styles.resultPerformer}>
                  {result.participant_code ? (
                    <AppLink to="main-uchastnik-code" params={{ code: result.participant_code }}>
                      {result.performer}
                    </AppLink>
                  ) : (
                    result.performer
                  )}
                </span>
                {result.diploma_code && (
                  <AppLink
                    to="main-diplom-code"
                    params={{ code: result.diploma_code }}
                    className={styles.resultDiploma}
                    aria-label={`Диплом: ${result.performer}`}
                  >
                    Диплом
                  </AppLink>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

import { AppLink } from '../../routes/AppLink';
import { dayText } from './dates';
import { cityName, titleRank } from './rules';
import type { PortfolioResult } from './types';
import styles from './Results.module.css';

/**
 * «Результаты» of a participant's page: each published result, newest first — the title, the
 * festival (a link to its page) with its date and city, the nomination and age category, the
 * piece, and the diploma's verification page.
 */
export function PortfolioResults({ results }: { results: readonly PortfolioResult[] }) {
  return (
    <ul className={styles.portfolioResults}>
      {results.map((result, index) => {
        const city = cityName(result.event.city);
        return (
          <li
            key={`${result.event.code}-${index}`}
            className={styles.portfolioResult}
            data-grand={titleRank(result.title) === 0 || undefined}
          >
            <span className={styles.portfolioTitle}>{result.title}</span>
            <AppLink to="events-festival-code" params={{ code: result.event.code }} className={styles.portfolioEvent}>
              {result.event.name}
            </AppLink>
            <span className={styles.meta}>{[dayText(result.event.date_start), city].filter(Boolean).join(' · ')}</span>
            <span>{[result.nomination, result.age_category].filter(Boolean).join(' · ')}</span>
            {result.piece && <span className={styles.piece}>{result.piece}</span>}
            {result.diploma_code && (
              <AppLink to="main-diplom-code" params={{ code: result.diploma_code }} className={styles.resultDiploma}>
                Диплом № {result.diploma_code}
              </AppLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}

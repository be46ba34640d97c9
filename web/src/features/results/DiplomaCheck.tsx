import type { ReactNode } from 'react';
import { AppLink } from '../../routes/AppLink';
import { buttonClass } from '../../shared/ui/button';
import { Container } from '../../shared/ui/Container';
import { dateRange, dayText } from './dates';
import { cityName } from './rules';
import type { DiplomaFacts } from './types';
import styles from './Results.module.css';

/** The PDF of a diploma: anyone who has its code may download it (decision 0045). */
export const diplomaPdfPath = (code: string) => `/api/diplomas/${encodeURIComponent(code)}/pdf`;

/**
 * The verification page of a diploma (main:/diplom/{code}/, the link and QR code printed on it):
 * that it is genuine, the title and the performer (a link to their portfolio when there is one),
 * what it was given for, where and when, and its PDF.
 */
export function DiplomaCheck({ diploma }: { diploma: DiplomaFacts }) {
  const city = cityName(diploma.event.city);
  const facts: [string, ReactNode][] = [
    ['Номинация', diploma.nomination],
    ['Возрастная категория', diploma.age_category],
    ['Произведение', diploma.piece],
    [
      'Мероприятие',
      <AppLink key="event" to="events-festival-code" params={{ code: diploma.event.code }}>
        {diploma.event.name}
      </AppLink>,
    ],
    ['Даты', dateRange(diploma.event.date_start, diploma.event.date_end)],
    ['Город', city],
    ['Выдан', dayText(diploma.issued_at.slice(0, 10))],
    ['Номер диплома', diploma.code],
  ];
  return (
    <Container className={styles.checkPage}>
      <section className={styles.check} aria-labelledby="diploma-check-title">
        <div className={styles.checkHead}>
          <span className={styles.checkMark} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="3">
              <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <div>
            <h1 id="diploma-check-title" className={styles.checkTitle}>
              Диплом подлинный
            </h1>
            <p className={styles.meta}>Выдан платформой «Территория творчества» по решению жюри</p>
          </div>
        </div>
        <p className={styles.checkAward}>
          <span className={styles.diplomaTitle}>{diploma.title}</span>
          <span className={styles.checkPerformer}>
            {diploma.participant_code ? (
              <AppLink to="main-uchastnik-code" params={{ code: diploma.participant_code }}>
                {diploma.performer}
              </AppLink>
            ) : (
              diploma.performer
            )}
          </span>
        </p>
        <dl className={styles.checkFacts}>
          {facts
            .filter(([, value]) => value !== null && value !== '')
            .map(([term, value]) => (
              <div key={term} className={styles.checkFact}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        <a
          className={`${buttonClass('primary')} ${styles.checkPdf}`}
          href={diplomaPdfPath(diploma.code)}
          download={`diploma-${diploma.code}.pdf`}
        >
          Скачать диплом в PDF
        </a>
      </section>
    </Container>
  );
}

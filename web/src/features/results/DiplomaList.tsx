import { AppLink } from '../../routes/AppLink';
import { buttonClass } from '../../shared/ui/button';
import { dayText } from './dates';
import type { MyDiploma } from './types';
import styles from './Results.module.css';

/**
 * The account's «Дипломы»: a diploma per performance of mine whose results are published, the
 * newest first as the server lists them, each with its PDF and its verification page (the link
 * printed on the diploma, to send to a school or a jury).
 */
export function DiplomaList({ diplomas }: { diplomas: readonly MyDiploma[] }) {
  if (diplomas.length === 0) {
    return (
      <div className={styles.emptyBox}>
        <h2 className={styles.emptyTitle}>Дипломов пока нет</h2>
        <p>
          Диплом появится здесь, когда жюри оценит выступление, а организатор опубликует результаты конкурса. Мы пришлём письмо со ссылкой.
        </p>
        <AppLink to="events-festivals" className={buttonClass('secondary')}>
          Выбрать фестиваль
        </AppLink>
      </div>
    );
  }
  return (
    <ul className={styles.diplomas} aria-label="Дипломы">
      {diplomas.map((diploma) => (
        <li key={diploma.code} className={styles.diploma}>
          <p className={styles.diplomaTitle}>{diploma.title}</p>
          <p className={styles.diplomaPerformer}>{diploma.performer}</p>
          <p className={styles.meta}>
            <AppLink to="events-festival-code" params={{ code: diploma.event.code }}>
              {diploma.event.name}
            </AppLink>
            {diploma.event.date_start && `, ${dayText(diploma.event.date_start)}`}
          </p>
          <div className={styles.diplomaLinks}>
            <a className={buttonClass('primary', 'small')} href={diploma.pdf_url} download={`diploma-${diploma.code}.pdf`}>
              Скачать PDF
            </a>
            <AppLink to="main-diplom-code" params={{ code: diploma.code }} className={buttonClass('secondary', 'small')}>
              Страница проверки
            </AppLink>
          </div>
          <p className={styles.code}>Номер диплома: {diploma.code}</p>
        </li>
      ))}
    </ul>
  );
}

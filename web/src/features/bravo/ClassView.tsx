import { formatPrice } from '../../shared/format/price';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import { Banner, PageIntro, Section, pageStyles } from '../../shared/ui/page';
import { CardList, TeacherCardView } from './Cards';
import { WEEKDAY_DISCOUNT, WEEKDAY_DISCOUNT_TEXT, discountedPrice } from './discount';
import { EnrolAction } from './EnrolAction';
import { ageRange, groupOf, lessonTime, levelName, weekdayName } from './format';
import type { SchoolClass } from './types';
import styles from './Bravo.module.css';

/**
 * /_bravo/{school}/{class}: what the class does and for whom, its week (day, time, room), the
 * three prices with the weekday discount on individual lessons worked out, its teachers.
 */
export function ClassView({ schoolClass: c }: { schoolClass: SchoolClass }) {
  const individual = c.prices.individual;
  return (
    <>
      <PageIntro id="class-title" eyebrow={c.school.name} title={c.name} lead={c.summary}>
        <ul className={styles.introFacts} aria-label="Кому подходит">
          <li>{ageRange(c.age_min, c.age_max)}</li>
          <li>{levelName(c.level)}</li>
          <li>Группа {groupOf(c.group_size)}</li>
        </ul>
        <EnrolAction tone="light" />
      </PageIntro>

      <Section id="o-zanyatii" title="О занятиях">
        <div className={styles.columns}>
          <div className={pageStyles.prose}>
            <p>{c.description}</p>
          </div>
          <div>
            <h3 className={styles.subTitle}>Расписание на неделю</h3>
            {c.slots.length > 0 ? (
              <table className={styles.table}>
                <caption>
                  <VisuallyHidden>Расписание занятий «{c.name}» на неделю</VisuallyHidden>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">День</th>
                    <th scope="col">Время</th>
                    <th scope="col">Зал</th>
                  </tr>
                </thead>
                <tbody>
                  {c.slots.map((slot) => (
                    <tr key={slot.id}>
                      <th scope="row">{weekdayName(slot.weekday)}</th>
                      <td>{lessonTime(slot)}</td>
                      <td>{slot.room ?? 'Уточним при записи'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className={styles.muted}>Расписание группы на новый сезон составляем — позвоните, расскажем о днях и времени.</p>
            )}
          </div>
        </div>
      </Section>

      <Section id="stoimost" tone="muted" title="Стоимость">
        <dl className={styles.prices}>
          <div>
            <dt>Абонемент на месяц</dt>
            <dd>{formatPrice(c.prices.month)}</dd>
          </div>
          <div>
            <dt>Разовое занятие</dt>
            <dd>{formatPrice(c.prices.visit)}</dd>
          </div>
          <div>
            <dt>Индивидуальное занятие</dt>
            <dd>{formatPrice(individual)}</dd>
          </div>
        </dl>
        <Banner
          id="skidka"
          badge={`−${WEEKDAY_DISCOUNT.percent}%`}
          title={WEEKDAY_DISCOUNT_TEXT}
          text={`Индивидуальное занятие в это время — ${formatPrice(discountedPrice(individual))} вместо ${formatPrice(individual)}. Назовите удобный день при записи, и педагог подберёт время в этом окне.`}
        />
      </Section>

      {c.teachers.length > 0 && (
        <Section id="pedagogi" title={c.teachers.length > 1 ? 'Педагоги' : 'Педагог'}>
          <CardList items={c.teachers} keyOf={(t) => t.code} render={(t) => <TeacherCardView teacher={t} />} wide />
        </Section>
      )}

      <Section id="zapis" tone="muted" title="Пробное занятие">
        <div className={pageStyles.prose}>
          <p>
            Приходите на пробное занятие: педагог познакомится с ребёнком, покажет, как проходит урок, и подскажет, подходит ли группа по
            возрасту и уровню. Возьмите удобную одежду и бутылку воды.
          </p>
          <p>
            <EnrolAction />
          </p>
        </div>
      </Section>
    </>
  );
}

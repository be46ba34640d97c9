import { formatPrice } from '../../shared/format/price';
import { BookingForm, WEEKDAY_DISCOUNT, WEEKDAY_DISCOUNT_TEXT, discountedPrice } from '../bravo-bookings';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import { Banner, PageIntro, Section, pageStyles } from '../../shared/ui/page';
import { CardList, TeacherCardView } from './Cards';
import { EnrolAction } from './EnrolAction';
import { ageRange, groupOf, lessonTime, levelName, weekdayName } from './format';
import type { SchoolClass } from './types';
import styles from './Bravo.module.css';

/**
 * /_bravo/{school}/{class}: what the class does and for whom, its week (day, time, room), the
 * three prices with the weekday discount on individual lessons worked out, its teachers, and the
 * booking form (a trial lesson, an enrolment, an individual lesson: decision 0043).
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
        <EnrolAction tone="light" href="#zapis" />
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
          text={`Индивидуальное занятие в это время — ${formatPrice(discountedPrice(individual))} вместо ${formatPrice(individual)}. Выберите индивидуальное занятие в форме записи — цена со скидкой посчитается сама.`}
        />
      </Section>

      {c.teachers.length > 0 && (
        <Section id="pedagogi" title={c.teachers.length > 1 ? 'Педагоги' : 'Педагог'}>
          <CardList items={c.teachers} keyOf={(t) => t.code} render={(t) => <TeacherCardView teacher={t} />} wide />
        </Section>
      )}

      <Section id="zapis" tone="muted" title="Записаться">
        <div className={styles.columns}>
          <div className={pageStyles.prose}>
            <p>
              Пробное занятие бесплатное: педагог познакомится с ребёнком, покажет, как проходит урок, и подскажет, подходит ли группа по
              возрасту и уровню. Возьмите удобную одежду и бутылку воды.
            </p>
            <p>
              После записи администратор позвонит в течение рабочего дня и подтвердит время. Записи ребёнка видны в личном кабинете, если вы
              записываетесь после входа.
            </p>
          </div>
          <BookingForm cls={c} />
        </div>
      </Section>
    </>
  );
}

import { useSearchParams } from 'react-router';
import { AppLink } from '../../routes/AppLink';
import { FieldShell } from '../../shared/ui/form/FieldShell';
import { formStyles } from '../../shared/ui/form';
import { PageIntro, Section } from '../../shared/ui/page';
import { BookingForm } from '../bravo-bookings';
import { useClasses } from './api';
import { ageRange } from './format';
import styles from './Bravo.module.css';

/**
 * /_bravo/zapis: «ЗАПИСАТЬСЯ НА УРОК» of the header, footer and home (issue 16, decision 0043): a
 * class chosen among all of the school's (`?klass=school/code` picks one), then the booking form.
 */
export function EnrolView() {
  const [search, setSearch] = useSearchParams();
  const classes = useClasses({});
  const chosen = search.get('klass') ?? '';
  const cls = classes.data?.find((c) => `${c.school.code}/${c.code}` === chosen) ?? null;
  const schools = [...new Map((classes.data ?? []).map((c) => [c.school.code, c.school.name])).entries()];

  return (
    <>
      <PageIntro
        id="zapis-title"
        eyebrow="Театр-студия «Браво»"
        title="Запись на занятие"
        lead="Пробное занятие бесплатное. Выберите направление и день — администратор перезвонит в течение рабочего дня и подтвердит время."
      />
      <Section id="forma" title="Куда записываемся">
        <div className={styles.enrol}>
          <FieldShell
            label="Занятие"
            hint={
              <>
                Не знаете, что выбрать? Посмотрите <AppLink to="bravo-raspisanie">расписание по возрасту ребёнка</AppLink>
              </>
            }
            control={(control) => (
              <select
                {...control}
                className={formStyles.input}
                value={chosen}
                onChange={(event) => setSearch(event.target.value ? { klass: event.target.value } : {}, { replace: true })}
              >
                <option value="">{classes.data ? 'Выберите занятие' : 'Загружаем занятия…'}</option>
                {schools.map(([code, name]) => (
                  <optgroup key={code} label={name}>
                    {(classes.data ?? [])
                      .filter((c) => c.school.code === code)
                      .map((c) => (
                        <option key={c.code} value={`${code}/${c.code}`}>
                          {c.name}, {ageRange(c.age_min, c.age_max)}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
            )}
          />
          {cls && <BookingForm key={chosen} cls={cls} />}
        </div>
      </Section>
    </>
  );
}

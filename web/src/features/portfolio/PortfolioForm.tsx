import { useId, useRef, useState } from 'react';
import { useEventFilters } from '../../shared/events/api';
import type { FilterDefinition } from '../../shared/events/types';
import type { WriteResult } from '../../shared/api';
import { buttonClass } from '../../shared/ui/button';
import { ContentImage } from '../../shared/ui/ContentImage';
import { Checkbox, Field, formStyles, TextAreaField, useFormSubmit, FormError } from '../../shared/ui/form';
import { useHydrated } from '../../shared/ui/useHydrated';
import { FieldShell } from '../../shared/ui/form/FieldShell';
import { usePeopleFilters } from '../people';
import { LIMITS, TYPE_NAMES, dataOf, fieldOf, localToday, validatePortfolio, valuesOf } from './rules';
import { PhotoInput } from './PhotoInput';
import type { PortfolioApi } from './api';
import type { Portfolio, PortfolioField, PortfolioType, PortfolioValues } from './types';
import styles from './Portfolio.module.css';

/** The options of a catalogue select (cities, creative types): every city and type of the handbooks. */
function optionsOf(filters: FilterDefinition[] | undefined, code: 'city' | 'creative_type') {
  return (filters?.find((filter) => filter.code === code)?.Values ?? []).filter((value) => value.type === 'value');
}

/** The form index of the server's n-th video (the form sends its non-empty links only). */
function videoField(values: PortfolioValues, serverIndex: number): PortfolioField {
  let seen = -1;
  for (let i = 0; i < values.videos.length; i += 1) {
    if ((values.videos[i] ?? '').trim() === '') continue;
    seen += 1;
    if (seen === serverIndex) return `video${i}`;
  }
  return 'video0';
}

/** The field of the first link the rule refuses, else of the first link given. */
function firstBadVideo(values: PortfolioValues, type: PortfolioType, today: string): PortfolioField {
  const errors = validatePortfolio(values, type, { today, forSubmit: false });
  const bad = values.videos.findIndex((_, i) => errors[`video${i}`] !== undefined);
  if (bad >= 0) return `video${bad}`;
  const given = values.videos.findIndex((link) => link.trim() !== '');
  return `video${Math.max(given, 0)}`;
}

export interface PortfolioFormProps {
  type: PortfolioType;
  /** The saved draft; none for a new one (its first save creates it). */
  portfolio?: Portfolio;
  api: PortfolioApi;
  /** After a save (the draft as the server keeps it) or a sending for moderation. */
  onSaved: (portfolio: Portfolio, sent: boolean) => void;
  onCancel: () => void;
}

/**
 * A portfolio's form: the fields of its kind (docs/api.md), the portrait and the photos uploaded
 * at once, up to six video links checked as they are typed with the spec's two messages, and for a
 * minor soloist the birth date, the guardian and the guardian's consent. «Сохранить» keeps the
 * draft (checking the lengths and links only); «Отправить на модерацию» saves and sends it, after
 * checking what moderation needs. The server's 422 goes under the fields it names.
 */
export function PortfolioForm({ type, portfolio, api, onSaved, onCancel }: PortfolioFormProps) {
  const [values, setValues] = useState<PortfolioValues>(() => valuesOf(portfolio?.data));
  const [id, setId] = useState<number | undefined>(portfolio?.id);
  const mode = useRef<'save' | 'submit'>('save');
  const filters = useEventFilters().data?.filters;
  const cities = optionsOf(filters, 'city');
  const creativeTypes = optionsOf(filters, 'creative_type');
  const structures = usePeopleFilters().data?.structures ?? [];
  const typesLabel = useId();
  const today = localToday();
  const collective = type === 'collective';
  const hydrated = useHydrated();

  async function send(): Promise<WriteResult<Portfolio>> {
    const data = dataOf(values, type);
    const saved = id === undefined ? await api.create(type === 'mentor' ? 'mentor' : 'participant', data) : await api.save(id, data);
    if (saved.kind !== 'done') return saved;
    setId(saved.data.id);
    if (mode.current === 'save') return saved;
    return api.submit(saved.data.id);
  }

  const { errors, formError, busy, submit, clearError } = useFormSubmit<PortfolioField, Portfolio>({
    validate: () => validatePortfolio(values, type, { today, forSubmit: mode.current === 'submit' }),
    send,
    fieldOf: (key) => {
      const field = fieldOf(key);
      const index = /^video(\d+)$/.exec(field ?? '')?.[1];
      if (index === undefined) return field;
      // `videos[2]`: the server's third link; `videos`: the list, said of its first bad link.
      return /\d/.test(key) ? videoField(values, Number(index)) : firstBadVideo(values, type, today);
    },
    onDone: (saved) => onSaved(saved, mode.current === 'submit'),
  });

  function set<K extends keyof PortfolioValues>(key: K, value: PortfolioValues[K], field?: PortfolioField) {
    setValues((current) => ({ ...current, [key]: value }));
    if (field) clearError(field);
    else if (key !== 'videos') clearError(key as PortfolioField);
  }

  function setVideo(index: number, link: string) {
    setValues((current) => ({ ...current, videos: current.videos.map((old, i) => (i === index ? link : old)) }));
    clearError(`video${index}`);
  }

  function toggleType(slug: string, checked: boolean) {
    const next = checked ? [...values.creative_types, slug] : values.creative_types.filter((item) => item !== slug);
    set('creative_types', next);
  }

  const [videoErrors, setVideoErrors] = useState<Record<number, string | null>>({});
  const checkVideo = (index: number) =>
    setVideoErrors((current) => ({
      ...current,
      [index]: validatePortfolio(values, type, { today, forSubmit: false })[`video${index}`] ?? null,
    }));

  return (
    <form
      className={`${formStyles.form} ${styles.form}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={portfolio ? `Портфолио: ${portfolio.data.name || TYPE_NAMES[type]}` : `Новое портфолио: ${TYPE_NAMES[type]}`}
    >
      <fieldset className={styles.group}>
        <legend>{type === 'mentor' ? 'О наставнике' : collective ? 'О коллективе' : 'Об участнике'}</legend>
        <Field
          label={collective ? 'Название коллектива' : 'Имя и фамилия'}
          name="name"
          autoComplete={collective ? 'off' : 'name'}
          maxLength={LIMITS.name}
          value={values.name}
          error={errors.name}
          hint={collective ? 'Как коллектив называют на афишах: «Образцовый ансамбль танца «Улыбка»»' : undefined}
          onChange={(event) => set('name', event.target.value)}
        />
        {type === 'mentor' && (
          <Field
            label="Должность и роль"
            name="position"
            optional
            maxLength={LIMITS.position}
            value={values.position}
            error={errors.position}
            hint="Например: «Хореограф, руководитель ансамбля «Улыбка»»"
            onChange={(event) => set('position', event.target.value)}
          />
        )}
        <FieldShell
          label="Город"
          error={errors.city}
          control={(control) => (
            <select
              {...control}
              name="city"
              className={`${styles.select} ${errors.city ? styles.invalid : ''}`}
              value={values.city}
              onChange={(event) => set('city', event.target.value)}
            >
              <option value="">Город не выбран</option>
              {cities.map((city) => (
                <option key={city.code} value={city.code}>
                  {city.title}
                </option>
              ))}
            </select>
          )}
        />
        <FieldShell
          label={collective ? 'Учреждение, при котором работает коллектив' : 'Коллектив, школа или учреждение'}
          error={errors.structure}
          optional
          control={(control) => (
            <select
              {...control}
              name="structure"
              className={`${styles.select} ${errors.structure ? styles.invalid : ''}`}
              value={values.structure}
              onChange={(event) => set('structure', event.target.value)}
            >
              <option value="">Не указано</option>
              {structures.map((structure) => (
                <option key={structure.code} value={structure.code}>
                  {structure.name}
                </option>
              ))}
            </select>
          )}
        />
        <div className={formStyles.field} role="group" aria-labelledby={typesLabel}>
          <p id={typesLabel} className={formStyles.label}>
            Виды творчества <span className={formStyles.optional}>(до {LIMITS.creativeTypes})</span>
          </p>
          <ul className={styles.checks}>
            {creativeTypes.map((item) => {
              const checked = values.creative_types.includes(item.code);
              return (
                <li key={item.code}>
                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      name="creative_types"
                      value={item.code}
                      checked={checked}
                      disabled={!checked && values.creative_types.length >= LIMITS.creativeTypes}
                      aria-invalid={errors.creative_types ? true : undefined}
                      onChange={(event) => toggleType(item.code, event.target.checked)}
                    />
                    {item.title}
                  </label>
                </li>
              );
            })}
          </ul>
          {errors.creative_types && <p className={formStyles.error}>{errors.creative_types}</p>}
        </div>
        <TextAreaField
          label={type === 'mentor' ? 'О себе' : collective ? 'О коллективе' : 'О себе'}
          name="bio"
          rows={7}
          maxLength={LIMITS.bio}
          value={values.bio}
          error={errors.bio}
          hint={`${values.bio.trim().length} из ${LIMITS.bio} символов; для модерации — не меньше ${LIMITS.bioMin}. ${
            type === 'mentor'
              ? 'Опыт, чему и кого учите, чем гордятся ваши ученики.'
              : collective
                ? 'История коллектива, руководитель, состав и репертуар.'
                : 'Чем занимаетесь, у кого учитесь, где выступали.'
          }`}
          onChange={(event) => set('bio', event.target.value)}
        />
        {type === 'mentor' && (
          <TextAreaField
            label="Достижения"
            name="achievements"
            optional
            rows={5}
            value={values.achievements}
            error={errors.achievements}
            hint={`По одному на строке, до ${LIMITS.achievements}: звания, награды, победы учеников`}
            onChange={(event) => set('achievements', event.target.value)}
          />
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Фото</legend>
        <div className={styles.photoRow}>
          <div className={styles.portraitBox}>
            {values.photo ? (
              <ContentImage src={values.photo} alt="Главное фото" className={styles.portrait} sizes="160px" />
            ) : (
              <span className={styles.portraitEmpty}>Нет фото</span>
            )}
          </div>
          <div className={styles.photoActions}>
            <p className={formStyles.label}>{collective ? 'Главное фото коллектива' : 'Портрет'}</p>
            <p className={formStyles.hint}>JPEG, PNG или WebP до 15 МБ. Лучше вертикальное фото: в каталоге оно обрезается до 4 : 5.</p>
            <div className={formStyles.actions}>
              <PhotoInput
                label={values.photo ? 'Заменить фото' : 'Загрузить фото'}
                left={1}
                api={api}
                error={errors.photo}
                onUploaded={(photo) => set('photo', photo.path)}
              />
              {values.photo && (
                <button type="button" className={formStyles.linkButton} onClick={() => set('photo', null)}>
                  Убрать
                </button>
              )}
            </div>
          </div>
        </div>
        <div className={styles.galleryHead}>
          <p className={formStyles.label}>
            Фотографии с выступлений и репетиций{' '}
            <span className={formStyles.optional}>
              ({values.photos.length} из {LIMITS.photos})
            </span>
          </p>
          <PhotoInput
            label="Добавить фото"
            left={LIMITS.photos - values.photos.length}
            api={api}
            error={errors.photos}
            onUploaded={(photo) =>
              setValues((current) => ({ ...current, photos: [...current.photos, photo.path].slice(0, LIMITS.photos) }))
            }
          />
        </div>
        {values.photos.length > 0 && (
          <ul className={styles.gallery} aria-label="Загруженные фотографии">
            {values.photos.map((photo, index) => (
              <li key={photo}>
                <ContentImage src={photo} alt={`Фото ${index + 1}`} sizes="160px" />
                <button
                  type="button"
                  className={formStyles.linkButton}
                  aria-label={`Убрать фото ${index + 1}`}
                  onClick={() =>
                    set(
                      'photos',
                      values.photos.filter((item) => item !== photo),
                    )
                  }
                >
                  Убрать
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Видео</legend>
        <p className={formStyles.hint}>
          Ссылка на видео на RUTUBE, VK Видео, YouTube или Дзене — или на файл MP4. До {LIMITS.videos} видео; лучше короткие, до 90 секунд.
        </p>
        {values.videos.map((link, index) => (
          <div key={index} className={styles.videoRow}>
            <Field
              label={`Ссылка на видео ${index + 1}`}
              name={`video${index}`}
              type="url"
              inputMode="url"
              placeholder="https://rutube.ru/video/…"
              value={link}
              error={errors[`video${index}`] ?? videoErrors[index] ?? undefined}
              onChange={(event) => {
                setVideo(index, event.target.value);
                if (event.target.value.trim() === '') setVideoErrors((current) => ({ ...current, [index]: null }));
              }}
              onBlur={() => checkVideo(index)}
            />
            {values.videos.length > 1 && (
              <button
                type="button"
                className={formStyles.linkButton}
                aria-label={`Убрать ссылку на видео ${index + 1}`}
                onClick={() => {
                  set(
                    'videos',
                    values.videos.filter((_, i) => i !== index),
                  );
                  setVideoErrors({});
                }}
              >
                Убрать
              </button>
            )}
          </div>
        ))}
        {values.videos.length < LIMITS.videos && (
          <div>
            <button type="button" className={buttonClass('secondary', 'small')} onClick={() => set('videos', [...values.videos, ''])}>
              Добавить ссылку
            </button>
          </div>
        )}
      </fieldset>

      {type === 'soloist' && (
        <fieldset className={styles.group}>
          <legend>Возраст</legend>
          <Checkbox name="minor" checked={values.minor} onChange={(checked) => set('minor', checked)}>
            Участнику ещё нет 18 лет
          </Checkbox>
          {values.minor && (
            <>
              <p className={styles.privacy}>
                На публичной странице будут только имя, фото, видео, город, виды творчества и рассказ. Дату рождения, имя родителя и
                контакты не увидит никто, кроме модераторов платформы.
              </p>
              <Field
                label="Дата рождения участника"
                name="birth_date"
                type="date"
                max={today}
                value={values.birth_date}
                error={errors.birth_date}
                onChange={(event) => set('birth_date', event.target.value)}
              />
              <Field
                label="Имя и фамилия родителя или законного представителя"
                name="guardian_name"
                autoComplete="off"
                maxLength={LIMITS.guardianName}
                value={values.guardian_name}
                error={errors.guardian_name}
                onChange={(event) => set('guardian_name', event.target.value)}
              />
              <Checkbox
                name="guardian_consent"
                checked={values.guardian_consent}
                error={errors.guardian_consent}
                onChange={(checked) => set('guardian_consent', checked)}
              >
                Я родитель или законный представитель участника и согласен на публикацию его портфолио на платформе: имени, фото, видео,
                города и рассказа. Дата рождения и контакты на странице не показываются.
              </Checkbox>
            </>
          )}
        </fieldset>
      )}

      <FormError message={formError} />
      <div className={formStyles.actions}>
        {/* Enter in a field presses the first: a save, never a sending for moderation. */}
        <button type="submit" className={buttonClass('secondary')} disabled={busy || !hydrated} onClick={() => (mode.current = 'save')}>
          Сохранить
        </button>
        {/* A portfolio on moderation is sent already: a save hands the manager its new version. */}
        {portfolio?.status !== 'pending' && (
          <button type="submit" className={buttonClass('primary')} disabled={busy || !hydrated} onClick={() => (mode.current = 'submit')}>
            Отправить на модерацию
          </button>
        )}
        <button type="button" className={formStyles.linkButton} onClick={onCancel} disabled={busy}>
          К списку портфолио
        </button>
      </div>
    </form>
  );
}

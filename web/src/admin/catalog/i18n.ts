import polyglotI18nProvider from 'ra-i18n-polyglot';
import russianMessages from 'ra-language-russian';
import type { I18nProvider } from 'react-admin';
import { peopleResources } from '../people/i18n';
import { postersResources } from '../posters/i18n';

const SORT = 'Порядок';

/** Russian names of the catalogue resources and their fields (react-admin's `resources.*` keys). */
export const catalogMessages = {
  resources: {
    events: {
      name: 'Мероприятие |||| Мероприятия',
      fields: {
        id: 'ID',
        code: 'Код',
        type: 'Тип',
        name: 'Название',
        description: 'Описание',
        photo: 'Фото',
        place_id: 'Площадка',
        city_id: 'Город',
        date_start: 'Дата начала',
        date_end: 'Дата окончания',
        place_count: 'Мест всего',
        places_left: 'Свободных мест',
        price_participation: 'Стоимость участия, ₽',
        price_trip: 'Стоимость поездки, ₽',
        package_trip: 'Что входит в поездку',
        support: 'Текст о поддержке',
        project_id: 'Творческий проект',
        published: 'Опубликовано',
        creative_type_ids: 'Виды творчества',
        age_category_ids: 'Возрастные категории',
        tag_ids: 'Метки',
        created_at: 'Создано',
        updated_at: 'Изменено',
        q: 'Поиск',
      },
    },
    'event-programs': {
      name: 'Пункт программы |||| Программы',
      fields: { id: 'ID', event_id: 'Мероприятие', day: 'День', time: 'Время', title: 'Что происходит' },
    },
    'event-requirements': {
      name: 'Требование финала |||| Требования финала',
      fields: { id: 'ID', event_id: 'Мероприятие', project_id: 'Творческий проект', count: 'Участий' },
    },
    'event-jury': {
      name: 'Член жюри |||| Жюри',
      fields: { id: 'ID', event_id: 'Мероприятие', sort: SORT, name: 'Имя', regalia: 'Регалии' },
    },
    projects: {
      name: 'Творческий проект |||| Творческие проекты',
      fields: {
        id: 'ID',
        slug: 'Адрес (slug)',
        title: 'Название',
        summary: 'Кратко',
        content: 'Содержание',
        fixed: 'Фиксированная страница',
        q: 'Поиск',
      },
    },
    regions: { name: 'Регион |||| Регионы', fields: { id: 'ID', code: 'Код', name: 'Название', q: 'Поиск' } },
    cities: {
      name: 'Город |||| Города',
      fields: {
        id: 'ID',
        slug: 'Адрес (slug)',
        name: 'Название',
        name_in: 'Где («в Москве»)',
        region_id: 'Регион',
        sort: SORT,
        q: 'Поиск',
      },
    },
    places: {
      name: 'Площадка |||| Площадки',
      fields: {
        id: 'ID',
        code: 'Код',
        name: 'Название',
        city_id: 'Город',
        address: 'Адрес',
        lat: 'Широта',
        lon: 'Долгота',
        q: 'Поиск',
      },
    },
    halls: {
      name: 'Зал |||| Залы',
      fields: {
        id: 'ID',
        code: 'Код',
        name: 'Название',
        place_id: 'Площадка',
        capacity: 'Вместимость, человек',
        area: 'Площадь, м²',
        equipment: 'Оборудование',
        price_hour: 'Цена за час, ₽',
        price_day: 'Цена за день, ₽',
        photo: 'Фото',
        description: 'Описание',
        published: 'Опубликован',
        sort: SORT,
        created_at: 'Создан',
        updated_at: 'Изменён',
        q: 'Поиск',
      },
    },
    'creative-types': {
      name: 'Вид творчества |||| Виды творчества',
      fields: {
        id: 'ID',
        slug: 'Адрес (slug)',
        title: 'Название',
        adjective_plural: 'Прилагательное («Вокальные»)',
        icon: 'Иконка',
        sort: SORT,
        q: 'Поиск',
      },
    },
    'age-categories': {
      name: 'Возрастная категория |||| Возрастные категории',
      fields: {
        id: 'ID',
        slug: 'Адрес (slug)',
        title: 'Название',
        min_age: 'Возраст от',
        max_age: 'Возраст до',
        sort: SORT,
        q: 'Поиск',
      },
    },
    tags: {
      name: 'Метка |||| Метки',
      fields: {
        id: 'ID',
        slug: 'Адрес (slug)',
        title: 'Название',
        icon: 'Иконка',
        color: 'Цвет',
        sort: SORT,
        q: 'Поиск',
      },
    },
    'execution-formats': {
      name: 'Формат исполнения |||| Форматы исполнения',
      fields: { id: 'ID', code: 'Код', title: 'Название', sort: SORT, q: 'Поиск' },
    },
    // The school «Браво» (decision 0042).
    'bravo-schools': {
      name: 'Школа |||| Школы',
      fields: {
        id: 'ID',
        code: 'Код (адрес)',
        name: 'Название',
        summary: 'Кратко',
        description: 'Описание',
        published: 'Опубликована',
        sort: SORT,
        q: 'Поиск',
      },
    },
    'bravo-classes': {
      name: 'Занятие |||| Занятия',
      fields: {
        id: 'ID',
        code: 'Код (адрес)',
        school_id: 'Школа',
        name: 'Название',
        summary: 'Кратко',
        description: 'Описание',
        age_min: 'Возраст от',
        age_max: 'Возраст до',
        level: 'Уровень',
        group_size: 'Детей в группе',
        price_month: 'Абонемент на месяц, ₽',
        price_visit: 'Разовое посещение, ₽',
        price_individual: 'Индивидуальное занятие, ₽',
        published: 'Опубликовано',
        sort: SORT,
        teacher_ids: 'Педагоги',
        q: 'Поиск',
      },
    },
    'bravo-slots': {
      name: 'Урок |||| Расписание',
      fields: {
        id: 'ID',
        class_id: 'Занятие',
        weekday: 'День недели',
        start: 'Начало',
        end: 'Окончание',
        room_id: 'Аудитория',
      },
    },
    'bravo-teachers': {
      name: 'Педагог |||| Педагоги',
      fields: {
        id: 'ID',
        code: 'Код (адрес)',
        name: 'Имя и фамилия',
        role: 'Роль в школе',
        bio: 'О педагоге',
        photo: 'Фото',
        published: 'Опубликован',
        sort: SORT,
        q: 'Поиск',
      },
    },
    'bravo-rooms': {
      name: 'Аудитория |||| Аудитории',
      fields: { id: 'ID', code: 'Код', name: 'Название', note: 'Заметка', q: 'Поиск' },
    },
    'bravo-courses': {
      name: 'Курс |||| Курсы',
      fields: {
        id: 'ID',
        code: 'Код (адрес)',
        school_id: 'Школа',
        name: 'Название',
        kind: 'Вид',
        summary: 'Кратко',
        description: 'Описание',
        age_min: 'Возраст от',
        age_max: 'Возраст до',
        starts_on: 'Начало',
        ends_on: 'Окончание',
        schedule: 'Расписание',
        price: 'Цена, ₽',
        price_note: 'За что цена',
        published: 'Опубликован',
        sort: SORT,
        teacher_ids: 'Педагоги',
        q: 'Поиск',
      },
    },
    ...peopleResources,
    ...postersResources,
  },
};

function has(messages: unknown, key: string): boolean {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

/**
 * The admin's i18n provider with the catalogue's names added: keys the catalogue defines are
 * translated here (with polyglot's plurals), every other key by `base`. Keeps the catalogue's
 * labels beside its screens instead of growing the shared dictionary.
 */
export function withCatalogMessages(base: I18nProvider): I18nProvider {
  const own = polyglotI18nProvider(() => ({ ...russianMessages, ...catalogMessages }), 'ru', [{ locale: 'ru', name: 'Русский' }], {
    allowMissing: true,
  });
  return {
    ...base,
    translate: (key, options) => (has(catalogMessages, key) ? own.translate(key, options) : base.translate(key, options)),
  };
}

import type { DetailCode, RequestFormKind } from './types';

/** Whether a form asks for a field, and whether it must be filled in. */
export type Need = 'required' | 'optional' | 'absent';

interface DetailBase {
  code: DetailCode;
  label: string;
  required: boolean;
  /** The most characters the server keeps. */
  max: number;
}

/**
 * A form's own field (server/src/requests/model.cpp, DetailField): a line of text, several lines,
 * one value of a list, or a whole number within a range.
 */
export type DetailSpec =
  | (DetailBase & { kind: 'text' | 'lines' })
  | (DetailBase & { kind: 'choice'; choices: readonly string[] })
  | (DetailBase & { kind: 'number'; range: { min: number; max: number } });

export interface RequestFormSpec {
  /** The form's accessible name, and the section title when the block has none and `title` is set. */
  name: string;
  title?: string;
  button: string;
  phone: Need;
  email: Exclude<Need, 'absent'>;
  message: Exclude<Need, 'absent'>;
  messageLabel: string;
  /** Its own fields, in the server's order: shown after the email, before the message. */
  details: readonly DetailSpec[];
  /** The PDF it asks for (required), sent as the multipart part `project`; shown after the message. */
  file?: { label: string };
}

/** A choice field: the server keeps 200 characters of it, as of any field without its own limit. */
const choice = (code: DetailCode, label: string, choices: readonly string[]): DetailSpec => ({
  code,
  label,
  required: true,
  max: 200,
  kind: 'choice',
  choices,
});

const CITY: DetailSpec = { code: 'city', label: 'Город', required: true, max: 100, kind: 'text' };

/**
 * The forms, the server's rules as docs/api.md gives them: a call-back needs a phone, a question an
 * email to answer to, a review of the platform its text (and no phone); the programmes of OKI ask
 * their own fields besides (server/src/requests/model.cpp).
 */
export const REQUEST_FORMS: Record<RequestFormKind, RequestFormSpec> = {
  callback: {
    name: 'Заказать звонок',
    title: 'Заказать звонок',
    button: 'Перезвоните мне',
    phone: 'required',
    email: 'optional',
    message: 'optional',
    messageLabel: 'Удобное время и тема звонка',
    details: [],
  },
  question: {
    name: 'Задать вопрос',
    button: 'Отправить вопрос',
    phone: 'optional',
    email: 'required',
    message: 'required',
    messageLabel: 'Ваш вопрос',
    details: [],
  },
  feedback: {
    name: 'Отзыв о платформе',
    button: 'Отправить отзыв',
    phone: 'absent',
    email: 'optional',
    message: 'required',
    messageLabel: 'Ваш отзыв',
    details: [],
  },
  tutor: {
    name: 'Онлайн-репетитор',
    button: 'Записаться на занятие',
    phone: 'required',
    email: 'required',
    message: 'optional',
    messageLabel: 'Что хотите разобрать на занятии',
    details: [
      choice('subject', 'Предмет', [
        'Вокал',
        'Хореография',
        'Актёрское мастерство',
        'Сценическая речь',
        'Фортепиано',
        'Гитара',
        'Сольфеджио и теория музыки',
        'Постановка номера',
      ]),
      { code: 'student_age', label: 'Возраст ученика', required: true, max: 3, kind: 'number', range: { min: 4, max: 99 } },
      { code: 'preferred_times', label: 'Удобные дни и время', required: true, max: 200, kind: 'text' },
    ],
  },
  producer: {
    name: 'Продюсерский центр',
    button: 'Отправить заявку',
    phone: 'required',
    email: 'required',
    message: 'required',
    messageLabel: 'Расскажите о себе и своих целях',
    details: [
      choice('direction', 'Направление', ['Вокал', 'Хореография', 'Инструментальная музыка', 'Театр', 'Цирк', 'Другое']),
      { code: 'performer_age', label: 'Возраст исполнителя', required: true, max: 3, kind: 'number', range: { min: 14, max: 25 } },
      { code: 'links', label: 'Ссылки на видео выступлений', required: false, max: 500, kind: 'lines' },
    ],
  },
  club: {
    name: 'Вступление в клуб',
    button: 'Вступить в клуб',
    phone: 'optional',
    email: 'required',
    message: 'optional',
    messageLabel: 'Чего вы ждёте от клуба',
    details: [
      choice('club', 'Клуб', ['Экспертный клуб', 'Творческий клуб']),
      { code: 'collective', label: 'Коллектив или организация', required: false, max: 200, kind: 'text' },
      CITY,
      {
        code: 'experience',
        label: 'Стаж работы с коллективами, лет',
        required: false,
        max: 2,
        kind: 'number',
        range: { min: 0, max: 70 },
      },
    ],
  },
  ambassador: {
    name: 'Конкурс амбассадоров',
    button: 'Подать заявку',
    phone: 'required',
    email: 'required',
    message: 'required',
    messageLabel: 'Почему вы хотите стать амбассадором',
    details: [CITY, { code: 'collective', label: 'Коллектив или организация', required: true, max: 200, kind: 'text' }],
  },
  accelerator: {
    name: 'Акселератор проектов',
    button: 'Отправить проект',
    phone: 'required',
    email: 'required',
    message: 'required',
    messageLabel: 'Коротко о проекте: идея, участники, чего не хватает',
    details: [
      { code: 'project_title', label: 'Название проекта', required: true, max: 200, kind: 'text' },
      choice('stage', 'Стадия проекта', ['Идея', 'Прототип или пилот', 'Первые участники', 'Работающий проект']),
      { code: 'project_link', label: 'Ссылка на видео или сайт проекта', required: false, max: 500, kind: 'text' },
    ],
    file: { label: 'Проект в PDF' },
  },
  competence: {
    name: 'Конкурс творческих компетенций',
    button: 'Участвовать в конкурсе',
    phone: 'required',
    email: 'required',
    message: 'required',
    messageLabel: 'Опыт и проект, который вы представите',
    details: [
      choice('nomination', 'Номинация', [
        'Организатор творческих событий',
        'Педагог дополнительного образования',
        'Руководитель творческого коллектива',
        'Продюсер творческого проекта',
      ]),
      { code: 'organization', label: 'Организация', required: false, max: 200, kind: 'text' },
      CITY,
    ],
  },
  partner: {
    name: 'Партнёрский центр',
    button: 'Стать партнёром',
    phone: 'required',
    email: 'required',
    message: 'optional',
    messageLabel: 'Что вы предлагаете',
    details: [
      { code: 'organization', label: 'Организация', required: true, max: 200, kind: 'text' },
      choice('partnership', 'Формат партнёрства', [
        'Площадка для событий',
        'Информационный партнёр',
        'Спонсор',
        'Образовательный партнёр',
        'Сервисный партнёр',
      ]),
    ],
  },
  demo: {
    name: 'Показ платформы',
    button: 'Записаться на показ',
    phone: 'required',
    email: 'required',
    message: 'optional',
    messageLabel: 'Что хотите увидеть на показе',
    details: [
      { code: 'organization', label: 'Организация', required: true, max: 200, kind: 'text' },
      choice('event_kind', 'Что вы проводите', [
        'Фестиваль или конкурс',
        'Кастинг или набор',
        'Концерт или спектакль',
        'Образовательный интенсив',
        'Несколько событий за сезон',
      ]),
      choice('participants', 'Участников за сезон', ['До 100', '100–500', '500–2 000', 'Больше 2 000']),
    ],
  },
};

import { PUBLIC_AREA_CHOICES } from '../publicAreas';
import type { RequestForm, RequestStatus } from './types';

export const REQUESTS_TITLE = 'Заявки';

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'Новая',
  in_work: 'В работе',
  done: 'Обработана',
  spam: 'Спам',
};

export const REQUEST_FORM_LABELS: Record<RequestForm, string> = {
  callback: 'Обратный звонок',
  question: 'Вопрос',
  feedback: 'Отзыв о платформе',
  tutor: 'Онлайн-репетитор',
  producer: 'Продюсерский центр',
  club: 'Вступление в клуб',
  ambassador: 'Конкурс амбассадоров',
  accelerator: 'Акселератор проектов',
  competence: 'Конкурс творческих компетенций',
  partner: 'Партнёрский центр',
  demo: 'Показ платформы',
};

/** A code the server may add later reads as itself rather than breaking the list. */
function labelOf(labels: Record<string, string>, code: string): string {
  return Object.hasOwn(labels, code) ? (labels[code] ?? code) : code;
}

export const requestStatusLabel = (status: string) => labelOf(REQUEST_STATUS_LABELS, status);
export const requestFormLabel = (form: string) => labelOf(REQUEST_FORM_LABELS, form);

export { areaLabel } from '../publicAreas';

const choices = <T extends string>(codes: readonly T[], label: (code: T) => string) => codes.map((id) => ({ id, name: label(id) }));

export const STATUS_CHOICES = choices(Object.keys(REQUEST_STATUS_LABELS) as RequestStatus[], requestStatusLabel);
export const FORM_CHOICES = choices(Object.keys(REQUEST_FORM_LABELS) as RequestForm[], requestFormLabel);
export const AREA_CHOICES = PUBLIC_AREA_CHOICES;

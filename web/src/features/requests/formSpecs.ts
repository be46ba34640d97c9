import type { RequestFormKind } from './types';

/** Whether a form asks for a field, and whether it must be filled in. */
export type Need = 'required' | 'optional' | 'absent';

export interface RequestFormSpec {
  /** The form's accessible name, and the section title when the block has none and `title` is set. */
  name: string;
  title?: string;
  button: string;
  phone: Need;
  email: Exclude<Need, 'absent'>;
  message: Exclude<Need, 'absent'>;
  messageLabel: string;
}

/**
 * The three forms, the server's rules as docs/api.md gives them: a call-back needs a phone, a
 * question an email to answer to, a review of the platform its text (and no phone).
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
  },
  question: {
    name: 'Задать вопрос',
    button: 'Отправить вопрос',
    phone: 'optional',
    email: 'required',
    message: 'required',
    messageLabel: 'Ваш вопрос',
  },
  feedback: {
    name: 'Отзыв о платформе',
    button: 'Отправить отзыв',
    phone: 'absent',
    email: 'optional',
    message: 'required',
    messageLabel: 'Ваш отзыв',
  },
};

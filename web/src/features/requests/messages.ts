/** Russian texts of the request forms, the server's own where it has them (docs/api.md, "Requests"). */
export const REQUEST_TEXT = {
  name: 'Имя',
  phone: 'Телефон',
  email: 'Электронная почта',
  consentRequired: 'Нужно согласие на обработку персональных данных',
  badPhone: 'Некорректный номер телефона',
  /** The empty first option of a list. */
  choose: 'Выберите…',
  notInList: 'Выберите значение из списка',
  fileHint: 'Презентация или описание проекта одним файлом PDF, не больше 20 МБ',
  wholeNumber: (min: number, max: number) => `Целое число от ${min} до ${max}`,
  sending: 'Отправляем…',
  thanks: 'Спасибо! Заявка отправлена — мы свяжемся с вами в рабочее время.',
  offline: 'Не удалось отправить заявку. Проверьте соединение и попробуйте ещё раз.',
  failed: 'Не удалось отправить заявку. Попробуйте ещё раз немного позже.',
} as const;

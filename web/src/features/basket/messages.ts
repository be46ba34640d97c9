/** Texts of the basket (spec sections 2, 5 and 8; the notice is exact). */
export const BASKET_TEXT = {
  title: 'Корзина',
  back: 'К мероприятиям',
  services: 'Услуги',
  schedule: 'Фестивальный график',
  submit: 'Оформить заявку',
  submitted: 'Заказ оформлен, его детали можно посмотреть в личном кабинете',
  signInPrompt: 'Войдите, чтобы оформить заявку. Всё, что вы выбрали, останется в корзине.',
  signInToSubmit: 'Чтобы оформить заявку, войдите в личный кабинет: корзина сохранится.',
  added: 'Добавлено в корзину',
} as const;

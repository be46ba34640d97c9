/** The afisha's section in the admin menu (ManagerPosters and Admin, decision 0046). */
export const POSTERS_GROUP = 'Афиша';

export const KIND_CHOICES = [
  { id: 'concert', name: 'Концерт' },
  { id: 'performance', name: 'Спектакль' },
  { id: 'gala', name: 'Гала-концерт фестиваля' },
];

export const AGE_CHOICES = ['0+', '6+', '12+', '16+', '18+'].map((age) => ({ id: age, name: age }));

export const SHOW_STATUS_CHOICES = [
  { id: 'draft', name: 'Черновик' },
  { id: 'on_sale', name: 'В продаже' },
  { id: 'cancelled', name: 'Отменено' },
];

/** A show's local start `2026-12-09T16:00` as `09.12.2026 16:00`. */
export function startsText(value: unknown): string {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(value) : null;
  return m ? `${m[3]}.${m[2]}.${m[1]} ${m[4]}` : '';
}

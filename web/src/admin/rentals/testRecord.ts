import type { AdminRental } from './types';

/** For tests: a new rental request as the admin API returns it, with the given fields changed. */
export function adminRental(fields: Partial<AdminRental> = {}): AdminRental {
  return {
    id: 3,
    hall_id: 5,
    hall: { code: 'kamernyj-zal', name: 'Камерный зал', venue: 'Культурный центр «Меридиан»' },
    day: '2026-12-12',
    start_hour: 10,
    end_hour: 14,
    status: 'new',
    name: 'Ирина Соколова',
    phone: '+79161234567',
    email: 'irina@example.ru',
    organization: 'Хор «Созвучие»',
    purpose: 'Отчётный концерт хора',
    guests: 80,
    message: 'Нужен рояль.\nРепетиция за час до начала.',
    price: 26000,
    manager_note: null,
    area: 'arenda',
    created_at: '2026-11-24T10:00:00Z',
    updated_at: '2026-11-24T10:00:00Z',
    ...fields,
  };
}

import type { AdminBooking } from './types';

/** For tests: a guest's new trial lesson as the admin API returns it, with the given fields changed. */
export function adminBooking(fields: Partial<AdminBooking> = {}): AdminBooking {
  return {
    id: 12,
    kind: 'trial_lesson',
    status: 'new',
    verified: true,
    class: { code: 'gitara', name: 'Гитара', school: { code: 'muzikalnaya-shkola', name: 'Музыкальная школа' } },
    slot_id: 27,
    date: '2026-12-05',
    time: '13:00',
    price: 0,
    discount_percent: 0,
    child: { id: null, name: 'Миша Орлов', birth_date: '2017-03-10' },
    name: 'Ольга Орлова',
    phone: '+79161234567',
    email: 'olga@example.ru',
    comment: 'Играет полгода, своя гитара есть',
    manager_note: null,
    area: 'bravo',
    created_at: '2026-11-24T10:00:00Z',
    updated_at: '2026-11-24T10:00:00Z',
    ...fields,
  };
}

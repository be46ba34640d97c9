import { describe, expect, test } from 'vitest';
import { auditChanges } from './audit';

describe('audit changes', () => {
  test('lists the changed known fields, before and after', () => {
    expect(
      auditChanges({
        before: { first_name: 'Анна', roles: [{ code: 'ManagerNews' }], blocked_reason: null, updated_at: 'a' },
        after: {
          first_name: 'Анна',
          roles: [{ code: 'ManagerNews' }, { code: 'Admin' }],
          blocked_reason: 'спам',
          updated_at: 'b',
        },
      }),
    ).toEqual(['Роли: ManagerNews → ManagerNews, Admin', 'Причина блокировки: — → спам']);
    expect(auditChanges({ before: null, after: null })).toEqual([]);
  });
});

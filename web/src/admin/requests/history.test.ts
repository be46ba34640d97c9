// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { requestChanges } from './history';
import { assigneeChoices } from './managers';
import { areaLabel } from './labels';

describe('requests in the admin', () => {
  test("the history tells a manager's changes by their names", () => {
    expect(
      requestChanges({
        before: { status: 'new', assignee_name: null, manager_note: null, updated_at: 'a' },
        after: { status: 'in_work', assignee_name: 'Петрова Ольга', manager_note: 'Перезвонить', updated_at: 'b' },
      }),
    ).toEqual(['Статус: Новая → В работе', 'Ответственный: — → Петрова Ольга', 'Заметка менеджера: — → Перезвонить']);
  });

  test('an assignee no longer among the managers stays a choice', () => {
    const managers = [{ id: 2, name: 'Петрова Ольга', email: 'olga@example.ru' }];
    expect(assigneeChoices(managers, { assignee_id: 9, assignee_name: 'Иванов Пётр' })).toEqual([
      { id: 2, name: 'Петрова Ольга (olga@example.ru)' },
      { id: 9, name: 'Иванов Пётр' },
    ]);
    expect(assigneeChoices(managers, { assignee_id: 2, assignee_name: 'Петрова Ольга' })).toHaveLength(1);
  });

  test('areas by their names; main and welcome share one, so their code tells them apart', () => {
    expect(areaLabel('bravo')).toBe('Театр-студия «Браво»');
    expect(areaLabel('main')).toBe('Территория творчества (main)');
    expect(areaLabel('elsewhere')).toBe('elsewhere');
  });
});

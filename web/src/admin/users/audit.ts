/** An entry of GET /api/admin/users/{id}/audit (docs/api.md). */
export interface AuditEntry {
  id: number;
  actor: { id: number; email: string } | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

export const AUDIT_ACTIONS: Record<string, string> = {
  edit: 'Изменение профиля',
  update: 'Изменение профиля',
  roles: 'Изменение ролей',
  block: 'Блокировка',
  unblock: 'Разблокировка',
};

const FIELD_NAMES: Record<string, string> = {
  first_name: 'Имя',
  last_name: 'Фамилия',
  second_name: 'Отчество',
  email: 'Почта',
  phone: 'Телефон',
  roles: 'Роли',
  blocked_at: 'Заблокирован',
  blocked_reason: 'Причина блокировки',
};

/** Long values (an event's description) are cut: the line says what changed, not the whole text. */
const SHOWN_MAX = 80;

function show(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (field.endsWith('_at') && typeof value === 'string' && !Number.isNaN(Date.parse(value)))
    return new Date(value).toLocaleString('ru-RU');
  const text = Array.isArray(value)
    ? value
        .map((item) =>
          typeof item === 'object' && item && 'code' in item
            ? String(item.code)
            : typeof item === 'object'
              ? JSON.stringify(item)
              : String(item),
        )
        .join(', ') || '—'
    : String(value);
  return text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX - 1)}…` : text;
}

/**
 * What changed between before and after, as 'Поле: было → стало' lines, for the fields of
 * `fieldNames` (a user's profile fields unless another record's are given).
 */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>, fieldNames: Record<string, string> = FIELD_NAMES): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  return Object.keys(fieldNames)
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => `${fieldNames[field]}: ${show(before[field], field)} → ${show(after[field], field)}`);
}

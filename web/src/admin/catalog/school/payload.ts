/**
 * What the school's forms send (docs/api.md, "Admin: the school's catalogue"): texts trimmed (empty
 * as null), numbers as typed (a number the server refuses, 1.5, still goes, so its 422 message shows
 * under the field; an empty one as null), flags as booleans, many-to-many lists as ids. Read-only
 * fields (id, timestamps) are never sent.
 */
interface PayloadFields {
  texts?: readonly string[];
  numbers?: readonly string[];
  flags?: readonly string[];
  ids?: readonly string[];
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function number(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

function ids(value: unknown): number[] {
  return Array.isArray(value) ? value.map(number).filter((id): id is number => id !== null) : [];
}

export function payloadOf(fields: PayloadFields) {
  return (values: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const key of fields.texts ?? []) out[key] = text(values[key]);
    for (const key of fields.numbers ?? []) out[key] = number(values[key]);
    for (const key of fields.flags ?? []) out[key] = values[key] === true;
    for (const key of fields.ids ?? []) out[key] = ids(values[key]);
    if ('sort' in out && out['sort'] === null) out['sort'] = 0;
    return out;
  };
}

export const schoolPayload = payloadOf({ texts: ['code', 'name', 'summary', 'description'], numbers: ['sort'], flags: ['published'] });

export const classPayload = payloadOf({
  texts: ['code', 'name', 'summary', 'description', 'level'],
  numbers: ['school_id', 'age_min', 'age_max', 'group_size', 'price_month', 'price_visit', 'price_individual', 'sort'],
  flags: ['published'],
  ids: ['teacher_ids'],
});

export const lessonPayload = payloadOf({ texts: ['start', 'end'], numbers: ['class_id', 'weekday', 'room_id'] });

export const teacherPayload = payloadOf({
  texts: ['code', 'name', 'role', 'bio', 'photo'],
  numbers: ['sort'],
  flags: ['published'],
});

export const roomPayload = payloadOf({ texts: ['code', 'name', 'note'] });

export const coursePayload = payloadOf({
  texts: ['code', 'name', 'kind', 'summary', 'description', 'starts_on', 'ends_on', 'schedule', 'price_note'],
  numbers: ['school_id', 'age_min', 'age_max', 'price', 'sort'],
  flags: ['published'],
  ids: ['teacher_ids'],
});

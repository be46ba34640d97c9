/**
 * What the event forms send (docs/api.md, events fields). `published` only on create: afterwards it
 * changes through the publish/unpublish calls, so saving a form opened before a publish cannot
 * silently undo it. Read-only fields (id, photo, timestamps) are never sent.
 */
const TEXT = ['code', 'type', 'name', 'support', 'date_start', 'date_end'] as const;
const NUMBERS = ['place_count', 'places_left', 'price_participation', 'price_trip'] as const;
const REFERENCES = ['place_id', 'project_id'] as const;
const LISTS = ['description', 'package_trip'] as const;
const ID_LISTS = ['creative_type_ids', 'age_category_ids', 'tag_ids'] as const;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function integer(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

export function eventPayload(values: Record<string, unknown>, { create = false } = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of TEXT) out[key] = text(values[key]);
  // A number the server refuses (1.5) is sent as typed, so its 422 message shows under the field.
  for (const key of NUMBERS) out[key] = integer(values[key]);
  for (const key of REFERENCES) out[key] = integer(values[key]);
  for (const key of LISTS)
    out[key] = Array.isArray(values[key]) ? (values[key] as unknown[]).map(text).filter((item): item is string => item !== null) : [];
  for (const key of ID_LISTS)
    out[key] = Array.isArray(values[key]) ? (values[key] as unknown[]).map(integer).filter((id): id is number => id !== null) : [];
  if (create) out['published'] = values['published'] === true;
  return out;
}

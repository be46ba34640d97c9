/**
 * What the hall forms send (docs/api.md, "Venue rental": `/api/admin/halls`): texts trimmed (empty
 * as null), numbers as typed (a number the server refuses, 1.5, still goes, so its 422 message
 * shows under the field), the equipment as its non-empty lines. Read-only fields (id, timestamps)
 * are never sent.
 */
const TEXT = ['code', 'name', 'photo', 'description'] as const;
const NUMBERS = ['place_id', 'capacity', 'area', 'price_hour', 'price_day', 'sort'] as const;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function number(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** The equipment as the form keeps it (the lines of a text box, or a list) to the list of its items. */
export function equipmentLines(value: unknown): string[] {
  const lines = Array.isArray(value) ? value : typeof value === 'string' ? value.split('\n') : [];
  return lines.map(text).filter((line): line is string => line !== null);
}

export function hallPayload(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of TEXT) out[key] = text(values[key]);
  for (const key of NUMBERS) out[key] = number(values[key]);
  if (out['sort'] === null) out['sort'] = 0;
  out['equipment'] = equipmentLines(values['equipment']);
  out['published'] = values['published'] === true;
  return out;
}

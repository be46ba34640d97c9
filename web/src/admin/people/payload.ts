import { payloadOf } from '../catalog/school/payload';

/** A list of texts as the server takes it: trimmed, empty entries left out. */
function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : '')).filter((item) => item !== '') : [];
}

function withLists(base: (values: Record<string, unknown>) => Record<string, unknown>, lists: readonly string[]) {
  return (values: Record<string, unknown>): Record<string, unknown> => {
    const out = base(values);
    for (const key of lists) out[key] = texts(values[key]);
    return out;
  };
}

export const structurePayload = payloadOf({
  texts: ['code', 'name', 'kind', 'head', 'description'],
  numbers: ['city_id', 'sort'],
  flags: ['published'],
});

export const mentorPayload = withLists(
  payloadOf({
    texts: ['code', 'name', 'position', 'photo', 'bio'],
    numbers: ['city_id', 'structure_id', 'user_id', 'sort'],
    flags: ['published'],
    ids: ['creative_type_ids'],
  }),
  ['achievements', 'photos', 'videos'],
);

export const participantPayload = withLists(
  payloadOf({
    texts: ['code', 'name', 'kind', 'photo', 'bio', 'birth_date', 'guardian_name', 'guardian_consent_at'],
    numbers: ['city_id', 'structure_id', 'mentor_id', 'user_id', 'sort'],
    flags: ['minor', 'published'],
    ids: ['creative_type_ids'],
  }),
  ['photos', 'videos'],
);

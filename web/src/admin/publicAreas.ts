import { AREA_CODES, AREAS, type AreaCode } from '../app/areas';

/** The public areas (not the account's, not the admin's): where pages and their forms live. */
export const PUBLIC_AREAS: readonly AreaCode[] = AREA_CODES.filter((code) => code !== 'id' && code !== 'admin');

/** The area's name; main and welcome share theirs, so a shared name carries the area's code. */
export function areaLabel(code: string): string {
  if (!(PUBLIC_AREAS as readonly string[]).includes(code)) return code;
  const name = AREAS[code as AreaCode].name;
  const shared = PUBLIC_AREAS.some((other) => other !== code && AREAS[other].name === name);
  return shared ? `${name} (${code})` : name;
}

/** The public areas as react-admin choices. */
export const PUBLIC_AREA_CHOICES = PUBLIC_AREAS.map((id) => ({ id, name: areaLabel(id) }));

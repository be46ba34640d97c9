import { MONTHS_GENITIVE } from '../../shared/format/date';
import type { ParticipantKind, StructureKind } from './types';

export const PARTICIPANT_KIND_NAMES: Readonly<Record<ParticipantKind, string>> = {
  soloist: 'Солист',
  collective: 'Коллектив',
};

export const STRUCTURE_KIND_NAMES: Readonly<Record<StructureKind, string>> = {
  collective: 'Коллектив',
  school: 'Школа',
  organisation: 'Организация',
};

/** «АР» for «Анна Руденко», «АУ» for «Ансамбль «Улыбка»»: the first letters of the first two words. */
export function initials(name: string): string {
  return name
    .replace(/[«»"„“]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** A text of several lines as paragraphs: blank lines (or single line breaks) part them. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function parts(date: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** «12–14 марта 2026», «30 марта – 2 апреля 2026», «28 декабря 2025 – 3 января 2026». */
export function eventDates(start: string, end: string): string {
  const a = parts(start);
  const b = parts(end) ?? a;
  if (!a || !b) return start;
  const [y1, m1, d1] = a;
  const [y2, m2, d2] = b;
  const month = (m: number) => MONTHS_GENITIVE[m - 1] ?? '';
  if (y1 === y2 && m1 === m2) return d1 === d2 ? `${d1} ${month(m1)} ${y1}` : `${d1}–${d2} ${month(m1)} ${y1}`;
  if (y1 === y2) return `${d1} ${month(m1)} – ${d2} ${month(m2)} ${y2}`;
  return `${d1} ${month(m1)} ${y1} – ${d2} ${month(m2)} ${y2}`;
}

import { formatDate, formatPrice } from '../../shared/format';
import { countRu } from '../../shared/format/plural';
import type { Festival, FinalRequirement, ProgramItem } from '../../shared/events/festival';

export interface ProgramDay {
  day: number;
  /** `День 1 · 16 декабря` (the spec's day-month format). */
  label: string;
  items: ProgramItem[];
}

/** The program by day, each day's items by time. */
export function programByDay(program: readonly ProgramItem[]): ProgramDay[] {
  const days = new Map<number, ProgramItem[]>();
  for (const item of program) days.set(item.day, [...(days.get(item.day) ?? []), item]);
  return [...days.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, items]) => {
      const sorted = [...items].sort((a, b) => a.time.localeCompare(b.time));
      const date = formatDate(sorted[0]!.date, 'day-month');
      return { day, label: date ? `День ${day} · ${date}` : `День ${day}`, items: sorted };
    });
}

const PARTICIPATIONS: readonly [string, string, string] = ['участие', 'участия', 'участий'];

/** One line of the final-of-event hint: `Имена России 2025 — 2 участия`. */
export function requirementText(requirement: FinalRequirement): string {
  return `${requirement.title} — ${countRu(requirement.count, PARTICIPATIONS)}`;
}

/** The participation fee, or `Бесплатно` for a free event. */
export function participationPrice(price: number): string {
  return price > 0 ? formatPrice(price) : 'Бесплатно';
}

/** Venue, city and address of an event held in a place; null for an online event. */
export function venueLines(place: Festival['place']): { venue: string; address: string } | null {
  if (place.online || (!place.city && !place.name)) return null;
  const venue = place.name ?? place.city ?? '';
  const address = [place.city, place.address].filter(Boolean).join(', ');
  return { venue, address };
}

/** A map of the venue (Yandex Maps takes `lon,lat`), when the place has coordinates. */
export function mapHref(place: Festival['place']): string | null {
  if (place.online || place.lat === null || place.lon === null) return null;
  return `https://yandex.ru/maps/?pt=${place.lon},${place.lat}&z=16&l=map`;
}

/** The meta description of the page: the first paragraph, cut at a word near 300 characters. */
export function summaryOf(paragraphs: readonly string[], max = 300): string {
  const first = paragraphs[0]?.trim() ?? '';
  if (first.length <= max) return first;
  const cut = first.lastIndexOf(' ', max);
  return `${first.slice(0, cut > 0 ? cut : max)}…`;
}

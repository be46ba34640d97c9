import { formatDate } from '../../shared/format';
import { countRu } from '../../shared/format/plural';
import type { EventDetails, OrderItem, OrderParam } from './types';

/** `27 ноября — 6 декабря 2026`, one day as `1 декабря 2026`; empty without dates. */
export function eventDates(details: EventDetails): string {
  const start = details.date?.start;
  const end = details.date?.end;
  if (!start) return '';
  const year = start.slice(0, 4);
  if (!end || end === start) return `${formatDate(start, 'day-month')} ${year}`;
  return `${formatDate(start, 'day-month')} — ${formatDate(end, 'day-month')} ${end.slice(0, 4)}`;
}

/** Where an event of the order takes place; an event without a place is online. */
export function eventPlace(details: EventDetails): string {
  const city = details.place?.city;
  const address = details.place?.address;
  if (!city && !address) return 'Онлайн';
  return [city, address].filter(Boolean).join(', ');
}

/** What a param shows: the handbook title, the link, the file's name or a dash when left empty. */
export function paramText(param: OrderParam): string {
  if (param.file) return `${param.file.name} (${fileSize(param.file.size)})`;
  const text = param.title || param.value;
  return text ? text : '—';
}

/** `2,4`: one decimal at most, with the Russian comma. */
function oneDecimal(value: number): string {
  return String(Math.round(value * 10) / 10).replace('.', ',');
}

/** `45 Б`, `12,5 КБ`, `3,2 МБ`. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`;
  if (bytes < 1024 * 1024) return `${oneDecimal(bytes / 1024)} КБ`;
  return `${oneDecimal(bytes / (1024 * 1024))} МБ`;
}

/** `2 участника`. */
export function people(count: number): string {
  return countRu(count, ['участник', 'участника', 'участников']);
}

/** A short line of what an order holds, for the list: the first names and how many more. */
export function itemsSummary(items: readonly OrderItem[], shown = 2): string {
  const names = items.slice(0, shown).map((item) => item.name);
  const rest = items.length - names.length;
  return rest > 0 ? `${names.join(', ')} и ещё ${rest}` : names.join(', ');
}

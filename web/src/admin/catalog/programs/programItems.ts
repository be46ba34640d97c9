/** A program item (docs/api.md, event-programs): `day` 1 is the event's start date. */
export interface ProgramItem {
  id: number;
  event_id: number;
  day: number;
  time: string;
  title: string;
}

/** Schedule order: by day, then by time ("09:00" sorts before "10:00"), then as entered. */
export function compareProgram(a: ProgramItem, b: ProgramItem): number {
  return a.day - b.day || a.time.localeCompare(b.time) || a.id - b.id;
}

/** `День 2 · 10:00`, the item's place in the schedule. */
export function programWhen(item: Pick<ProgramItem, 'day' | 'time'>): string {
  return `День ${item.day} · ${item.time}`;
}

/** "HH:MM" as the server wants it (docs/api.md); "9:00" is completed to "09:00". */
export function normaliseTime(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const m = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(value);
  return m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : value.trim();
}

/** Russian names of the event types (the server's `type` values, docs/api.md). */
export const EVENT_TYPE_NAMES = {
  festival: 'Фестиваль',
  contest: 'Конкурс',
  final: 'Финал',
  casting: 'Кастинг',
  forum: 'Форум',
  camp: 'Кемп',
  intensive: 'Интенсив',
  project: 'Творческий проект',
} as const;

export type EventType = keyof typeof EVENT_TYPE_NAMES;

export const EVENT_TYPE_CHOICES = (Object.keys(EVENT_TYPE_NAMES) as EventType[]).map((id) => ({
  id,
  name: EVENT_TYPE_NAMES[id],
}));

export function eventTypeName(type: string): string {
  return (EVENT_TYPE_NAMES as Record<string, string>)[type] ?? type;
}

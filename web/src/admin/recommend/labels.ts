import { sectionName } from '../access';

/** The section's menu entry and list title (the registry's name of `admin-recommend`). */
export const RECOMMEND_TITLE = sectionName('recommend');

/** The note's limit of docs/api.md ("Recommendations"), checked here before a round trip. */
export const NOTE_MAX = 120;
export const POSITION_MAX = 10000;

export const KIND_LABELS = { event: 'Мероприятие', article: 'Статья блога' } as const;

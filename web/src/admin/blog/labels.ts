/** The blog section's titles (decision 0027): its menu group, lists and pages. */
export const ARTICLES_TITLE = 'Статьи';
export const ARTICLE_TYPES_TITLE = 'Разделы блога';

export const ARTICLE_STATUS_LABELS: Record<string, string> = {
  draft: 'Черновик',
  published: 'Опубликована',
};

/** A status the server may add later reads as itself. */
export function articleStatusLabel(status: string): string {
  return Object.hasOwn(ARTICLE_STATUS_LABELS, status) ? (ARTICLE_STATUS_LABELS[status] ?? status) : status;
}

export const ARTICLE_STATUSES = Object.entries(ARTICLE_STATUS_LABELS).map(([id, name]) => ({ id, name }));

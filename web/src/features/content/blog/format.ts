import { formatDate, toDate } from '../../../shared/format/date';

/** «12 марта 2026» of an article's publishing time. */
export function publishedOn(iso: string | null): string {
  if (!iso) return '';
  const date = toDate(iso);
  return date ? `${formatDate(date, 'day-month')} ${date.getFullYear()}` : '';
}

/** main's address of an article, for links from any area. */
export function articleLink(article: { type: string; code: string }): string {
  return `main:/blog/${article.type}/${article.code}/`;
}

import type { SectionLink } from '../orders/menu';
import { ARTICLE_TYPES_TITLE, ARTICLES_TITLE } from './labels';

/** The blog's entries (decision 0027): Admin and the news managers. */
export const BLOG_MENU: readonly SectionLink[] = [
  { section: 'blogs', resource: 'articles', label: ARTICLES_TITLE },
  { section: 'blogs', resource: 'article-types', label: ARTICLE_TYPES_TITLE },
];

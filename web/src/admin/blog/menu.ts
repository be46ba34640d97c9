import { sectionName } from '../access';
import type { MenuLine } from '../catalog/menuLayout';
import type { SectionLink } from '../orders/menu';
import { ARTICLE_TYPES_TITLE, ARTICLES_TITLE } from './labels';

/** The blog's entries (decision 0027): Admin and the news managers. */
export const BLOG_MENU: readonly SectionLink[] = [
  { section: 'blogs', resource: 'articles', label: ARTICLES_TITLE },
  { section: 'blogs', resource: 'article-types', label: ARTICLE_TYPES_TITLE },
];

/** Adds the blog's entries under their heading («Блог») before the own profile, which stays last. */
export function addBlogMenu(lines: readonly MenuLine[], sections: readonly string[]): MenuLine[] {
  const granted = new Set(sections);
  const links: MenuLine[] = BLOG_MENU.filter((link) => granted.has(link.section)).map((link) => ({
    kind: 'link',
    key: link.resource,
    to: `/${link.resource}`,
    label: link.label,
  }));
  if (links.length === 0) return [...lines];
  const group: MenuLine[] = [{ kind: 'heading', label: sectionName('blogs') }, ...links];
  const profile = lines.findIndex((line) => line.kind === 'link' && line.key === 'users/profile');
  if (profile < 0) return [...lines, ...group];
  return [...lines.slice(0, profile), ...group, ...lines.slice(profile)];
}

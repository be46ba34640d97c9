import type { SectionLink } from '../orders/menu';
import { LAYOUTS_TITLE } from '../layouts/titles';
import { PAGES_TITLE } from './titles';

/** The content section's pages of blocks (decision 0024) and the areas' menus and footers (0026). */
export const CONTENT_MENU: readonly SectionLink[] = [
  { section: 'content', resource: 'pages', label: PAGES_TITLE },
  { section: 'content', resource: 'layouts', label: LAYOUTS_TITLE },
];

import type { SectionLink } from '../orders/menu';
import { PAGES_TITLE } from './titles';

/** The content section's pages of blocks (decision 0024). */
export const CONTENT_MENU: readonly SectionLink[] = [{ section: 'content', resource: 'pages', label: PAGES_TITLE }];

import type { SectionLink } from '../orders/menu';
import { LAYOUTS_TITLE } from '../layouts/titles';
import { PAGES_TITLE } from './titles';
import { WIDGET_HOSTS_TITLE } from './WidgetHosts';

/**
 * The content section's pages of blocks (decision 0024), the areas' menus and footers (0026) and
 * the servers their call-back widgets may come from (Admin's content/widgets).
 */
export const CONTENT_MENU: readonly SectionLink[] = [
  { section: 'content', resource: 'pages', label: PAGES_TITLE },
  { section: 'content', resource: 'layouts', label: LAYOUTS_TITLE },
  { section: 'content/widgets', resource: 'widget-hosts', label: WIDGET_HOSTS_TITLE },
];

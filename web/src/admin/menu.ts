import { addBlogMenu } from './blog/menu';
import { menuLayout, type MenuLine } from './catalog/menuLayout';
import { CONTENT_MENU } from './content/menu';
import { addMenuLinks, ORDERS_MENU } from './orders/menu';
import { OUTBOX_MENU } from './outbox/menu';
import { REQUESTS_MENU } from './requests/menu';
import { SEO_MENU } from './seo/menu';
import { SERVICES_MENU } from './services/menu';

/**
 * Every admin menu line the user's sections open (accounts, catalogue, orders, requests, services,
 * content pages, SEO, mail and SMS, the blog under its heading), own profile last.
 */
export function adminMenuLines(sections: readonly string[]): MenuLine[] {
  const lines = addMenuLinks(
    menuLayout(sections),
    [...ORDERS_MENU, ...REQUESTS_MENU, ...SERVICES_MENU, ...CONTENT_MENU, ...SEO_MENU, ...OUTBOX_MENU],
    sections,
  );
  return addBlogMenu(lines, sections);
}

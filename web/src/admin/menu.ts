import { BUILT_SECTIONS } from './access';
import { addBlogMenu, BLOG_MENU } from './blog/menu';
import { menuLayout, type MenuLine } from './catalog/menuLayout';
import { CATALOG_MENU } from './catalog/sections';
import { CONTENT_MENU } from './content/menu';
import { addMenuLinks, ORDERS_MENU, type SectionLink } from './orders/menu';
import { OUTBOX_MENU } from './outbox/menu';
import { REQUESTS_MENU } from './requests/menu';
import { RECOMMEND_MENU } from './recommend/menu';
import { SEO_MENU } from './seo/menu';
import { SERVICES_MENU } from './services/menu';
import { UI_KIT_MENU } from './uiKit/menu';

/** The sections' screens built outside the accounts and the catalogue, in menu order. */
const SECTION_LINKS: readonly SectionLink[] = [
  ...ORDERS_MENU,
  ...REQUESTS_MENU,
  ...SERVICES_MENU,
  ...CONTENT_MENU,
  ...SEO_MENU,
  ...RECOMMEND_MENU,
  ...UI_KIT_MENU,
  ...OUTBOX_MENU,
];

/**
 * Every admin menu line the user's sections open (accounts, catalogue, orders, requests, services,
 * content pages, SEO, mail and SMS, the blog under its heading), own profile last.
 */
export function adminMenuLines(sections: readonly string[]): MenuLine[] {
  return addBlogMenu(addMenuLinks(menuLayout(sections), SECTION_LINKS, sections), sections);
}

/** Spec section paths that name another section's screen (spec section 2: users/roles). */
const ALIASES: Record<string, string> = { 'users/roles': 'roles' };

/**
 * The spec's section addresses (`/content`, `/blogs`, `/handbooks`, `/services/special`…) that are
 * not a screen's own address, each to the first screen of that section the user may open
 * (decision 0032); sections with no screen yet have none and stay «not found».
 */
export function sectionRedirects(sections: readonly string[]): { from: string; to: string }[] {
  const granted = new Set(sections);
  const screens = [
    ...BUILT_SECTIONS,
    ...[...CATALOG_MENU, ...SECTION_LINKS, ...BLOG_MENU].map((link) => ({ section: link.section, to: `/${link.resource}` })),
  ].filter((screen) => granted.has(screen.section));
  const own = new Set(screens.map((screen) => screen.to));
  const out = new Map<string, string>();
  for (const screen of screens) {
    const from = `/${screen.section}`;
    if (!own.has(from) && !out.has(from)) out.set(from, screen.to);
  }
  for (const [alias, section] of Object.entries(ALIASES)) {
    const to = out.get(`/${section}`) ?? (own.has(`/${section}`) ? `/${section}` : undefined);
    if (to !== undefined) out.set(`/${alias}`, to);
  }
  return [...out].map(([from, to]) => ({ from, to }));
}

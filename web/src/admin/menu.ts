import { BUILT_SECTIONS, sectionName } from './access';
import { BLOG_MENU } from './blog/menu';
import { CATALOG_MENU, HANDBOOKS, PEOPLE_GROUP } from './catalog/sections';
import { SCHOOL_TITLE } from './catalog/school/labels';
import { CONTENT_MENU } from './content/menu';
import { ORDERS_MENU, type SectionLink } from './orders/menu';
import { OUTBOX_MENU } from './outbox/menu';
import { MODERATOR_ROLES, PORTFOLIOS_RESOURCE, PORTFOLIOS_TITLE } from './people/labels';
import { REQUESTS_MENU } from './requests/menu';
import { RENTALS_TITLE } from './rentals/labels';
import { RENTALS_MENU } from './rentals/menu';
import { RECOMMEND_MENU } from './recommend/menu';
import { EVENTS_HEADING } from './results/labels';
import { RESULTS_MENU } from './results/menu';
import { SCHOOL_BOOKINGS_MENU } from './school-bookings/menu';
import { SEO_MENU } from './seo/menu';
import { SERVICES_MENU } from './services/menu';
import { POSTERS_GROUP } from './posters/labels';
import { TICKETS_HEADING } from './tickets/labels';
import { TICKETS_MENU } from './tickets/menu';
import { UI_KIT_MENU } from './uiKit/menu';

/** One line of the admin menu: a link (keyed by section or resource) or a group heading. */
export type MenuLine = { kind: 'link'; key: string; to: string; label: string } | { kind: 'heading'; label: string };

/** One screen in the menu: the section that grants it, its key (icons), address and label. */
interface MenuLink {
  section: string;
  key: string;
  to: string;
  label: string;
  /** Only for these roles among those the section has (the portfolio queue of users/profile). */
  roles?: readonly string[];
}

const fromResources = (links: readonly SectionLink[]): MenuLink[] =>
  links.map((link) => ({ section: link.section, key: link.resource, to: `/${link.resource}`, label: link.label }));
const built = (section: string): MenuLink[] =>
  BUILT_SECTIONS.filter((item) => item.section === section).map((item) => ({ ...item, key: item.section }));

/**
 * The menu in groups, in order: the search first and the own profile last (no heading), the
 * people, the catalogue and its handbooks, contest results, orders and services, venue rental, the afisha and its tickets, the school «Браво»
 * (its bookings, then its own screens), content, the blog, the system.
 */
const GROUPS: readonly { heading?: string; links: readonly MenuLink[] }[] = [
  { links: built('search') },
  {
    heading: PEOPLE_GROUP,
    links: [
      ...built('users'),
      // users/profile is every staff member's own profile; its portfolio queue is the moderators' (decision 0044).
      {
        section: 'users/profile',
        key: PORTFOLIOS_RESOURCE,
        to: `/${PORTFOLIOS_RESOURCE}`,
        label: PORTFOLIOS_TITLE,
        roles: MODERATOR_ROLES,
      },
      ...fromResources(CATALOG_MENU.filter((item) => item.group === PEOPLE_GROUP)),
      ...built('roles'),
    ],
  },
  { heading: 'Каталог', links: fromResources(CATALOG_MENU.filter((item) => !item.group)) },
  { heading: HANDBOOKS, links: fromResources(CATALOG_MENU.filter((item) => item.group === HANDBOOKS)) },
  // Contest results (decision 0045): the juries, the scores to publish, the reviews to moderate.
  { heading: EVENTS_HEADING, links: RESULTS_MENU },
  { heading: 'Заказы и услуги', links: fromResources([...ORDERS_MENU, ...REQUESTS_MENU, ...SERVICES_MENU]) },
  { heading: RENTALS_TITLE, links: RENTALS_MENU },
  // The afisha (decision 0046): its shows, tiers and promo codes; the orders with the sales report, and the door's check-in.
  { heading: POSTERS_GROUP, links: fromResources(CATALOG_MENU.filter((item) => item.group === POSTERS_GROUP)) },
  { heading: TICKETS_HEADING, links: TICKETS_MENU },
  // The bookings first: the orders managers answer them daily, the senior one also keeps the school.
  { heading: SCHOOL_TITLE, links: [...SCHOOL_BOOKINGS_MENU, ...fromResources(CATALOG_MENU.filter((item) => item.group === SCHOOL_TITLE))] },
  { heading: 'Контент', links: fromResources([...CONTENT_MENU, ...RECOMMEND_MENU, ...SEO_MENU, ...UI_KIT_MENU]) },
  { heading: sectionName('blogs'), links: fromResources(BLOG_MENU) },
  { heading: 'Система', links: fromResources(OUTBOX_MENU) },
  { links: built('users/profile') },
];

/**
 * Every admin menu line the user's sections open, in GROUPS' order. The headings show only when
 * the lines fall into two headed groups or more: one group under its own heading is noise.
 */
export function adminMenuLines(sections: readonly string[], roles: readonly string[] = []): MenuLine[] {
  const granted = new Set(sections);
  const opens = (link: MenuLink) => granted.has(link.section) && (!link.roles || link.roles.some((role) => roles.includes(role)));
  const groups = GROUPS.map((group) => ({ ...group, links: group.links.filter(opens) })).filter((group) => group.links.length > 0);
  const headed = groups.filter((group) => group.heading).length > 1;
  return groups.flatMap((group): MenuLine[] => [
    ...(headed && group.heading ? [{ kind: 'heading' as const, label: group.heading }] : []),
    ...group.links.map((link) => ({ kind: 'link' as const, key: link.key, to: link.to, label: link.label })),
  ]);
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
  const screens = GROUPS.flatMap((group) => group.links).filter((screen) => granted.has(screen.section) && !screen.roles);
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

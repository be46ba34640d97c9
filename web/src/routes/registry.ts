/**
 * The route registry: every route of spec section 2 (decision 0001).
 * A route gets `page` once its page exists; until then it renders the 404 error page and is
 * left out of the route manifest, so the server answers 404 for it too.
 *
 * Invented paths (the spec does not give them) are listed in docs/decisions/0003-web-app-shell.md:
 * the six case studies and the "other named pages"; bravo's classes, courses, teachers and
 * schedule in docs/decisions/0042-bravo-school.md; a participant's page /uchastnik/{code}/ and the
 * account's /portfolio/ in docs/decisions/0044-people-and-portfolios.md.
 */
import { AREAS, PRODUCT_NAME, type AreaCode } from '../app/areas';
import { ROLE_CODES } from '../shared/roles';
import type { PageLoader, RoleCode, RouteDefinition, RouteParams } from './types';

interface RouteOptions {
  validate?: RouteDefinition['validate'];
  middleware?: readonly string[];
  roles?: readonly RoleCode[];
  page?: PageLoader;
  content?: string;
  crumbs?: RouteDefinition['crumbs'];
  noindex?: boolean;
}

/** Document title of an inner page (decision 0002). */
export function pageTitle(title: string): string {
  return `${title} — ${PRODUCT_NAME}`;
}

/** An inner page; its meta description is in descriptions.ts, out of the entry's JavaScript. */
function route(name: string, area: AreaCode, pattern: string, pageName: string, options: RouteOptions = {}): RouteDefinition {
  return { name, area, pattern, pageName, title: pageTitle(pageName), ...options };
}

/** The root `/` of an area: its document title and description are the area's own. */
function home(area: AreaCode, pageName: string, options: RouteOptions = {}): RouteDefinition {
  const info = AREAS[area];
  return { name: area, area, pattern: '/', pageName, title: info.title, description: info.description, ...options };
}

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_FILTERS = 12;

/** Festival filters: 1-12 distinct entries such as `tvorchestvo-vokalnoe` or `gorod-moskva`. */
function validFilters(params: RouteParams): boolean {
  const list = params['filters'];
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_FILTERS) return false;
  return new Set(list).size === list.length && list.every((entry) => SLUG_RE.test(entry));
}

/** Slugs are short: a longer segment is not a page of ours. */
function shortParams(params: RouteParams): boolean {
  return Object.values(params).every((v) => (Array.isArray(v) ? v : [v ?? '']).every((s) => s.length <= 120));
}

const ADMIN_ROLES: readonly RoleCode[] = ROLE_CODES;
const admin = (name: string, pattern: string, pageName: string, roles: readonly RoleCode[] = ADMIN_ROLES) =>
  route(name, 'admin', pattern, pageName, {
    middleware: ['auth', 'role'],
    roles,
    page: () => import('../admin/AdminApp'),
  });

const slugged = { middleware: ['slug'], validate: shortParams } as const;

/** A page editors run in the admin (decision 0024): the published content page at its address. */
const contentPage = { page: () => import('../brands/main/ContentPage'), content: 'self' } as const;

// ---------------------------------------------------------------- main
const mainRoutes: RouteDefinition[] = [
  home('main', 'Главная', { page: () => import('../brands/main/HomePage') }),
  route('main-karta', 'main', '/karta/', 'Карта сайта', {
    page: () => import('../brands/main/ContentPage').then((module) => ({ default: module.SiteMapPage })),
  }),
  route('main-keisy', 'main', '/keisy/', 'Кейсы', contentPage),
  route('main-keisy-sbor-zayavok-dlya-akademii', 'main', '/keisy/sbor-zayavok-dlya-akademii/', 'Сбор заявок для академии', contentPage),
  route(
    'main-keisy-kasting-v-8-federalnyh-okrugah',
    'main',
    '/keisy/kasting-v-8-federalnyh-okrugah/',
    'Кастинг в 8 федеральных округах',
    contentPage,
  ),
  route(
    'main-keisy-onlayn-kassa-yubileynogo-koncerta',
    'main',
    '/keisy/onlayn-kassa-yubileynogo-koncerta/',
    'Онлайн-касса юбилейного концерта',
    contentPage,
  ),
  route(
    'main-keisy-cifrovizaciya-intensivov-i-kastinga',
    'main',
    '/keisy/cifrovizaciya-intensivov-i-kastinga/',
    'Цифровизация интенсивов и кастинга',
    contentPage,
  ),
  route(
    'main-keisy-sistema-zayavok-i-kastinga-akademii',
    'main',
    '/keisy/sistema-zayavok-i-kastinga-akademii/',
    'Система заявок и кастинга академии',
    contentPage,
  ),
  route(
    'main-keisy-avtomatizaciya-festivalya-konkursa',
    'main',
    '/keisy/avtomatizaciya-festivalya-konkursa/',
    'Автоматизация фестиваля-конкурса',
    contentPage,
  ),
  route('main-o-nas', 'main', '/o-nas/', 'О нас', contentPage),
  route('main-o-nas-tarify', 'main', '/o-nas/tarify/', 'Тарифы', {
    page: () => import('../brands/main/ContentPage').then((module) => ({ default: module.AboutTariffsPage })),
    content: '/tarify/',
  }),
  route('main-tarify', 'main', '/tarify/', 'Тарифы', contentPage),
  route('main-poisk', 'main', '/poisk/', 'Поиск', {
    page: () => import('../brands/main/SearchPage'),
  }),
  route('main-uslugi', 'main', '/uslugi/', 'Услуги', contentPage),
  route('main-uslugi-for-mentors', 'main', '/uslugi/for-mentors/', 'Услуги для наставников', contentPage),
  route('main-kontakty', 'main', '/kontakty/', 'Контакты', contentPage),
  route('main-portfolio', 'main', '/portfolio/', 'Портфолио', contentPage),
  route('main-portfolio-uchastniki', 'main', '/portfolio/uchastniki/', 'Портфолио участников', contentPage),
  route('main-portfolio-nastavniki', 'main', '/portfolio/nastavniki/', 'Портфолио наставников', contentPage),
  route('main-portfolio-sozdat', 'main', '/portfolio/sozdat/', 'Создать портфолио', contentPage),
  route('main-art-center', 'main', '/art-center/', 'Арт-центр', contentPage),
  route('main-nastavniki', 'main', '/nastavniki/', 'Наставники', contentPage),
  route('main-nastavnik-code', 'main', '/nastavnik/:code/', 'Наставник', {
    ...slugged,
    crumbs: 'page',
    page: () => import('../brands/main/PersonPages'),
  }),
  route('main-uchastniki', 'main', '/uchastniki/', 'Участники', contentPage),
  route('main-uchastnik-code', 'main', '/uchastnik/:code/', 'Участник', {
    ...slugged,
    crumbs: 'page',
    page: () => import('../brands/main/PersonPages').then((module) => ({ default: module.ParticipantPage })),
  }),
  route('main-uchastnikam', 'main', '/uchastnikam/', 'Участникам', contentPage),
  route('main-uchastnikam-obrazovanie-i-kariera', 'main', '/uchastnikam/obrazovanie-i-kariera/', 'Образование и карьера', contentPage),
  route('main-organizatoram', 'main', '/organizatoram/', 'Организаторам', contentPage),
  route('main-o-platforme', 'main', '/o-platforme/', 'О платформе', contentPage),
  route('main-o-platforme-biletnaya-kassa', 'main', '/o-platforme/biletnaya-kassa/', 'Билетная касса', contentPage),
  route('main-finansirovanie', 'main', '/finansirovanie/', 'Финансирование', contentPage),
  route('main-festivali-kastingi', 'main', '/festivali-kastingi/', 'Фестивали и кастинги', {
    page: () => import('../brands/main/FestivalsCastingsPage'),
  }),
  route('main-tvorcheskie-sbory-forumy', 'main', '/tvorcheskie-sbory-forumy/', 'Творческие сборы и форумы', {
    page: () => import('../brands/main/GatheringsForumsPage'),
  }),
  route('main-tvorcheskie-muzykalnye-proekty', 'main', '/tvorcheskie-muzykalnye-proekty/', 'Творческие музыкальные проекты', contentPage),
  route('main-spasibo-vibe', 'main', '/spasibo-vibe/', 'Спасибо за заявку', {
    page: () => import('../brands/main/ThankYouPage'),
  }),
  route('main-blog-type', 'main', '/blog/:type?/', 'Блог', {
    ...slugged,
    crumbs: 'page',
    page: () => import('../brands/main/BlogPage'),
  }),
  route('main-blog-type-code', 'main', '/blog/:type?/:code/', 'Статья', {
    ...slugged,
    crumbs: 'page',
    page: () => import('../brands/main/BlogPage').then((module) => ({ default: module.ArticlePage })),
  }),
  route('nko', 'main', '/nko/', 'Фонд «Территория творчества»', contentPage),
  // The afisha and its tickets (issue 18, decision 0046): a show's page, and a ticket order's
  // page that a guest opens by the link with the order's access key (kept out of search engines).
  route('afisha', 'main', '/afisha/', 'Афиша', { page: () => import('../brands/main/AfishaPage') }),
  route('main-afisha-code', 'main', '/afisha/:code/', 'Событие', {
    ...slugged,
    crumbs: 'page',
    page: () => import('../brands/main/ShowPage'),
  }),
  route('main-afisha-zakaz-number', 'main', '/afisha/zakaz/:number/', 'Заказ билетов', {
    validate: shortParams,
    noindex: true,
    page: () => import('../brands/main/TicketOrderPage'),
  }),
  route('icon', 'main', '/icon/', 'Иконки', {
    page: () => import('../brands/main/IconsPage'),
    noindex: true,
  }),
  route('test', 'main', '/test/', 'Тест: какой фестиваль вам подойдёт', { page: () => import('../brands/main/FestivalQuizPage') }),
  route('content', 'main', '/content/', 'Предпросмотр страницы', {
    page: () => import('../brands/main/ContentPreviewPage'),
    noindex: true,
  }),
  route('rs', 'main', '/rs/', 'Ресурсный центр', contentPage),
  // The verification page printed on a diploma (decision 0045); kept out of search engines: it
  // names a participant, often a child.
  route('main-diplom-code', 'main', '/diplom/:code/', 'Проверка диплома', {
    ...slugged,
    noindex: true,
    page: () => import('../brands/main/DiplomaPage'),
  }),
  route('slug', 'main', '/:slug/', 'Страница', { ...slugged, ...contentPage }),
];

// ---------------------------------------------------------------- bravo
// The schools, their classes, the courses and the teachers are the school's catalogue (issue 16,
// decision 0042): their pages take a code, and the server answers 404 for one the catalogue does
// not have. The fixed pages win over `/:school/` (the server and the router both prefer literal
// segments); the parameter routes come last all the same, as main's `/:slug/` does.
const bravoRoutes: RouteDefinition[] = [
  home('bravo', 'Главная', { page: () => import('../brands/bravo/HomePage') }),
  route('bravo-karta', 'bravo', '/karta/', 'Карта сайта', {
    page: () => import('../brands/bravo/SiteMapPage'),
  }),
  route('bravo-kursy', 'bravo', '/kursy/', 'Курсы', {
    page: () => import('../brands/bravo/CoursesPage'),
  }),
  route('bravo-kursy-code', 'bravo', '/kursy/:code/', 'Курс', {
    ...slugged,
    crumbs: 'page',
    page: () => import('../brands/bravo/CoursePage'),
  }),
  route('bravo-raspisanie', 'bravo', '/raspisanie/', 'Расписание', { page: () => import('../brands/bravo/SchedulePage') }),
  route('bravo-pedagogi', 'bravo', '/pedagogi/', 'Педагоги', {
    page: () => import('../brands/bravo/TeachersPage'),
  }),
  route('bravo-pedagogi-code', 'bravo', '/pedagogi/:code/', 'Педагог', {
    ...slugged,
    crumbs: 'page',
    page: () => import('../brands/bravo/TeacherPage'),
  }),
  route('bravo-zapis', 'bravo', '/zapis/', 'Запись на занятие', {
    page: () => import('../brands/bravo/EnrolPage'),
  }),
  route('bravo-kontakty', 'bravo', '/kontakty/', 'Контакты', contentPage),
  route('bravo-o-teatre', 'bravo', '/o-teatre/', 'О театре', contentPage),
  route('bravo-school', 'bravo', '/:school/', 'Школа', {
    ...slugged,
    crumbs: 'page',
    page: () => import('../brands/bravo/SchoolPage'),
  }),
  route('bravo-school-code', 'bravo', '/:school/:code/', 'Занятие', {
    ...slugged,
    crumbs: 'page',
    page: () => import('../brands/bravo/ClassPage'),
  }),
];

// ---------------------------------------------------------------- events
const eventsRoutes: RouteDefinition[] = [
  home('events', 'Главная', { page: () => import('../brands/events/HomePage') }),
  route('events-karta', 'events', '/karta/', 'Карта сайта', {
    page: () => import('../brands/events/SiteMapPage'),
  }),
  route('events-festival-code', 'events', '/festival/:code/', 'Фестиваль', {
    ...slugged,
    page: () => import('../brands/events/FestivalPage'),
  }),
  route('events-festivals', 'events', '/festivals/', 'Конкурсы и фестивали', {
    page: () => import('../brands/events/FestivalsPage'),
  }),
  route('events-festivals-filters', 'events', '/festivals/:filters+/', 'Подборка фестивалей', {
    middleware: ['slug'],
    validate: validFilters,
    page: () => import('../brands/events/FestivalsPage'),
  }),
  route('events-kreativnye-proekty', 'events', '/kreativnye-proekty/', 'Территория творческих проектов', {
    page: () => import('../brands/events/ProjectsPage'),
  }),
  // The two fixed project pages render the same project page as the catch-all (slug from the path).
  route('events-kreativnye-proekty-imena-rossii', 'events', '/kreativnye-proekty/imena-rossii/', 'Имена России 2025', {
    page: () => import('../brands/events/ProjectPage'),
  }),
  route(
    'events-kreativnye-proekty-ozherelie-rossii-legendy',
    'events',
    '/kreativnye-proekty/ozherelie-rossii-legendy/',
    'Ожерелье России. Герои нашего времени',
    {
      page: () => import('../brands/events/ProjectPage'),
    },
  ),
  route('events-kreativnye-proekty-slug', 'events', '/kreativnye-proekty/:slug+/', 'Творческий проект', {
    ...slugged,
    page: () => import('../brands/events/ProjectPage'),
  }),
];

// ---------------------------------------------------------------- id (account)
const idRoutes: RouteDefinition[] = [
  home('id', 'Личный кабинет', { middleware: ['auth'], page: () => import('../brands/id/ProfilePage') }),
  route('id-login', 'id', '/login/', 'Вход', {
    page: () => import('../brands/id/LoginPage'),
  }),
  route('id-registration', 'id', '/registration/', 'Регистрация', {
    page: () => import('../brands/id/RegistrationPage'),
  }),
  // A juror's events and sheets, and the user's diplomas (decision 0045).
  route('id-jury', 'id', '/jury/', 'Судейство', {
    middleware: ['auth'],
    page: () => import('../brands/id/JuryPage'),
  }),
  route('id-jury-event', 'id', '/jury/:event/', 'Оценки выступлений', {
    middleware: ['auth'],
    validate: (params) => typeof params['event'] === 'string' && /^[1-9]\d{0,9}$/.test(params['event']),
    page: () => import('../brands/id/JuryEventPage'),
  }),
  route('id-diplomas', 'id', '/diplomas/', 'Дипломы', {
    middleware: ['auth'],
    page: () => import('../brands/id/DiplomasPage'),
  }),
  route('id-orders', 'id', '/orders/', 'Заказы', {
    middleware: ['auth'],
    page: () => import('../brands/id/OrdersPage'),
  }),
  route('id-orders-number', 'id', '/orders/:number/', 'Заказ', {
    middleware: ['auth'],
    validate: shortParams,
    page: () => import('../brands/id/OrderPage'),
  }),
  route('id-tickets', 'id', '/tickets/', 'Мои билеты', {
    middleware: ['auth'],
    page: () => import('../brands/id/TicketsPage'),
  }),
  route('id-children', 'id', '/children/', 'Дети и занятия', {
    middleware: ['auth'],
    page: () => import('../brands/id/ChildrenPage'),
  }),
  route('id-portfolio', 'id', '/portfolio/', 'Моё портфолио', {
    middleware: ['auth'],
    page: () => import('../brands/id/PortfolioPage'),
  }),
  route('id-settings', 'id', '/settings/', 'Настройки', {
    middleware: ['auth'],
    page: () => import('../brands/id/SettingsPage'),
  }),
];

// ---------------------------------------------------------------- admin
const ADMIN_TOP: [string, string][] = [
  ['seo', 'SEO'],
  ['blogs', 'Блог'],
  ['roles', 'Роли'],
  ['cities', 'Города'],
  ['events', 'Мероприятия'],
  ['orders', 'Заказы'],
  ['places', 'Площадки'],
  ['search', 'Поиск'],
  ['ui-kit', 'UI-кит'],
  ['content', 'Контент'],
  ['posters', 'Афиши'],
  ['regions', 'Регионы'],
  ['tickets', 'Билеты'],
  ['services', 'Услуги'],
  ['handbooks', 'Справочники'],
  ['recommend', 'Рекомендации'],
];
const ADMIN_NESTED: [string, string][] = [
  ['users', 'Пользователи'],
  ['users/roles', 'Роли пользователей'],
  ['users/mentor', 'Наставники'],
  ['users/profile', 'Профили'],
  ['users/structures', 'Структуры'],
  ['users/participant', 'Участники'],
  ['events/assigns', 'Назначения'],
  ['events/results', 'Результаты'],
  ['events/reviews', 'Отзывы'],
  ['events/programs', 'Программы'],
  ['services/special', 'Специальные услуги'],
  ['services/categories', 'Категории услуг'],
];

const adminRoutes: RouteDefinition[] = [
  // The admin area runs react-admin (its own chunk and router, see app/App.tsx and decision 0032):
  // the area router is not used there, the app itself sends guests to the login and refuses
  // non-staff. Every address of the area is the app's: the spec's sections by name, and its
  // screens (`/orders/12/show`) through the last route.
  home('admin', 'Администрирование', { middleware: ['auth', 'role'], roles: ADMIN_ROLES, page: () => import('../admin/AdminApp') }),
  ...[...ADMIN_TOP, ...ADMIN_NESTED].map(([path, pageName]) =>
    admin(`admin-${path.replace(/\//g, '-')}`, `/${path}/`, pageName, path === 'handbooks' ? ['Admin'] : ADMIN_ROLES),
  ),
  admin('admin-screen', '/:screen+/', 'Раздел'),
];

// ---------------------------------------------------------------- oki
const OKI: [string, string][] = [
  ['obrazovanie', 'Образование'],
  ['obrazovanie/online-repetitor', 'Онлайн-репетитор'],
  ['uchastnikam', 'Участникам'],
  ['uchastnikam/portfolio', 'Портфолио участника'],
  ['uchastnikam/produserskiy-tsentr', 'Продюсерский центр'],
  ['rukovoditelyam', 'Руководителям'],
  ['rukovoditelyam/portfolio', 'Портфолио руководителя'],
  ['rukovoditelyam/ekspertniy-klub', 'Экспертный клуб'],
  ['rukovoditelyam/tvorcheskiy-klub', 'Творческий клуб'],
  ['rukovoditelyam/konkurs-ambassadorov', 'Конкурс амбассадоров'],
  ['organizatoram/proektniy-center', 'Проектный центр'],
  ['organizatoram/partnerskiy-tsentr', 'Партнёрский центр'],
  ['organizatoram/akselerator-proektov', 'Акселератор проектов'],
  ['organizatoram/konkurs-tvorcheskih-kompetentsy', 'Конкурс творческих компетенций'],
  ['tvorcheskie-proekty', 'Творческие проекты'],
  ['tvorcheskie-proekty/scena', 'Сцена'],
];
const okiRoutes: RouteDefinition[] = [
  // Every page of OKI is a content page (issue 15): programmes that editors keep current.
  home('oki', 'Главная', contentPage),
  ...OKI.map(([path, pageName]) => route(`oki-${path.replace(/\//g, '-')}`, 'oki', `/${path}/`, pageName, contentPage)),
];

// ---------------------------------------------------------------- organizer, arenda, welcome
const otherRoutes: RouteDefinition[] = [
  // The organizer landing and its partners page are content pages (issue 15, decision 0039).
  home('organizer', 'Главная', contentPage),
  route('organizer-partnery', 'organizer', '/partnery/', 'Партнёры', contentPage),
  home('arenda', 'Главная', contentPage),
  // The venue catalogue and a venue's page (decision 0040; the spec names no paths for them).
  route('arenda-zaly', 'arenda', '/zaly/', 'Залы для аренды', {
    page: () => import('../brands/arenda/HallsPage'),
  }),
  route('arenda-ploshchadki-code', 'arenda', '/ploshchadki/:code/', 'Площадка', {
    ...slugged,
    page: () => import('../brands/arenda/VenuePage'),
  }),
  home('welcome', 'Главная', contentPage),
];

/** Applied to every route before its own middleware. */
export const GLOBAL_MIDDLEWARE: readonly string[] = ['trailing-slash'];

export const routes: readonly RouteDefinition[] = [
  ...mainRoutes,
  ...bravoRoutes,
  ...eventsRoutes,
  ...idRoutes,
  ...adminRoutes,
  ...okiRoutes,
  ...otherRoutes,
];

const byName = new Map(routes.map((r) => [r.name, r]));

export function getRoute(name: string): RouteDefinition {
  const found = byName.get(name);
  if (!found) throw new Error(`Unknown route name: ${name}`);
  return found;
}

export function findRoute(name: string): RouteDefinition | undefined {
  return byName.get(name);
}

export function hasPage(name: string): boolean {
  return byName.get(name)?.page !== undefined;
}

export function routesOfArea(area: AreaCode): RouteDefinition[] {
  return routes.filter((r) => r.area === area);
}

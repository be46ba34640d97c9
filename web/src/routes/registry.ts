/**
 * The route registry: every route of spec section 2 (decision 0001).
 * A route gets `page` once its page exists; until then it renders the 404 error page and is
 * left out of the route manifest, so the server answers 404 for it too.
 *
 * Invented paths (the spec does not give them) are listed in docs/decisions/0003-web-app-shell.md:
 * the six case studies and the "other named pages"; bravo's classes, courses, teachers and
 * schedule in docs/decisions/0042-bravo-school.md.
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

function route(
  name: string,
  area: AreaCode,
  pattern: string,
  pageName: string,
  description: string,
  options: RouteOptions = {},
): RouteDefinition {
  return { name, area, pattern, pageName, title: pageTitle(pageName), description, ...options };
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
  route(name, 'admin', pattern, pageName, `Администрирование: ${pageName.toLowerCase()}.`, {
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
  route('main-karta', 'main', '/karta/', 'Карта сайта', 'Все разделы платформы «Территория творчества» на одной странице.', {
    page: () => import('../brands/main/ContentPage').then((module) => ({ default: module.SiteMapPage })),
  }),
  route(
    'main-keisy',
    'main',
    '/keisy/',
    'Кейсы',
    'Как фестивали, академии и концертные площадки работают с платформой: задачи, решения, результаты.',
    contentPage,
  ),
  route(
    'main-keisy-sbor-zayavok-dlya-akademii',
    'main',
    '/keisy/sbor-zayavok-dlya-akademii/',
    'Сбор заявок для академии',
    'Кейс: онлайн-приём заявок на обучение в творческой академии.',
    contentPage,
  ),
  route(
    'main-keisy-kasting-v-8-federalnyh-okrugah',
    'main',
    '/keisy/kasting-v-8-federalnyh-okrugah/',
    'Кастинг в 8 федеральных округах',
    'Кейс: единый кастинг участников в восьми федеральных округах России.',
    contentPage,
  ),
  route(
    'main-keisy-onlayn-kassa-yubileynogo-koncerta',
    'main',
    '/keisy/onlayn-kassa-yubileynogo-koncerta/',
    'Онлайн-касса юбилейного концерта',
    'Кейс: продажа билетов на юбилейный концерт через онлайн-кассу платформы.',
    contentPage,
  ),
  route(
    'main-keisy-cifrovizaciya-intensivov-i-kastinga',
    'main',
    '/keisy/cifrovizaciya-intensivov-i-kastinga/',
    'Цифровизация интенсивов и кастинга',
    'Кейс: перевод творческих интенсивов и кастинга в онлайн.',
    contentPage,
  ),
  route(
    'main-keisy-sistema-zayavok-i-kastinga-akademii',
    'main',
    '/keisy/sistema-zayavok-i-kastinga-akademii/',
    'Система заявок и кастинга академии',
    'Кейс: система приёма заявок и проведения кастинга для творческой академии.',
    contentPage,
  ),
  route(
    'main-keisy-avtomatizaciya-festivalya-konkursa',
    'main',
    '/keisy/avtomatizaciya-festivalya-konkursa/',
    'Автоматизация фестиваля-конкурса',
    'Кейс: автоматизация заявок, расписания и результатов фестиваля-конкурса.',
    contentPage,
  ),
  route('main-o-nas', 'main', '/o-nas/', 'О нас', 'Команда и история платформы «Территория творчества».', contentPage),
  route(
    'main-o-nas-tarify',
    'main',
    '/o-nas/tarify/',
    'Тарифы',
    'Тарифы платформы для организаторов фестивалей, конкурсов и творческих проектов.',
    { page: () => import('../brands/main/ContentPage').then((module) => ({ default: module.AboutTariffsPage })), content: '/tarify/' },
  ),
  route(
    'main-tarify',
    'main',
    '/tarify/',
    'Тарифы',
    'Тарифы платформы для организаторов фестивалей, конкурсов и творческих проектов.',
    contentPage,
  ),
  route('main-poisk', 'main', '/poisk/', 'Поиск', 'Поиск фестивалей, конкурсов, новостей и услуг платформы.', {
    page: () => import('../brands/main/SearchPage'),
  }),
  route(
    'main-uslugi',
    'main',
    '/uslugi/',
    'Услуги',
    'Услуги платформы для участников и коллективов: видеосъёмка, трансферы, проживание и другое.',
    contentPage,
  ),
  route(
    'main-uslugi-for-mentors',
    'main',
    '/uslugi/for-mentors/',
    'Услуги для наставников',
    'Услуги для педагогов и руководителей творческих коллективов.',
    contentPage,
  ),
  route(
    'main-kontakty',
    'main',
    '/kontakty/',
    'Контакты',
    'Телефоны, почта и адрес команды платформы «Территория творчества».',
    contentPage,
  ),
  route('main-portfolio', 'main', '/portfolio/', 'Портфолио', 'Онлайн-портфолио участников и наставников творческих событий.', contentPage),
  route(
    'main-portfolio-uchastniki',
    'main',
    '/portfolio/uchastniki/',
    'Портфолио участников',
    'Портфолио участников фестивалей и конкурсов: выступления, дипломы и награды.',
    contentPage,
  ),
  route(
    'main-portfolio-nastavniki',
    'main',
    '/portfolio/nastavniki/',
    'Портфолио наставников',
    'Портфолио педагогов и руководителей коллективов.',
    contentPage,
  ),
  route(
    'main-portfolio-sozdat',
    'main',
    '/portfolio/sozdat/',
    'Создать портфолио',
    'Создайте онлайн-портфолио участника или наставника.',
    contentPage,
  ),
  route(
    'main-art-center',
    'main',
    '/art-center/',
    'Арт-центр',
    'Арт-центр платформы: мастер-классы, выставки и творческие встречи.',
    contentPage,
  ),
  route('main-nastavniki', 'main', '/nastavniki/', 'Наставники', 'Педагоги и наставники творческих коллективов на платформе.', contentPage),
  route('main-nastavnik-code', 'main', '/nastavnik/:code/', 'Наставник', 'Страница наставника: опыт, коллективы и достижения.', slugged),
  route('main-uchastniki', 'main', '/uchastniki/', 'Участники', 'Участники фестивалей и конкурсов платформы.', contentPage),
  route(
    'main-uchastnikam',
    'main',
    '/uchastnikam/',
    'Участникам',
    'Как выбрать фестиваль, подать заявку и подготовиться к выступлению.',
    contentPage,
  ),
  route(
    'main-uchastnikam-obrazovanie-i-kariera',
    'main',
    '/uchastnikam/obrazovanie-i-kariera/',
    'Образование и карьера',
    'Программы обучения и развития карьеры для участников творческих событий.',
    contentPage,
  ),
  route(
    'main-organizatoram',
    'main',
    '/organizatoram/',
    'Организаторам',
    'Платформа для организаторов: заявки, кастинги, билеты и отчёты.',
    contentPage,
  ),
  route(
    'main-o-platforme',
    'main',
    '/o-platforme/',
    'О платформе',
    'Что умеет платформа «Территория творчества» и кому она помогает.',
    contentPage,
  ),
  route(
    'main-o-platforme-biletnaya-kassa',
    'main',
    '/o-platforme/biletnaya-kassa/',
    'Билетная касса',
    'Онлайн-продажа билетов на концерты и гала-концерты фестивалей.',
    contentPage,
  ),
  route('main-finansirovanie', 'main', '/finansirovanie/', 'Финансирование', 'Гранты и финансирование творческих проектов.', contentPage),
  route(
    'main-festivali-kastingi',
    'main',
    '/festivali-kastingi/',
    'Фестивали и кастинги',
    'Фестивали и кастинги для творческих коллективов и солистов.',
    {
      page: () => import('../brands/main/FestivalsCastingsPage'),
    },
  ),
  route(
    'main-tvorcheskie-sbory-forumy',
    'main',
    '/tvorcheskie-sbory-forumy/',
    'Творческие сборы и форумы',
    'Творческие сборы, смены и форумы для детей и взрослых.',
    {
      page: () => import('../brands/main/GatheringsForumsPage'),
    },
  ),
  route(
    'main-tvorcheskie-muzykalnye-proekty',
    'main',
    '/tvorcheskie-muzykalnye-proekty/',
    'Творческие музыкальные проекты',
    'Музыкальные проекты платформы для солистов и коллективов.',
    contentPage,
  ),
  route('main-spasibo-vibe', 'main', '/spasibo-vibe/', 'Спасибо за заявку', 'Заявка отправлена: что будет дальше.', {
    page: () => import('../brands/main/ThankYouPage'),
  }),
  route('main-blog-type', 'main', '/blog/:type?/', 'Блог', 'Новости, статьи и истории участников творческих событий.', {
    ...slugged,
    crumbs: 'page',
    page: () => import('../brands/main/BlogPage'),
  }),
  route('main-blog-type-code', 'main', '/blog/:type?/:code/', 'Статья', 'Статья блога платформы «Территория творчества».', {
    ...slugged,
    crumbs: 'page',
    page: () => import('../brands/main/BlogPage').then((module) => ({ default: module.ArticlePage })),
  }),
  route('nko', 'main', '/nko/', 'Фонд «Территория творчества»', 'Фонд поддержки детского творчества.', contentPage),
  route('afisha', 'main', '/afisha/', 'Афиша', 'Афиша концертов и гала-концертов творческих фестивалей.'),
  route('icon', 'main', '/icon/', 'Иконки', 'Иконки каталога и их имена для справочников меток и видов творчества.', {
    page: () => import('../brands/main/IconsPage'),
    noindex: true,
  }),
  route(
    'test',
    'main',
    '/test/',
    'Тест: какой фестиваль вам подойдёт',
    'Три вопроса о направлении, возрасте участников и городе — и фестивали и конкурсы, которые вам подходят.',
    { page: () => import('../brands/main/FestivalQuizPage') },
  ),
  route('content', 'main', '/content/', 'Предпросмотр страницы', 'Предпросмотр страниц для редакторов.', {
    page: () => import('../brands/main/ContentPreviewPage'),
    noindex: true,
  }),
  route('rs', 'main', '/rs/', 'Ресурсный центр', 'Шаблоны для организаторов.', contentPage),
  route('slug', 'main', '/:slug/', 'Страница', 'Страница платформы «Территория творчества».', { ...slugged, ...contentPage }),
];

// ---------------------------------------------------------------- bravo
// The schools, their classes, the courses and the teachers are the school's catalogue (issue 16,
// decision 0042): their pages take a code, and the server answers 404 for one the catalogue does
// not have. The fixed pages win over `/:school/` (the server and the router both prefer literal
// segments); the parameter routes come last all the same, as main's `/:slug/` does.
const bravoRoutes: RouteDefinition[] = [
  home('bravo', 'Главная', { page: () => import('../brands/bravo/HomePage') }),
  route('bravo-karta', 'bravo', '/karta/', 'Карта сайта', 'Все разделы театра-студии «Браво».', {
    page: () => import('../brands/bravo/SiteMapPage'),
  }),
  route(
    'bravo-kursy',
    'bravo',
    '/kursy/',
    'Курсы',
    'Курсы и интенсивы театра-студии «Браво» для детей и подростков: даты, расписание и стоимость.',
    {
      page: () => import('../brands/bravo/CoursesPage'),
    },
  ),
  route('bravo-kursy-code', 'bravo', '/kursy/:code/', 'Курс', 'Даты, расписание, стоимость и педагоги курса театра-студии «Браво».', {
    ...slugged,
    crumbs: 'page',
    page: () => import('../brands/bravo/CoursePage'),
  }),
  route(
    'bravo-raspisanie',
    'bravo',
    '/raspisanie/',
    'Расписание',
    'Расписание занятий театра-студии «Браво» по дням недели и возрасту ребёнка: время, зал и группа.',
    { page: () => import('../brands/bravo/SchedulePage') },
  ),
  route('bravo-pedagogi', 'bravo', '/pedagogi/', 'Педагоги', 'Педагоги театра-студии «Браво»: артисты, хореографы и музыканты.', {
    page: () => import('../brands/bravo/TeachersPage'),
  }),
  route('bravo-pedagogi-code', 'bravo', '/pedagogi/:code/', 'Педагог', 'Педагог театра-студии «Браво»: опыт, занятия и курсы.', {
    ...slugged,
    crumbs: 'page',
    page: () => import('../brands/bravo/TeacherPage'),
  }),
  route('bravo-kontakty', 'bravo', '/kontakty/', 'Контакты', 'Адрес, телефон и схема проезда театра-студии «Браво».', contentPage),
  route('bravo-o-teatre', 'bravo', '/o-teatre/', 'О театре', 'История, педагоги и спектакли театра-студии «Браво».', contentPage),
  route('bravo-school', 'bravo', '/:school/', 'Школа', 'Школа театра-студии «Браво»: занятия, расписание и цены.', {
    ...slugged,
    crumbs: 'page',
    page: () => import('../brands/bravo/SchoolPage'),
  }),
  route(
    'bravo-school-code',
    'bravo',
    '/:school/:code/',
    'Занятие',
    'Занятие театра-студии «Браво»: возраст, расписание, цены и педагоги.',
    { ...slugged, crumbs: 'page', page: () => import('../brands/bravo/ClassPage') },
  ),
];

// ---------------------------------------------------------------- events
const eventsRoutes: RouteDefinition[] = [
  home('events', 'Главная', { page: () => import('../brands/events/HomePage') }),
  route(
    'events-karta',
    'events',
    '/karta/',
    'Карта сайта',
    'Все разделы афиши фестивалей и конкурсов: направления, города, особенности и творческие проекты.',
    {
      page: () => import('../brands/events/SiteMapPage'),
    },
  ),
  route('events-festival-code', 'events', '/festival/:code/', 'Фестиваль', 'Программа, условия участия и стоимость фестиваля.', {
    ...slugged,
    page: () => import('../brands/events/FestivalPage'),
  }),
  route(
    'events-festivals',
    'events',
    '/festivals/',
    'Конкурсы и фестивали',
    'Все конкурсы и фестивали: даты, города, цены и свободные места.',
    {
      page: () => import('../brands/events/FestivalsPage'),
    },
  ),
  route(
    'events-festivals-filters',
    'events',
    '/festivals/:filters+/',
    'Подборка фестивалей',
    'Подборка фестивалей и конкурсов по выбранным фильтрам.',
    {
      middleware: ['slug'],
      validate: validFilters,
      page: () => import('../brands/events/FestivalsPage'),
    },
  ),
  route(
    'events-kreativnye-proekty',
    'events',
    '/kreativnye-proekty/',
    'Территория творческих проектов',
    'Творческие проекты для коллективов и солистов: интенсивы, кэмпы и всероссийские проекты.',
    {
      page: () => import('../brands/events/ProjectsPage'),
    },
  ),
  // The two fixed project pages render the same project page as the catch-all (slug from the path).
  route(
    'events-kreativnye-proekty-imena-rossii',
    'events',
    '/kreativnye-proekty/imena-rossii/',
    'Имена России 2025',
    'Всероссийский творческий проект «Имена России 2025».',
    {
      page: () => import('../brands/events/ProjectPage'),
    },
  ),
  route(
    'events-kreativnye-proekty-ozherelie-rossii-legendy',
    'events',
    '/kreativnye-proekty/ozherelie-rossii-legendy/',
    'Ожерелье России. Герои нашего времени',
    'Творческий проект «Ожерелье России. Герои нашего времени».',
    {
      page: () => import('../brands/events/ProjectPage'),
    },
  ),
  route('events-kreativnye-proekty-slug', 'events', '/kreativnye-proekty/:slug+/', 'Творческий проект', 'Страница творческого проекта.', {
    ...slugged,
    page: () => import('../brands/events/ProjectPage'),
  }),
];

// ---------------------------------------------------------------- id (account)
const idRoutes: RouteDefinition[] = [
  home('id', 'Личный кабинет', { middleware: ['auth'], page: () => import('../brands/id/ProfilePage') }),
  route('id-login', 'id', '/login/', 'Вход', 'Вход в личный кабинет по почте или телефону.', {
    page: () => import('../brands/id/LoginPage'),
  }),
  route('id-registration', 'id', '/registration/', 'Регистрация', 'Регистрация на платформе «Территория творчества».', {
    page: () => import('../brands/id/RegistrationPage'),
  }),
  route('id-orders', 'id', '/orders/', 'Заказы', 'Ваши заявки и заказы.', {
    middleware: ['auth'],
    page: () => import('../brands/id/OrdersPage'),
  }),
  route('id-orders-number', 'id', '/orders/:number/', 'Заказ', 'Состав, сумма и история заказа.', {
    middleware: ['auth'],
    validate: shortParams,
    page: () => import('../brands/id/OrderPage'),
  }),
  route('id-children', 'id', '/children/', 'Дети и занятия', 'Профили детей и их записи на занятия театра-студии «Браво».', {
    middleware: ['auth'],
    page: () => import('../brands/id/ChildrenPage'),
  }),
  route('id-settings', 'id', '/settings/', 'Настройки', 'Настройки профиля.', {
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
const OKI: [string, string, string][] = [
  ['obrazovanie', 'Образование', 'Образовательные программы для педагогов и руководителей творческих коллективов.'],
  ['obrazovanie/online-repetitor', 'Онлайн-репетитор', 'Индивидуальные онлайн-занятия с педагогами.'],
  ['uchastnikam', 'Участникам', 'Программы развития для участников творческих проектов.'],
  ['uchastnikam/portfolio', 'Портфолио участника', 'Онлайн-портфолио участника: выступления, дипломы и награды.'],
  ['uchastnikam/produserskiy-tsentr', 'Продюсерский центр', 'Продюсерская поддержка молодых исполнителей.'],
  ['rukovoditelyam', 'Руководителям', 'Поддержка руководителей творческих коллективов.'],
  ['rukovoditelyam/portfolio', 'Портфолио руководителя', 'Онлайн-портфолио руководителя коллектива.'],
  ['rukovoditelyam/ekspertniy-klub', 'Экспертный клуб', 'Клуб экспертов и членов жюри творческих конкурсов.'],
  ['rukovoditelyam/tvorcheskiy-klub', 'Творческий клуб', 'Сообщество руководителей творческих коллективов.'],
  ['rukovoditelyam/konkurs-ambassadorov', 'Конкурс амбассадоров', 'Конкурс амбассадоров платформы среди руководителей коллективов.'],
  ['organizatoram/proektniy-center', 'Проектный центр', 'Помощь в подготовке и запуске творческих проектов.'],
  ['organizatoram/partnerskiy-tsentr', 'Партнёрский центр', 'Партнёрские программы для организаторов творческих событий.'],
  ['organizatoram/akselerator-proektov', 'Акселератор проектов', 'Акселератор творческих и образовательных проектов.'],
  [
    'organizatoram/konkurs-tvorcheskih-kompetentsy',
    'Конкурс творческих компетенций',
    'Конкурс профессиональных компетенций для организаторов и педагогов.',
  ],
  ['tvorcheskie-proekty', 'Творческие проекты', 'Некоммерческие творческие проекты для детей и молодёжи.'],
  ['tvorcheskie-proekty/scena', 'Сцена', 'Проект «Сцена»: выступления участников на профессиональных площадках.'],
];
const okiRoutes: RouteDefinition[] = [
  // Every page of OKI is a content page (issue 15): programmes that editors keep current.
  home('oki', 'Главная', contentPage),
  ...OKI.map(([path, pageName, description]) =>
    route(`oki-${path.replace(/\//g, '-')}`, 'oki', `/${path}/`, pageName, description, contentPage),
  ),
];

// ---------------------------------------------------------------- organizer, arenda, welcome
const otherRoutes: RouteDefinition[] = [
  // The organizer landing and its partners page are content pages (issue 15, decision 0039).
  home('organizer', 'Главная', contentPage),
  route(
    'organizer-partnery',
    'organizer',
    '/partnery/',
    'Партнёры',
    'Партнёры платформы и условия партнёрства для организаторов.',
    contentPage,
  ),
  home('arenda', 'Главная', contentPage),
  // The venue catalogue and a venue's page (decision 0040; the spec names no paths for them).
  route(
    'arenda-zaly',
    'arenda',
    '/zaly/',
    'Залы для аренды',
    'Концертные, театральные и репетиционные залы для аренды: вместимость, оборудование и цены.',
    {
      page: () => import('../brands/arenda/HallsPage'),
    },
  ),
  route('arenda-ploshchadki-code', 'arenda', '/ploshchadki/:code/', 'Площадка', 'Залы площадки, их оборудование, цены и свободные дни.', {
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

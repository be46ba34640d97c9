/**
 * Areas (brands) of the platform and their names (decisions 0001 and 0002).
 * Pure data: imported by the app and, at build time, by the route manifest plugin.
 */

export const PRODUCT_NAME = 'Территория творчества';

export const AREA_CODES = ['main', 'bravo', 'events', 'oki', 'organizer', 'arenda', 'welcome', 'id', 'admin'] as const;

export type AreaCode = (typeof AREA_CODES)[number];

export interface AreaInfo {
  /** Name shown in the header and in titles. */
  name: string;
  /** Document title of the area's home page. */
  title: string;
  /** Meta description of the area's home page. */
  description: string;
  /** Short name of the logo's second line (under the product mark). */
  tagline: string;
  /** Support phone as shown and as dialled. */
  phone: { display: string; tel: string; note: string };
  /** Privacy policy document (the school area has its own). */
  privacyPolicy: string;
}

/**
 * The phones the brand home pages print in their own text (the header and footer take theirs from
 * the area's settings, decision 0026): they go when those pages become content pages of blocks
 * (issues 15 and 16).
 */
const FREE_CALL = { display: '8 800 350-27-27', tel: '+78003502727', note: 'Бесплатно по России' };
const PRIVACY = '/politika-konfidencialnosti.pdf';

export const AREAS: Record<AreaCode, AreaInfo> = {
  main: {
    name: PRODUCT_NAME,
    title: 'Территория творчества — фестивали, конкурсы и творческие проекты',
    description:
      'Платформа для участников, наставников и организаторов творческих фестивалей и конкурсов: заявки, билеты, портфолио и обучение в одном месте.',
    tagline: 'платформа творческих событий',
    phone: FREE_CALL,
    privacyPolicy: PRIVACY,
  },
  bravo: {
    name: 'Театр-студия «Браво»',
    title: 'Театр-студия «Браво» — вокал, танцы, цирк, музыка и театр для детей и взрослых',
    description:
      'Школы вокала, танцев, мюзикла, цирка, музыки и театральная студия для детей от 4 до 17 лет и взрослых. Пробное занятие и запись по телефону.',
    tagline: 'школа и театр-студия',
    phone: { display: '+7 495 127-48-48', tel: '+74951274848', note: 'Запись на занятия' },
    privacyPolicy: '/politika-konfidencialnosti-bravo.pdf',
  },
  events: {
    name: 'Фестивали и конкурсы',
    title: 'Фестивали и конкурсы — афиша творческих событий для детей и взрослых',
    description:
      'Фестивали и конкурсы вокала, хореографии, театра, цирка и инструментального исполнительства по всей России: выберите событие и подайте заявку онлайн.',
    tagline: 'афиша творческих событий',
    phone: FREE_CALL,
    privacyPolicy: PRIVACY,
  },
  oki: {
    name: 'ОКИ — образование и карьера',
    title: 'ОКИ — образование и карьера в творчестве',
    description:
      'Некоммерческие программы для педагогов, руководителей коллективов и участников: обучение, клубы, акселератор проектов и конкурсы компетенций.',
    tagline: 'некоммерческое направление',
    phone: FREE_CALL,
    privacyPolicy: PRIVACY,
  },
  organizer: {
    name: 'Организаторам',
    title: 'Организаторам — приём заявок, кастинги и продажа билетов',
    description:
      'Инструменты для организаторов фестивалей и конкурсов: онлайн-приём заявок, кастинги, билетная касса и отчёты в одном кабинете.',
    tagline: 'инструменты для фестивалей',
    phone: FREE_CALL,
    privacyPolicy: PRIVACY,
  },
  arenda: {
    name: 'Аренда площадок',
    title: 'Аренда площадок для концертов, фестивалей и репетиций',
    description: 'Залы, сцены и репетиционные площадки для творческих событий: подберём помещение, оборудование и техническую команду.',
    tagline: 'площадки для событий',
    phone: FREE_CALL,
    privacyPolicy: PRIVACY,
  },
  welcome: {
    name: PRODUCT_NAME,
    title: 'Добро пожаловать на Территорию творчества',
    description: 'Впервые на платформе? Расскажем, как выбрать фестиваль или конкурс, подать заявку и собрать портфолио участника.',
    tagline: 'платформа творческих событий',
    phone: FREE_CALL,
    privacyPolicy: PRIVACY,
  },
  id: {
    name: 'Личный кабинет',
    title: 'Личный кабинет — Территория творчества',
    description: 'Вход, регистрация, заказы и настройки профиля на платформе «Территория творчества».',
    tagline: 'вход и заказы',
    phone: FREE_CALL,
    privacyPolicy: PRIVACY,
  },
  admin: {
    name: 'Администрирование',
    title: 'Администрирование — Территория творчества',
    description: 'Управление содержимым, заказами и пользователями платформы.',
    tagline: 'управление платформой',
    phone: FREE_CALL,
    privacyPolicy: PRIVACY,
  },
};

export function isAreaCode(value: string): value is AreaCode {
  return (AREA_CODES as readonly string[]).includes(value);
}

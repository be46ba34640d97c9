import type { AreaCode } from '../../app/areas';
import { hasPage } from '../../routes/registry';
import type { RouteParams } from '../../routes/types';

/** A menu link: a route of the registry (optionally with params and an anchor) or a document URL. */
export type MenuLink =
  { label: string; route: string; params?: RouteParams; hash?: string } | { label: string; href: string; newTab?: boolean };

export interface FooterColumn {
  title: string;
  links: MenuLink[];
}

/**
 * Links to routes whose page does not exist yet are left out, so menus never lead to a 404;
 * they appear by themselves when the page lands (its route gets `page`).
 */
export function available(links: readonly MenuLink[]): MenuLink[] {
  return links.filter((link) => !('route' in link) || hasPage(link.route));
}

const AREA_LINKS: MenuLink[] = [
  { label: 'Фестивали и конкурсы', route: 'events' },
  { label: 'Театр-студия «Браво»', route: 'bravo' },
  { label: 'Образование и карьера', route: 'oki' },
  { label: 'Организаторам', route: 'organizer' },
  { label: 'Аренда площадок', route: 'arenda' },
];

export const HEADER_MENUS: Record<AreaCode, MenuLink[]> = {
  main: [
    { label: 'Фестивали', route: 'events' },
    { label: 'Театр-студия', route: 'bravo' },
    { label: 'Образование', route: 'oki' },
    { label: 'Организаторам', route: 'organizer' },
    { label: 'Аренда', route: 'arenda' },
    { label: 'О нас', route: 'main-o-nas' },
    { label: 'Контакты', route: 'main-kontakty' },
  ],
  welcome: [
    { label: 'Как начать', route: 'welcome', hash: 'kak-nachat' },
    { label: 'Фестивали', route: 'events' },
    { label: 'Театр-студия', route: 'bravo' },
    { label: 'Вся платформа', route: 'main' },
  ],
  bravo: [
    { label: 'Школы', route: 'bravo', hash: 'shkoly' },
    { label: 'Курсы', route: 'bravo-kursy' },
    { label: 'Скидки', route: 'bravo', hash: 'skidka' },
    { label: 'О театре', route: 'bravo', hash: 'o-teatre' },
    { label: 'Контакты', route: 'bravo', hash: 'kontakty' },
  ],
  events: [
    { label: 'Направления', route: 'events', hash: 'napravleniya' },
    { label: 'Города', route: 'events', hash: 'goroda' },
    { label: 'Творческие проекты', route: 'events-kreativnye-proekty' },
    { label: 'Организаторам', route: 'organizer' },
    { label: 'Вся платформа', route: 'main' },
  ],
  oki: [
    { label: 'Программы', route: 'oki', hash: 'programmy' },
    { label: 'Образование', route: 'oki-obrazovanie' },
    { label: 'Руководителям', route: 'oki-rukovoditelyam' },
    { label: 'Вся платформа', route: 'main' },
  ],
  organizer: [
    { label: 'Инструменты', route: 'organizer', hash: 'tools' },
    { label: 'Как это работает', route: 'organizer', hash: 'instruction' },
    { label: 'Партнёры', route: 'organizer-partnery' },
    { label: 'Аренда площадок', route: 'arenda' },
    { label: 'Вся платформа', route: 'main' },
  ],
  arenda: [
    { label: 'Что сдаём', route: 'arenda', hash: 'about' },
    { label: 'Как арендовать', route: 'arenda', hash: 'statementCard' },
    { label: 'Организаторам', route: 'organizer' },
    { label: 'Вся платформа', route: 'main' },
  ],
  id: [{ label: 'На главную платформы', route: 'main' }],
  admin: [{ label: 'На главную платформы', route: 'main' }],
};

export const TERMS_OF_USE = '/polzovatelskoe-soglashenie.pdf';
export const PERSONAL_DATA = '/obrabotka-personalnyh-dannyh.pdf';

const GENERAL: MenuLink[] = [
  { label: 'О нас', route: 'main-o-nas' },
  { label: 'Блог', route: 'main-blog-type' },
  { label: 'Афиша', route: 'afisha' },
  { label: 'Тарифы', route: 'main-tarify' },
  { label: 'Услуги', route: 'main-uslugi' },
  { label: 'Контакты', route: 'main-kontakty' },
  { label: 'Карта сайта', route: 'main-karta' },
];

export const FOOTER_COLUMNS: Record<AreaCode, FooterColumn[]> = {
  main: [
    { title: 'Разделы платформы', links: AREA_LINKS },
    {
      title: 'Организаторам',
      links: [
        { label: 'Инструменты организатора', route: 'organizer' },
        { label: 'Партнёрский центр', route: 'oki-organizatoram-partnerskiy-tsentr' },
        { label: 'Проектный центр', route: 'oki-organizatoram-proektniy-center' },
        { label: 'Ресурсный центр', route: 'rs' },
        { label: 'Билетная касса', route: 'main-o-platforme-biletnaya-kassa' },
        { label: 'Акселератор проектов', route: 'oki-organizatoram-akselerator-proektov' },
        { label: 'Аренда площадок', route: 'arenda' },
      ],
    },
    {
      title: 'Участникам',
      links: [
        { label: 'Фестивали и конкурсы', route: 'events' },
        { label: 'Территория творческих проектов', route: 'events-kreativnye-proekty' },
        { label: 'Онлайн-портфолио', route: 'main-portfolio' },
        { label: 'Продюсерский центр', route: 'oki-uchastnikam-produserskiy-tsentr' },
        { label: 'Онлайн-репетитор', route: 'oki-obrazovanie-online-repetitor' },
      ],
    },
    {
      title: 'Наставникам',
      links: [
        { label: 'Образование и карьера', route: 'oki' },
        { label: 'Услуги и тарифы', route: 'main-uslugi-for-mentors' },
        { label: 'Творческий клуб', route: 'oki-rukovoditelyam-tvorcheskiy-klub' },
        { label: 'Экспертный клуб', route: 'oki-rukovoditelyam-ekspertniy-klub' },
        { label: 'Конкурс амбассадоров', route: 'oki-rukovoditelyam-konkurs-ambassadorov' },
      ],
    },
    { title: 'Общее', links: GENERAL },
  ],
  welcome: [
    {
      title: 'Начало',
      links: [
        { label: 'Как начать', route: 'welcome', hash: 'kak-nachat' },
        { label: 'Вся платформа', route: 'main' },
      ],
    },
    { title: 'Разделы платформы', links: AREA_LINKS },
  ],
  bravo: [
    {
      title: 'Школы',
      links: [
        { label: 'Все школы и студии', route: 'bravo', hash: 'shkoly' },
        { label: 'Школа вокала', route: 'bravo-shkola-vokala' },
        { label: 'Школа мюзикла', route: 'bravo-shkola-musikla' },
        { label: 'Школа танцев', route: 'bravo-shkola-tantsev' },
        { label: 'Студия цирка', route: 'bravo-studiya-tsirka' },
        { label: 'Музыкальная школа', route: 'bravo-muzikalnaya-shkola' },
        { label: 'Театральная студия', route: 'bravo-teatralnaya-studiya' },
      ],
    },
    {
      title: 'Занятия',
      links: [
        { label: 'Курсы', route: 'bravo-kursy' },
        { label: 'Детские группы', route: 'bravo', hash: 'gruppy' },
        { label: 'Скидка на индивидуальные занятия', route: 'bravo', hash: 'skidka' },
      ],
    },
    {
      title: 'О театре',
      links: [
        { label: 'О театре', route: 'bravo', hash: 'o-teatre' },
        { label: 'Новости', route: 'main-blog-type', params: { type: 'tvorchestvo' } },
        { label: 'Контакты', route: 'bravo', hash: 'kontakty' },
        { label: 'Карта сайта', route: 'bravo-karta' },
        { label: 'Платформа «Территория творчества»', route: 'main' },
      ],
    },
  ],
  events: [
    {
      title: 'Фестивали',
      links: [
        {
          label: 'Вокальное творчество',
          route: 'events-festivals-filters',
          params: { filters: ['tvorchestvo-vokalnoe'] },
        },
        {
          label: 'Хореография',
          route: 'events-festivals-filters',
          params: { filters: ['tvorchestvo-horeograficheskoe'] },
        },
        { label: 'Театр', route: 'events-festivals-filters', params: { filters: ['tvorchestvo-teatralnoe'] } },
        { label: 'Цирк', route: 'events-festivals-filters', params: { filters: ['tvorchestvo-cirkovoe'] } },
        { label: 'У моря', route: 'events-festivals-filters', params: { filters: ['u-morya'] } },
        { label: 'На каникулах', route: 'events-festivals-filters', params: { filters: ['na-kanikulah'] } },
        { label: 'Онлайн-конкурсы', route: 'events-festivals-filters', params: { filters: ['online-koncurs'] } },
        { label: 'Без оплаты', route: 'events-festivals-filters', params: { filters: ['bez-oplati'] } },
        { label: 'Горящие', route: 'events-festivals-filters', params: { filters: ['goryashie'] } },
        { label: 'Все направления', route: 'events', hash: 'napravleniya' },
      ],
    },
    {
      title: 'Города',
      links: [
        { label: 'Москва', route: 'events-festivals-filters', params: { filters: ['gorod-moskva'] } },
        { label: 'Санкт-Петербург', route: 'events-festivals-filters', params: { filters: ['gorod-sankt-peterburg'] } },
        { label: 'Сочи', route: 'events-festivals-filters', params: { filters: ['gorod-sochi'] } },
        { label: 'Казань', route: 'events-festivals-filters', params: { filters: ['gorod-kazan'] } },
        { label: 'Все города', route: 'events', hash: 'goroda' },
      ],
    },
    {
      title: 'Творческие проекты',
      links: [
        { label: 'Территория творческих проектов', route: 'events-kreativnye-proekty' },
        { label: 'Имена России', route: 'events-kreativnye-proekty-imena-rossii' },
        { label: 'Ожерелье России', route: 'events-kreativnye-proekty-ozherelie-rossii-legendy' },
      ],
    },
    {
      title: 'Информация',
      links: [
        { label: 'Блог', route: 'main-blog-type' },
        { label: 'Аренда площадок', route: 'arenda' },
        { label: 'Партнёры', route: 'organizer-partnery' },
        { label: 'Контакты', route: 'main-kontakty' },
        { label: 'О нас', route: 'main-o-nas' },
        { label: 'Карта сайта', route: 'events-karta' },
        { label: 'Платформа «Территория творчества»', route: 'main' },
      ],
    },
  ],
  oki: [
    {
      title: 'Программы',
      links: [
        { label: 'Все программы', route: 'oki', hash: 'programmy' },
        { label: 'Образование', route: 'oki-obrazovanie' },
        { label: 'Участникам', route: 'oki-uchastnikam' },
        { label: 'Руководителям', route: 'oki-rukovoditelyam' },
      ],
    },
    {
      title: 'Разделы платформы',
      links: AREA_LINKS.filter((l) => !('route' in l) || l.route !== 'oki').concat([{ label: 'Главная платформы', route: 'main' }]),
    },
  ],
  organizer: [
    {
      title: 'Организаторам',
      links: [
        { label: 'Инструменты', route: 'organizer', hash: 'tools' },
        { label: 'Как это работает', route: 'organizer', hash: 'instruction' },
        { label: 'Тарифы', route: 'organizer', hash: 'pricing' },
      ],
    },
    {
      title: 'Разделы платформы',
      links: AREA_LINKS.filter((l) => !('route' in l) || l.route !== 'organizer').concat([{ label: 'Главная платформы', route: 'main' }]),
    },
  ],
  arenda: [
    {
      title: 'Аренда',
      links: [
        { label: 'О площадках', route: 'arenda', hash: 'about' },
        { label: 'Как арендовать', route: 'arenda', hash: 'statementCard' },
        { label: 'Стоимость', route: 'arenda', hash: 'pricing' },
        { label: 'Связаться с нами', route: 'arenda', hash: 'bannerContacts' },
      ],
    },
    {
      title: 'Разделы платформы',
      links: AREA_LINKS.filter((l) => !('route' in l) || l.route !== 'arenda').concat([{ label: 'Главная платформы', route: 'main' }]),
    },
  ],
  id: [{ title: 'Разделы платформы', links: [{ label: 'Главная платформы', route: 'main' }, ...AREA_LINKS] }],
  admin: [],
};

/** Profile and basket icons show only in these areas (spec section 6). */
export const ACCOUNT_AREAS: ReadonlySet<AreaCode> = new Set(['main', 'events']);

import type { ArticleSummary } from '../../features/content/blog/api';
import type { ContentBlock } from '../../features/content/types';
import type { CartEvent } from '../../shared/events/types';

/**
 * Sample data of the UI kit (decision 0031): one block of every type the site draws and the cards
 * of the shared components, written as an editor of a creative festivals platform would. The
 * pictures are generated artwork (BRANDS.md: no stock photos), inline SVG with Russian alt texts.
 */

/** One sample per block type: the type system and uiKitSamples.test.ts both hold it complete. */
export type BlockSamples = { readonly [T in ContentBlock['type']]: Extract<ContentBlock, { type: T }> };

function svg(viewBox: string, body: string): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`)}`;
}

/** A four-pointed sparkle at (x, y) of radius r. */
function sparkle(x: number, y: number, r: number, fill: string): string {
  const k = r * 0.28;
  return `<path fill="${fill}" d="M${x} ${y - r}Q${x + k} ${y - k} ${x + r} ${y}Q${x + k} ${y + k} ${x} ${y + r}Q${x - k} ${y + k} ${x - r} ${y}Q${x - k} ${y - k} ${x} ${y - r}z"/>`;
}

/** A note at (x, y). */
function note(x: number, y: number, fill: string): string {
  return `<g fill="${fill}" transform="translate(${x} ${y})"><ellipse rx="11" ry="8" transform="rotate(-20)"/><rect x="8" y="-46" width="4" height="46" rx="2"/><path d="M12 -46c10 6 18 12 16 26c-3-8-8-11-16-13z"/></g>`;
}

/** Spotlights over a stage on a transparent ground: it sits on the hero's gradient of any area. */
const HERO_ART = svg(
  '0 0 640 480',
  '<defs><linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>' +
    '<path d="M130 0 60 400h150z" fill="url(#beam)"/><path d="M320 0 250 400h140z" fill="url(#beam)" opacity=".75"/><path d="M510 0 430 400h150z" fill="url(#beam)"/>' +
    '<ellipse cx="320" cy="404" rx="290" ry="38" fill="#fff" fill-opacity=".2"/><rect x="30" y="404" width="580" height="56" rx="14" fill="#fff" fill-opacity=".12"/>' +
    '<circle cx="320" cy="250" r="22" fill="#fff" fill-opacity=".9"/><path d="M292 392c4-60 10-96 28-118 18 22 24 58 28 118z" fill="#fff" fill-opacity=".9"/>' +
    '<path d="M300 300c-30-8-52-30-62-52M340 300c30-8 52-30 62-52" stroke="#fff" stroke-opacity=".9" stroke-width="10" stroke-linecap="round" fill="none"/>' +
    sparkle(90, 90, 18, '#ffd98a') +
    sparkle(560, 130, 24, '#ffd98a') +
    sparkle(470, 60, 10, '#fff') +
    sparkle(200, 160, 9, '#fff') +
    note(560, 300, '#ffd98a') +
    note(90, 290, '#fff'),
);

/** A "photo" of the festival: a dark stage in its own colours with lights and a motif. */
function stagePhoto(ground: string, light: string, motif: string): string {
  return svg(
    '0 0 800 600',
    `<rect width="800" height="600" fill="${ground}"/>` +
      `<path d="M180 0 90 470h180z" fill="${light}" fill-opacity=".28"/><path d="M620 0 530 470h180z" fill="${light}" fill-opacity=".28"/>` +
      `<rect y="470" width="800" height="130" fill="#000" fill-opacity=".35"/><ellipse cx="400" cy="470" rx="330" ry="34" fill="${light}" fill-opacity=".3"/>` +
      motif +
      sparkle(120, 110, 16, light) +
      sparkle(690, 150, 22, light),
  );
}

const DANCERS =
  '<g fill="#fff" fill-opacity=".92"><circle cx="330" cy="250" r="20"/><path d="M318 272h24l16 110-12 80h-14l4-70-14-40-14 40 4 70h-14l-12-80z"/><circle cx="470" cy="240" r="20"/><path d="M458 262h24l30 60-20 6-14-30 10 100-10 64h-14l-2-64-8 64h-14l2-70z"/></g>';
const CHOIR =
  '<g fill="#fff" fill-opacity=".9">' +
  [250, 330, 410, 490, 570]
    .map(
      (x, i) =>
        `<circle cx="${x}" cy="${300 + (i % 2) * 14}" r="22"/><rect x="${x - 28}" y="${326 + (i % 2) * 14}" width="56" height="130" rx="24"/>`,
    )
    .join('') +
  '</g>';
const PIANO =
  '<g fill="#fff" fill-opacity=".9"><rect x="240" y="330" width="320" height="30" rx="6"/><rect x="250" y="360" width="12" height="100"/><rect x="538" y="360" width="12" height="100"/><path d="M260 330c20-90 130-120 300-60v60z"/></g>' +
  note(640, 300, '#fff') +
  note(180, 260, '#fff');
const CUP =
  '<g fill="#ffd98a"><path d="M330 250h140v40c0 50-30 80-70 86-40-6-70-36-70-86z"/><rect x="388" y="370" width="24" height="50"/><rect x="350" y="420" width="100" height="24" rx="6"/><path d="M330 262h-30c0 40 16 56 36 60M470 262h30c0 40-16 56-36 60" stroke="#ffd98a" stroke-width="10" fill="none"/></g>';

/** A festival in a list as the catalogue serves it; the dates are counted from today. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const TAG_HITS = { id: 1, title: 'Хит сезона', icon: 'fire', color: '#ff7a59' };
const TAG_NEW = { id: 2, title: 'Новинка', icon: 'star', color: '#8f7bff' };

function festival(
  values: Pick<CartEvent, 'event_id' | 'code' | 'name' | 'type' | 'photo' | 'place' | 'place_count' | 'tags'> & {
    start: number;
    end: number;
    price: number;
  },
): CartEvent {
  const { start, end, price, ...rest } = values;
  return {
    ...rest,
    event_type: values.type,
    status: 'new',
    count: 1,
    date: { start: inDays(start), end: inDays(end) },
    package_trip: [],
    price_trip: null,
    price_participation: price,
    support: null,
  };
}

/** Cards of the catalogue: places aplenty, few left, none left. */
export const SAMPLE_EVENTS: readonly CartEvent[] = [
  festival({
    event_id: 900001,
    code: 'zvyozdnyj-dozhd-kazan',
    name: 'Фестиваль «Звёздный дождь»',
    type: 'festival',
    photo: stagePhoto('#241046', '#ffd98a', DANCERS),
    place: { city: 'Казань', address: 'ул. Пушкина, 12' },
    place_count: 120,
    tags: [TAG_HITS],
    start: 40,
    end: 42,
    price: 3500,
  }),
  festival({
    event_id: 900002,
    code: 'golosa-volgi',
    name: 'Конкурс вокалистов «Голоса Волги»',
    type: 'contest',
    photo: null,
    place: { city: 'Самара', address: 'Дворец культуры «Звезда»' },
    place_count: 4,
    tags: [TAG_NEW],
    start: 65,
    end: 66,
    price: 2800,
  }),
  festival({
    event_id: 900003,
    code: 'onlajn-kasting-myuzikl',
    name: 'Онлайн-кастинг в мюзикл «Алые паруса»',
    type: 'casting',
    photo: null,
    place: { city: null, address: null },
    place_count: 0,
    tags: [],
    start: 20,
    end: 20,
    price: 1500,
  }),
];

/** Cards of the blog: with a cover and without one (the area's colour and the section's name). */
export const SAMPLE_ARTICLES: readonly ArticleSummary[] = [
  {
    code: 'kak-vybrat-nominaciyu',
    type: 'sovety',
    type_name: 'Советы участникам',
    title: 'Как выбрать номинацию и возрастную категорию',
    lead: 'Разбираем положение фестиваля по шагам: что значит «малая форма», как считается возраст коллектива и когда нужна фонограмма.',
    cover: stagePhoto('#0b1a47', '#60a5fa', CHOIR),
    author: 'Анна Лебедева',
    tags: [],
    published_at: `${inDays(-3)}T09:00:00Z`,
  },
  {
    code: 'itogi-zvyozdnogo-dozhdya',
    type: 'novosti',
    type_name: 'Новости',
    title: 'Итоги фестиваля «Звёздный дождь»: 640 участников из 28 городов',
    lead: 'Гран-при получил хореографический ансамбль «Пируэт» из Перми.',
    tags: [],
    published_at: `${inDays(-12)}T12:00:00Z`,
  },
];

/** One block of every type, as an editor fills it in. */
export const BLOCK_SAMPLES: BlockSamples = {
  hero: {
    type: 'hero',
    title: 'Фестиваль «Звёздный дождь» в Казани',
    lead: 'Вокал, хореография и театр для детей и взрослых: три дня конкурсных просмотров, мастер-классы членов жюри и гала-концерт на большой сцене.',
    image: HERO_ART,
    button_label: 'Подать заявку',
    button_link: '/zayavka/',
    second_label: 'Положение фестиваля',
    second_link: '#polozhenie',
  },
  rich_text: {
    type: 'rich_text',
    title: 'О фестивале',
    body: [
      'Фестиваль «Звёздный дождь» проходит в Казани с 2014 года. За это время на его сцене выступили **более 9 000 участников** из 60 городов России.',
      '### Что ждёт участников',
      '- конкурсные просмотры в номинациях вокала, хореографии и театра;\n- мастер-классы и разбор выступлений с членами жюри;\n- гала-концерт лауреатов и экскурсия по городу.',
      'Подробные условия — в [положении фестиваля](#polozhenie).',
    ].join('\n\n'),
  },
  cards: {
    type: 'cards',
    title: 'Номинации',
    lead: 'Выступить можно соло, дуэтом или коллективом в одной или нескольких номинациях.',
    columns: '3',
    items: [
      {
        title: 'Вокал',
        text: 'Эстрадный, академический и народный вокал, ансамбли и хоры.',
        link: '/nominacii/vokal/',
        link_label: 'Условия',
      },
      {
        title: 'Хореография',
        text: 'Классический, народный, современный и эстрадный танец.',
        link: '/nominacii/horeografiya/',
        link_label: 'Условия',
      },
      {
        title: 'Театр',
        text: 'Драматические и музыкальные спектакли, художественное слово.',
        link: '/nominacii/teatr/',
        link_label: 'Условия',
      },
    ],
  },
  steps: {
    type: 'steps',
    title: 'Как подать заявку',
    lead: 'Заявки принимаются до 1 марта или пока есть места.',
    items: [
      { title: 'Выберите номинацию', text: 'Сверьтесь с положением: возрастная категория, форма и хронометраж.' },
      { title: 'Заполните заявку', text: 'Укажите состав, репертуар и приложите видео выступления.' },
      { title: 'Оплатите участие', text: 'Картой на сайте или по счёту для организации.' },
      { title: 'Получите расписание', text: 'За неделю до фестиваля пришлём время выступления и репетиции.' },
    ],
  },
  tariffs: {
    type: 'tariffs',
    title: 'Стоимость участия',
    lead: 'Взнос за одну номинацию; проживание и питание — по желанию.',
    plans: [
      {
        name: 'Солист',
        price: 3500,
        price_note: 'за номинацию',
        features: ['Конкурсное выступление', 'Диплом участника', 'Разбор выступления с жюри'],
        button_label: 'Выбрать',
        button_link: '/zayavka/?plan=solo',
      },
      {
        name: 'Малая форма',
        price: 5200,
        price_note: 'дуэт или трио',
        features: ['Конкурсное выступление', 'Дипломы всем участникам', 'Разбор выступления с жюри', 'Репетиция на сцене'],
        button_label: 'Выбрать',
        button_link: '/zayavka/?plan=duet',
        highlighted: true,
      },
      {
        name: 'Коллектив',
        price: 12500,
        price_note: 'до 12 человек',
        features: ['Конкурсное выступление', 'Диплом коллективу', 'Репетиция на сцене', 'Мастер-класс для руководителя'],
        button_label: 'Выбрать',
        button_link: '/zayavka/?plan=group',
      },
    ],
  },
  faq: {
    type: 'faq',
    title: 'Вопросы о заявках',
    items: [
      {
        question: 'До какого числа принимаются заявки?',
        answer: 'До 1 марта включительно. Если места в номинации закончатся раньше, приём заявок закроется досрочно.',
      },
      {
        question: 'Можно ли участвовать в нескольких номинациях?',
        answer: 'Да, подайте отдельную заявку на каждую номинацию. Взнос оплачивается за каждое выступление.',
      },
      {
        question: 'Как оплатить участие от организации?',
        answer: 'Выберите в заявке оплату по счёту и укажите реквизиты: счёт и договор придут на почту в течение рабочего дня.',
      },
      {
        question: 'Когда объявят результаты?',
        answer: 'На гала-концерте в последний день фестиваля; дипломы придут на почту в течение двух недель.',
      },
    ],
  },
  contacts: {
    type: 'contacts',
    title: 'Контакты оргкомитета',
    address: 'Казань, ул. Пушкина, 12, Дворец творчества, 2 этаж',
    phones: ['+7 843 200-14-14', '8 800 350-27-27'],
    email: 'festival@example.ru',
    hours: 'Пн–пт с 10:00 до 19:00, в дни фестиваля — с 8:00 до 21:00',
    map_link: 'https://yandex.ru/maps/-/kazan-pushkina-12',
  },
  gallery: {
    type: 'gallery',
    title: 'Как это было в прошлом году',
    images: [
      { image: stagePhoto('#241046', '#ffd98a', DANCERS), caption: 'Хореографический ансамбль «Пируэт» на гала-концерте' },
      { image: stagePhoto('#0b1a47', '#60a5fa', CHOIR), caption: 'Детский хор «Камертон»' },
      { image: stagePhoto('#3d0c0a', '#f2b33d', PIANO), caption: 'Мастер-класс по фортепиано' },
      { image: stagePhoto('#062f2c', '#5eead4', CUP), caption: 'Вручение Гран-при' },
    ],
  },
  cta: {
    type: 'cta',
    title: 'Успейте подать заявку до 1 марта',
    text: 'Осталось 120 мест в номинациях вокала и хореографии. Заявку можно дополнить репертуаром позже.',
    button_label: 'Подать заявку',
    button_link: '/zayavka/',
    tone: 'accent',
  },
  testimonials: {
    type: 'testimonials',
    title: 'Отзывы руководителей',
    items: [
      {
        author: 'Марина Соколова',
        role: 'руководитель вокальной студии «Камертон», Пермь',
        text: 'Ездим на «Звёздный дождь» третий год: чёткое расписание, доброжелательное жюри и подробный разбор каждого номера.',
      },
      {
        author: 'Игорь Ахметов',
        role: 'педагог-хореограф, Набережные Челны',
        text: 'Дети до сих пор вспоминают репетицию на большой сцене. Заявку подали за десять минут, счёт для школы пришёл в тот же день.',
      },
    ],
  },
  facts: {
    type: 'facts',
    title: 'Фестиваль в цифрах',
    items: [
      { value: '12 лет', label: 'проводим фестивали и конкурсы' },
      { value: '4 800', label: 'участников в прошлом сезоне' },
      { value: '37', label: 'городов России' },
      { value: '120', label: 'членов жюри и педагогов' },
    ],
  },
  logos: {
    type: 'logos',
    title: 'Партнёры фестиваля',
    items: [
      {
        name: 'Детская филармония',
        image: svg(
          '0 0 240 80',
          '<rect width="240" height="80" rx="16" fill="#f4f2fa"/>' +
            note(40, 56, '#575270') +
            '<text x="70" y="50" font-family="sans-serif" font-size="22" font-weight="700" fill="#575270">Филармония</text>',
        ),
      },
      { name: 'Дом творчества «Радуга»' },
      { name: 'Фонд «Новые имена»', link: 'https://example.ru/' },
      { name: 'Театр юного зрителя' },
      { name: 'Музыкальная школа № 3' },
    ],
  },
  event_list: {
    type: 'event_list',
    title: 'Ближайшие фестивали',
    sort: 'date',
    limit: 3,
    more_link: 'events:/festivals/',
  },
  article_list: {
    type: 'article_list',
    title: 'Новое в блоге',
    limit: 3,
    more_label: 'Все материалы',
  },
  recommended: {
    type: 'recommended',
    title: 'Рекомендуем',
    limit: 3,
  },
  service_list: {
    type: 'service_list',
    title: 'Услуги для участников',
    audience: 'all',
  },
  documents: {
    type: 'documents',
    title: 'Документы фонда',
    lead: 'Отчёты и шаблоны в PDF: открываются в браузере, их можно сохранить и распечатать.',
    items: [
      {
        title: 'Годовой отчёт фонда за 2025 год',
        text: 'Программы, участники и партнёры: что сделано за год.',
        file: '/dokumenty/otchet-fonda-2025.pdf',
      },
      {
        title: 'Финансовый отчёт за 2025 год',
        text: 'Поступления и расходы по программам.\nПроверен независимым аудитором.',
        file: '/dokumenty/finansovyy-otchet-2025.pdf',
      },
      { title: 'Шаблон положения фестиваля', file: '/dokumenty/shablon-polozheniya-festivalya.pdf' },
    ],
  },
  request_form: {
    type: 'request_form',
    title: 'Остались вопросы о заявке?',
    lead: 'Напишите оргкомитету: ответим на почту в течение рабочего дня.',
    form: 'question',
    button_label: 'Задать вопрос',
  },
  people: {
    type: 'people',
    title: 'Наставники платформы',
    kind: 'mentors',
    filters: true,
    limit: 3,
  },
};

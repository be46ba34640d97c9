import type { CartEvent, FilterDefinition } from '../shared/events/types';

/** A CartEvent as the list answers it, for unit tests. */
export function cartEvent(overrides: Partial<CartEvent> = {}): CartEvent {
  return {
    event_id: 1,
    event_type: 'festival',
    status: 'new',
    code: 'zvezdnyy-put-moskva',
    name: 'Всероссийский фестиваль-конкурс «Звёздный путь»',
    photo: '/api/event/zvezdnyy-put-moskva/cover.svg',
    place: { city: 'Москва', address: 'ул. Профсоюзная, 61' },
    count: 1,
    date: { start: '2026-12-16', end: '2026-12-17' },
    place_count: 37,
    type: 'festival',
    package_trip: [],
    price_trip: null,
    price_participation: 4500,
    support: null,
    tags: [
      { id: 1, title: 'У моря', icon: 'wave', color: '#1E88E5' },
      { id: 2, title: 'Сломанный цвет', icon: 'nope', color: 'red' },
    ],
    ...overrides,
  };
}

const value = (id: number, code: string, title: string, icon = '') => ({
  id,
  type: 'value' as const,
  code,
  title,
  icon,
});
const all = (title: string) => ({ id: 0, type: 'all' as const, code: 'all', title, icon: '' });

/** One filter of the server's answer, with its values. */
function filter(
  type: FilterDefinition['type'],
  code: FilterDefinition['code'],
  [Icon, Name, Title, Url]: [string, string, string, string],
  Values: FilterDefinition['Values'] = [],
): FilterDefinition {
  return { type, code, Icon, Name, Title, Url, Values };
}

/** `GET /api/event/filters` as the server answers it (a part of the demo handbooks). */
export function filterDefinitions(): FilterDefinition[] {
  return [
    filter('search', 'search', ['search', 'Поиск', 'Название или описание', '']),
    filter('date', 'date', ['calendar', 'Даты', 'Выберите даты', '']),
    filter(
      'select',
      'city',
      ['location', 'Город', 'Выберите город', 'gorod'],
      [all('Все города'), value(1, 'moskva', 'Москва'), value(2, 'sankt-peterburg', 'Санкт-Петербург'), value(3, 'sochi', 'Сочи')],
    ),
    filter(
      'select',
      'age_category',
      ['age', 'Возраст', 'Выберите возраст', 'vozrast'],
      [all('Все возрасты'), value(1, 'deti', 'Дети (7–12 лет)'), value(2, 'podrostki', 'Подростки (13–17 лет)')],
    ),
    filter(
      'select',
      'creative_type',
      ['palette', 'Вид творчества', 'Выберите вид творчества', 'tvorchestvo'],
      [all('Все виды творчества'), value(1, 'vokalnoe', 'Вокал', 'mic'), value(2, 'horeograficheskoe', 'Хореография', 'dance')],
    ),
    filter(
      'switch',
      'tags',
      ['tag', 'Метки', 'Особенности', ''],
      [
        { ...value(1, 'u-morya', 'У моря', 'wave'), color: '#1E88E5' },
        { ...value(4, 'bez-oplati', 'Без оплаты участия', 'gift'), color: '#43A047' },
        { ...value(5, 'goryashie', 'Горящие', 'fire'), color: '#E53935' },
      ],
    ),
  ];
}

import type { Mentor, MentorCard, Participant, ParticipantCard } from './types';

/** Demo-like people for the tests: what the API answers. */
export const MOSCOW = { slug: 'moskva', name: 'Москва' };
export const KAZAN = { slug: 'kazan', name: 'Казань' };
export const VOCAL = { slug: 'vokal', title: 'Вокал' };
export const DANCE = { slug: 'horeografiya', title: 'Хореография' };

export const MENTOR_CARD: MentorCard = {
  code: 'elena-sokolova',
  name: 'Елена Соколова',
  position: 'Педагог по эстрадному вокалу',
  photo: '/storage/content/0123456789abcdef0123-960x1200.webp',
  city: MOSCOW,
  creative_types: [VOCAL],
};

export const SOLOIST_CARD: ParticipantCard = {
  code: 'anya-belova',
  name: 'Аня Белова',
  kind: 'soloist',
  photo: null,
  city: MOSCOW,
  creative_types: [VOCAL],
  structure_name: 'Студия эстрадного вокала «Камертон»',
};

export const MENTOR: Mentor = {
  ...MENTOR_CARD,
  bio: 'Двадцать лет учит детей и взрослых эстрадному вокалу.\nЕё ученики — лауреаты всероссийских конкурсов.',
  structure: { code: 'kamerton', name: 'Студия эстрадного вокала «Камертон»', kind: 'school', city: MOSCOW },
  achievements: ['Почётный работник культуры города Москвы', 'Лауреат премии «Педагог года — 2024»'],
  photos: ['/storage/content/abcdefabcdefabcdef01-1600x1200.webp', '/storage/content/abcdefabcdefabcdef02-1200x900.webp'],
  videos: ['https://rutube.ru/video/5f3c1a2b9d/', 'https://cdn.example.ru/video/koncert.mp4', 'https://dzen.ru/video/watch/65aa01'],
  participants: [SOLOIST_CARD],
  jury: [
    { code: 'zvezdnyy-dozhd-kazan', name: 'Фестиваль «Звёздный дождь»', date_start: '2026-03-12', date_end: '2026-03-14', city: KAZAN },
  ],
};

export const SOLOIST: Participant = {
  code: 'anya-belova',
  name: 'Аня Белова',
  kind: 'soloist',
  photo: null,
  bio: 'Поёт с шести лет, учится в студии «Камертон».',
  city: MOSCOW,
  creative_types: [VOCAL],
  structure: { code: 'kamerton', name: 'Студия эстрадного вокала «Камертон»', kind: 'school', city: MOSCOW },
  mentor: { code: 'elena-sokolova', name: 'Елена Соколова', position: 'Педагог по эстрадному вокалу', photo: null },
  photos: [],
  videos: ['https://vk.com/video-12345_456239017'],
  results: [],
};

import type { BadgeTone } from '../../shared/ui/Badge';
import { videoLinkError } from '../people';
import type { FormErrors } from '../../shared/ui/form';
import type { Portfolio, PortfolioData, PortfolioField, PortfolioStatus, PortfolioType, PortfolioValues } from './types';

/** The limits of docs/api.md, checked here before sending and again by the server. */
export const LIMITS = {
  name: 120,
  position: 160,
  bio: 3000,
  bioMin: 50,
  creativeTypes: 5,
  photos: 12,
  videos: 6,
  achievements: 20,
  achievement: 300,
  guardianName: 120,
  videoLink: 500,
} as const;

export const TYPE_NAMES: Readonly<Record<PortfolioType, string>> = {
  soloist: 'Участник — солист',
  collective: 'Коллектив',
  mentor: 'Наставник',
};

export const STATUS_NAMES: Readonly<Record<PortfolioStatus, string>> = {
  draft: 'Черновик',
  pending: 'На модерации',
  approved: 'Опубликовано',
  rejected: 'Отклонено',
};

export const STATUS_TONES: Readonly<Record<PortfolioStatus, BadgeTone>> = {
  draft: 'accent',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

const REQUIRED = 'Обязательное поле для заполнения';
const tooLong = (max: number) => `Не должно превышать ${max} символов`;

/** What a portfolio is: a mentor, a soloist or a collective. */
export function typeOf(portfolio: Pick<Portfolio, 'kind' | 'data'>): PortfolioType {
  if (portfolio.kind === 'mentor') return 'mentor';
  return portfolio.data.kind === 'collective' ? 'collective' : 'soloist';
}

/** The public page of an approved portfolio: its route. */
export const publicRoute = (type: PortfolioType): string => (type === 'mentor' ? 'main-nastavnik-code' : 'main-uchastnik-code');

/** The form's values of a saved portfolio, or of a new one. */
export function valuesOf(data: Partial<PortfolioData> = {}): PortfolioValues {
  return {
    name: data.name ?? '',
    position: data.position ?? '',
    bio: data.bio ?? '',
    city: data.city ?? '',
    creative_types: data.creative_types ?? [],
    structure: data.structure ?? '',
    photo: data.photo ?? null,
    photos: data.photos ?? [],
    videos: data.videos && data.videos.length > 0 ? data.videos : [''],
    achievements: (data.achievements ?? []).join('\n'),
    minor: data.minor ?? false,
    birth_date: data.birth_date ?? '',
    guardian_name: data.guardian_name ?? '',
    guardian_consent: data.guardian_consent ?? false,
  };
}

/** The achievements' field, one a line. */
export const achievementLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The draft's `data` as the API takes it: the fields of its kind only; a soloist who is not a
 * minor sends no birth date and no guardian; empty video fields are left out.
 */
export function dataOf(values: PortfolioValues, type: PortfolioType): PortfolioData {
  const common = {
    name: values.name.trim(),
    bio: values.bio.trim(),
    city: values.city || null,
    creative_types: values.creative_types,
    structure: values.structure || null,
    photo: values.photo,
    photos: values.photos,
    videos: values.videos.map((link) => link.trim()).filter(Boolean),
  };
  if (type === 'mentor') return { ...common, position: values.position.trim(), achievements: achievementLines(values.achievements) };
  const minor = type === 'soloist' && values.minor;
  return {
    ...common,
    kind: type,
    minor,
    birth_date: minor && values.birth_date ? values.birth_date : null,
    guardian_name: minor ? values.guardian_name.trim() : '',
    guardian_consent: minor && values.guardian_consent,
  };
}

/**
 * What the form checks before any call: the lengths, the video links (the spec's two messages),
 * the achievements and a birth date in the past. `forSubmit` adds what moderation needs: a name,
 * a story of 50 characters, a city, a creative type and, for a minor, the guardian and the consent.
 */
export function validatePortfolio(
  values: PortfolioValues,
  type: PortfolioType,
  { today, forSubmit }: { today: string; forSubmit: boolean },
): FormErrors<PortfolioField> {
  const errors: FormErrors<PortfolioField> = {};
  const name = values.name.trim();
  const bio = values.bio.trim();
  if (name.length > LIMITS.name) errors.name = tooLong(LIMITS.name);
  else if (forSubmit && name === '') errors.name = REQUIRED;
  if (type === 'mentor' && values.position.trim().length > LIMITS.position) errors.position = tooLong(LIMITS.position);
  if (bio.length > LIMITS.bio) errors.bio = tooLong(LIMITS.bio);
  else if (forSubmit && bio === '') errors.bio = REQUIRED;
  else if (forSubmit && bio.length < LIMITS.bioMin) errors.bio = `Расскажите подробнее: не меньше ${LIMITS.bioMin} символов`;
  if (forSubmit && !values.city) errors.city = 'Укажите город';
  if (values.creative_types.length > LIMITS.creativeTypes) errors.creative_types = `Не больше ${LIMITS.creativeTypes} видов творчества`;
  else if (forSubmit && values.creative_types.length === 0) errors.creative_types = 'Выберите хотя бы один вид творчества';
  if (values.photos.length > LIMITS.photos) errors.photos = `Не больше ${LIMITS.photos} фотографий`;
  if (values.videos.filter((link) => link.trim() !== '').length > LIMITS.videos) errors.video0 = `Не больше ${LIMITS.videos} видео`;
  values.videos.forEach((link, index) => {
    const problem = link.trim().length > LIMITS.videoLink ? tooLong(LIMITS.videoLink) : videoLinkError(link);
    if (problem) errors[`video${index}`] = problem;
  });
  if (type === 'mentor') {
    const lines = achievementLines(values.achievements);
    if (lines.length > LIMITS.achievements) errors.achievements = `Не больше ${LIMITS.achievements} достижений`;
    else if (lines.some((line) => line.length > LIMITS.achievement))
      errors.achievements = `Каждое достижение — не длиннее ${LIMITS.achievement} символов`;
  }
  if (type === 'soloist' && values.minor) {
    if (values.birth_date && !/^\d{4}-\d{2}-\d{2}$/.test(values.birth_date)) errors.birth_date = 'Дата должна быть в формате ГГГГ-ММ-ДД';
    else if (values.birth_date && values.birth_date > today) errors.birth_date = 'Дата рождения не может быть в будущем';
    const guardian = values.guardian_name.trim();
    if (guardian.length > LIMITS.guardianName) errors.guardian_name = tooLong(LIMITS.guardianName);
    else if (forSubmit && guardian === '') errors.guardian_name = 'Укажите имя родителя или законного представителя';
    if (forSubmit && !values.guardian_consent) errors.guardian_consent = 'Нужно согласие родителя или законного представителя';
  }
  return errors;
}

const FIELDS: readonly string[] = [
  'name',
  'position',
  'bio',
  'city',
  'creative_types',
  'photo',
  'photos',
  'achievements',
  'birth_date',
  'guardian_name',
  'guardian_consent',
];

/**
 * The form's field of a server error's key: `name` or `data.name`, `videos[2]` or `data.videos.2`
 * (the third link field), `achievements[4]` (the achievements' field); null for the others.
 */
export function fieldOf(key: string): PortfolioField | null {
  const bare = key.replace(/^data[.[]/, '').replace(/\]/g, '');
  const [head, index] = bare.split(/[.[]/);
  // The server names a list's first bad item under the list's name, or its index when it gives one.
  if (head === 'videos') return index !== undefined && /^\d+$/.test(index) ? `video${Number(index)}` : 'video0';
  if (head && FIELDS.includes(head)) return head as PortfolioField;
  return null;
}

/** Today in the visitor's time zone, YYYY-MM-DD. */
export function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

import { countRu } from '../../shared/format/plural';
import {
  TITLES,
  type AssignmentRole,
  type CityName,
  type PublishedResult,
  type ReviewField,
  type ReviewValues,
  type Scoring,
} from './types';

/** How the account names a juror's part in an event. */
export const ROLE_NAMES: Record<AssignmentRole, string> = {
  chair: 'Председатель жюри',
  juror: 'Член жюри',
  manager: 'Менеджер конкурса',
};

export function cityName(city: CityName | undefined): string | null {
  if (!city) return null;
  return typeof city === 'string' ? city : city.name;
}

/** A score as typed: digits only (a phone's numeric keyboard may still paste anything). */
const WHOLE = /^\d{1,3}$/;

/** The score inputs of a performance, as text by criterion code. */
export type ScoreDraft = Record<string, string>;

export function draftOf(scoring: Scoring, scores: Record<string, number>): ScoreDraft {
  return Object.fromEntries(scoring.criteria.map((c) => [c.code, scores[c.code] === undefined ? '' : String(scores[c.code])]));
}

export const scoreRangeText = (max: number) => `Оценка — целое число от 0 до ${max}`;

/**
 * The juror's form checked as the server checks it: every criterion scored (a juror's scores
 * count only when all criteria have one), each a whole number from 0 to the event's maximum.
 */
export function validateScores(draft: ScoreDraft, scoring: Scoring): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { code } of scoring.criteria) {
    const value = (draft[code] ?? '').trim();
    if (value === '') errors[code] = `Поставьте оценку от 0 до ${scoring.max_score}`;
    else if (!WHOLE.test(value) || Number(value) > scoring.max_score) errors[code] = scoreRangeText(scoring.max_score);
  }
  return errors;
}

/** The PUT body of a checked draft: `{values: {code: n}}`. */
export function scoresBody(draft: ScoreDraft, scoring: Scoring): { values: Record<string, number> } {
  return { values: Object.fromEntries(scoring.criteria.map((c) => [c.code, Number((draft[c.code] ?? '').trim())])) };
}

/** Whether I have scored every criterion of a performance. */
export function scoredAll(scores: Record<string, number>, scoring: Scoring): boolean {
  return scoring.criteria.every((c) => typeof scores[c.code] === 'number');
}

/** My mean over the criteria, as the rule counts it («8,75»), or null while one is missing. */
export function myMean(scores: Record<string, number>, scoring: Scoring): string | null {
  if (scoring.criteria.length === 0 || !scoredAll(scores, scoring)) return null;
  const sum = scoring.criteria.reduce((total, c) => total + (scores[c.code] ?? 0), 0);
  return formatAverage(sum / scoring.criteria.length);
}

/** An average rounded to two decimals, with the Russian comma: «9,25», «8». */
export function formatAverage(value: number): string {
  return String(Math.round(value * 100) / 100).replace('.', ',');
}

/** «из 1 выступления», «из 2 выступлений»: after «из» the genitive, singular only for 1, 21, 31… */
export const ofPerformancesText = (n: number) => `из ${n} ${n % 10 === 1 && n % 100 !== 11 ? 'выступления' : 'выступлений'}`;
export const reviewsText = (n: number) => countRu(n, ['отзыв', 'отзыва', 'отзывов']);

/** A title's place in the rule's order (unknown ones last). */
export function titleRank(title: string): number {
  const at = (TITLES as readonly string[]).indexOf(title);
  return at < 0 ? TITLES.length : at;
}

export interface ResultGroup {
  nomination: string;
  age_category: string | null;
  items: PublishedResult[];
}

/**
 * Published results by nomination and age category (the groups the rule gives one Гран-при in), in
 * the order the server lists them; inside a group the best title first, then the performer's name.
 */
export function groupResults(results: readonly PublishedResult[]): ResultGroup[] {
  const groups = new Map<string, ResultGroup>();
  for (const result of results) {
    const key = `${result.nomination}\u0000${result.age_category ?? ''}`;
    const group = groups.get(key) ?? { nomination: result.nomination, age_category: result.age_category, items: [] };
    group.items.push(result);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({
    ...group,
    items: [...group.items].sort((a, b) => titleRank(a.title) - titleRank(b.title) || a.performer.localeCompare(b.performer, 'ru')),
  }));
}

export const REVIEW_TEXT_MAX = 2000;

/** The review form's checks, as the server makes them. */
export function validateReview(values: ReviewValues): Partial<Record<ReviewField, string>> {
  const errors: Partial<Record<ReviewField, string>> = {};
  if (!Number.isInteger(values.rating) || values.rating < 1 || values.rating > 5) errors.rating = 'Поставьте оценку от 1 до 5 звёзд';
  const text = values.text.trim();
  if (text === '') errors.text = 'Напишите пару слов о мероприятии';
  else if ([...text].length > REVIEW_TEXT_MAX) errors.text = `Не должно превышать ${REVIEW_TEXT_MAX} символов`;
  return errors;
}

/** «4,5 из 5». */
export const ratingText = (value: number) => `${formatAverage(value)} из 5`;

/** Whether an event's last day is behind `today` (both YYYY-MM-DD, local). */
export const eventEnded = (dateEnd: string, today: string) => dateEnd < today;

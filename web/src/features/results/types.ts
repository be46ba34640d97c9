/**
 * Contest results (docs/api.md, "Contest results"; decision 0045): what a juror scores in the
 * account, the diplomas of a user and of the verification page, and a festival's published
 * results and reviews.
 */

/** A city as the server names it: a name, or the catalogue's `{slug, name}`. */
export type CityName = string | { slug?: string; name: string } | null;

/** The six titles of the rule (results/rule.cpp), best first. */
export const TITLES = ['Гран-при', 'Лауреат I степени', 'Лауреат II степени', 'Лауреат III степени', 'Дипломант', 'Участник'] as const;
export type Title = (typeof TITLES)[number];

export interface Criterion {
  code: string;
  title: string;
}

/** Averages on the event's scale from which each title is given. */
export interface Thresholds {
  grand_prix: number;
  laureate_1: number;
  laureate_2: number;
  laureate_3: number;
  diplomant: number;
}

/** An event's scoring: its criteria, scale and thresholds (`event_scoring`). */
export interface Scoring {
  criteria: Criterion[];
  max_score: number;
  thresholds: Thresholds;
  published_at?: string | null;
}

export type AssignmentRole = 'chair' | 'juror' | 'manager';

export interface JuryEventRef {
  id: number;
  code: string;
  name: string;
  date_start: string;
  date_end: string;
  city?: CityName;
}

/** `GET /api/jury/events`: an event I am assigned to, and how far my scoring has gone. */
export interface JuryAssignment {
  event: JuryEventRef;
  role: AssignmentRole;
  /** Performances I have scored on every criterion. */
  scored: number;
  total: number;
  published: boolean;
}

/** A performance as the juror sees it: only my own scores. */
export interface JuryPerformance {
  id: number;
  performer: string;
  nomination: string;
  age_category: string | null;
  piece: string | null;
  my_scores: Record<string, number>;
}

/** `GET /api/jury/events/{event_id}`. */
export interface JuryEventDetail {
  event: JuryEventRef;
  /** My part: a manager of the event sees the sheet and scores nothing. */
  role?: AssignmentRole;
  scoring: Scoring;
  performances: JuryPerformance[];
  published: boolean;
}

/** `GET /api/user/diplomas`: a diploma of a performance of mine. */
export interface MyDiploma {
  code: string;
  title: string;
  performer: string;
  event: { code: string; name: string; date_start: string };
  pdf_url: string;
}

/** `GET /api/diplomas/{code}`: the verification page's facts. */
export interface DiplomaFacts {
  code: string;
  title: string;
  performer: string;
  /** The participant's portfolio, when the performance has one. */
  participant_code?: string | null;
  nomination: string;
  age_category: string | null;
  piece: string | null;
  event: { code: string; name: string; date_start: string; date_end: string; city?: CityName };
  issued_at: string;
}

/** `GET /api/events/{code}/results`: one published result. */
export interface PublishedResult {
  performer: string;
  participant_code: string | null;
  nomination: string;
  age_category: string | null;
  title: string;
  diploma_code: string | null;
}

export interface PublishedReview {
  /** First name and the last name's initial. */
  author: string;
  rating: number;
  text: string;
  created_at: string;
}

/** `GET /api/events/{code}/reviews`: the published reviews and their average. */
export interface EventReviews {
  average: number | null;
  count: number;
  items: PublishedReview[];
}

export type ReviewStatus = 'pending' | 'published' | 'rejected';

/** `GET /api/user/reviews`: a review of mine with its moderation state. */
export interface MyReview {
  id: number;
  event: { code: string; name?: string } | null;
  event_code?: string;
  rating: number;
  text: string;
  status: ReviewStatus;
  note: string | null;
  created_at?: string;
}

/** GET /api/events/{code}/reviews/mine: whether I may review the event now, why not, and my review. */
export interface ReviewStanding {
  may_review: boolean;
  reason: string | null;
  review: MyReview | null;
}

export type ReviewField = 'rating' | 'text';
export interface ReviewValues {
  rating: number;
  text: string;
}

/** A participant's published result, as the people API's `results` lists them (newest first). */
export interface PortfolioResult {
  event: { code: string; name: string; date_start: string; city?: CityName };
  nomination: string;
  age_category: string | null;
  piece: string | null;
  title: string;
  diploma_code: string | null;
}

import type { Scoring } from '../../features/results';

/** Admin shapes of contest results (docs/api.md, "Contest results": events/assigns, events/results, events/reviews). */

export type AssignmentRole = 'chair' | 'juror' | 'manager';

export interface PersonRef {
  id: number;
  name: string;
  email: string;
}

/** `event-assignments`: who judges (or manages) an event. */
export interface AdminAssignment {
  id: number;
  event_id: number;
  user_id: number;
  role: AssignmentRole;
  role_title?: string;
  mentor_id: number | null;
  created_at: string;
  user: PersonRef;
  mentor: { id: number; code: string | null; name: string | null } | null;
  event: { id: number; code: string; name: string };
}

/** `jury-candidates`: an account that may be assigned, found by name or email. */
export interface JuryCandidate {
  id: number;
  name: string;
  email: string;
  mentor: { id: number; code: string | null; name: string | null } | null;
}

/** `result-events`: an event as the three sections pick it. */
export interface ResultEvent {
  id: number;
  code: string;
  name: string;
  date_start: string;
  date_end: string;
  city: { slug: string; name: string } | null;
  published?: boolean;
  ended?: boolean;
  performances?: number;
  jurors?: number;
  results_published_at?: string | null;
}

export interface JurorScores {
  juror: { id: number; name: string };
  values: Record<string, number>;
  complete: boolean;
}

/** A performance as `performances` answers it. */
export interface AdminPerformance {
  id: number;
  event_id: number;
  participant_id: number | null;
  participant: { id: number; code: string | null; name: string | null } | null;
  performer: string;
  user_id: number | null;
  user: PersonRef | null;
  order_item_id: number | null;
  nomination: string;
  age_category_id: number | null;
  age_category: string | null;
  creative_type_id: number | null;
  creative_type: string | null;
  piece: string | null;
  sort: number;
  title_override: string | null;
}

/** A row of the results screen: the performance with every juror's scores and the rule's answer. */
export interface ResultRow extends AdminPerformance {
  scores_by_juror: JurorScores[];
  average: number | null;
  computed_title: string | null;
  title: string | null;
  diploma_code?: string | null;
}

export interface ResultJuror {
  id: number;
  assignment_id?: number;
  name: string;
  email?: string;
  role: AssignmentRole;
  role_title?: string;
  scored: number;
  total: number;
}

export interface Option {
  id: number;
  title: string;
}

/** `GET /api/admin/results/{event_id}`. */
export interface EventResults {
  event: ResultEvent;
  scoring: Scoring;
  performances: ResultRow[];
  jurors: ResultJuror[];
  untitled?: number;
  published_at: string | null;
  options?: { age_categories: Option[]; creative_types: Option[]; titles?: string[] };
}

/** An order item of the event a performance may come from (`GET /api/admin/results/{id}/order-items`). */
export interface EventOrderItem {
  id: number;
  order_id: number;
  order_number: string;
  order_status: string;
  count: number;
  customer: PersonRef;
  participant: { id: number; code: string; name: string } | null;
  performances: number;
}

export type ReviewStatus = 'pending' | 'published' | 'rejected';

/** `reviews`: a participant's review waiting for moderation or decided. */
export interface AdminReview {
  id: number;
  event_id: number;
  event: { id: number; code: string; name: string; date_start?: string };
  user_id: number;
  user: PersonRef;
  author: string;
  rating: number;
  text: string;
  status: ReviewStatus;
  note: string | null;
  created_at: string;
  decided_at: string | null;
}

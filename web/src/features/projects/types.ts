import type { CartEvent } from '../../shared/events/types';

/** One project of `GET /api/project/list` (docs/api.md). */
export interface ProjectSummary {
  slug: string;
  title: string;
  summary: string;
  /** The two projects with their own fixed pages (spec section 2). */
  fixed: boolean;
  /** Upcoming published events of the project. */
  events_count: number;
}

/** `GET /api/project/{slug}`: `text` is plain text. */
export interface Project {
  slug: string;
  title: string;
  summary: string;
  fixed: boolean;
  content: { heading: string; text: string }[];
  events: CartEvent[];
}

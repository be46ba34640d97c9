import { RESOURCES } from './calls';
import { ASSIGNS_TITLE, RESULTS_PATH, RESULTS_TITLE, REVIEWS_TITLE } from './labels';

/** A screen of contest results in the menu: the section that grants it, its key (icons), address and label. */
export interface ResultsMenuLink {
  section: string;
  key: string;
  to: string;
  label: string;
}

/**
 * Contest results (decision 0045: ManagerOrdersSenior and Admin), under the menu's heading
 * «События»: who judges, the scores and titles to publish, the reviews to moderate.
 */
export const RESULTS_MENU: readonly ResultsMenuLink[] = [
  { section: 'events/assigns', key: RESOURCES.assignments, to: `/${RESOURCES.assignments}`, label: ASSIGNS_TITLE },
  { section: 'events/results', key: 'event-results', to: RESULTS_PATH, label: RESULTS_TITLE },
  { section: 'events/reviews', key: RESOURCES.reviews, to: `/${RESOURCES.reviews}`, label: REVIEWS_TITLE },
];

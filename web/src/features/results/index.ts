// The public entry of the contest results (decision 0045): the juror's sheet, diplomas, and a
// festival's results and reviews.
export {
  createResultsApi,
  resultsApi,
  useDiploma,
  useIsJuror,
  useJuryEvent,
  useJuryEvents,
  useMyDiplomas,
  SCORES_LOCKED,
  type ResultsApi,
} from './api';
export { DiplomaCheck, diplomaPdfPath } from './DiplomaCheck';
export { DiplomaList } from './DiplomaList';
export { EventResults } from './EventResults';
export { EventReviewsBlock } from './EventReviewsBlock';
export { JuryEventsView } from './JuryEventsView';
export { PortfolioResults } from './PortfolioResults';
export { JuryEventView } from './JuryEventView';
export { dateRange } from './dates';
export { TITLES } from './types';
export type {
  PortfolioResult,
  DiplomaFacts,
  JuryAssignment,
  JuryEventDetail,
  MyDiploma,
  PublishedResult,
  Scoring,
  Thresholds,
  Title,
} from './types';

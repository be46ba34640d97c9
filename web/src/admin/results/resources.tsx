import { Resource } from 'react-admin';
import { Route } from 'react-router';
import { AssignmentCreate, AssignmentList } from './AssignmentList';
import { RESOURCES } from './calls';
import { ASSIGNS_TITLE, eventLabel, RESULTS_PATH, REVIEWS_TITLE } from './labels';
import { ResultsScreen } from './ResultsScreen';
import { ReviewList } from './ReviewList';
import { ReviewShow } from './ReviewShow';
import type { ResultEvent } from './types';

/**
 * Contest results' resources (decision 0045), each only for its section: events/assigns
 * (assignments, the accounts to assign), events/results (performances, the participants whose
 * portfolios they reach), events/reviews; the events the three sections pick from. The results
 * screen itself is a route (resultsRoutes).
 */
export function resultsResources(sections: readonly string[]) {
  const granted = new Set(sections);
  const assigns = granted.has('events/assigns');
  const results = granted.has('events/results');
  const reviews = granted.has('events/reviews');
  return [
    ...(assigns || results || reviews
      ? [<Resource key={RESOURCES.events} name={RESOURCES.events} recordRepresentation={(r: ResultEvent) => eventLabel(r)} />]
      : []),
    ...(assigns
      ? [
          <Resource
            key={RESOURCES.assignments}
            name={RESOURCES.assignments}
            list={AssignmentList}
            create={AssignmentCreate}
            options={{ label: ASSIGNS_TITLE }}
          />,
        ]
      : []),
    ...(assigns || results
      ? [<Resource key={RESOURCES.candidates} name={RESOURCES.candidates} recordRepresentation={(r: { name: string }) => r.name} />]
      : []),
    ...(results
      ? [
          <Resource
            key={RESOURCES.performances}
            name={RESOURCES.performances}
            recordRepresentation={(r: { performer: string }) => r.performer}
          />,
          <Resource key={RESOURCES.participants} name={RESOURCES.participants} recordRepresentation={(r: { name: string }) => r.name} />,
        ]
      : []),
    ...(reviews
      ? [
          <Resource
            key={RESOURCES.reviews}
            name={RESOURCES.reviews}
            list={ReviewList}
            show={ReviewShow}
            options={{ label: REVIEWS_TITLE }}
            recordRepresentation={(r: { id: number }) => `Отзыв № ${r.id}`}
          />,
        ]
      : []),
  ];
}

/** The results screen: the events to pick from, and an event's results (CustomRoutes children). */
export function resultsRoutes(sections: readonly string[]) {
  if (!sections.includes('events/results')) return [];
  return [
    <Route key="results" path={RESULTS_PATH} element={<ResultsScreen />} />,
    <Route key="results-event" path={`${RESULTS_PATH}/:eventId`} element={<ResultsScreen />} />,
  ];
}

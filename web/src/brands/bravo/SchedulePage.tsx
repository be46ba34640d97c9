import { ScheduleView } from '../../features/bravo';

/** /_bravo/raspisanie: the week's lessons by day and by a child's age. */
export default function SchedulePage() {
  return <ScheduleView />;
}

import { EnrolView } from '../../features/bravo';

/** /_bravo/zapis: the school's enrolment page, a class chosen and then the booking form. */
export default function EnrolPage() {
  return <EnrolView />;
}

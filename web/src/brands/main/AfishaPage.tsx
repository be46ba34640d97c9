import { AfishaList } from '../../features/tickets';

/** /afisha/: the poster of upcoming shows with its filters (decision 0046). */
export default function AfishaPage() {
  return <AfishaList />;
}

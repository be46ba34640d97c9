import { HallsCatalog } from '../../features/arenda';

/** /_arenda/zaly: the halls for rent with their filters. */
export default function HallsPage() {
  return <HallsCatalog />;
}

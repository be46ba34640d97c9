import { FestivalsRoute } from '../../features/catalog/FestivalsRoute';

/** /festivals/ and /festivals/:filters+/: the festival list with its filters. */
export default function FestivalsPage() {
  return <FestivalsRoute />;
}

import { SiteMap } from '../../features/festival/SiteMap';

/** /_events/karta: the events area's site map. */
export default function SiteMapPage() {
  return <SiteMap />;
}

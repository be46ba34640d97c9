import { SchoolSiteMap } from '../../features/bravo';

/** /_bravo/karta: the school's site map. */
export default function SiteMapPage() {
  return <SchoolSiteMap />;
}

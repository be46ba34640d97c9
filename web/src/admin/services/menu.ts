import { sectionName } from '../access';
import type { SectionLink } from '../orders/menu';

/** The services admin's resources (docs/api.md, "Services admin"), Admin only. */
export const SERVICES_MENU: readonly SectionLink[] = [
  { section: 'services', resource: 'services', label: sectionName('services') },
  { section: 'services/special', resource: 'special-services', label: sectionName('services/special') },
  { section: 'services/categories', resource: 'service-categories', label: sectionName('services/categories') },
];

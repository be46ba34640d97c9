import { ServicesCatalog } from '../../features/services/ServicesCatalog';

/** /uslugi/: every paid service, grouped by category, with add-to-basket. */
export default function ServicesPage() {
  return <ServicesCatalog audience="all" />;
}

/** /uslugi/for-mentors/: the categories for teachers and leaders of collectives (decision 0016). */
export function MentorServicesPage() {
  return <ServicesCatalog audience="mentors" />;
}

import { EventTypeCatalog } from '../../features/catalog/EventTypeCatalog';

/** /festivali-kastingi/: festivals, contests, castings and finals from the catalogue. */
export default function FestivalsCastingsPage() {
  return (
    <EventTypeCatalog
      route="main-festivali-kastingi"
      title="Фестивали и кастинги"
      lead="Фестивали-конкурсы, кастинги в творческие проекты и финалы сезона для солистов и коллективов: даты, города, стоимость участия и свободные места."
      types={['festival', 'contest', 'casting', 'final']}
    />
  );
}

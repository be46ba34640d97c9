import { EventTypeCatalog } from '../../features/catalog/EventTypeCatalog';

/** /tvorcheskie-sbory-forumy/: forums, creative camps and intensives from the catalogue. */
export default function GatheringsForumsPage() {
  return (
    <EventTypeCatalog
      route="main-tvorcheskie-sbory-forumy"
      title="Творческие сборы и форумы"
      lead="Творческие смены у моря и на каникулах, интенсивы с педагогами ведущих академий и форумы для руководителей коллективов."
      types={['forum', 'camp', 'intensive']}
    />
  );
}

import { ContentImage } from '../content';
import { StageArt } from '../../shared/ui/art/StageArt';
import tiles from '../../shared/ui/tiles/Tiles.module.css';

/** A hall's picture: the one its venue uploaded, else our artwork of an empty hall. */
export function HallPicture({ photo, name, eager = false }: { photo: string | null; name: string; eager?: boolean }) {
  if (photo) {
    return (
      <ContentImage
        className={tiles.picture}
        src={photo}
        alt={`Зал «${name}»`}
        loading={eager ? 'eager' : 'lazy'}
        sizes="(max-width: 760px) 100vw, 33vw"
      />
    );
  }
  return <StageArt className={tiles.picture} motifs={['seats']} label={`Зал «${name}»: ряды кресел перед сценой`} />;
}

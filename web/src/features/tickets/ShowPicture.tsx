import { ContentImage } from '../content';
import { StageArt } from '../../shared/ui/art/StageArt';
import type { ShowKind } from './types';
import tiles from '../../shared/ui/tiles/Tiles.module.css';

const MOTIFS = { concert: ['notes'], performance: ['curtains'], gala: ['garland'] } as const;

/** A show's poster picture: the one uploaded, else our artwork of its kind. */
export function ShowPicture({
  photo,
  title,
  kind,
  eager = false,
}: {
  photo: string | null;
  title: string;
  kind: ShowKind;
  eager?: boolean;
}) {
  if (photo) {
    return (
      <ContentImage
        className={tiles.picture}
        src={photo}
        alt={title}
        loading={eager ? 'eager' : 'lazy'}
        sizes="(max-width: 760px) 100vw, 33vw"
      />
    );
  }
  return <StageArt className={tiles.picture} motifs={MOTIFS[kind]} label={`Афиша: ${title}`} />;
}

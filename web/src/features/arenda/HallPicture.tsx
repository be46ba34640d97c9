import { ContentImage } from '../content';
import { StageArt } from '../../shared/ui/art/StageArt';
import styles from './Arenda.module.css';

/** A hall's picture: the one its venue uploaded, else our artwork of an empty hall. */
export function HallPicture({ photo, name, eager = false }: { photo: string | null; name: string; eager?: boolean }) {
  if (photo) {
    return (
      <ContentImage
        className={styles.picture}
        src={photo}
        alt={`Зал «${name}»`}
        loading={eager ? 'eager' : 'lazy'}
        sizes="(max-width: 760px) 100vw, 33vw"
      />
    );
  }
  return <StageArt className={styles.picture} motifs={['seats']} label={`Зал «${name}»: ряды кресел перед сценой`} />;
}

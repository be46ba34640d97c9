import { CatalogIcon } from '../../shared/events/icons';
import styles from './EventPhoto.module.css';

/** A card in a list loads its poster lazily; the festival page's first screen at once and larger. */
const SIZES = {
  card: { width: 640, height: 400, icon: 48, loading: 'lazy' },
  page: { width: 960, height: 600, icon: 64, loading: undefined },
} as const;

/** A festival's poster, or a star when it has none (decorative: the name is beside it). */
export function EventPhoto({ photo, name, size }: { photo: string | null; name: string; size: keyof typeof SIZES }) {
  const { width, height, icon, loading } = SIZES[size];
  return photo ? (
    <img className={styles.photo} src={photo} alt={`Афиша: ${name}`} loading={loading} width={width} height={height} />
  ) : (
    <div className={styles.noPhoto} aria-hidden="true">
      <CatalogIcon name="star" size={icon} />
    </div>
  );
}

import { CatalogIcon } from '../../shared/events/icons';
import styles from './EventPhoto.module.css';

/** A card's poster and the festival page's (larger, on its first screen). */
const SIZES = {
  card: { width: 640, height: 400, icon: 48 },
  page: { width: 960, height: 600, icon: 64 },
} as const;

/**
 * A festival's poster, or a star when it has none (decorative: the name is beside it). Posters
 * load lazily, except a `priority` one: the festival page's, or the first card of a list, likely
 * the largest thing on a phone's first screen, asked for first.
 */
export function EventPhoto({
  photo,
  name,
  size,
  priority = size === 'page',
}: {
  photo: string | null;
  name: string;
  size: keyof typeof SIZES;
  priority?: boolean;
}) {
  const { width, height, icon } = SIZES[size];
  return photo ? (
    <img
      className={styles.photo}
      src={photo}
      alt={`Афиша: ${name}`}
      width={width}
      height={height}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  ) : (
    <div className={styles.noPhoto} aria-hidden="true">
      <CatalogIcon name="star" size={icon} />
    </div>
  );
}

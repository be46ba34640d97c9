import { ContentImage } from '../../shared/ui/ContentImage';
import { HOST_NAMES, videoSource } from './videos';
import styles from './People.module.css';

/** The portfolio's photos: lazy pictures (the page's first screen is above them), each box sized from its name. */
export function PhotoGallery({ photos, name }: { photos: readonly string[]; name: string }) {
  return (
    <ul className={styles.gallery} aria-label={`Фотографии: ${name}`}>
      {photos.map((photo, index) => (
        <li key={photo}>
          <a href={photo} className={styles.galleryLink} target="_blank" rel="noopener">
            <ContentImage
              src={photo}
              alt={`${name}: фото ${index + 1} из ${photos.length}`}
              loading="lazy"
              sizes="(max-width: 640px) 100vw, (max-width: 1000px) 50vw, 33vw"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The portfolio's videos: a file plays here (`preload="none"`: nothing is fetched until the
 * visitor asks), a host's video is a card leading to its page («Смотреть на RUTUBE»). A link the
 * rule does not know (the server refuses them on save) is left out.
 */
export function VideoList({ videos, name }: { videos: readonly string[]; name: string }) {
  const shown = videos.map((link) => ({ link, source: videoSource(link) })).filter((video) => video.source !== null);
  return (
    <ul className={styles.videos}>
      {shown.map(({ link, source }, index) => (
        <li key={link}>
          {source?.kind === 'file' ? (
            // A performance filmed by its owner has no caption file to offer; the page tells its story in text.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video className={styles.video} src={link} controls preload="none" aria-label={`${name}: видео ${index + 1}`}>
              <a href={link}>Скачать видео</a>
            </video>
          ) : (
            <a className={styles.videoCard} href={link} target="_blank" rel="noopener noreferrer">
              <span className={styles.play} aria-hidden="true" />
              <span>
                <span className={styles.videoTitle}>Видео {index + 1}</span>
                <span className={styles.videoHost}>Смотреть на {source ? HOST_NAMES[source.host] : ''}</span>
              </span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

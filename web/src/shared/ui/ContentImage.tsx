import type { ImgHTMLAttributes } from 'react';

/** `/storage/content/<hash>-<W>x<H>.webp`: an uploaded picture with its size in its name (decision 0029). */
const UPLOADED = /^\/storage\/content\/([0-9a-f]{20})-(\d{1,5})x(\d{1,5})\.webp$/;
/** `/img/<name>-<W>x<H>.<ext>`: a picture of our own (artwork, screenshots) with its size in its name. */
const OURS = /^\/img\/[a-z0-9/_-]+-(\d{1,5})x(\d{1,5})\.(?:jpg|png|webp|svg)$/;
/** The variant widths the server makes when the picture is wider. */
const VARIANT_WIDTHS = [480, 960] as const;

export interface PictureSource {
  src: string;
  width?: number;
  height?: number;
  srcSet?: string;
}

/** What an `<img>` of an editor's picture path needs: its size and srcset when it is an upload of ours. */
export function pictureSource(path: string): PictureSource {
  const ours = OURS.exec(path);
  if (ours?.[1] && ours[2]) return { src: path, width: Number(ours[1]), height: Number(ours[2]) };
  const match = UPLOADED.exec(path);
  if (!match?.[1] || !match[2] || !match[3]) return { src: path };
  const width = Number(match[2]);
  const height = Number(match[3]);
  const smaller = VARIANT_WIDTHS.filter((w) => w < width).map((w) => `/storage/content/${match[1]}-${w}.webp ${w}w`);
  return { src: path, width, height, srcSet: [...smaller, `${path} ${width}w`].join(', ') };
}

type ContentImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  src: string;
  /** How wide the picture is drawn (the `sizes` attribute): full width by default. */
  sizes?: string;
  alt: string;
};

/**
 * An editor's picture: an upload gets its width and height (no layout shift) and a srcset of its
 * WebP variants; our own pictures under /img/ their size when their name carries it; anything
 * else is drawn as it is.
 */
export function ContentImage({ src, sizes = '100vw', alt, ...rest }: ContentImageProps) {
  const source = pictureSource(src);
  return (
    <img
      src={source.src}
      alt={alt}
      {...(source.width ? { width: source.width, height: source.height } : {})}
      {...(source.srcSet ? { srcSet: source.srcSet, sizes } : {})}
      {...rest}
    />
  );
}

import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ContentImage, pictureSource } from './ContentImage';

describe('pictures of editors (decision 0029)', () => {
  test('an upload gets its size and the srcset of its narrower variants', () => {
    expect(pictureSource('/storage/content/0123456789abcdef0123-1600x800.webp')).toEqual({
      src: '/storage/content/0123456789abcdef0123-1600x800.webp',
      width: 1600,
      height: 800,
      srcSet:
        '/storage/content/0123456789abcdef0123-480.webp 480w, /storage/content/0123456789abcdef0123-960.webp 960w, /storage/content/0123456789abcdef0123-1600x800.webp 1600w',
    });
    expect(pictureSource('/storage/content/0123456789abcdef0123-700x400.webp').srcSet).toBe(
      '/storage/content/0123456789abcdef0123-480.webp 480w, /storage/content/0123456789abcdef0123-700x400.webp 700w',
    );
  });

  test('a picture of ours with its size in its name gets that size and no srcset', () => {
    expect(pictureSource('/img/organizer/zayavki-1200x750.jpg')).toEqual({
      src: '/img/organizer/zayavki-1200x750.jpg',
      width: 1200,
      height: 750,
    });
    expect(pictureSource('/img/organizer/zayavki-1200x750.gif')).toEqual({ src: '/img/organizer/zayavki-1200x750.gif' });
  });

  test('our artwork and other paths are drawn as they are', () => {
    expect(pictureSource('/img/art/stage.svg')).toEqual({ src: '/img/art/stage.svg' });
    const { container } = render(<ContentImage src="/img/art/stage.svg" alt="Сцена" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('width')).toBeNull();
    expect(img?.getAttribute('srcset')).toBeNull();
  });

  test('the element carries width, height, srcset and sizes', () => {
    const { container } = render(
      <ContentImage src="/storage/content/0123456789abcdef0123-960x540.webp" alt="" sizes="50vw" loading="lazy" />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('width')).toBe('960');
    expect(img?.getAttribute('height')).toBe('540');
    expect(img?.getAttribute('sizes')).toBe('50vw');
    expect(img?.getAttribute('srcset')).toContain('-480.webp 480w');
  });
});

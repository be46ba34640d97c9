import { describe, expect, test } from 'vitest';
import { VIDEO_INVALID, VIDEO_NOT_MP4, videoLinkError, videoSource } from './videos';

describe('video links (spec section 5)', () => {
  test('an empty field has no error', () => {
    expect(videoLinkError('')).toBeNull();
    expect(videoLinkError('   ')).toBeNull();
  });

  test('what is not a web address is «Некорректная ссылка»', () => {
    for (const link of [
      'видео',
      'rutube.ru/video/abc/',
      'ftp://example.ru/a.mp4',
      'https://',
      'https://localhost/a.mp4',
      'https://a b.ru/x.mp4',
    ])
      expect(videoLinkError(link), link).toBe(VIDEO_INVALID);
  });

  test('an address that is neither an MP4 file on https nor a known host video is the MP4 message', () => {
    for (const link of [
      'https://example.ru/video.avi',
      'http://example.ru/video.mp4',
      'https://rutube.ru/',
      'https://youtube.com/watch',
      'https://vk.com/id1',
    ])
      expect(videoLinkError(link), link).toBe(VIDEO_NOT_MP4);
  });

  test('an MP4 file and the video pages of RUTUBE, VK Видео, YouTube and Дзен pass', () => {
    const cases: [string, string][] = [
      ['https://cdn.example.ru/koncert.MP4', 'file'],
      ['https://rutube.ru/video/5f3c1a2b9d/', 'rutube'],
      ['https://vk.com/video-12345_456239017', 'vk'],
      ['https://vkvideo.ru/video-12345_456239017', 'vk'],
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
      ['https://youtu.be/dQw4w9WgXcQ', 'youtube'],
      ['https://dzen.ru/video/watch/65aa01', 'dzen'],
    ];
    for (const [link, kind] of cases) {
      expect(videoLinkError(link), link).toBeNull();
      const source = videoSource(link);
      expect(source?.kind === 'file' ? 'file' : source?.host, link).toBe(kind);
    }
  });
});

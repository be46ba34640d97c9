import { describe, expect, it } from 'vitest';
import { formatFileSize, isMissing, paramDisplay, videoCaption } from './paramText';
import type { CartParam } from './types';

const base: CartParam = {
  id: 1,
  type: 'creative_type',
  label: 'Направление',
  placeholder: null,
  capText: null,
  capTextRight: null,
  required: true,
  value: null,
  file: null,
};

describe('param texts', () => {
  it('formats file sizes as people read them', () => {
    expect(formatFileSize(340 * 1024)).toBe('340 КБ');
    expect(formatFileSize(12)).toBe('1 КБ');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1,3 МБ');
  });
  it('shows a saved value by its handbook title, a file by its name', () => {
    expect(paramDisplay({ ...base, value: 'vokalnoe', options: [{ value: 'vokalnoe', title: 'Вокал' }] })).toBe('Вокал');
    expect(paramDisplay({ ...base, type: 'file', file: { id: 3, name: 'a.pdf', size: 10 } })).toBe('a.pdf');
    expect(paramDisplay({ ...base, type: 'file' })).toBe('не загружен');
    expect(paramDisplay(base)).toBe('не указано');
  });
  it('a required param is missing until it has a value or a file', () => {
    expect(isMissing(base)).toBe(true);
    expect(isMissing({ ...base, required: false })).toBe(false);
    expect(isMissing({ ...base, value: 'vokalnoe' })).toBe(false);
    expect(isMissing({ ...base, type: 'file', value: '3', file: { id: 3, name: 'a.pdf', size: 1 } })).toBe(false);
  });
  it('captions the video field with the spec words unless the service has its own', () => {
    expect(videoCaption({ capText: null })).toBe('Видео не длиннее 90 секунд в формате MP4');
    expect(videoCaption({ capText: 'Видео до 90 секунд, формат MP4' })).toBe('Видео до 90 секунд, формат MP4');
  });
});

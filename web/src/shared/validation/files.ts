/** Upload and link checks of spec section 5 (PDF upload, video link). */

export const PDF_MAX_BYTES = 20 * 1024 * 1024;
export const PDF_TYPE_MESSAGE = 'Файл должен быть в формате PDF.';
export const PDF_SIZE_MESSAGE = 'Размер файла не должен превышать 20 МБ.';
export const VIDEO_URL_MESSAGE = 'Некорректная ссылка';
export const VIDEO_MP4_MESSAGE = 'Ссылка должна вести на файл в формате MP4';
/** Caption under the video link field. */
export const VIDEO_CAPTION = 'Видео не длиннее 90 секунд в формате MP4';
export const VIDEO_MAX_SECONDS = 90;

/** PDF upload: type application/pdf, at most 20 MB. An invalid file is to be cleared by the caller. */
export function validatePdf(file: { type: string; size: number }): string | null {
  if (file.type !== 'application/pdf') return PDF_TYPE_MESSAGE;
  if (file.size > PDF_MAX_BYTES) return PDF_SIZE_MESSAGE;
  return null;
}

/** Video link: empty clears the error; an invalid URL; a valid URL not ending in .mp4. */
export function validateVideoLink(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return VIDEO_URL_MESSAGE;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return VIDEO_URL_MESSAGE;
  return url.pathname.toLowerCase().endsWith('.mp4') ? null : VIDEO_MP4_MESSAGE;
}

/** Code input (spec section 5): 6 characters, Latin or Cyrillic letters and digits. */
export const CODE_LENGTH = 6;
export function sanitizeCode(value: string): string {
  return Array.from(value.replace(/[^0-9A-Za-zА-Яа-яЁё]/g, ''))
    .slice(0, CODE_LENGTH)
    .join('');
}

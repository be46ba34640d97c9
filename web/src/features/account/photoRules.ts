/** Profile photo: JPEG, PNG or WebP, at most 5 MB (checked here and again by the server). */
export const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPE_MESSAGE = 'Загрузите изображение в формате JPEG, PNG или WebP';
export const PHOTO_SIZE_MESSAGE = 'Размер файла не должен превышать 5 МБ';

export function validatePhoto(file: { type: string; size: number }): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return PHOTO_TYPE_MESSAGE;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_SIZE_MESSAGE;
  return null;
}

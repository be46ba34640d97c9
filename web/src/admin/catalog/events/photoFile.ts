/** The event photo upload's rules (docs/api.md, POST /api/admin/events/{id}/photo). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** Checked before sending, with the server's messages, so a wrong file costs no upload. */
export function validatePhoto(file: { type: string; size: number }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'Файл должен быть изображением JPEG, PNG или WebP';
  if (file.size > PHOTO_MAX_BYTES) return 'Размер файла не должен превышать 10 МБ';
  return null;
}

/**
 * Whether `photo` is the generated artwork (the demo seed stores the cover.svg address of the
 * public API) rather than an uploaded picture: there is nothing to delete then.
 */
export function isGeneratedCover(photo: string | null | undefined): boolean {
  return !photo || /^\/api\/event\/[^/]+\/cover\.svg$/.test(photo);
}

import { VIDEO_CAPTION } from '../../shared/validation/files';
import type { CartParam } from './types';

/** «1,2 МБ», «340 КБ»: file sizes as people read them. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} МБ`;
  return `${Math.max(1, Math.round(bytes / 1024))} КБ`;
}

/** The caption under the video field: the spec's words unless the service gives its own. */
export function videoCaption(param: Pick<CartParam, 'capText'>): string {
  return param.capText && param.capText.trim() !== '' ? param.capText : VIDEO_CAPTION;
}

/** A saved param as text (the card's read-only view after 'Сохранить'). */
export function paramDisplay(param: CartParam): string {
  if (param.type === 'file') return param.file?.name ?? 'не загружен';
  if (param.value === null || param.value === '') return 'не указано';
  const option = param.options?.find((item) => item.value === param.value);
  return option?.title ?? param.value;
}

/** A required param still empty (the confirm would be refused). */
export function isMissing(param: CartParam): boolean {
  if (!param.required) return false;
  return param.type === 'file' ? param.file === null : param.value === null || param.value === '';
}

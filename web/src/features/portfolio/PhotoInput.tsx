import { useId, useState, type ChangeEvent } from 'react';
import { buttonClass } from '../../shared/ui/button';
import type { PortfolioApi } from './api';
import type { UploadedPhoto } from './types';
import styles from './Portfolio.module.css';

/** The picture upload's rules (as the server's content pictures): checked before sending. */
export const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;

export function photoProblem(file: { type: string; size: number }): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return 'Загрузите фото в формате JPEG, PNG или WebP';
  if (file.size > PHOTO_MAX_BYTES) return 'Размер фото не должен превышать 15 МБ';
  return null;
}

/**
 * A button that picks pictures and uploads them at once (`POST /api/user/portfolios/photos`), one
 * after another; each stored picture's path goes to `onUploaded`. A file the server would refuse
 * is said before sending; the server's refusal shows under the button. `left` is how many more
 * pictures may be added (the picker takes one when it is 1).
 */
export function PhotoInput({
  label,
  left,
  api,
  onUploaded,
  error,
}: {
  label: string;
  left: number;
  api: PortfolioApi;
  onUploaded: (photo: UploadedPhoto) => void;
  /** The field's own error (the form's checks, the server's 422). */
  error?: string;
}) {
  const inputId = useId();
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? null;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const files = [...(input.files ?? [])].slice(0, Math.max(left, 0));
    input.value = '';
    if (files.length === 0) return;
    const refused = files.map(photoProblem).find(Boolean);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    setBusy(true);
    for (const file of files) {
      const result = await api.uploadPhoto(file);
      if (result.kind === 'done') {
        onUploaded(result.data);
        continue;
      }
      setProblem(result.kind === 'invalid' ? (Object.values(result.errors)[0]?.[0] ?? result.message) : result.message);
      break;
    }
    setBusy(false);
  }

  return (
    <div className={styles.upload}>
      <input
        id={inputId}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        multiple={left > 1}
        className={styles.fileInput}
        disabled={busy || left <= 0}
        aria-describedby={shown ? errorId : undefined}
        aria-invalid={shown ? true : undefined}
        onChange={(event) => void choose(event)}
      />
      <label htmlFor={inputId} className={buttonClass('secondary', 'small')} aria-disabled={busy || left <= 0 ? 'true' : undefined}>
        {busy ? 'Загружаем…' : label}
      </label>
      {shown && (
        <p id={errorId} className={styles.error} role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}

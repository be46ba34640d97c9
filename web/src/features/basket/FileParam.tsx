import { useId, useRef, useState, type ChangeEvent } from 'react';
import { validatePdf } from '../../shared/validation/files';
import { formatFileSize } from './paramText';
import type { CartParam } from './types';
import styles from './Basket.module.css';
import { BasketError, ParamCaption, ParamName } from './parts';

export interface FileParamProps {
  param: CartParam;
  /** The server's message for this param, if any. */
  error: string | null;
  disabled?: boolean;
  onUpload: (file: File) => Promise<boolean>;
  onClear: () => Promise<boolean>;
}

/**
 * The file upload widget of spec sections 4 and 5: 'Загрузить' while empty, 'Изменить' after a
 * valid file; clearing resets it. A non-PDF or a file over 20 MB is refused here with the spec's
 * message and cleared; the server checks the content again and has the last word.
 */
export function FileParam({ param, error, disabled, onUpload, onClear }: FileParamProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [localError, setLocalError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = localError ?? error;

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = validatePdf(file);
    setLocalError(problem);
    if (problem) return;
    setBusy(true);
    await onUpload(file);
    setBusy(false);
  }

  async function clear() {
    setLocalError(null);
    setBusy(true);
    await onClear();
    setBusy(false);
  }

  return (
    <div className={styles.param}>
      <span className={styles.paramLabel} id={`${id}-label`}>
        <ParamName param={param} />
      </span>
      <div className={styles.fileRow}>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="application/pdf,.pdf"
          className={styles.fileInput}
          onChange={(event) => void onChange(event)}
          aria-labelledby={`${id}-label`}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          disabled={disabled || busy}
        />
        {param.file && (
          <span className={styles.fileName}>
            {/* An uploaded file (id > 0) is the owner's to download; a guest's is still in the browser. */}
            {param.file.id > 0 ? (
              <a href={`/api/cart/files/${param.file.id}`} download={param.file.name}>
                {param.file.name}
              </a>
            ) : (
              param.file.name
            )}
            {param.file.size > 0 && <small> · {formatFileSize(param.file.size)}</small>}
          </span>
        )}
        <button type="button" className={styles.smallButton} onClick={() => inputRef.current?.click()} disabled={disabled || busy}>
          {param.file ? 'Изменить' : 'Загрузить'}
        </button>
        {param.file && (
          <button type="button" className={styles.linkButton} onClick={() => void clear()} disabled={disabled || busy}>
            Очистить
          </button>
        )}
      </div>
      {(param.capText || param.capTextRight) && <ParamCaption left={param.capText} right={param.capTextRight} />}
      {shown && <BasketError id={`${id}-error`}>{shown}</BasketError>}
    </div>
  );
}

import { useId } from 'react';
import { validateVideoLink } from '../../shared/validation/files';
import { videoCaption } from './paramText';
import type { CartParam } from './types';
import styles from './Basket.module.css';
import { BasketError, ParamCaption, ParamName } from './parts';

export interface VideoParamProps {
  param: CartParam;
  value: string;
  /** The server's message for this param, if any. */
  error: string | null;
  onChange: (value: string) => void;
}

/**
 * The video link field of spec section 5: 'Некорректная ссылка' for an invalid URL, 'Ссылка должна
 * вести на файл в формате MP4' for a URL not ending in .mp4; empty clears the error. The caption
 * tells what the jury needs: MP4 up to 90 seconds.
 */
export function VideoParam({ param, value, error, onChange }: VideoParamProps) {
  const id = useId();
  const shown = validateVideoLink(value) ?? (value.trim() === '' ? null : error);
  return (
    <div className={styles.param}>
      <label className={styles.paramLabel} htmlFor={id}>
        <ParamName param={param} />
      </label>
      <input
        id={id}
        type="url"
        inputMode="url"
        className={`${styles.input} ${shown ? styles.invalid : ''}`}
        placeholder={param.placeholder ?? 'https://…/video.mp4'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-caption${shown ? ` ${id}-error` : ''}`}
      />
      <ParamCaption id={`${id}-caption`} left={videoCaption(param)} right={param.capTextRight} />
      {shown && <BasketError id={`${id}-error`}>{shown}</BasketError>}
    </div>
  );
}

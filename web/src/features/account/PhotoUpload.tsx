import { useEffect, useId, useState } from 'react';
import { buttonClass } from '../../shared/ui/button';
import { formStyles } from '../../shared/ui/form';
import { Panel } from '../../shared/ui/Panel';
import { firstErrors } from '../auth';
import { useNotifications } from '../notifications';
import type { User } from '../session';
import { accountApi, type AccountApi } from './api';
import { Avatar } from './Avatar';
import { PHOTO_ACCEPT, validatePhoto } from './photoRules';
import styles from './Account.module.css';

/**
 * Photo upload with a preview: JPEG, PNG or WebP up to 5 MB, checked before sending; an invalid
 * file is cleared. 'Загрузить' becomes 'Изменить' once there is a photo (spec section 4).
 */
export function PhotoUpload({ user, onSaved, api = accountApi }: { user: User; onSaved: () => void; api?: AccountApi }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const { notify } = useNotifications();

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(chosen: File | undefined, input: HTMLInputElement) {
    if (!chosen) return;
    const message = validatePhoto(chosen);
    setError(message);
    if (message) {
      input.value = '';
      setFile(null);
      return;
    }
    setFile(chosen);
  }

  async function upload() {
    if (!file) return;
    setBusy(true);
    const response = await api.uploadPhoto(file);
    setBusy(false);
    if (response.error) {
      setError(firstErrors(response.error.errors)['photo'] ?? response.error.message);
      notify({ type: 'error', text: response.error.message, time: 5000 });
      return;
    }
    setFile(null);
    notify({ type: 'success', text: 'Фото обновлено', time: 5000 });
    onSaved();
  }

  return (
    <Panel title="Фото профиля" titleId="photo-title">
      <div className={styles.photoRow}>
        <Avatar user={user} src={preview} />
        <div className={formStyles.form}>
          <p className={styles.muted}>JPEG, PNG или WebP, не больше 5 МБ.</p>
          <div className={formStyles.actions}>
            <input
              id={inputId}
              type="file"
              accept={PHOTO_ACCEPT}
              className={styles.fileInput}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => choose(event.target.files?.[0], event.target)}
            />
            <label htmlFor={inputId} className={buttonClass('secondary', 'small')}>
              {preview || user.photo ? 'Изменить' : 'Загрузить'}
            </label>
            {file && (
              <>
                <button type="button" className={buttonClass('primary', 'small')} disabled={busy} onClick={() => void upload()}>
                  Сохранить фото
                </button>
                <button type="button" className={formStyles.linkButton} onClick={() => setFile(null)}>
                  Отмена
                </button>
              </>
            )}
          </div>
          {error && (
            <p id={errorId} className={formStyles.error} role="alert">
              {error}
            </p>
          )}
        </div>
      </div>
    </Panel>
  );
}

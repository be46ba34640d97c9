import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CatalogDataProvider } from '../calls';
import { isGeneratedCover, PHOTO_TYPES, validatePhoto } from './photoFile';
import type { AdminEvent } from './types';

const FRAME = {
  width: 320,
  maxWidth: '100%',
  aspectRatio: '16 / 9',
  borderRadius: 1,
  border: '1px solid',
  borderColor: 'divider',
  bgcolor: 'grey.100',
} as const;

/**
 * The event's photo with upload and removal. Without a photo the site draws generated artwork
 * (the cover.svg of the public API), shown here so the admin sees what visitors see.
 */
export function PhotoUpload({ event }: { event: AdminEvent }) {
  const dataProvider = useDataProvider<CatalogDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The public cover of an unpublished event is a 404: a neutral box stands in for it.
  const [broken, setBroken] = useState<string | null>(null);
  const uploaded = !isGeneratedCover(event.photo);
  const src = uploaded && event.photo ? event.photo : `/api/event/${encodeURIComponent(event.code)}/cover.svg`;

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      setError(null);
      notify(done, { type: 'success' });
      refresh();
    } catch (failure) {
      const body = (failure as { body?: { errors?: Record<string, string> } }).body;
      setError(body?.errors?.['file'] ?? (failure instanceof Error ? failure.message : 'Ошибка сервера'));
    } finally {
      setBusy(false);
    }
  }

  function chosen(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = validatePhoto(file);
    if (problem) {
      setError(problem);
      return;
    }
    void run(() => dataProvider.uploadEventPhoto(event.id, file), 'Фото загружено');
  }

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' }, mb: 2 }}>
      {broken === src ? (
        <Box
          sx={{
            ...FRAME,
            display: 'grid',
            placeItems: 'center',
            p: 2,
            textAlign: 'center',
            color: 'text.secondary',
            fontSize: 14,
          }}
        >
          Обложка по умолчанию появится на сайте после публикации
        </Box>
      ) : (
        <Box
          component="img"
          src={src}
          alt={uploaded ? `Фото: ${event.name}` : 'Обложка по умолчанию'}
          onError={() => setBroken(src)}
          sx={{ ...FRAME, objectFit: 'cover' }}
        />
      )}
      <Stack sx={{ gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Фото
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {uploaded ? 'Загруженное фото.' : 'Фото не загружено: на сайте показывается обложка по умолчанию.'} JPEG, PNG или WebP до 10 МБ.
        </Typography>
        <input
          ref={input}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          hidden
          aria-label="Файл фото"
          onChange={(e) => chosen(e.target.files?.[0])}
        />
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
            {uploaded ? 'Заменить фото' : 'Загрузить фото'}
          </Button>
          {uploaded && (
            <Button color="error" disabled={busy} onClick={() => void run(() => dataProvider.deleteEventPhoto(event.id), 'Фото удалено')}>
              Удалить фото
            </Button>
          )}
        </Stack>
        {error && (
          <Typography color="error" variant="body2" role="alert">
            {error}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}

import { useId, useRef, useState } from 'react';
import { HttpError, useInput, type Validator } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { pictureSource } from '../../features/content';
import { httpClient } from '../dataProvider';
import { useEditorEndpoints } from './editorEndpoints';

/** The upload's rules (docs/api.md, POST /api/admin/content/images), checked before sending. */
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 15 * 1024 * 1024;

export function imageProblem(file: { type: string; size: number }): string | null {
  if (!TYPES.includes(file.type)) return 'Картинка должна быть в формате JPEG, PNG или WebP';
  if (file.size > MAX_BYTES) return 'Размер картинки не должен превышать 15 МБ';
  return null;
}

/** The server's 422 message for the file, or the failure's own. */
function messageOf(failure: unknown): string {
  if (failure instanceof HttpError) {
    const errors = (failure.body as { errors?: Record<string, unknown> } | undefined)?.errors;
    const file = errors?.['file'];
    if (typeof file === 'string') return file;
    return failure.message;
  }
  return failure instanceof Error ? failure.message : 'Не удалось загрузить картинку';
}

/**
 * A picture of a block: its path (typed, or filled by an upload that the server resizes into
 * WebP variants, decision 0029) and a preview. The upload goes to the editor's URL, or to
 * `uploadUrl` for a record's picture outside the block editors (a hall's, to the places section).
 */
export function ImageInput({
  source,
  label,
  validate,
  helperText,
  uploadUrl,
}: {
  source: string;
  label: string;
  validate: Validator[];
  helperText: string;
  uploadUrl?: string;
}) {
  const { field, fieldState } = useInput({ source, validate });
  const endpoints = useEditorEndpoints();
  const images = uploadUrl ?? endpoints.images;
  const picker = useRef<HTMLInputElement>(null);
  const pickerId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const value = typeof field.value === 'string' ? field.value : '';

  async function upload(file: File | undefined) {
    if (picker.current) picker.current.value = '';
    if (!file) return;
    const before = imageProblem(file);
    setProblem(before);
    if (before) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file);
      const { json } = await httpClient(images, { method: 'POST', body: form });
      field.onChange((json as { path: string }).path);
    } catch (failure) {
      setProblem(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  const error = problem ?? fieldState.error?.message ?? null;
  const preview = value.startsWith('/storage/') || value.startsWith('/img/') ? pictureSource(value) : null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%', my: 1, alignItems: 'flex-start' }}>
      <Stack spacing={1} sx={{ flex: 1, width: '100%' }}>
        <TextField
          label={label}
          value={value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          error={Boolean(error)}
          helperText={error ?? helperText}
          size="small"
          fullWidth
        />
        <Box>
          <input
            ref={picker}
            id={pickerId}
            type="file"
            accept={TYPES.join(',')}
            hidden
            onChange={(event) => void upload(event.target.files?.[0])}
          />
          <Button variant="outlined" size="small" disabled={busy} onClick={() => picker.current?.click()}>
            {busy ? 'Загружаем…' : 'Загрузить картинку'}
          </Button>
        </Box>
      </Stack>
      {preview && (
        <Box
          component="img"
          src={preview.src}
          alt=""
          sx={{ width: 160, height: 90, objectFit: 'cover', borderRadius: 1, border: '1px solid', borderColor: 'divider' }}
        />
      )}
    </Stack>
  );
}

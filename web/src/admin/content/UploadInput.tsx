import { useId, useRef, useState } from 'react';
import { HttpError, useInput, type Validator } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { pictureSource } from '../../features/content';
import { validatePdf } from '../../shared/validation';
import { httpClient } from '../dataProvider';
import { useEditorEndpoints, type EditorEndpoints } from './editorEndpoints';

/** The picture upload's rules (docs/api.md, POST /api/admin/content/images), checked before sending. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const IMAGE_MAX_BYTES = 15 * 1024 * 1024;

export function imageProblem(file: { type: string; size: number }): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'Картинка должна быть в формате JPEG, PNG или WebP';
  if (file.size > IMAGE_MAX_BYTES) return 'Размер картинки не должен превышать 15 МБ';
  return null;
}

export type UploadKind = 'image' | 'document';

interface UploadRules {
  /** The picker's `accept`. */
  accept: string;
  /** The server's own refusal of a file it would refuse, said before sending it. */
  problem: (file: { type: string; size: number }) => string | null;
  button: string;
  /** Which of the editor's upload URLs takes the file. */
  endpoint: keyof Pick<EditorEndpoints, 'images' | 'documents'>;
  failure: string;
}

/**
 * Pictures (resized into WebP variants by the server, decision 0029) and PDFs (stored as they are,
 * 20 MB at most, decision 0041): one input, these rules apart.
 */
const RULES: Record<UploadKind, UploadRules> = {
  image: {
    accept: IMAGE_TYPES.join(','),
    problem: imageProblem,
    button: 'Загрузить картинку',
    endpoint: 'images',
    failure: 'Не удалось загрузить картинку',
  },
  document: {
    accept: 'application/pdf',
    problem: validatePdf,
    button: 'Загрузить PDF',
    endpoint: 'documents',
    failure: 'Не удалось загрузить файл',
  },
};

/** The server's 422 message for the file, or the failure's own. */
function messageOf(failure: unknown, fallback: string): string {
  if (failure instanceof HttpError) {
    const errors = (failure.body as { errors?: Record<string, unknown> } | undefined)?.errors;
    const file = errors?.['file'];
    if (typeof file === 'string') return file;
    return failure.message;
  }
  return failure instanceof Error ? failure.message : fallback;
}

/** What the field's path shows beside it: the picture, or a link to open the PDF. */
function Preview({ kind, value }: { kind: UploadKind; value: string }) {
  if (kind === 'document') {
    if (!value.startsWith('/storage/documents/') && !value.startsWith('/dokumenty/')) return null;
    return (
      <Link href={value} target="_blank" rel="noopener" sx={{ alignSelf: { sm: 'center' }, whiteSpace: 'nowrap' }}>
        Открыть PDF
      </Link>
    );
  }
  if (!value.startsWith('/storage/') && !value.startsWith('/img/')) return null;
  return (
    <Box
      component="img"
      src={pictureSource(value).src}
      alt=""
      sx={{ width: 160, height: 90, objectFit: 'cover', borderRadius: 1, border: '1px solid', borderColor: 'divider' }}
    />
  );
}

/**
 * A file of a block or a record: its path, typed or filled by an upload, and a preview. The upload
 * goes to the editor's URL for the kind (the content section's or the blog's), or to `uploadUrl`
 * for a record's file outside the block editors (a hall's picture, to the places section).
 */
export function UploadInput({
  kind,
  source,
  label,
  validate,
  helperText,
  uploadUrl,
}: {
  kind: UploadKind;
  source: string;
  label: string;
  validate: Validator[];
  helperText: string;
  uploadUrl?: string;
}) {
  const rules = RULES[kind];
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const endpoints = useEditorEndpoints();
  const target = uploadUrl ?? endpoints[rules.endpoint];
  const picker = useRef<HTMLInputElement>(null);
  const pickerId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const value = typeof field.value === 'string' ? field.value : '';

  async function upload(file: File | undefined) {
    if (picker.current) picker.current.value = '';
    if (!file) return;
    const before = rules.problem(file);
    setProblem(before);
    if (before) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file);
      const { json } = await httpClient(target, { method: 'POST', body: form });
      // The admin's uploads answer bare JSON; the account's (people's pictures) its envelope.
      const answer = json as { path?: string; data?: { path?: string } };
      field.onChange(answer.path ?? answer.data?.path ?? '');
    } catch (failure) {
      setProblem(messageOf(failure, rules.failure));
    } finally {
      setBusy(false);
    }
  }

  const error = problem ?? fieldState.error?.message ?? null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%', my: 1, alignItems: 'flex-start' }}>
      <Stack spacing={1} sx={{ flex: 1, width: '100%' }}>
        <TextField
          label={label}
          value={value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          required={isRequired}
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
            accept={rules.accept}
            hidden
            onChange={(event) => void upload(event.target.files?.[0])}
          />
          <Button variant="outlined" size="small" disabled={busy} onClick={() => picker.current?.click()}>
            {busy ? 'Загружаем…' : rules.button}
          </Button>
        </Box>
      </Stack>
      <Preview kind={kind} value={value} />
    </Stack>
  );
}

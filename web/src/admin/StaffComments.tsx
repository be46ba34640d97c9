import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify } from 'react-admin';
import { formatDateTime } from '../shared/format';
import { callError } from './orders/errors';

/** A manager's comment on a record (an order, a request). */
export interface StaffComment {
  id: number;
  author: { name: string } | null;
  text: string;
  created_at: string;
}

/**
 * Managers' internal comments on a record (never shown to the customer or visitor), oldest first,
 * and a form to add one: checked here by the server's rules, the server's 422 under the field.
 */
export function StaffComments({
  comments,
  maxLength,
  add,
}: {
  comments: readonly StaffComment[];
  maxLength: number;
  /** Sends the text; resolves once the comment is stored and the list will show it. */
  add: (text: string) => Promise<unknown>;
}) {
  const notify = useNotify();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    const value = text.trim();
    if (value === '') return setError('Введите текст комментария');
    if (value.length > maxLength) return setError(`Не должно превышать ${maxLength} символов`);
    setBusy(true);
    try {
      await add(value);
      setText('');
      notify('Комментарий добавлен', { type: 'success' });
    } catch (failure) {
      const { message, fields } = callError(failure);
      if (fields['text']) setError(fields['text']);
      else notify(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={2}>
      {comments.length === 0 ? (
        <Typography color="text.secondary">Комментариев пока нет</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Комментарии">
          {comments.map((comment) => (
            <li key={comment.id}>
              <Typography variant="body2" color="text.secondary">
                {comment.author?.name ?? 'Система'} · {formatDateTime(comment.created_at)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment.text}</Typography>
            </li>
          ))}
        </Stack>
      )}
      <TextField
        label="Новый комментарий"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError('');
        }}
        error={error !== ''}
        helperText={error || 'Виден только менеджерам'}
        multiline
        minRows={2}
        fullWidth
      />
      <div>
        <Button variant="outlined" onClick={() => void submit()} disabled={busy}>
          Добавить комментарий
        </Button>
      </div>
    </Stack>
  );
}

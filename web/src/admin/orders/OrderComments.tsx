import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { formatDateTime } from '../../features/orders/orderDisplay';
import type { OrdersDataProvider } from './calls';
import { callError } from './errors';
import type { AdminOrder } from './types';

const MAX_LENGTH = 5000;

/** Managers' internal notes on the order (never shown to the customer), newest last, and a form to add one. */
export function OrderComments({ order }: { order: AdminOrder }) {
  const dataProvider = useDataProvider<OrdersDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function add() {
    const value = text.trim();
    if (value === '') return setError('Введите текст комментария');
    if (value.length > MAX_LENGTH) return setError(`Не должно превышать ${MAX_LENGTH} символов`);
    setBusy(true);
    try {
      await dataProvider.addOrderComment(order.id, value);
      setText('');
      notify('Комментарий добавлен', { type: 'success' });
      refresh();
    } catch (failure) {
      const { message, fields } = callError(failure);
      if (fields['text']) setError(fields['text']);
      else notify(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const comments = order.comments ?? [];
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
        <Button variant="outlined" onClick={() => void add()} disabled={busy}>
          Добавить комментарий
        </Button>
      </div>
    </Stack>
  );
}

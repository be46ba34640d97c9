import { useState } from 'react';
import { ListButton, Show, TopToolbar, useNotify, useRecordContext, useRefresh, type Identifier } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../features/orders/orderDisplay';
import { callError } from '../orders/errors';
import { resultsCalls } from './calls';
import { REVIEWS_TITLE } from './labels';
import { ReviewStatusChip } from './ReviewList';
import type { AdminReview } from './types';

/** The server's limit of a rejection's note (results/model.hpp). */
export const NOTE_MAX = 1000;

function ReviewTitle() {
  const review = useRecordContext<AdminReview>();
  return <span>{review ? `Отзыв № ${review.id}: ${review.event.name}` : 'Отзыв'}</span>;
}

/**
 * A pending review's decision: «Опубликовать» shows it on the festival page at once;
 * «Отклонить» asks for the note its author reads in the account (required). A decided review
 * says who decided when; the server's refusals (409: already decided) show above the buttons.
 */
function Decision() {
  const review = useRecordContext<AdminReview>();
  const provider = resultsCalls;
  const notify = useNotify();
  const refresh = useRefresh();
  const [problem, setProblem] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!review) return null;

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      setRejecting(false);
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      const { message, fields } = callError(error);
      if (fields['note']) setNoteError(fields['note']);
      else {
        setRejecting(false);
        setProblem(message);
      }
    } finally {
      setBusy(false);
    }
  }

  function reject() {
    const text = note.trim();
    if (text === '') return setNoteError('Напишите, почему отзыв отклонён: автор увидит это в личном кабинете');
    if ([...text].length > NOTE_MAX) return setNoteError(`Не должно превышать ${NOTE_MAX} символов`);
    void run(() => provider.rejectReview(review!.id, text), 'Отзыв отклонён');
  }

  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Решение">
        {review.status !== 'published' && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void run(() => provider.publishReview(review.id), 'Отзыв опубликован')}
          >
            Опубликовать
          </Button>
        )}
        {review.status !== 'rejected' && (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => setRejecting(true)}>
            Отклонить
          </Button>
        )}
      </Stack>
      {review.status !== 'pending' && (
        <Typography variant="body2" color="text.secondary">
          {review.status === 'published'
            ? `Опубликован${review.decided_at ? ` ${formatDateTime(review.decided_at)}` : ''}. Отклонённый отзыв исчезнет со страницы фестиваля, автор увидит причину.`
            : `Отклонён${review.decided_at ? ` ${formatDateTime(review.decided_at)}` : ''}. Автор может исправить отзыв — он снова придёт на модерацию.`}
        </Typography>
      )}
      <Dialog open={rejecting} onClose={() => !busy && setRejecting(false)} fullWidth maxWidth="sm">
        <DialogTitle>Отклонить отзыв?</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Автор получит письмо и увидит причину на странице фестиваля; отзыв можно будет исправить и отправить снова.
          </Typography>
          <TextField
            label="Причина"
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setNoteError(null);
            }}
            error={noteError !== null}
            helperText={noteError ?? 'Например: в отзыве номер телефона, уберите его'}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)} disabled={busy}>
            Не отклонять
          </Button>
          <Button color="error" variant="contained" onClick={reject} disabled={busy}>
            Отклонить
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function ReviewBody() {
  const review = useRecordContext<AdminReview>();
  if (!review) return null;
  const facts: [string, string][] = [
    ['Мероприятие', review.event.name],
    ['Автор', review.user ? `${review.user.name}, ${review.user.email}` : review.author],
    ['На сайте подписан', review.author],
    ['Получен', formatDateTime(review.created_at)],
  ];
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 760 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Rating value={review.rating} readOnly aria-label={`${review.rating} из 5`} />
        <ReviewStatusChip status={review.status} />
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</Typography>
      {review.note && (
        <Alert severity="info" variant="outlined">
          Причина отклонения: {review.note}
        </Alert>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { sm: '180px 1fr' }, gap: 0.5, m: 0 }}>
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Decision />
    </Box>
  );
}

/** A review's page: its text, stars and author, and the moderator's decision. The route gives the id; `id` shows one without a route. */
export function ReviewShow({ id }: { id?: Identifier }) {
  return (
    <Show
      id={id}
      title={<ReviewTitle />}
      actions={
        <TopToolbar>
          <ListButton label={`Все ${REVIEWS_TITLE.toLowerCase()}`} />
        </TopToolbar>
      }
    >
      <ReviewBody />
    </Show>
  );
}

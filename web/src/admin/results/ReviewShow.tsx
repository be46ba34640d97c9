import { useState } from 'react';
import { ListButton, Show, TopToolbar, useNotify, useRecordContext, useRefresh, type Identifier } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../shared/format';
import { callError } from '../orders/errors';
import { ReasonDialog } from '../ReasonDialog';
import { resultsCalls } from './calls';
import { NOTE_MAX, REVIEWS_TITLE } from './labels';
import { ReviewStatusChip } from './ReviewList';
import type { AdminReview } from './types';

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
  const [busy, setBusy] = useState(false);
  if (!review) return null;

  const id = review.id;

  /** Runs the decision; a refused note comes back for its field, another refusal shows above the buttons. */
  async function run(action: () => Promise<unknown>, done: string): Promise<string | undefined> {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      setRejecting(false);
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      const { message, fields } = callError(error);
      if (fields['note']) return fields['note'];
      setRejecting(false);
      setProblem(message);
    } finally {
      setBusy(false);
    }
    return undefined;
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
          <Button variant="contained" disabled={busy} onClick={() => void run(() => provider.publishReview(id), 'Отзыв опубликован')}>
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
      <ReasonDialog
        open={rejecting}
        title="Отклонить отзыв?"
        text="Автор получит письмо и увидит причину на странице фестиваля; отзыв можно будет исправить и отправить снова."
        label="Причина"
        hint="Например: в отзыве номер телефона, уберите его"
        requiredMessage="Напишите, почему отзыв отклонён: автор увидит это в личном кабинете"
        max={NOTE_MAX}
        confirmLabel="Отклонить"
        cancelLabel="Не отклонять"
        onClose={() => setRejecting(false)}
        onConfirm={(note) => run(() => provider.rejectReview(id, note), 'Отзыв отклонён')}
      />
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

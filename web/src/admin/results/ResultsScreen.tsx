import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LinkBase, Title, useDelete, useGetList, useNotify } from 'react-admin';
import { Navigate, useParams } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useHostContext } from '../../app/AreaContext';
import { buildHref } from '../../routes/href';
import { formatDateTime } from '../../shared/format';
import { pluralRu } from '../../shared/format/plural';
import { useAdminAccess } from '../AccessContext';
import { callError } from '../orders/errors';
import { ReasonDialog } from '../ReasonDialog';
import { RESOURCES, resultsCalls } from './calls';
import { averageText, eventLabel, NOTE_MAX, RESULTS_PATH, RESULTS_TITLE, resultsPath, roleLabel } from './labels';
import { PerformanceDialog } from './PerformanceDialog';
import { PerformanceTable } from './PerformanceTable';
import { ScoringForm } from './ScoringForm';
import { ToneChip } from './ToneChip';
import type { EventResults, ResultEvent, ResultRow } from './types';

export const resultsKey = (eventId: number) => ['admin', 'event-results', eventId] as const;

const performancesText = (n: number) => `${n} ${pluralRu(n, ['выступление', 'выступления', 'выступлений'])}`;

/** The events to pick from, the nearest first, with how far their scoring has gone. */
function EventChoice() {
  const [q, setQ] = useState('');
  // Results are for events that are over; the ones under way or to come on demand.
  const [all, setAll] = useState(false);
  const { data, isPending, error } = useGetList<ResultEvent>(RESOURCES.events, {
    pagination: { page: 1, perPage: 25 },
    filter: { ...(q.trim() ? { q: q.trim() } : {}), ...(all ? {} : { ended: true }) },
  });
  return (
    <Card sx={{ mt: 2, p: 2, display: 'grid', gap: 2 }}>
      <Title title={RESULTS_TITLE} />
      <Typography variant="body2" color="text.secondary">
        Выберите мероприятие: оценки жюри, звания по правилам конкурса и публикация результатов с дипломами.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="Найти мероприятие"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          size="small"
          sx={{ maxWidth: 420, flex: 1 }}
        />
        <FormControlLabel control={<Switch checked={all} onChange={(e) => setAll(e.target.checked)} />} label="Также идущие и будущие" />
      </Stack>
      {error && <Alert severity="error">{callError(error).message}</Alert>}
      {isPending ? (
        <Typography color="text.secondary">Загружаем мероприятия…</Typography>
      ) : (data ?? []).length === 0 ? (
        <Typography color="text.secondary">Мероприятия не найдены</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }} aria-label="Мероприятия">
          {(data ?? []).map((event) => (
            <Box component="li" key={event.id} sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Link component={LinkBase} to={resultsPath(event.id)} underline="hover" sx={{ fontWeight: 600 }}>
                {event.name}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {[
                  eventLabel(event).replace(`${event.name} — `, ''),
                  event.performances !== undefined ? performancesText(event.performances) : null,
                  event.jurors !== undefined ? `жюри: ${event.jurors}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {(event.results_published_at || (event.ended && (event.performances ?? 0) > 0)) && (
                <Box sx={{ mt: 0.5 }}>
                  {event.results_published_at ? (
                    <ToneChip tone="done" label="Результаты опубликованы" />
                  ) : (
                    <ToneChip tone="waiting" label="Ждёт публикации" />
                  )}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}

type Ask = { kind: 'publish' } | { kind: 'unpublish' } | { kind: 'delete'; row: ResultRow } | null;

function EventPanel({ eventId }: { eventId: number }) {
  const provider = resultsCalls;
  const queryClient = useQueryClient();
  const notify = useNotify();
  const host = useHostContext();
  const access = useAdminAccess();
  const [deleteOne] = useDelete();
  const [problem, setProblem] = useState<string | null>(null);
  const [ask, setAsk] = useState<Ask>(null);
  const [busy, setBusy] = useState(false);
  const [busyRow, setBusyRow] = useState<number | null>(null);
  const [editing, setEditing] = useState<ResultRow | 'new' | null>(null);
  const results = useQuery<EventResults>({ queryKey: resultsKey(eventId), queryFn: () => provider.getEventResults(eventId) });
  const locked = Boolean(results.data?.published_at);
  const orderItems = useQuery({
    queryKey: [...resultsKey(eventId), 'order-items'],
    queryFn: () => provider.getEventOrderItems(eventId),
    enabled: editing === 'new',
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: resultsKey(eventId) });

  if (results.error) return <Alert severity="error">{callError(results.error).message}</Alert>;
  if (!results.data) return <Typography sx={{ p: 2 }}>Загружаем результаты…</Typography>;
  const { event, scoring, performances, jurors } = results.data;
  const untitled = performances.filter((p) => !p.title).length;
  const options = {
    age_categories: results.data.options?.age_categories ?? [],
    creative_types: results.data.options?.creative_types ?? [],
  };

  /** Runs the action; a refusal closes the dialog and shows above the list, unless it is the `field`'s (returned for the field). */
  async function act(action: () => Promise<unknown>, done: string, field?: string): Promise<string | undefined> {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      notify(done, { type: 'success' });
      setAsk(null);
      await refresh();
    } catch (error) {
      const { message, fields } = callError(error);
      if (field && fields[field]) return fields[field];
      setAsk(null);
      setProblem(message);
    } finally {
      setBusy(false);
    }
    return undefined;
  }

  async function setTitle(row: ResultRow, title: string | null) {
    setBusyRow(row.id);
    setProblem(null);
    try {
      await provider.setPerformanceTitle(row.id, title);
      await refresh();
    } catch (error) {
      setProblem(callError(error).message);
    } finally {
      setBusyRow(null);
    }
  }

  const publish = () => act(() => provider.publishResults(eventId), 'Результаты опубликованы, дипломы готовы');
  const unpublish = (reason: string) => act(() => provider.unpublishResults(eventId, reason), 'Результаты сняты с публикации', 'reason');
  const remove = (row: ResultRow) =>
    act(
      () => deleteOne(RESOURCES.performances, { id: row.id, previousData: row }, { mutationMode: 'pessimistic', returnPromise: true }),
      'Выступление удалено',
    );

  const diplomaHref = (code: string) => buildHref({ name: 'main-diplom-code', params: { code } }, host).href;
  const festivalHref = buildHref({ name: 'events-festival-code', params: { code: event.code } }, host).href;

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={`${RESULTS_TITLE}: ${event.name}`} />
      <Box>
        <Button component={LinkBase} to={RESULTS_PATH} startIcon={<ArrowBackIcon />} size="small">
          Все мероприятия
        </Button>
      </Box>
      <Card sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {event.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {eventLabel(event).replace(`${event.name} — `, '')} ·{' '}
          <Link href={festivalHref} target="_blank" rel="noopener">
            страница фестиваля
          </Link>
        </Typography>
        <Box>
          {locked ? (
            <ToneChip tone="done" label={`Результаты опубликованы ${formatDateTime(results.data.published_at ?? '')}`} />
          ) : (
            <ToneChip
              tone={untitled > 0 ? 'waiting' : 'plain'}
              label={untitled > 0 ? `Без звания: ${performancesText(untitled)}` : 'Все выступления со званием: можно публиковать'}
            />
          )}
        </Box>
        {jurors.length > 0 ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label="Жюри">
            {jurors.map((j) => (
              <li key={`${j.id}-${j.role}`}>
                <Chip
                  variant="outlined"
                  color={j.role !== 'manager' && j.scored < j.total ? 'warning' : 'default'}
                  label={j.role === 'manager' ? `${j.name} — ${roleLabel(j.role).toLowerCase()}` : `${j.name}: ${j.scored} из ${j.total}`}
                  title={j.role_title ?? roleLabel(j.role)}
                />
              </li>
            ))}
          </Box>
        ) : (
          <Alert severity="info">
            Жюри не назначено. Назначьте его в разделе{' '}
            <Link component={LinkBase} to={`/${RESOURCES.assignments}?filter=${encodeURIComponent(JSON.stringify({ event_id: eventId }))}`}>
              «Назначения жюри»
            </Link>
            .
          </Alert>
        )}
      </Card>

      <Accordion disableGutters defaultExpanded={false}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="scoring-rules" id="scoring-rules-head">
          <Typography sx={{ fontWeight: 600 }}>
            Правила оценки: {scoring.criteria.length} {pluralRu(scoring.criteria.length, ['критерий', 'критерия', 'критериев'])}, шкала до{' '}
            {scoring.max_score}, Гран-при от {averageText(scoring.thresholds.grand_prix)}
          </Typography>
        </AccordionSummary>
        <AccordionDetails id="scoring-rules">
          <ScoringForm key={JSON.stringify(scoring)} eventId={eventId} scoring={scoring} locked={locked} onSaved={() => void refresh()} />
        </AccordionDetails>
      </Accordion>

      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}

      <Card sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
            Выступления
          </Typography>
          {!locked && (
            <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing('new')}>
              Добавить выступление
            </Button>
          )}
          {!locked ? (
            <Button variant="contained" disabled={busy || performances.length === 0} onClick={() => setAsk({ kind: 'publish' })}>
              Опубликовать результаты
            </Button>
          ) : (
            access.roles.includes('Admin') && (
              <Button color="error" variant="outlined" disabled={busy} onClick={() => setAsk({ kind: 'unpublish' })}>
                Снять с публикации
              </Button>
            )
          )}
        </Stack>
        {performances.length === 0 ? (
          <Typography color="text.secondary">
            Выступлений пока нет. Добавьте их вручную или из заказов мероприятия — члены жюри увидят их в личном кабинете.
          </Typography>
        ) : (
          <PerformanceTable
            rows={performances}
            jurors={jurors}
            scoring={scoring}
            locked={locked}
            busyRow={busyRow}
            onTitle={(row, title) => void setTitle(row, title)}
            onEdit={(row) => setEditing(row)}
            onDelete={(row) => setAsk({ kind: 'delete', row })}
            diplomaHref={diplomaHref}
          />
        )}
      </Card>

      {editing && (
        <PerformanceDialog
          eventId={eventId}
          performance={editing === 'new' ? undefined : editing}
          options={options}
          orderItems={orderItems.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}

      <Dialog open={ask?.kind === 'publish' || ask?.kind === 'delete'} onClose={() => !busy && setAsk(null)} fullWidth maxWidth="sm">
        {ask?.kind === 'publish' && (
          <>
            <DialogTitle>Опубликовать результаты?</DialogTitle>
            <DialogContent>
              <DialogContentText>
                «{event.name}»: {performancesText(performances.length)}. Оценки жюри будут заморожены, каждому выступлению будет выдан
                диплом, результаты появятся на странице фестиваля и в портфолио участников, участники получат письма. Снять результаты с
                публикации сможет только администратор.
              </DialogContentText>
              {untitled > 0 && (
                <Alert severity="warning" sx={{ mt: 2 }}>
                  Без звания: {performancesText(untitled)}. Сначала дождитесь оценок или выберите звание вручную.
                </Alert>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setAsk(null)} disabled={busy}>
                Отмена
              </Button>
              <Button variant="contained" onClick={() => void publish()} disabled={busy}>
                Опубликовать
              </Button>
            </DialogActions>
          </>
        )}
        {ask?.kind === 'delete' && (
          <>
            <DialogTitle>Удалить выступление?</DialogTitle>
            <DialogContent>
              <DialogContentText>
                «{ask.row.performer}» — {ask.row.nomination}. Оценки жюри за это выступление тоже будут удалены.
              </DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setAsk(null)} disabled={busy}>
                Отмена
              </Button>
              <Button color="error" variant="contained" onClick={() => void remove(ask.row)} disabled={busy}>
                Удалить
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
      <ReasonDialog
        open={ask?.kind === 'unpublish'}
        title="Снять результаты с публикации?"
        text="Результаты исчезнут со страницы фестиваля и из портфолио, жюри снова сможет менять оценки. Коды дипломов сохранятся."
        label="Причина"
        hint="Останется в истории изменений"
        requiredMessage="Напишите, почему результаты снимаются: это останется в истории изменений"
        max={NOTE_MAX}
        confirmLabel="Снять с публикации"
        cancelLabel="Отмена"
        onClose={() => setAsk(null)}
        onConfirm={unpublish}
      />
    </Stack>
  );
}

/**
 * events/results: without an event, the events to pick from; with one (/events/results/{id}),
 * its scoring rule, the performances with every juror's scores, the rule's titles and the
 * overrides, and the publication (decision 0045).
 */
export function ResultsScreen() {
  const raw = useParams()['eventId'];
  const eventId = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  if (raw !== undefined && eventId === null) return <Navigate to={RESULTS_PATH} replace />;
  return eventId === null ? <EventChoice /> : <EventPanel key={eventId} eventId={eventId} />;
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Link as AdminLink,
  ListButton,
  Loading,
  Show,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  type Identifier,
} from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useHostContext } from '../../app/AreaContext';
import { formatDateTime } from '../../shared/format';
import { areaHref } from '../../routes/href';
import { useEventFilters } from '../../shared/events/api';
import type { FilterDefinition } from '../../shared/events/types';
import { callError } from '../orders/errors';
import { portfolioCalls, type PortfolioCalls } from './calls';
import { draftKindName, PORTFOLIOS_TITLE } from './labels';
import { PortfolioFactsView, type PortfolioFacts } from './PortfolioData';
import { PortfolioStatusChip } from './PortfolioStatusChip';
import type { AdminPortfolio } from './types';

/** The server's limit of a rejection's note. */
export const NOTE_MAX = 1000;

type Names = (code: 'city' | 'creative_type', slug: string) => string;

/** Slugs as names: the catalogue's handbooks hold every city and creative type. */
function useNames(): Names {
  const filters: FilterDefinition[] | undefined = useEventFilters().data?.filters;
  return (code, slug) => filters?.find((filter) => filter.code === code)?.Values.find((value) => value.code === slug)?.title ?? slug;
}

/** The draft as the owner filled it. */
export function draftFacts(portfolio: AdminPortfolio, names: Names): PortfolioFacts {
  const data = portfolio.data;
  return {
    name: data.name ?? '',
    position: portfolio.kind === 'mentor' ? (data.position ?? null) : null,
    kind: draftKindName(portfolio.kind, data),
    city: data.city ? names('city', data.city) : null,
    creativeTypes: (data.creative_types ?? []).map((slug) => names('creative_type', slug)),
    structure: data.structure ?? null,
    bio: data.bio ?? '',
    achievements: data.achievements ?? [],
    photo: data.photo ?? null,
    photos: data.photos ?? [],
    videos: data.videos ?? [],
    minor:
      portfolio.kind === 'participant' && data.minor
        ? { birthDate: data.birth_date ?? null, guardian: data.guardian_name ?? null, consent: data.guardian_consent === true }
        : null,
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const named = (value: unknown, key: 'name' | 'title'): string | null =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[key] === 'string'
    ? ((value as Record<string, unknown>)[key] as string)
    : null;

/** The live page as visitors see it (the public API's answer). */
export function liveFacts(portfolio: AdminPortfolio, live: Record<string, unknown>): PortfolioFacts {
  return {
    name: text(live['name']),
    position: portfolio.kind === 'mentor' ? text(live['position']) : null,
    kind: portfolio.kind === 'mentor' ? 'Наставник' : live['kind'] === 'collective' ? 'Коллектив' : 'Солист',
    city: named(live['city'], 'name'),
    creativeTypes: Array.isArray(live['creative_types'])
      ? (live['creative_types'] as unknown[]).map((type) => named(type, 'title') ?? '').filter(Boolean)
      : [],
    structure: named(live['structure'], 'name'),
    mentor: portfolio.kind === 'participant' ? named(live['mentor'], 'name') : undefined,
    bio: text(live['bio']),
    achievements: list(live['achievements']),
    photo: typeof live['photo'] === 'string' ? live['photo'] : null,
    photos: list(live['photos']),
    videos: list(live['videos']),
  };
}

function Title() {
  const portfolio = useRecordContext<AdminPortfolio>();
  return <span>{portfolio ? `Анкета № ${portfolio.id}: ${portfolio.data.name?.trim() || 'без названия'}` : PORTFOLIOS_TITLE}</span>;
}

/** The live version beside the draft: what approving would replace. */
function LiveSide({ portfolio, calls }: { portfolio: AdminPortfolio; calls: PortfolioCalls }) {
  const host = useHostContext();
  const live = portfolio.live;
  const answer = useQuery({
    queryKey: ['admin', 'portfolio-live', portfolio.kind, live?.code],
    queryFn: () => (live ? calls.live(portfolio.kind, live.code) : Promise.resolve(null)),
    enabled: live !== null,
  });
  if (!live)
    return (
      <Box component="section" aria-label="На сайте сейчас">
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          На сайте сейчас
        </Typography>
        <Typography color="text.secondary">Страницы ещё нет: после публикации появится новая, с адресом из имени.</Typography>
      </Box>
    );
  const href = areaHref('main', live.path, host).href;
  const record = `/${portfolio.kind === 'mentor' ? 'mentors' : 'participants'}/${live.id}`;
  return (
    <Box component="section" aria-label="На сайте сейчас" sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        На сайте сейчас
      </Typography>
      <Stack direction="row" useFlexGap sx={{ mb: 1.5, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        <Link href={href} target="_blank" rel="noopener">
          Открыть страницу {live.path}
        </Link>
        <AdminLink to={record}>Запись в разделе «{portfolio.kind === 'mentor' ? 'Наставники' : 'Участники'}»</AdminLink>
      </Stack>
      {answer.isPending ? (
        <Loading />
      ) : answer.data ? (
        <PortfolioFactsView facts={liveFacts(portfolio, answer.data)} />
      ) : (
        <Alert severity="info">Страница «{live.name}» сейчас скрыта с сайта.</Alert>
      )}
    </Box>
  );
}

/** «Опубликовать» and «Отклонить» with its note, for a portfolio waiting for a decision; the server's refusal above them. */
function Decision({ portfolio, calls }: { portfolio: AdminPortfolio; calls: PortfolioCalls }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);

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
      if (rejecting && fields['note']) setNoteError(fields['note']);
      else {
        setRejecting(false);
        setProblem(Object.values(fields)[0] ?? message);
      }
    } finally {
      setBusy(false);
    }
  }

  function reject() {
    const trimmed = note.trim();
    if (trimmed === '') return setNoteError('Напишите, что исправить: владелец получит это письмом');
    if (trimmed.length > NOTE_MAX) return setNoteError(`Не должно превышать ${NOTE_MAX} символов`);
    void run(() => calls.reject(portfolio.id, trimmed), 'Анкета отклонена, владелец получит письмо с замечанием');
  }

  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {portfolio.status === 'pending' ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Решение">
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void run(() => calls.approve(portfolio.id), 'Опубликовано, владелец получит письмо со ссылкой')}
          >
            Опубликовать
          </Button>
          <Button variant="outlined" color="error" disabled={busy} onClick={() => setRejecting(true)}>
            Отклонить
          </Button>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Решение принимают по анкетам на модерации: эта {portfolio.status === 'draft' ? 'ещё черновик' : 'уже решена'}.
        </Typography>
      )}
      <Dialog open={rejecting} onClose={() => !busy && setRejecting(false)} fullWidth maxWidth="sm">
        <DialogTitle>Отклонить анкету № {portfolio.id}?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Владелец получит письмо с вашим замечанием и сможет исправить анкету. Опубликованная раньше версия останется на сайте.
          </DialogContentText>
          <TextField
            label="Что исправить"
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setNoteError(null);
            }}
            error={noteError !== null}
            helperText={noteError ?? `Обязательно, до ${NOTE_MAX} символов`}
            multiline
            minRows={3}
            fullWidth
            autoFocus
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

function PortfolioPage({ calls }: { calls: PortfolioCalls }) {
  const portfolio = useRecordContext<AdminPortfolio>();
  const names = useNames();
  if (!portfolio) return null;
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {portfolio.data.name?.trim() || 'Без названия'}
        </Typography>
        <PortfolioStatusChip status={portfolio.status} />
      </Stack>
      <Typography color="text.secondary">
        {draftKindName(portfolio.kind, portfolio.data)} · отправлено {portfolio.submitted_at ? formatDateTime(portfolio.submitted_at) : '—'}
        {portfolio.decided_at ? ` · решение ${formatDateTime(portfolio.decided_at)}` : ''}
      </Typography>
      {portfolio.owner && (
        <Typography sx={{ mt: 1 }}>
          Владелец: <AdminLink to={`/users/${portfolio.owner.id}/show`}>{portfolio.owner.name}</AdminLink>, {portfolio.owner.email}
          {portfolio.owner.phone ? `, ${portfolio.owner.phone}` : ''}
        </Typography>
      )}
      {portfolio.status === 'rejected' && portfolio.note && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Замечание владельцу: {portfolio.note}
        </Alert>
      )}
      <Decision portfolio={portfolio} calls={calls} />
      <Divider sx={{ my: 3 }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 4 }}>
        <PortfolioFactsView title="Анкета владельца" facts={draftFacts(portfolio, names)} />
        <LiveSide portfolio={portfolio} calls={calls} />
      </Box>
    </Box>
  );
}

/**
 * A portfolio sent for moderation: who sent it, what it holds (pictures, videos, texts; a minor's
 * guardian and consent), beside the live page when there is one, and the decision: «Опубликовать»
 * writes the live page and mails the owner its link; «Отклонить» asks for a note, which the owner
 * gets by mail. A refusal (409: already decided; 422: a minor without consent) shows above the buttons.
 */
export function PortfolioShow({ id, calls = portfolioCalls }: { id?: Identifier; calls?: PortfolioCalls }) {
  return (
    <Show
      id={id}
      title={<Title />}
      actions={
        <TopToolbar>
          <ListButton label={`Все ${PORTFOLIOS_TITLE.toLowerCase()}`} />
        </TopToolbar>
      }
    >
      <PortfolioPage calls={calls} />
    </Show>
  );
}

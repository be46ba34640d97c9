import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Title, useGetList } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { checkIn, codeOf, CODE_MAX, rememberDoorShow, rememberedDoorShow, type CheckInResult } from './checkIn';
import { CHECK_IN_TITLE } from './labels';
import { cameraAvailable, createFrameReader } from './scanner';
import { showWhen } from './showSales';
import type { AdminTicketShow } from './types';

const COLORS: Record<CheckInResult['kind'], { bg: string; fg: string }> = {
  admitted: { bg: '#1b7f3b', fg: '#ffffff' },
  used: { bg: '#b3261e', fg: '#ffffff' },
  refused: { bg: '#b3261e', fg: '#ffffff' },
  unknown: { bg: '#8e1a14', fg: '#ffffff' },
  error: { bg: '#5f5a70', fg: '#ffffff' },
};

/** The same code read again within this time is the same ticket still before the camera. */
const SAME_CODE_MS = 4000;
const FRAME_MS = 250;

/**
 * The door's check-in (ManagerTickets, decision 0046), made for a phone held in one hand: the
 * result fills the top of the screen in big letters, the camera and the typed code sit under the
 * thumb. The camera reads QR codes with the browser's BarcodeDetector or jsQR; the typed ticket
 * code (printed under the QR) always works. The door first picks the show it admits to (kept on
 * the phone): a ticket of another show is refused in red.
 */
export function CheckInPage() {
  const [showId, setShowId] = useState<number | null>(() => rememberedDoorShow());
  const { data: shows = [] } = useGetList<AdminTicketShow>('ticket-shows', {
    pagination: { page: 1, perPage: 100 },
    filter: { status: 'on_sale' },
  });
  const [result, setResult] = useState<CheckInResult | null>(null);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [camera, setCamera] = useState<'off' | 'starting' | 'on'>('off');
  const [cameraProblem, setCameraProblem] = useState('');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const last = useRef<{ code: string; at: number } | null>(null);
  const sending = useRef(false);
  const codeInput = useRef<HTMLInputElement>(null);

  const send = useCallback(
    async (text: string) => {
      const code = codeOf(text);
      if (!code || showId === null || sending.current) return;
      sending.current = true;
      setBusy(true);
      const answer = await checkIn(code, showId);
      sending.current = false;
      setBusy(false);
      setResult(answer);
      if (answer.kind === 'admitted' || answer.kind === 'used') navigator.vibrate?.(answer.kind === 'admitted' ? 80 : [80, 60, 80]);
    },
    [showId],
  );

  function chooseShow(value: string) {
    const id = Number(value);
    if (!Number.isInteger(id) || id <= 0) return;
    rememberDoorShow(id);
    setShowId(id);
    setResult(null);
  }

  const stopCamera = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setCamera('off');
  }, []);

  useEffect(() => stopCamera, [stopCamera]);

  useEffect(() => {
    if (camera !== 'on') return undefined;
    let live = true;
    let timer = 0;
    void createFrameReader().then((read) => {
      const tick = async () => {
        if (!live) return;
        const element = video.current;
        if (element && element.readyState >= 2 && !sending.current) {
          const text = await read(element).catch(() => null);
          const now = Date.now();
          if (text && !(last.current && last.current.code === text && now - last.current.at < SAME_CODE_MS)) {
            last.current = { code: text, at: now };
            await send(text);
          }
        }
        if (live) timer = window.setTimeout(() => void tick(), FRAME_MS);
      };
      void tick();
    });
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [camera, send]);

  async function startCamera() {
    setCameraProblem('');
    setCamera('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      stream.current = media;
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play();
      }
      setCamera('on');
    } catch {
      setCamera('off');
      setCameraProblem('Камера недоступна: разрешите её в настройках браузера или введите код билета вручную');
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The field is emptied and keeps the focus: the next code is typed straight away.
    void send(typed).then(() => {
      setTyped('');
      codeInput.current?.focus();
    });
  }

  const colors = result ? COLORS[result.kind] : null;
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 }, maxWidth: 560, mx: 'auto' }}>
      <Title title={CHECK_IN_TITLE} />
      <TextField
        select
        label="Событие на входе"
        value={showId ?? ''}
        onChange={(event) => chooseShow(event.target.value)}
        fullWidth
        sx={{ mb: 2 }}
        slotProps={{ select: { native: true } }}
      >
        <option value="" disabled>
          Выберите событие
        </option>
        {shows.map((show) => (
          <option key={show.id} value={show.id}>
            {show.title} — {showWhen(show.starts_at)}
          </option>
        ))}
      </TextField>
      <Box
        role="status"
        aria-live="assertive"
        data-result={result?.kind ?? 'none'}
        sx={{
          minHeight: 160,
          p: 2.5,
          borderRadius: 3,
          bgcolor: colors?.bg ?? 'action.hover',
          color: colors?.fg ?? 'text.secondary',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 1,
        }}
      >
        {result ? (
          <>
            <Typography component="p" sx={{ fontSize: { xs: 30, sm: 36 }, fontWeight: 800, lineHeight: 1.15 }}>
              {result.title}
            </Typography>
            {result.facts.map((fact) => (
              <Typography key={fact} component="p" sx={{ fontSize: 18, opacity: 0.95 }}>
                {fact}
              </Typography>
            ))}
          </>
        ) : (
          <Typography component="p" sx={{ fontSize: 20 }}>
            {showId === null
              ? 'Выберите событие, на которое идёт вход: билеты других событий экран не пропустит.'
              : 'Наведите камеру на QR-код билета или введите код, напечатанный под ним.'}
          </Typography>
        )}
      </Box>

      <Box
        sx={{
          mt: 2,
          borderRadius: 3,
          overflow: 'hidden',
          bgcolor: '#000',
          display: camera === 'off' ? 'none' : 'block',
          aspectRatio: '4 / 3',
        }}
      >
        <video ref={video} muted playsInline style={{ width: '100%', height: '100%', objectFit: 'cover' }} aria-label="Камера" />
      </Box>

      <Stack spacing={1.5} sx={{ mt: 2 }}>
        {cameraAvailable() &&
          (camera === 'off' ? (
            <Button
              variant="contained"
              size="large"
              disabled={showId === null}
              onClick={() => void startCamera()}
              sx={{ minHeight: 56, fontSize: 18 }}
            >
              Сканировать QR-код
            </Button>
          ) : (
            <Button variant="outlined" size="large" onClick={stopCamera} sx={{ minHeight: 56, fontSize: 18 }}>
              {camera === 'starting' ? 'Включаем камеру…' : 'Выключить камеру'}
            </Button>
          ))}
        {cameraProblem && (
          <Typography color="error" role="alert">
            {cameraProblem}
          </Typography>
        )}
        <Box component="form" onSubmit={submit} aria-label="Проверка билета по коду" sx={{ display: 'flex', gap: 1 }}>
          <TextField
            label="Код билета"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            fullWidth
            inputRef={codeInput}
            slotProps={{ htmlInput: { maxLength: CODE_MAX, autoCapitalize: 'characters', spellCheck: false, enterKeyHint: 'go' } }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={busy || showId === null || codeOf(typed) === null}
            sx={{ minWidth: 120, fontSize: 17 }}
          >
            {busy ? 'Проверяем…' : 'Проверить'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

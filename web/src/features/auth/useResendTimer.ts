import { useCallback, useEffect, useMemo, useState } from 'react';
import { createResendTimer, RESEND_SECONDS, type ResendTimer } from './resendTimer';

/** Seconds left on the persisted resend timer, ticking every second; `start` restarts it. */
export function useResendTimer(timer?: ResendTimer): { secondsLeft: number; start: (seconds?: number) => void } {
  const store = useMemo(() => timer ?? createResendTimer(), [timer]);
  const [secondsLeft, setSecondsLeft] = useState(() => store.secondsLeft());

  const running = secondsLeft > 0;
  useEffect(() => {
    if (!running) return undefined;
    const id = window.setInterval(() => setSecondsLeft(store.secondsLeft()), 1000);
    return () => window.clearInterval(id);
  }, [running, store]);

  const start = useCallback(
    (seconds: number = RESEND_SECONDS) => {
      store.start(seconds);
      setSecondsLeft(store.secondsLeft());
    },
    [store],
  );

  return { secondsLeft, start };
}

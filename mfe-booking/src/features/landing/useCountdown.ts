import { useCallback, useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS, secondsLeft } from './countdown';

/** Seconds left on the code, ticking each second from `startSeconds` and stopping at zero. */
export function useCountdown(startSeconds: number) {
  const [deadline, setDeadline] = useState<number | null>(() => Date.now() + startSeconds * 1000);
  const [left, setLeft] = useState(startSeconds);

  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = setInterval(() => {
      const now = secondsLeft(deadline, Date.now());
      setLeft(now);
      if (now === 0) setDeadline(null);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  /** Starts over for a new code. */
  const restart = useCallback((seconds: number) => {
    setDeadline(Date.now() + seconds * 1000);
    setLeft(seconds);
  }, []);

  /** The server said the code expired: the timer stops at zero. */
  const stop = useCallback(() => {
    setDeadline(null);
    setLeft(0);
  }, []);

  return { left, restart, stop };
}

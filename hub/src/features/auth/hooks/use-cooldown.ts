import { useCallback, useEffect, useState } from 'react';

/** A countdown in whole seconds: `start()` begins it, `secondsLeft` is 0 once it has run out. */
export function useCooldown(seconds: number, startImmediately = false) {
  const [endsAt, setEndsAt] = useState<number | null>(() => (startImmediately ? Date.now() + seconds * 1000 : null));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => {
    setNow(Date.now());
    setEndsAt(Date.now() + seconds * 1000);
  }, [seconds]);

  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft, start };
}

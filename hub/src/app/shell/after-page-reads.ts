import { useEffect, useState } from 'react';
import { queryClient } from '../../lib/query-client';

/** However slow the page's reads, the signed-in parts load after this long. */
const LONGEST_WAIT_MS = 3000;

/**
 * False until the page on screen has what it first asked for: once `ready` (the signed-in user
 * is known, so reads that wait on them have started), no read is in flight, and the browser
 * has drawn it and is idle; or LONGEST_WAIT_MS after `ready`. The shell's signed-in parts (the
 * socket, the counts, the account menu's code) then load without taking the network and the
 * main thread from the page's first paint (docs/decisions/0060-session-restore-without-the-client.md).
 * Once true it stays true.
 */
export function useAfterPageReads(ready: boolean): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!ready || done) return;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      stop();
      setDone(true);
    };
    const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(finish, { timeout: 500 }) : setTimeout(finish, 50));
    const check = () => {
      if (queryClient.isFetching() === 0) whenIdle();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    const longest = setTimeout(finish, LONGEST_WAIT_MS);
    // The page's reads start in its effects (and a render after the user is known): look once the frame is drawn.
    const frame = requestAnimationFrame(() => setTimeout(check, 0));
    function stop() {
      unsubscribe();
      clearTimeout(longest);
      cancelAnimationFrame(frame);
    }
    return () => {
      finished = true;
      stop();
    };
  }, [ready, done]);
  return done;
}

import { useEffect, useRef, useState } from 'react';
import { SOCKET_STATUS } from '@tradeshub/sdk';
import { useRealtimeStatus } from '../../../lib/realtime';

/** A drop shorter than this is healed without telling anyone. */
export const RECONNECTING_NOTICE_AFTER_MS = 2_000;
/** How long 'Back online' stays after a noticed drop heals. */
export const BACK_ONLINE_FOR_MS = 3_000;

export type ConnectionNotice = 'reconnecting' | 'back-online' | null;

/**
 * What to say about the live connection, quietly: nothing while it is fine or only blinked,
 * 'reconnecting' once it has been down for two seconds, then 'back-online' for a moment.
 */
export function useConnectionNotice(): ConnectionNotice {
  const status = useRealtimeStatus();
  const [notice, setNotice] = useState<ConnectionNotice>(null);
  const shown = useRef(false);
  const [everOpen, setEverOpen] = useState(status === SOCKET_STATUS.OPEN);
  if (status === SOCKET_STATUS.OPEN && !everOpen) setEverOpen(true);
  // Down only counts once the socket has been up; retries flip between connecting and closed.
  // A refused token ('unauthorised') is not retried, so it is not called reconnecting: the
  // next call the page makes answers 401 and the session-expired flow takes over.
  const down = everOpen && (status === SOCKET_STATUS.CLOSED || status === SOCKET_STATUS.CONNECTING);

  useEffect(() => {
    if (down) {
      const timer = setTimeout(() => {
        shown.current = true;
        setNotice('reconnecting');
      }, RECONNECTING_NOTICE_AFTER_MS);
      return () => clearTimeout(timer);
    }
    if (!shown.current) return;
    shown.current = false;
    setNotice('back-online');
    const timer = setTimeout(() => setNotice(null), BACK_ONLINE_FOR_MS);
    return () => clearTimeout(timer);
  }, [down]);

  return notice;
}

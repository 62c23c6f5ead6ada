import { guarded, warnOnce } from './log';

/** What the hub's flow posts back to the widget that opened it. */
export type FlowOutcome = 'tradeshub:recommended' | 'tradeshub:reviewed';

/**
 * The address of a hub flow for one business; `origin` tells the hub which page to answer,
 * and to that origin alone.
 */
export const flowUrl = (hub: string, page: string, businessId: string) =>
  `${hub}${page}?${new URLSearchParams({ businessId, origin: location.origin, source: 'widget' })}`;

/**
 * Opens a hub flow in a popup (phones and tablets open it as a new tab) and calls `onOutcome`
 * once when the hub reports it done. Only a message from the hub's origin, from the window
 * this call opened, naming this business, counts. Returns false when the browser blocked the
 * window.
 */
export function openFlow(url: string, hub: string, outcome: FlowOutcome, businessId: string, onOutcome: () => void): boolean {
  const opened = open(url, outcome, 'popup,width=520,height=720');
  if (!opened) {
    warnOnce('the browser blocked the Tradeshub window');
    return false;
  }
  const listener = guarded('the answer from the Tradeshub window could not be handled', ({ origin, source, data }: MessageEvent<{ type?: string; businessId?: string } | null>) => {
    if (origin === hub && source === opened && data?.type === outcome && data.businessId === businessId) {
      removeEventListener('message', listener);
      onOutcome();
    }
  });
  addEventListener('message', listener);
  return true;
}

/** What a widget's window hears when the recommendation it opened is made. */
export interface RecommendedMessage {
  type: 'tradeshub:recommended';
  businessId: string;
}

/** The origin a widget passed as ?origin=, if it is a plain http(s) origin; anything else is ignored. */
export function widgetOrigin(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Tells the window that opened this one (a widget's popup) that the business was recommended.
 * Only to the origin the widget named, never '*', so no other page can listen in.
 */
export function notifyOpener(origin: string | null, businessId: string): boolean {
  const opener = window.opener as Window | null;
  if (!origin || !opener || opener === window) return false;
  const message: RecommendedMessage = { type: 'tradeshub:recommended', businessId };
  opener.postMessage(message, origin);
  return true;
}

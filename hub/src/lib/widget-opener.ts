/** What a widget's window hears when the flow it opened (recommend, review) is done. */
export interface WidgetOutcomeMessage {
  type: 'tradeshub:recommended' | 'tradeshub:reviewed';
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
 * Tells the window that opened this one (a widget's popup) that its flow is done. Only to
 * the origin the widget named, never '*', so no other page can listen in. Returns whether
 * there was a widget to tell (the page then offers to close the window).
 */
export function notifyOpener(origin: string | null, message: WidgetOutcomeMessage): boolean {
  const opener = window.opener as Window | null;
  if (!origin || !opener || opener === window) return false;
  opener.postMessage(message, origin);
  return true;
}

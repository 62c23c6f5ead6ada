/** Where page views go once a visitor accepts cookies. */
export interface AnalyticsSink {
  pageView(path: string): void;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The default sink appends to `window.dataLayer`, the usual hand-off point for a tag manager.
 * Nothing leaves the browser unless an operator adds one.
 */
export const dataLayerSink: AnalyticsSink = {
  pageView(path) {
    window.dataLayer ??= [];
    window.dataLayer.push({ event: 'page_view', page_path: path });
  },
};

let sink: AnalyticsSink = dataLayerSink;

export function setAnalyticsSink(next: AnalyticsSink): void {
  sink = next;
}

export function trackPageView(path: string): void {
  sink.pageView(path);
}

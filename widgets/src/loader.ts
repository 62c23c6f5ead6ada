import type { TradeshubNamespace } from './namespace';

// The stable /widgets/tradeshub.js: a queue stub that works before the bundle arrives, and
// one <script> for the versioned bundle, added once however many times this file runs.
// __TRADESHUB_BUNDLE__ is the bundle's content-hashed path, written in at build time.
declare const __TRADESHUB_BUNDLE__: string;

((w: Window & { Tradeshub?: TradeshubNamespace }, d: Document) => {
  try {
    const api: TradeshubNamespace =
      w.Tradeshub ??
      ((...command) => {
        (api.q ??= []).push(command);
      });
    w.Tradeshub = api;
    if (api.l) return;
    api.l = 1;
    const script = d.createElement('script');
    script.async = true;
    script.src = new URL(__TRADESHUB_BUNDLE__, (d.currentScript as HTMLScriptElement | null)?.src || location.href).href;
    script.onerror = () => console.warn('Tradeshub widget: the widget bundle could not be loaded from', script.src);
    d.head.append(script);
  } catch (error) {
    console.warn('Tradeshub widget: the loader could not start.', error);
  }
})(window, document);

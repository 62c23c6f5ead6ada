import type { TradeshubNamespace } from './namespace';

// The stable /widgets/tradeshub.js: a queue stub that works before the widgets arrive, and
// one <script type=module> for the versioned core, added once however many times this file
// runs; the core fetches each widget's chunk when the page shows one.
// __TRADESHUB_BUNDLE__ is the core's path under its content-hashed folder, written in at build time.
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
    script.type = 'module';
    script.async = true;
    script.src = new URL(__TRADESHUB_BUNDLE__, (d.currentScript as HTMLScriptElement | null)?.src || location.href).href;
    script.onerror = () => console.warn('Tradeshub widget: the widget bundle could not be loaded from', script.src);
    d.head.append(script);
  } catch (error) {
    console.warn('Tradeshub widget: the loader could not start.', error);
  }
})(window, document);

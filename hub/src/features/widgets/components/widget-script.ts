import { useEffect, useState } from 'react';

type ScriptState = 'loading' | 'ready' | 'failed';
let loading: Promise<void> | null = null;

/** Adds the real widget loader (the one tradespeople embed) to the hub page, once. */
function loadWidgetScript(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = '/widgets/tradeshub.js';
    script.onload = () => {
      // The loader asks for the bundle; the elements exist once it has run.
      customElements.whenDefined('tradeshub-rating').then(() => resolve(), reject);
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('The widget script did not load.'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Whether the live preview's widgets are ready to draw. */
export function useWidgetScript(): ScriptState {
  const [state, setState] = useState<ScriptState>(() => (customElements.get('tradeshub-rating') ? 'ready' : 'loading'));
  useEffect(() => {
    if (state !== 'loading') return;
    let live = true;
    loadWidgetScript().then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [state]);
  return state;
}

import { defineWidget, type WidgetChunk } from './define-widget';
import { hubOriginOf } from './hub-origin';
import { guarded, warnOnce } from './log';
import { mount } from './mount';
import { widgetTag, type Command, type TradeshubNamespace, type WidgetName } from './namespace';

// Each widget is its own chunk on top of this core: a page with only the rating badge never
// downloads the buttons or the referral widget. Recommend and review are one chunk, the same
// code with different words.
const WIDGETS: Record<WidgetName, WidgetChunk> = {
  rating: () => import('./elements/rating').then((chunk) => chunk.RatingWidget),
  recommend: () => import('./elements/flow-button').then((chunk) => chunk.flowButton(chunk.FLOWS.recommend)),
  review: () => import('./elements/flow-button').then((chunk) => chunk.flowButton(chunk.FLOWS.review)),
  referral: () => import('./elements/referral').then((chunk) => chunk.ReferralWidget),
};

// The core: defines the four elements, then takes window.Tradeshub over from the loader's
// queue stub and runs what was queued. Nothing here may throw into the host page.
try {
  const hub = hubOriginOf(import.meta.url);
  for (const [name, chunk] of Object.entries(WIDGETS)) defineWidget(widgetTag(name as WidgetName), chunk, hub);

  const host = window as { Tradeshub?: TradeshubNamespace };
  const queued = host.Tradeshub?.q ?? [];
  const api: TradeshubNamespace = guarded('a command failed', (...[command, target, options]: Command) => {
    if (command === 'mount') mount(target, options);
    else warnOnce(`no command called ${command}`);
  });
  api.l = 1;
  host.Tradeshub = api;
  for (const command of queued) api(...(command as Command));
} catch (error) {
  warnOnce('the widgets could not start', error);
}

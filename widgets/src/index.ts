import { defineWidget, type Widget } from './define-widget';
import { FLOWS, flowButton } from './elements/flow-button';
import { RatingWidget } from './elements/rating';
import { ReferralWidget } from './elements/referral';
import { hubOriginOf } from './hub-origin';
import { guarded, warnOnce } from './log';
import { mount } from './mount';
import { widgetTag, type Command, type TradeshubNamespace, type WidgetName } from './namespace';

const WIDGETS: Record<WidgetName, Widget> = {
  rating: RatingWidget,
  recommend: flowButton(FLOWS.recommend),
  review: flowButton(FLOWS.review),
  referral: ReferralWidget,
};

// The bundle: defines the four elements, then takes window.Tradeshub over from the loader's
// queue stub and runs what was queued. Nothing here may throw into the host page.
try {
  const hub = hubOriginOf(document.currentScript);
  for (const [name, widget] of Object.entries(WIDGETS)) defineWidget(widgetTag(name as WidgetName), widget, hub);

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

import { defineWidget } from './define-widget';
import { FLOWS, FlowButton } from './elements/flow-button';
import { RatingWidget } from './elements/rating';
import { ReferralWidget } from './elements/referral';
import { hubOriginOf } from './hub-origin';
import { warnOnce } from './log';
import { mount } from './mount';
import { widgetTag, type Command, type TradeshubNamespace } from './namespace';

// The bundle: defines the four elements, then takes window.Tradeshub over from the loader's
// queue stub and runs what was queued. Nothing here may throw into the host page.
try {
  const hub = hubOriginOf(document.currentScript);
  defineWidget(widgetTag('rating'), RatingWidget, hub);
  for (const name of ['recommend', 'review'] as const) defineWidget(widgetTag(name), (props) => FlowButton(props, FLOWS[name]), hub);
  defineWidget(widgetTag('referral'), ReferralWidget, hub);

  const host = window as { Tradeshub?: TradeshubNamespace };
  const queued = host.Tradeshub?.q ?? [];
  const api: TradeshubNamespace = (...[command, target, options]: Command) => {
    try {
      if (command === 'mount') mount(target, options);
      else warnOnce(`no command called ${command}`);
    } catch (error) {
      warnOnce(`${command} failed`, error);
    }
  };
  api.l = 1;
  host.Tradeshub = api;
  for (const command of queued) api(...(command as Command));
} catch (error) {
  warnOnce('the widgets could not start', error);
}

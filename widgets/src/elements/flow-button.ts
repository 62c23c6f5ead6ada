import type { Widget } from '../define-widget';
import { flowUrl, openFlow, type FlowOutcome } from '../flow-window';
import { h } from '../dom';
import { guarded } from '../log';
import { hubPages } from '../paths';

/** One of the hub's public flows a button opens: its page, what the hub reports, the words. */
export interface Flow {
  page: string;
  outcome: FlowOutcome;
  label: string;
  thanks: string;
}

/** <tradeshub-recommend> and <tradeshub-review>. */
export const FLOWS: Record<'recommend' | 'review', Flow> = {
  recommend: { page: hubPages.recommend, outcome: 'tradeshub:recommended', label: 'Recommend us on Tradeshub', thanks: '✓ Thank you for recommending us' },
  review: { page: hubPages.review, outcome: 'tradeshub:reviewed', label: 'Review us on Tradeshub', thanks: '✓ Thank you for your review' },
};

/**
 * The widget for a button that opens one of the hub's public flows (recommend, review) and
 * thanks the person when it hears back. The label and the thanks share one grid cell, so the
 * box is the larger of the two from the first paint and never shifts the host page.
 */
export const flowButton =
  (flow: Flow): Widget =>
  ({ hub, businessId, label, flag: done, setFlag, root }) => {
    const url = flowUrl(hub, flow.page, businessId);
    const onClick = guarded('the Tradeshub window could not be opened', (event: MouseEvent) => {
      const thank = () => {
        setFlag(true);
        root.querySelector<HTMLElement>('[tabindex]')!.focus();
      };
      // A blocked popup falls back to the link's own new tab.
      if (openFlow(url, hub, flow.outcome, businessId, thank)) event.preventDefault();
    });

    return h(
      'div',
      { class: 'stack' },
      h('a', { class: done ? 'btn gone' : 'btn', href: url, target: '_blank', onclick: onClick }, label || flow.label),
      h('span', { class: done ? 'btn done' : 'btn done gone', tabindex: -1 }, flow.thanks),
      h('span', { class: 'sr', role: 'status' }, done && flow.thanks),
    );
  };

import { frameClass, type WidgetProps } from '../define-widget';
import { flowUrl, openFlow, type FlowOutcome } from '../flow-window';
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
  recommend: { page: hubPages.recommend, outcome: 'tradeshub:recommended', label: 'Recommend us on Tradeshub', thanks: 'Thank you for recommending us' },
  review: { page: hubPages.review, outcome: 'tradeshub:reviewed', label: 'Review us on Tradeshub', thanks: 'Thank you for your review' },
};

/**
 * A button that opens one of the hub's public flows (recommend, review) and thanks the person
 * when it hears back. The label and the thanks share one grid cell, so the box is the larger
 * of the two from the first paint and never shifts the host page.
 */
export function FlowButton(props: WidgetProps, flow: Flow) {
  const { hub, businessId, flag: done } = props;
  const url = flowUrl(hub, flow.page, businessId);
  const thanks = `✓ ${flow.thanks}`;

  const onClick = guarded((event: MouseEvent) => {
    // A blocked popup falls back to the link's own new tab.
    if (
      openFlow(url, hub, flow.outcome, businessId, () => {
        done.value = true;
        props.root.querySelector<HTMLElement>('[tabindex]')!.focus();
      })
    )
      event.preventDefault();
  });

  return (
    <div class={frameClass(props, 'stack')}>
      <a class={done.value ? 'btn gone' : 'btn'} href={url} target="_blank" onClick={onClick}>
        {props.label ?? flow.label}
      </a>
      <span class={done.value ? 'btn done' : 'btn done gone'} tabIndex={-1}>
        {thanks}
      </span>
      <span class="sr" role="status">
        {done.value && thanks}
      </span>
    </div>
  );
}

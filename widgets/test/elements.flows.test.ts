import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { BUSINESS_ID, eventually, HUB, loadWidgetChunks, placeDrawn, shadow } from './support';

beforeAll(loadWidgetChunks);
afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** Opens the flow from a widget and returns the fake popup and a way to post from it. */
function openFrom(widget: HTMLElement) {
  const popup = { closed: false } as unknown as Window;
  const open = vi.spyOn(window, 'open').mockReturnValue(popup);
  shadow(widget).querySelector('a')!.click();
  const post = (data: unknown, origin = HUB, source: unknown = popup) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  return { open, post };
}

describe.each([
  ['tradeshub-recommend', '/home/recommend', 'tradeshub:recommended', 'Recommend us on Tradeshub', 'Thank you for recommending us'],
  ['tradeshub-review', '/home/review', 'tradeshub:reviewed', 'Review us on Tradeshub', 'Thank you for your review'],
])('<%s>', (tag, page, outcome, label, thanks) => {
  test('opens the hub flow for the business, telling it which page to answer', async () => {
    const widget = await placeDrawn(`<${tag} business-id="${BUSINESS_ID}"></${tag}>`);
    expect(shadow(widget).querySelector('a')!.textContent).toBe(label);
    const { open } = openFrom(widget);
    const url = new URL(String(open.mock.calls[0]![0]));
    expect(url.origin + url.pathname).toBe(HUB + page);
    expect(Object.fromEntries(url.searchParams)).toEqual({ businessId: BUSINESS_ID, origin: location.origin, source: 'widget' });
  });

  test('thanks the person only when the hub window it opened reports the outcome', async () => {
    const widget = await placeDrawn(`<${tag} business-id="${BUSINESS_ID}" label="Vouch for us"></${tag}>`);
    const { post } = openFrom(widget);
    const status = shadow(widget).querySelector('[role=status]')!;
    post({ type: outcome, businessId: BUSINESS_ID }, 'https://evil.example');
    post({ type: outcome, businessId: BUSINESS_ID }, HUB, window);
    post({ type: outcome, businessId: 'another-business' });
    post({ type: 'tradeshub:something-else', businessId: BUSINESS_ID });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(status.textContent).toBe('');

    post({ type: outcome, businessId: BUSINESS_ID });
    await eventually(() => expect(status.textContent).toBe(`✓ ${thanks}`));
    expect(shadow(widget).querySelector('a')!.className).toContain('gone');
  });
});

test('a blocked popup leaves the link to open the flow in a new tab, and logs once', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(window, 'open').mockReturnValue(null);
  const widget = await placeDrawn(`<tradeshub-recommend business-id="${BUSINESS_ID}"></tradeshub-recommend>`);
  const link = shadow(widget).querySelector('a')!;
  const click = new MouseEvent('click', { cancelable: true });
  link.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(String(warn.mock.calls[0]![0])).toContain('blocked');
});

import { afterEach, describe, expect, test, vi } from 'vitest';
import { answerFetch, BUSINESS_ID, eventually, place, publicBusiness } from './support';

type Api = ((...args: unknown[]) => void) & { q?: unknown[][]; l?: number };
const host = window as unknown as { Tradeshub?: Api };

afterEach(() => {
  document.body.replaceChildren();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the loader', () => {
  test('queues commands before the bundle arrives and asks for the bundle once', async () => {
    vi.resetModules();
    delete host.Tradeshub;
    await import('../src/loader');
    host.Tradeshub!('mount', '#early', { widget: 'rating', businessId: BUSINESS_ID });
    vi.resetModules();
    await import('../src/loader');
    const scripts = document.head.querySelectorAll('script[src*="/widgets/v/"]');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe(`${location.origin}/widgets/v/test/tradeshub-widgets.js`);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    expect(host.Tradeshub!.q).toHaveLength(1);
  });
});

describe('the queue API', () => {
  test('the bundle mounts what was queued, and mounts later calls straight away', async () => {
    answerFetch({ [`${location.origin}/backend-service/public/business/${BUSINESS_ID}`]: publicBusiness({ average: 4, count: 2 }) });
    const slot = place('<div id="early"></div>');
    place('<div id="later"></div>');
    host.Tradeshub = Object.assign((...args: unknown[]) => host.Tradeshub!.q!.push(args), {
      q: [['mount', '#early', { widget: 'referral', businessId: BUSINESS_ID, theme: 'dark', label: 'Pass us on' }]],
    });
    vi.resetModules();
    await import('../src/index');
    const early = slot.querySelector('tradeshub-referral')!;
    expect(early.getAttribute('business-id')).toBe(BUSINESS_ID);
    expect(early.getAttribute('theme')).toBe('dark');
    // The referral widget's chunk loads on first use: here, compiled fresh after resetModules.
    await eventually(() => expect(early.shadowRoot!.querySelector('label')!.textContent).toBe('Pass us on'), 500);

    host.Tradeshub!('mount', document.getElementById('later'), { widget: 'recommend', businessId: BUSINESS_ID, size: 'sm' });
    expect(document.querySelector('#later tradeshub-recommend')!.getAttribute('size')).toBe('sm');
  });

  test('bad calls are logged, never thrown into the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await import('../src/index');
    expect(() => host.Tradeshub!('mount', '#nowhere', { widget: 'rating', businessId: BUSINESS_ID })).not.toThrow();
    place('<div id="here"></div>');
    expect(() => host.Tradeshub!('mount', '#here', { widget: 'carousel', businessId: BUSINESS_ID })).not.toThrow();
    expect(() => host.Tradeshub!('dance')).not.toThrow();
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      'Tradeshub widget: mount: no element for #nowhere',
      'Tradeshub widget: mount: no widget called carousel',
      'Tradeshub widget: no command called dance',
    ]);
  });

  test('a tag defined twice (the script included twice) is not an error', async () => {
    vi.resetModules();
    await expect(import('../src/index')).resolves.toBeDefined();
    expect(customElements.get('tradeshub-rating')).toBeDefined();
  });
});

import { vi } from 'vitest';

export const HUB = 'https://www.clarkeandpatel.example';
export const BUSINESS_ID = '6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f';
export const REFERRAL_UUID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** A business's public profile as the hub's public endpoint answers it. */
export function publicBusiness(rating: { average: number; count: number }, name = 'Clarke & Patel Plumbing', referralUuid = REFERRAL_UUID) {
  return { data: { id: BUSINESS_ID, name, referralUuid, rating: { ...rating, dimensions: {} } }, message: 'OK' };
}

/** Replaces fetch with one that answers each URL from the table, and 404s anything else. */
export function answerFetch(table: Record<string, unknown>) {
  const fetchMock = vi.fn(async (url: string) => {
    const body = table[url];
    return new Response(JSON.stringify(body ?? { message: 'Not found' }), { status: body ? 200 : 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Puts a widget tag on the page and returns it once drawn. */
export function place(html: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLElement;
}

export const shadow = (element: Element) => element.shadowRoot!;

/** Puts a widget tag on the page and returns it once its chunk has loaded and it has drawn. */
export async function placeDrawn(html: string): Promise<HTMLElement> {
  const element = place(html);
  await eventually(() => {
    if (!element.shadowRoot?.firstElementChild) throw new Error(`${element.tagName} has not drawn yet`);
  });
  return element;
}

/** Loads every widget's chunk once, so the first test of a file waits for its widget, not for compiling. */
export const loadWidgetChunks = () =>
  Promise.all([import('../src/index'), import('../src/elements/rating'), import('../src/elements/flow-button'), import('../src/elements/referral')]);

/** Waits until `check` stops throwing. */
export async function eventually(check: () => void, tries = 50): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      check();
      return;
    } catch (error) {
      if (i >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

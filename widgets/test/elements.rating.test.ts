import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { answerFetch, loadWidgetChunks, BUSINESS_ID, eventually, HUB, place, publicBusiness, shadow } from './support';

beforeAll(loadWidgetChunks);
afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const profileApi = (id: string) => `${HUB}/backend-service/public/business/${id}`;

describe('<tradeshub-rating>', () => {
  test('shows the stars, the average and the review count, linking to the public profile', async () => {
    answerFetch({ [profileApi(BUSINESS_ID)]: publicBusiness({ average: 4.55, count: 9 }) });
    const badge = place(`<tradeshub-rating business-id="${BUSINESS_ID}"></tradeshub-rating>`);
    await eventually(() => expect(shadow(badge).textContent).toContain('4.6'));
    const link = shadow(badge).querySelector('a')!;
    expect(link.textContent).toContain('9 reviews on Tradeshub');
    expect(link.getAttribute('href')).toBe(`${HUB}/business/view/${BUSINESS_ID}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('aria-label')).toBe('Clarke & Patel Plumbing: rated 4.6 out of 5 from 9 reviews on Tradeshub (opens a new tab)');
  });

  test('loads a business once however many badges show it', async () => {
    const id = '11111111-2222-4333-8444-555555555555';
    const fetchMock = answerFetch({ [profileApi(id)]: publicBusiness({ average: 5, count: 1 }) });
    const first = place(`<tradeshub-rating business-id="${id}"></tradeshub-rating>`);
    const second = place(`<tradeshub-rating business-id="${id}" size="sm"></tradeshub-rating>`);
    await eventually(() => expect(shadow(second).textContent).toContain('1 review on Tradeshub'));
    expect(shadow(first).textContent).toContain('5.0');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('a business with no reviews says so rather than showing a score', async () => {
    const id = '22222222-2222-4333-8444-555555555555';
    answerFetch({ [profileApi(id)]: publicBusiness({ average: 0, count: 0 }) });
    const badge = place(`<tradeshub-rating business-id="${id}"></tradeshub-rating>`);
    await eventually(() => expect(shadow(badge).textContent).toContain('No reviews yet on Tradeshub'));
    expect(shadow(badge).querySelector('b')!.textContent).toBe('New');
  });

  test('an unknown business still links to Tradeshub, and the problem is logged once, not thrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerFetch({});
    const badge = place(`<tradeshub-rating business-id="not-a-business"></tradeshub-rating>`);
    place(`<tradeshub-rating business-id="also-not-one"></tradeshub-rating>`);
    await eventually(() => expect(shadow(badge).textContent).toContain('See our reviews on Tradeshub'));
    await eventually(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]![0])).toContain('Tradeshub widget: the business could not be loaded');
  });

  test('keeps the same box while loading, so the page does not shift when the rating arrives', async () => {
    const id = '33333333-2222-4333-8444-555555555555';
    let answer: (value: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const badge = place(`<tradeshub-rating business-id="${id}" theme="dark" size="lg"></tradeshub-rating>`);
    const loading = shadow(badge).querySelector('a')!;
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.className).toBe('card');
    answer(new Response(JSON.stringify(publicBusiness({ average: 3, count: 2 }))));
    await eventually(() => expect(shadow(badge).textContent).toContain('3.0'));
    expect(shadow(badge).querySelector('a')).toBe(loading);
    expect(loading.className).toBe('card');
  });
});

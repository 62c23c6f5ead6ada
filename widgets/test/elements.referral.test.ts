import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { referralLink } from '@tradeshub/sdk';
import { answerFetch, loadWidgetChunks, BUSINESS_ID, eventually, HUB, place, publicBusiness, REFERRAL_UUID, shadow } from './support';

beforeAll(loadWidgetChunks);
afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Profiles are loaded once per page and kept, so each test uses a business of its own.
const profileApi = (id: string) => `${HUB}/backend-service/public/business/${id}`;
const REFERRAL_LINK = `${HUB}/business/referral?uuid=${REFERRAL_UUID}`;
const input = (widget: Element) => shadow(widget).querySelector('input')!;
const button = (widget: Element, text: string) => [...shadow(widget).querySelectorAll('button')].find((b) => b.textContent === text)!;

test("<tradeshub-referral> shows the business's own referral link and copies it", async () => {
  answerFetch({ [profileApi(BUSINESS_ID)]: publicBusiness({ average: 4.5, count: 3 }) });
  const writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const widget = place(`<tradeshub-referral business-id="${BUSINESS_ID}"></tradeshub-referral>`);
  await eventually(() => expect(input(widget).value).toBe(REFERRAL_LINK));
  expect(REFERRAL_LINK).toBe(referralLink(HUB, REFERRAL_UUID));
  expect(shadow(widget).querySelector('label')!.textContent).toBe('Know someone who needs us? Share our Tradeshub link.');

  const copy = button(widget, 'Copy');
  copy.click();
  expect(writeText).toHaveBeenCalledWith(REFERRAL_LINK);
  await eventually(() => expect(shadow(widget).querySelector('[role=status]')!.textContent).toBe('Link copied'));
  expect(copy.textContent).toBe('Copied');
});

test('<tradeshub-referral> copies by selecting the link where the page has no Clipboard API (plain http), and logs once when it cannot', async () => {
  const id = '11111111-aaaa-4bbb-8ccc-000000000005';
  answerFetch({ [profileApi(id)]: publicBusiness({ average: 4, count: 2 }) });
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  const execCommand = vi.fn(() => true);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const widget = place(`<tradeshub-referral business-id="${id}"></tradeshub-referral>`);
  await eventually(() => expect(input(widget).value).toBe(REFERRAL_LINK));

  button(widget, 'Copy').click();
  await eventually(() => expect(shadow(widget).querySelector('[role=status]')!.textContent).toBe('Link copied'));
  expect(execCommand).toHaveBeenCalledWith('copy');
  expect(input(widget).selectionEnd).toBe(REFERRAL_LINK.length);

  execCommand.mockReturnValue(false);
  button(widget, 'Copied').click();
  button(widget, 'Copied').click();
  await eventually(() => expect(warn).toHaveBeenCalledTimes(1));
  expect(String(warn.mock.calls[0]![0])).toContain('Tradeshub widget: the link could not be copied');
  Reflect.deleteProperty(document, 'execCommand');
});

test('<tradeshub-referral> has nothing to copy until the profile arrives, in the same box', async () => {
  const id = '11111111-aaaa-4bbb-8ccc-000000000001';
  let answer: (value: Response) => void = () => {};
  vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
  const widget = place(`<tradeshub-referral business-id="${id}"></tradeshub-referral>`);
  const frame = shadow(widget).querySelector('div')!;
  expect(frame.getAttribute('aria-busy')).toBe('true');
  expect(input(widget).value).toBe('');
  expect(button(widget, 'Copy').disabled).toBe(true);
  expect(shadow(widget).querySelector('a.btn')!.hasAttribute('href')).toBe(false);

  answer(new Response(JSON.stringify(publicBusiness({ average: 0, count: 0 }))));
  await eventually(() => expect(input(widget).value).toBe(REFERRAL_LINK));
  expect(shadow(widget).querySelector('div')).toBe(frame);
  expect(frame.getAttribute('aria-busy')).toBe('false');
  expect(button(widget, 'Copy').disabled).toBe(false);
});

test('<tradeshub-referral> offers an email of the referral link where the browser has no share sheet, with the label as its caption', async () => {
  const id = '11111111-aaaa-4bbb-8ccc-000000000002';
  answerFetch({ [profileApi(id)]: publicBusiness({ average: 5, count: 1 }) });
  const widget = place(`<tradeshub-referral business-id="${id}" label="Tell a friend"></tradeshub-referral>`);
  expect(shadow(widget).querySelector('label')!.textContent).toBe('Tell a friend');
  const email = shadow(widget).querySelector('a.btn')!;
  expect(email.textContent).toBe('Email');
  await eventually(() => expect(decodeURIComponent(email.getAttribute('href')!)).toContain(REFERRAL_LINK));
});

test('<tradeshub-referral> shares the public profile when the profile cannot be loaded, and logs once', async () => {
  const id = '11111111-aaaa-4bbb-8ccc-000000000003';
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  answerFetch({});
  const widget = place(`<tradeshub-referral business-id="${id}"></tradeshub-referral>`);
  await eventually(() => expect(input(widget).value).toBe(`${HUB}/business/view/${id}`));
  expect(button(widget, 'Copy').disabled).toBe(false);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]![0])).toContain('Tradeshub widget: the business could not be loaded');
});

test('<tradeshub-referral> and a rating badge of the same business share one request', async () => {
  const id = '11111111-aaaa-4bbb-8ccc-000000000004';
  const fetchMock = answerFetch({ [profileApi(id)]: publicBusiness({ average: 4, count: 2 }) });
  const widget = place(`<tradeshub-referral business-id="${id}"></tradeshub-referral>`);
  const badge = place(`<tradeshub-rating business-id="${id}"></tradeshub-rating>`);
  await eventually(() => expect(input(widget).value).toBe(REFERRAL_LINK));
  await eventually(() => expect(shadow(badge).textContent).toContain('4.0'));
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { defineContract, errorBodySchema } from '../src/contracts/contract.js';
import { ApiError, hasErrorCode, isApiError } from '../src/http/api-error.js';
import { bindContracts } from '../src/http/bind-contracts.js';
import { isErrorBody } from '../src/http/call-errors.js';
import { createTransport } from '../src/http/transport.js';
import { fakeFetch, jsonResponse } from './support/fake-fetch.js';

const contracts = {
  work: {
    getCount: defineContract({
      method: 'GET',
      path: '/backend-service/work/count',
      access: 'private',
      summary: 'A count',
      data: z.object({ count: z.number() }),
    }),
    getPublicCount: defineContract({
      method: 'GET',
      path: '/backend-service/public/work/count',
      access: 'public',
      summary: 'A public count',
      data: z.object({ count: z.number() }),
    }),
  },
};

function setup(...answers: Array<Response | Error>) {
  const { fetch } = fakeFetch(...answers);
  const onUnauthorized = vi.fn();
  const transport = createTransport({ baseUrl: 'https://api.example.test', fetch, getAccessToken: () => 'tok-1', onUnauthorized });
  const api = bindContracts(contracts, { transport, isAuthenticated: () => true });
  return { api, onUnauthorized };
}

async function failure(promise: Promise<unknown>): Promise<Pick<ApiError, 'status' | 'code' | 'message'>> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return { status: error.status, code: error.code, message: error.message };
}

describe('every failure is an ApiError with a sentence a person can act on', () => {
  test("the server's own code and message are kept", async () => {
    const { api } = setup(jsonResponse(409, { message: 'This quote was already accepted.', code: 'QUOTE_ACCEPTED' }));
    expect(await failure(api.work.getCount())).toEqual({
      status: 409,
      code: 'QUOTE_ACCEPTED',
      message: 'This quote was already accepted.',
    });
  });

  test.each([
    [502, '<html>Bad gateway</html>', 'SERVER_ERROR', 'Tradeshub is having trouble right now. Try again in a few minutes.'],
    [404, '', 'NOT_FOUND', 'We could not find that. It may have been moved or deleted.'],
    [429, 'slow down', 'RATE_LIMITED', 'Too many attempts. Wait a minute and try again.'],
    [418, '', 'HTTP_ERROR', 'Tradeshub answered with an error (HTTP 418). Try again.'],
  ])('a %i with a body that is not an error body says what to do', async (status, body, code, message) => {
    const { api } = setup(new Response(body, { status }));
    expect(await failure(api.work.getCount())).toEqual({ status, code, message });
  });

  test('a failed answer with a message but no code keeps the message', async () => {
    const { api } = setup(jsonResponse(400, { message: 'Postcode not recognised' }));
    expect(await failure(api.work.getCount())).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Postcode not recognised',
    });
  });

  test('a network failure becomes status 0, code NETWORK', async () => {
    const { api } = setup(new TypeError('fetch failed'));
    expect(await failure(api.work.getCount())).toEqual({
      status: 0,
      code: 'NETWORK',
      message: 'Could not reach Tradeshub. Check your connection and try again.',
    });
  });

  test('a cancelled call becomes code ABORTED', async () => {
    const { api } = setup(new DOMException('The operation was aborted.', 'AbortError'));
    expect(await failure(api.work.getCount())).toMatchObject({ status: 0, code: 'ABORTED' });
  });

  test.each([
    ['a success that is not JSON', new Response('<html>maintenance</html>', { status: 200 })],
    ['a success without the envelope', jsonResponse(200, { count: 3 })],
    ['data that does not match the contract', jsonResponse(200, { data: { count: 'three' } })],
  ])('%s is UNEXPECTED_RESPONSE', async (_, response) => {
    const { api } = setup(response);
    expect(await failure(api.work.getCount())).toMatchObject({
      status: 200,
      code: 'UNEXPECTED_RESPONSE',
      message: 'Tradeshub sent an answer this version of the app does not understand. Refresh the page and try again.',
    });
  });

  test('a 401 on a call that needs a session reports the token it carried; a public call does not', async () => {
    const { api, onUnauthorized } = setup(
      jsonResponse(401, { message: 'Sign in again', code: 'UNAUTHORIZED' }),
      jsonResponse(401, { message: 'Email or password is wrong', code: 'UNAUTHORIZED' }),
    );
    await api.work.getCount().catch(() => undefined);
    await api.work.getPublicCount().catch(() => undefined);
    expect(onUnauthorized.mock.calls).toEqual([['tok-1']]);
  });
});

describe('isApiError', () => {
  test('recognises an ApiError made by another copy of the sdk', () => {
    const foreign = Object.assign(new Error('x'), { [Symbol.for('tradeshub.ApiError')]: true, status: 500, code: 'X' });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new ApiError(404, 'NOT_FOUND', 'Gone'))).toBe(true);
  });

  test.each([new Error('plain'), { status: 500, code: 'X', message: 'look-alike' }, null, 'text'])(
    'refuses %s',
    (value) => {
      expect(isApiError(value)).toBe(false);
    },
  );
});

describe('hasErrorCode', () => {
  test('matches an ApiError by one of the typed codes, and nothing else', () => {
    const unverified = new ApiError(403, 'EMAIL_NOT_VERIFIED', 'Verify your email address first.');
    expect(hasErrorCode(unverified, 'EMAIL_NOT_VERIFIED')).toBe(true);
    expect(hasErrorCode(unverified, 'NOT_FOUND', 'VALIDATION')).toBe(false);
    expect(hasErrorCode(new Error('EMAIL_NOT_VERIFIED'), 'EMAIL_NOT_VERIFIED')).toBe(false);
    expect(hasErrorCode({ code: 'NOT_FOUND' }, 'NOT_FOUND')).toBe(false);
  });
});

describe('isErrorBody', () => {
  test('accepts exactly what errorBodySchema accepts (the transport checks without zod)', () => {
    const bodies: unknown[] = [
      { message: 'No', code: 'FORBIDDEN' },
      { message: 'No', code: 'FORBIDDEN', details: [{ path: ['x'] }], extra: 1 },
      { message: 'No' },
      { code: 'FORBIDDEN' },
      { message: 1, code: 'FORBIDDEN' },
      { message: 'No', code: null },
      [],
      null,
      'Bad gateway',
      42,
      undefined,
    ];
    for (const body of bodies) expect([body, isErrorBody(body)]).toEqual([body, errorBodySchema.safeParse(body).success]);
  });
});

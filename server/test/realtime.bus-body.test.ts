import { describe, expect, test } from 'vitest';
import { decodeBody, encodeEnvelope, encodeSignal } from '../src/realtime/bus-body.js';

describe('a NOTIFY body between server processes', () => {
  const to = [crypto.randomUUID()];

  test('an envelope of a known event, and a signal, read back as written', () => {
    const envelope = { to, event: 'USER_ONLINE' as const, data: { userId: to[0]! } };
    expect(decodeBody(encodeEnvelope(envelope))).toEqual({ envelope });
    const signal = { kind: 'hello' as const, process: 'p-1' };
    expect(decodeBody(encodeSignal(signal))).toEqual({ signal });
  });

  test.each([
    ['an unknown event', JSON.stringify({ envelope: { to, event: 'WEATHER', data: {} } })],
    ['an event name inherited from Object', JSON.stringify({ envelope: { to, event: 'toString', data: {} } })],
    ['an envelope without recipients', JSON.stringify({ envelope: { event: 'USER_ONLINE', data: {} } })],
    ['text that is not JSON', 'USER_ONLINE'],
    ['JSON that is neither', JSON.stringify({ hello: 1 })],
  ])('%s is nothing', (_, body) => {
    expect(decodeBody(body)).toBeNull();
  });
});

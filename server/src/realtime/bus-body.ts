import { isRealtimeEventName } from '@tradeshub/sdk';
import type { BusSignal, RealtimeEnvelope } from './event-bus.js';

/** What one NOTIFY body carries: an event for sockets, or a signal between processes. */
export type BusBody = { envelope: RealtimeEnvelope } | { signal: BusSignal };

export function encodeEnvelope(envelope: RealtimeEnvelope): string {
  return JSON.stringify({ envelope });
}

export function encodeSignal(signal: BusSignal): string {
  return JSON.stringify({ signal });
}

/** Reads a body written by encodeEnvelope or encodeSignal; anything else is null. */
export function decodeBody(body: string): BusBody | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null) return null;
  if ('envelope' in json) {
    const envelope = json.envelope as Partial<RealtimeEnvelope> | null;
    if (!envelope || !Array.isArray(envelope.to) || typeof envelope.event !== 'string') return null;
    if (!isRealtimeEventName(envelope.event)) return null;
    return { envelope: envelope as RealtimeEnvelope };
  }
  if ('signal' in json) {
    const signal = json.signal as Partial<BusSignal> | null;
    if (!signal || typeof signal.kind !== 'string' || typeof signal.process !== 'string') return null;
    return { signal: signal as BusSignal };
  }
  return null;
}

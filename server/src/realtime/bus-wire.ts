import { randomBytes } from 'node:crypto';

/** The one PostgreSQL channel every server process listens on. */
export const REALTIME_CHANNEL = 'tradeshub_realtime';

// PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. A message of 5,000 characters
// (up to 15,000 bytes of UTF-8) does not fit, so a body is cut into parts that each do and
// every listener puts them back together. Parts of one body are sent in one statement, so
// they commit (and are delivered) together or not at all. Cutting by UTF-16 units keeps
// the sums simple: a unit is at most 3 bytes of UTF-8 (a surrogate pair is 4 bytes for 2).
const PART_UNITS = 2_500;

/** Where a payload came from: a server process's id, or '' when a database transaction sent it. */
export type Origin = string;

/** A short random id: process ids and body ids (also what keeps equal payloads distinct). */
export function newWireId(): string {
  return randomBytes(9).toString('base64url');
}

/**
 * The NOTIFY payloads for one body: `id:index:count:origin:part`. The id also keeps two
 * equal bodies in one transaction distinct (PostgreSQL folds identical payloads into one).
 */
export function toPayloads(body: string, origin: Origin): string[] {
  const id = newWireId();
  if (body.length <= PART_UNITS) return [`${id}:0:1:${origin}:${body}`];
  const parts: string[] = [];
  let start = 0;
  while (start < body.length) {
    let end = Math.min(start + PART_UNITS, body.length);
    // Never split a surrogate pair: half of one is not valid UTF-8.
    const last = body.charCodeAt(end - 1);
    if (end < body.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    parts.push(body.slice(start, end));
    start = end;
  }
  return parts.map((part, index) => `${id}:${index}:${parts.length}:${origin}:${part}`);
}

interface Partial {
  parts: Array<string | undefined>;
  received: number;
  startedAt: number;
}

export interface Assembled {
  origin: Origin;
  body: string;
}

/** Parts whose body never completes (a listener that reconnected half-way) are dropped after this. */
const PARTIAL_TTL_MS = 60_000;

/** Puts bodies back together from payloads, in any order; answers null until a body is whole or for a malformed payload. */
export function createAssembler(now: () => number = Date.now) {
  const partials = new Map<string, Partial>();

  function dropStale(): void {
    const limit = now() - PARTIAL_TTL_MS;
    for (const [id, partial] of partials) if (partial.startedAt < limit) partials.delete(id);
  }

  return {
    add(payload: string): Assembled | null {
      const match = /^([\w-]+):(\d+):(\d+):([\w-]*):/.exec(payload);
      if (!match) return null;
      const [head, id, indexText, countText, origin] = match as unknown as [string, string, string, string, string];
      const index = Number(indexText);
      const count = Number(countText);
      if (count < 1 || index >= count) return null;
      const part = payload.slice(head.length);
      if (count === 1) return { origin, body: part };
      dropStale();
      const partial = partials.get(id) ?? { parts: new Array<string | undefined>(count), received: 0, startedAt: now() };
      partials.set(id, partial);
      if (partial.parts[index] === undefined) {
        partial.parts[index] = part;
        partial.received += 1;
      }
      if (partial.received < count) return null;
      partials.delete(id);
      return { origin, body: partial.parts.join('') };
    },
    /** How many bodies are waiting for parts (for tests). */
    pending: () => partials.size,
  };
}

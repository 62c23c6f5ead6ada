import { regexes } from 'zod/v4/core';

// Zod's own UUID pattern, the one `z.uuid()` checks (contracts/common.ts's `id`), taken on its
// own: a browser page that only asks whether a value could be an id (a referral code) need not
// load zod's schemas for it (docs/decisions/0069-socket-trusts-checked-frames.md).
const UUID = regexes.uuid();

/** The one UUID check: whether a value is an id this API could have made (the same rule as the contracts' `id`). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && value.length === 36 && UUID.test(value);
}

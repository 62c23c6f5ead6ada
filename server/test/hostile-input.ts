import { randomUUID } from 'node:crypto';
import type { ContractShape } from '@tradeshub/sdk';
import { fieldsOf, valueAt, type SchemaField } from '../../sdk/test/support/schema-fields.js';

// Hostile requests for one contract, derived from its own zod schemas: every field of its
// body, query and path gets oversized strings, wrong types, deep nesting, arrays past their
// caps and prototype keys. Bodies are JSON text, so values JSON.stringify cannot make
// (1e400, a `__proto__` key) are sent too.

/** The server's body limit (app.ts); the largest body that still reaches the validators. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * What a hostile value is. `wrong-type` values are sometimes valid (null, "", an unknown id)
 * and a `stray-key` may be ignored; every other kind must be refused with a 4xx.
 */
export type HostileKind = 'oversized' | 'wrong-type' | 'stray-key' | 'deep' | 'past-cap' | 'prototype' | 'malformed';

/** The kinds no endpoint may accept. */
export const ALWAYS_REFUSED: ReadonlySet<HostileKind> = new Set(['oversized', 'deep', 'past-cap', 'prototype', 'malformed']);

export interface HostileRequest {
  kind: HostileKind;
  /** What was sent where, for the failure message. */
  label: string;
  path: string;
  query?: string;
  body?: string;
  contentType?: string;
}

type HostileValue = [kind: HostileKind, label: string, json: string];

/** Mixes what trips patterns and segmenters: letters, digits, separators, an emoji with a skin tone, a combining mark. */
const MIXED = 'a1 .-@_👍🏽e\u0301';
/** Room for the JSON around one field: the body stays under the limit, so the validators see it. */
const BODY_LIMIT_TEXT = JSON.stringify('a1 .-@_'.repeat(Math.floor((BODY_LIMIT - 4096) / 7)));
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const PROTOTYPE_KEYS = '{"__proto__":{"role":"ADMIN","polluted":true},"constructor":{"prototype":{"polluted":true}}}';

/** Sent to every field at once: the validators check each field whatever the others hold. */
const WRONG_TYPES: HostileValue[] = [
  ['wrong-type', 'a negative number', '-1'],
  ['wrong-type', 'a number past double range', '1e400'],
  ['wrong-type', 'a boolean', 'true'],
  ['wrong-type', 'null', 'null'],
  ['wrong-type', 'an empty string', '""'],
  ['wrong-type', 'an operator object', '{"$gt":""}'],
  ['wrong-type', 'an array', '["x"]'],
];

/** Sent to one field at a time: each is refused for what that one field holds. */
const FIELD_VALUES: HostileValue[] = [
  ['deep', '10,000 nested arrays', nested(10_000)],
  ['prototype', 'prototype keys', PROTOTYPE_KEYS],
];

const WHOLE_BODIES: [...HostileValue, contentType?: string][] = [
  ['wrong-type', 'an array body', '[1,2,3]'],
  ['wrong-type', 'a bare string body', '"hello"'],
  ['wrong-type', 'a null body', 'null'],
  ['malformed', 'broken JSON', '{"a":'],
  ['malformed', 'an empty JSON body', ''],
  ['malformed', 'a text body', 'hello', 'text/plain'],
  ['deep', '10,000 nested arrays as the body', nested(10_000)],
  ['deep', 'nested arrays up to the body limit', nested(BODY_LIMIT / 2 - 1)],
  ['deep', '10,000 nested objects as the body', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)],
  ['prototype', 'prototype keys in the body', PROTOTYPE_KEYS],
  ['oversized', 'a body past the limit', JSON.stringify({ text: 'x'.repeat(BODY_LIMIT) })],
];

const PARAM_VALUES: HostileValue[] = [
  ['wrong-type', 'not a uuid', 'not-a-uuid'],
  ['prototype', '__proto__', '__proto__'],
  ['prototype', 'constructor', 'constructor'],
  ['wrong-type', '-1', '-1'],
  ['wrong-type', 'a NUL byte', '\u0000'],
  ['wrong-type', 'an emoji', '👍🏽'],
  ['oversized', '3,000 characters', 'x'.repeat(3000)],
  ['wrong-type', 'an unknown uuid', randomUUID()],
];

const QUERY_VALUES: [HostileKind, string, (name: string) => string][] = [
  ['oversized', '8,000 characters', (name) => `${name}=${encodeURIComponent(MIXED.repeat(400))}`],
  ['wrong-type', 'a repeated key', (name) => `${name}=1&${name}=2`],
  ['wrong-type', 'a bracketed key', (name) => `${name}[$gt]=`],
  ['wrong-type', 'an empty value', (name) => `${name}=`],
  ['wrong-type', 'a negative number', (name) => `${name}=-5`],
  ['wrong-type', 'a number past double range', (name) => `${name}=1e400`],
];

const QUERY_EXTRAS: [HostileKind, string, string][] = [
  ['stray-key', 'a __proto__ key', '__proto__=x&__proto__[role]=ADMIN'],
  ['stray-key', 'a constructor key', 'constructor[prototype][polluted]=1'],
];

const PLACEHOLDER = '"@@hostile@@"';
const PLACEHOLDER_VALUE: unknown = JSON.parse(PLACEHOLDER);

/** JSON text with `json` at each of `paths` (nested objects and one-item arrays around it). */
function bodyWith(paths: readonly (readonly (string | number)[])[], json: string): string {
  const body: Record<string, unknown> = {};
  for (const path of paths) merge(body, valueAt(path, PLACEHOLDER_VALUE) as Record<string, unknown>);
  return JSON.stringify(body).replaceAll(PLACEHOLDER, () => json);
}

function merge(into: Record<string, unknown>, from: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (isContainer(existing) && isContainer(value)) merge(existing as Record<string, unknown>, value as Record<string, unknown>);
    else into[key] = value;
  }
}
const isContainer = (value: unknown) => typeof value === 'object' && value !== null;

/** Text just past its cap and up to the body limit; lists just past their cap and far past it. */
function pastLimits(field: SchemaField): HostileValue[] {
  const values: HostileValue[] = [];
  if (field.kind === 'string') {
    if (field.cap !== null) {
      // Caps count code points, as zod does: the emoji and its skin tone are two, not four.
      const text = MIXED.repeat(Math.ceil((field.cap + 1) / [...MIXED].length));
      values.push(['oversized', `${[...text].length} characters (cap ${field.cap})`, JSON.stringify(text)]);
    }
    values.push(['oversized', 'a string up to the body limit', BODY_LIMIT_TEXT]);
  }
  if (field.kind === 'array') {
    if (field.cap !== null) {
      const items = Array.from({ length: field.cap + 1 }, () => JSON.stringify(randomUUID()));
      values.push(['past-cap', `${field.cap + 1} items (cap ${field.cap})`, `[${items.join(',')}]`]);
    }
    values.push(['past-cap', '100,000 items', `[${Array(100_000).fill('0').join(',')}]`]);
  }
  return values;
}

function fill(path: string, value: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, () => encodeURIComponent(value));
}

/** Every hostile request for one served path of a contract. */
export function hostileRequests(contract: ContractShape, path: string): HostileRequest[] {
  const requests: HostileRequest[] = [];
  if (path.includes(':')) {
    for (const [kind, label, value] of PARAM_VALUES) requests.push({ kind, label: `path ${label}`, path: fill(path, value) });
  }
  // A well-formed id in the path, so body and query attacks reach their validators.
  const plain = fill(path, randomUUID());
  for (const field of contract.query ? fieldsOf(contract.query) : []) {
    const name = field.path.join('.');
    for (const [kind, label, query] of QUERY_VALUES) requests.push({ kind, label: `query ${name}: ${label}`, path: plain, query: query(name) });
  }
  for (const [kind, label, query] of QUERY_EXTRAS) requests.push({ kind, label: `query ${label}`, path: plain, query });
  if (contract.method === 'GET' || contract.method === 'DELETE') return requests;

  for (const [kind, label, body, contentType] of WHOLE_BODIES) requests.push({ kind, label, path: plain, body, contentType });
  const fields = contract.body ? fieldsOf(contract.body) : [];
  const top = fields.filter((f) => f.path.length === 1).map((f) => f.path);
  const leaves = fields.filter((f) => !fields.some((g) => g.path.length > f.path.length && f.path.every((step, i) => g.path[i] === step)));
  for (const [kind, label, json] of top.length > 0 ? WRONG_TYPES : []) {
    requests.push({ kind, label: `${label} in every field`, path: plain, body: bodyWith(top, json) });
    if (leaves.some((f) => f.path.length > 1)) {
      requests.push({ kind, label: `${label} in every nested field`, path: plain, body: bodyWith(leaves.map((f) => f.path), json) });
    }
  }
  for (const field of fields) {
    for (const [kind, label, json] of [...FIELD_VALUES, ...pastLimits(field)]) {
      requests.push({ kind, label: `body ${field.path.join('.')}: ${label}`, path: plain, body: bodyWith([field.path], json) });
    }
  }
  return requests;
}

// A notification's or activity's metaData arrives as an object or as a JSON string, and
// older rows hold JSON-ish text (spec sections 3 and 8). Read all three into a record.

/** A plain record of metaData values. */
export type MetaData = Record<string, unknown>;

/** Where a malformed metaData string is reported; console.warn unless one is injected. */
export type MetaDataLogger = (message: string, detail?: unknown) => void;

function isPlainRecord(value: unknown): value is MetaData {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * metaData as a plain record, or null when there is none. Invalid JSON is logged and
 * read loosely as `key: value` or `key=value` pairs separated by commas or semicolons.
 * @example parseMetaData('{postId: 12, title: "x"}', () => {}) // { postId: 12, title: 'x' }
 */
export function parseMetaData(
  metaData: unknown,
  logger: MetaDataLogger = (message, detail) => console.warn(message, detail),
): MetaData | null {
  if (isPlainRecord(metaData)) return { ...metaData };
  if (typeof metaData !== 'string' || metaData.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(metaData);
  } catch (error) {
    logger('Invalid JSON in metaData; reading it as loose key/value text', { metaData, error });
    return looseKeyValues(metaData);
  }
  // Some rows were JSON-encoded twice: a JSON string holding the JSON object.
  if (typeof parsed === 'string') return parseMetaData(parsed, logger);
  return isPlainRecord(parsed) ? parsed : null;
}

const QUOTES = new Set(['"', "'", '`']);
const OPENERS: Record<string, string> = { '{': '}', '[': ']' };

/** Splits on top-level commas and semicolons, keeping quoted and bracketed text whole. */
function splitPairs(text: string): string[] {
  const parts: string[] = [];
  const closers: string[] = [];
  let quote: string | null = null;
  let current = '';
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = null;
    } else if (QUOTES.has(ch)) {
      quote = ch;
    } else if (OPENERS[ch]) {
      closers.push(OPENERS[ch]);
    } else if (ch === closers.at(-1)) {
      closers.pop();
    } else if ((ch === ',' || ch === ';') && closers.length === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  parts.push(current);
  return parts;
}

function unquote(text: string): string {
  const trimmed = text.trim();
  const first = trimmed.charAt(0);
  if (trimmed.length >= 2 && QUOTES.has(first) && trimmed.endsWith(first)) return trimmed.slice(1, -1);
  return trimmed;
}

/** Reads a bare value: numbers, booleans and null as such, anything else as text. */
function looseValue(raw: string): unknown {
  const text = raw.trim();
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === 'null') return null;
  if (text !== '' && Number.isFinite(Number(text))) return Number(text);
  return unquote(text);
}

/** The loose reading of malformed metaData; null when no pair can be found. */
function looseKeyValues(text: string): MetaData | null {
  // Each brace is dropped on its own: truncated text often lost its closing one.
  const body = text.trim().replace(/^\{/, '').replace(/\}$/, '');
  const record: MetaData = {};
  for (const part of splitPairs(body)) {
    const match = /^\s*("[^"]*"|'[^']*'|[^:=]+?)\s*[:=]([\s\S]*)$/.exec(part);
    const key = match?.[1] ? unquote(match[1]) : '';
    // Assigning '__proto__' would replace the record's prototype rather than add a key.
    if (!match || key === '' || key === '__proto__') continue;
    record[key] = looseValue(match[2] ?? '');
  }
  return Object.keys(record).length > 0 ? record : null;
}

import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/**
 * No request body of ours nests deeper than a handful of levels. Parsing a megabyte of
 * `[[[[…` takes seconds of the event loop, so a body nested deeper than this is refused
 * before it is parsed.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether JSON text opens more than `limit` arrays or objects inside each other; one pass, stops early. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/** JSON bodies as Fastify parses them (prototype keys refused), after a cheap depth check. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // Every body of ours is JSON; Fastify's plain-text parser would let 'hello' through to an
  // endpoint that takes no body as if nothing were wrong, so text bodies are refused (415).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(`The request body nests more than ${MAX_JSON_DEPTH} levels deep. Send the fields the endpoint expects.`), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

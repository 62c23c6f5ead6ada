import { readFile } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Encodings the builds write beside each text file (scripts/precompress.mjs), best first. */
const ENCODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

/** The q-value an Accept-Encoding header gives a coding (`*` counts for any coding not named); 0 when refused or absent. */
function quality(acceptEncoding: string, coding: string): number {
  let wildcard = 0;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    if (name === coding) return Number.isFinite(value) ? value : 0;
    if (name === '*') wildcard = Number.isFinite(value) ? value : 0;
  }
  return wildcard;
}

/** The best encoding the request accepts among those the build wrote, or null for the file as it is. */
export function pickEncoding(acceptEncoding: string | undefined): (typeof ENCODINGS)[number] | null {
  if (!acceptEncoding) return null;
  return ENCODINGS.find(({ coding }) => quality(acceptEncoding, coding) > 0) ?? null;
}

/** Adds Accept-Encoding to Vary, keeping what is there (CORS varies on Origin). */
function varyOnEncoding(reply: FastifyReply): void {
  const current = String(reply.getHeader('vary') ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
}

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/**
 * Reads a built file in the best encoding the request accepts that the build wrote beside it
 * (falling back to the plain file), and marks the reply: Content-Encoding when compressed, and
 * Vary: Accept-Encoding always, since the same address answers differently per request.
 * Null when the plain file does not exist.
 */
export async function readPrecompressed(request: FastifyRequest, reply: FastifyReply, file: string): Promise<Buffer | null> {
  const plain = await readOrNull(file);
  if (!plain) return null;
  varyOnEncoding(reply);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const compressed = encoding ? await readOrNull(`${file}${encoding.suffix}`) : null;
  if (!encoding || !compressed) return plain;
  reply.header('content-encoding', encoding.coding);
  return compressed;
}

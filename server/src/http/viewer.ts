import type { Role } from '@tradeshub/sdk';

/** The signed-in person making a request, resolved from the bearer token. */
export interface Viewer {
  userId: string;
  sessionId: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/** Reads the bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

import type { Queryable } from '../../db/client.js';
import { conversationPartnerIds } from '../chat/service.js';
import { connectedUserIds } from '../connections/service.js';
import { blockedEitherWay } from '../user/blocks.js';

/**
 * Who may see whether `userId` is online: the people they have a conversation with and
 * their connections, less anyone either side blocked. The relation is symmetric, so it is
 * also whose presence `userId` may see.
 */
export async function presenceAudience(db: Queryable, userId: string): Promise<string[]> {
  const [partners, connections, blocked] = await Promise.all([
    conversationPartnerIds(db, userId),
    connectedUserIds(db, userId),
    blockedEitherWay(db, userId),
  ]);
  return [...new Set([...partners, ...connections])].filter((id) => !blocked.has(id) && id !== userId);
}

/** The ids among `userIds` that the viewer may see and that are online now. */
export async function onlineAmong(
  db: Queryable,
  viewerId: string,
  userIds: readonly string[],
  isOnline: (userId: string) => boolean,
): Promise<string[]> {
  const candidates = [...new Set(userIds)].filter(isOnline);
  if (candidates.length === 0) return [];
  const audience = new Set(await presenceAudience(db, viewerId));
  return candidates.filter((id) => audience.has(id));
}

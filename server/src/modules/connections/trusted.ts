import { and, asc, eq, exists, inArray, isNull } from 'drizzle-orm';
import type { PublicTrustedConnections, TrustedConnections } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { businesses, recommendations, userConnections, users } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import type { Viewer } from '../../http/viewer.js';
import type { PageRequest } from '../../http/page-cursor.js';
import { toUserSummary, userSummaryColumns } from '../user/user-summary.js';
import { involving, listConnectionsFor, otherSideOf } from './queries.js';
import { acceptedConnections } from './service.js';

/** How many of the viewer's connections who recommended a business are listed. */
const RECOMMENDED_BY_LIMIT = 50;

async function ownerOf(db: Queryable, businessId: string): Promise<string> {
  const [business] = await db.select({ ownerUserId: businesses.ownerUserId }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!business) throw notFound('business');
  return business.ownerUserId;
}

/** The people connected to a business's owner, as anyone may see them: summaries only. */
export async function publicTrustedConnections(db: Queryable, businessId: string, request: PageRequest): Promise<PublicTrustedConnections> {
  const ownerId = await ownerOf(db, businessId);
  const page = await listConnectionsFor(db, ownerId, acceptedConnections, request, 'connections');
  return { connections: { items: page.items.map((connection) => connection.user), nextCursor: page.nextCursor } };
}

/** ...and which of the viewer's own connections recommended the business (accepted, not revoked). */
export async function trustedConnectionsFor(
  db: Queryable,
  viewer: Viewer,
  businessId: string,
  request: PageRequest,
): Promise<TrustedConnections> {
  const shown = await publicTrustedConnections(db, businessId, request);
  const viewersConnections = db
    .select({ id: otherSideOf(viewer.userId) })
    .from(userConnections)
    .where(and(involving(viewer.userId), acceptedConnections));
  const recommendedIt = db
    .select({ id: recommendations.id })
    .from(recommendations)
    .where(
      and(
        eq(recommendations.businessId, businessId),
        eq(recommendations.recommenderUserId, users.id),
        eq(recommendations.status, 'ACCEPTED'),
        isNull(recommendations.revokedAt),
      ),
    );
  const recommenders = await db
    .select(userSummaryColumns)
    .from(users)
    .where(and(inArray(users.id, viewersConnections), exists(recommendedIt)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(RECOMMENDED_BY_LIMIT);
  return { ...shown, recommendedByYourConnections: recommenders.map(toUserSummary) };
}

import { eq } from 'drizzle-orm';
import type { ViewerRole } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * The mode whose badges a count follows. Only someone with a business (role TRADEPERSON)
 * has a business mode; they may ask for either, and otherwise get the mode they switched to.
 */
export async function viewerModeOf(db: Queryable, userId: string, requested?: ViewerRole): Promise<ViewerRole> {
  const [user] = await db.select({ role: users.role, hasSwitched: users.hasSwitched }).from(users).where(eq(users.id, userId)).limit(1);
  if (user?.role !== 'TRADEPERSON') return 'CUSTOMER';
  return requested ?? (user.hasSwitched ? 'TRADEPERSON' : 'CUSTOMER');
}

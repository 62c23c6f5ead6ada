import type { UserSummary } from '@tradeshub/sdk';
import { users } from '../../db/schema/index.js';

/** The columns a user summary needs; select them as `{ ...userSummaryColumns }` or nested. */
export const userSummaryColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
  role: users.role,
} as const;

export interface UserSummaryRow {
  id: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  role: UserSummary['role'];
}

/** Who someone is, as shown beside a notification or connection: never contact details. */
export function toUserSummary(row: UserSummaryRow): UserSummary {
  return { id: row.id, firstName: row.firstName, lastName: row.lastName, profileImageUrl: row.avatarUrl, role: row.role };
}

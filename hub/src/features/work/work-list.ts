import { isCustomerPastWork, type ViewerRole, type Work } from '@tradeshub/sdk';

/** The list's filters: everything, drafts (quotes not yet accepted), contracts under way, finished jobs. */
export const WORK_FILTERS = ['ALL', 'DRAFT', 'ACTIVE', 'COMPLETED'] as const;
export type WorkFilter = (typeof WORK_FILTERS)[number];

export const WORK_FILTER_LABELS = {
  ALL: 'All',
  DRAFT: 'Draft',
  ACTIVE: 'Active',
  COMPLETED: 'Completed',
} as const satisfies Record<WorkFilter, string>;

// A draft is a work whose quote has not been accepted yet (status OPEN, which the spec labels
// 'Draft'); completed is the spec's past work (COMPLETED or CLOSED); active is everything
// agreed or under way. Rejected and cancelled works show under All only.
const ACTIVE_STATUSES: readonly string[] = ['ACCEPTED', 'AGREED', 'IN_PROGRESS', 'ON_GOING', 'COMPLETED_PENDING', 'INDEPENDENT_ASSESSMENT'];

/** Whether a work belongs under a filter. */
export function matchesWorkFilter(work: Pick<Work, 'status'>, filter: WorkFilter): boolean {
  switch (filter) {
    case 'ALL':
      return true;
    case 'DRAFT':
      return work.status === 'OPEN';
    case 'ACTIVE':
      return ACTIVE_STATUSES.includes(work.status);
    case 'COMPLETED':
      return isCustomerPastWork(work);
  }
}

/** Who the viewer deals with on a work: the customer for the tradesperson, the business for the customer. */
export function otherParty(work: Pick<Work, 'customer' | 'business'>, role: ViewerRole): string {
  return role === 'TRADEPERSON' ? `${work.customer.firstName} ${work.customer.lastName}`.trim() : work.business.name;
}

import type { SupportProposal, SupportType, Work, WorkStatus } from '@tradeshub/sdk';

// Paid help on a work (spec sections 3-4, ARCHITECTURE.md §13): where a support proposal
// stands, in the words both sides and the operator read.

/** What each kind of help is called. */
export const SUPPORT_TYPE_LABELS = {
  INDEPENDENT_ASSESSMENT: 'Independent assessment',
  LEGAL_ADVICE: 'Legal advice',
} as const satisfies Record<SupportType, string>;

/** What each kind of help is, in a sentence. */
export const SUPPORT_TYPE_ABOUT = {
  INDEPENDENT_ASSESSMENT: 'A qualified tradesperson, independent of you both, looks at the work and writes up what they find.',
  LEGAL_ADVICE: 'A legal adviser reads what has happened and advises on where you stand.',
} as const satisfies Record<SupportType, string>;

/** The statuses a work can be in when either side asks for help. */
export const SUPPORT_WORK_STATUSES: readonly WorkStatus[] = ['AGREED', 'IN_PROGRESS', 'ON_GOING', 'COMPLETED_PENDING'];

/** Where a proposal stands: waiting for Tradeshub's price, waiting to be paid, under way, done. */
export type SupportStage = 'AWAITING_PRICE' | 'TO_PAY' | 'IN_PROGRESS' | 'COMPLETED';

/**
 * The stage of a proposal, from what the server says of it.
 * @example supportStage({ status: 'IN_PROGRESS', pricePence: 15000, paidAt: null }) // 'TO_PAY'
 */
export function supportStage(proposal: Pick<SupportProposal, 'status' | 'pricePence' | 'paidAt'>): SupportStage {
  if (proposal.status === 'COMPLETED') return 'COMPLETED';
  if (proposal.pricePence === null) return 'AWAITING_PRICE';
  if (proposal.paidAt === null) return 'TO_PAY';
  return 'IN_PROGRESS';
}

export const SUPPORT_STAGE_LABELS = {
  AWAITING_PRICE: 'Waiting for a price',
  TO_PAY: 'Ready to pay',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
} as const satisfies Record<SupportStage, string>;

/** Whether this work's viewer may ask for help now: the work is under way and no help is open already. */
export function mayAskForSupport(work: Pick<Work, 'status' | 'supportProposals'>): boolean {
  return SUPPORT_WORK_STATUSES.includes(work.status) && !work.supportProposals.some((p) => p.status !== 'COMPLETED');
}

/** The proposal still open on a work (at most one), or null. */
export function openSupportProposal(work: Pick<Work, 'supportProposals'>): SupportProposal | null {
  return work.supportProposals.find((p) => p.status !== 'COMPLETED') ?? null;
}

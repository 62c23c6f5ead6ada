import { SUPPORT_REQUEST_WORK_STATUSES, type SupportProposal, type SupportType, type Work, type WorkStatus } from '@tradeshub/sdk';

// Paid help on a work as Manage Work shows it; the rules (stages, who does what) are the
// sdk's (domain/support.ts).

/** What each kind of help is, in a sentence. */
export const SUPPORT_TYPE_ABOUT = {
  INDEPENDENT_ASSESSMENT: 'A qualified tradesperson, independent of you both, looks at the work and writes up what they find.',
  LEGAL_ADVICE: 'A legal adviser reads what has happened and advises on where you stand.',
} as const satisfies Record<SupportType, string>;

/** Whether the viewer may ask for help now: the job is under way and no help is open on it already. */
export function mayAskForSupport(work: Pick<Work, 'status' | 'supportProposals'>): boolean {
  return (SUPPORT_REQUEST_WORK_STATUSES as readonly WorkStatus[]).includes(work.status) && !work.supportProposals.some((p) => p.stage !== 'COMPLETED');
}

/** The help still open on a work (at most one), or null. */
export function openSupportProposal(work: Pick<Work, 'supportProposals'>): SupportProposal | null {
  return work.supportProposals.find((p) => p.stage !== 'COMPLETED') ?? null;
}

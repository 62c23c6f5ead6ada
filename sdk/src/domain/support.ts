// Paid help on a work (issue 16, ARCHITECTURE.md §13): an independent assessment or legal
// advice. The support machine (state-machines.ts) says which stages follow which; these
// tables say who takes part, who may do what at each stage, and where the work goes at the
// end. The server refuses the wrong person (403/404) and the wrong stage (409) from them, and
// the hub shows its buttons from supportActionsFor.
import type { SupportStatus, SupportType, WorkSide, WorkStatus } from './statuses.js';

/**
 * Where a support proposal is. The spec's support status has two values (IN_PROGRESS,
 * COMPLETED); the stage says more: waiting for an operator's price, waiting for the asker's
 * payment, being worked on, done. The status is derived from it (supportStatusOf).
 */
export const SUPPORT_STAGES = ['AWAITING_PRICE', 'AWAITING_PAYMENT', 'IN_PROGRESS', 'COMPLETED'] as const;
export type SupportStage = (typeof SUPPORT_STAGES)[number];

export const SUPPORT_STAGE_LABELS = {
  AWAITING_PRICE: 'Waiting for a price',
  AWAITING_PAYMENT: 'Waiting for payment',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
} as const satisfies Record<SupportStage, string>;

export const SUPPORT_TYPE_LABELS = {
  INDEPENDENT_ASSESSMENT: 'Independent assessment',
  LEGAL_ADVICE: 'Legal advice',
} as const satisfies Record<SupportType, string>;

/** The spec's support status of a stage: everything before COMPLETED is IN_PROGRESS. */
export function supportStatusOf(stage: SupportStage): SupportStatus {
  return stage === 'COMPLETED' ? 'COMPLETED' : 'IN_PROGRESS';
}

/** The work statuses in which either side may ask for help (the work then goes to INDEPENDENT_ASSESSMENT). */
export const SUPPORT_REQUEST_WORK_STATUSES = ['AGREED', 'IN_PROGRESS', 'ON_GOING', 'COMPLETED_PENDING'] as const satisfies readonly WorkStatus[];

/**
 * How a support proposal ends for the work: RETURN puts it back where it was; CANCELLED and
 * CLOSED end it, and need both sides to have accepted that outcome.
 */
export const SUPPORT_OUTCOMES = ['RETURN', 'CANCELLED', 'CLOSED'] as const;
export type SupportOutcome = (typeof SUPPORT_OUTCOMES)[number];

export const SUPPORT_OUTCOME_LABELS = {
  RETURN: 'Carry on with the job',
  CANCELLED: 'Cancel the job',
  CLOSED: 'Close the job',
} as const satisfies Record<SupportOutcome, string>;

/** Whether an outcome needs both sides' acceptance before an operator may complete with it. */
export function outcomeNeedsBothSides(outcome: SupportOutcome): boolean {
  return outcome !== 'RETURN';
}

/**
 * Where the work goes when the support is completed with `outcome`: back to where it was
 * before the request, or to the outcome both sides accepted.
 * @example workStatusAfterSupport('RETURN', 'IN_PROGRESS') // 'IN_PROGRESS'
 */
export function workStatusAfterSupport(outcome: SupportOutcome, statusBefore: WorkStatus): WorkStatus {
  return outcome === 'RETURN' ? statusBefore : outcome;
}

/**
 * The lock: while a work is under assessment (or legal advice) no payment is requested or
 * taken. The sentence the server answers 409 with.
 */
export const PAYMENTS_HELD_SENTENCE =
  'This job is with an independent assessment or legal advice, so no payment can be requested or made until that is completed.';

/** Whether a work's payments are held (see PAYMENTS_HELD_SENTENCE). */
export function workPaymentsHeld(status: WorkStatus): boolean {
  return status === 'INDEPENDENT_ASSESSMENT';
}

/** The sentence for a move a side tries on a work under assessment. */
export const WORK_UNDER_SUPPORT_SENTENCE = 'This job is with an independent assessment or legal advice; it moves again when that is completed.';

/** Photos of what is wrong, per proposal (both sides together). */
export const MAX_SUPPORT_PHOTOS = 10;

/** The multipart field a support photo is uploaded in. */
export const SUPPORT_PHOTO_FORM_FIELD = 'file';

/**
 * Who takes part in a support proposal: the side that asked, the other side of the work, the
 * assigned assessor business, and an operator (ADMIN).
 */
export const SUPPORT_ROLES = ['ASKER', 'OTHER_SIDE', 'ASSESSOR', 'OPERATOR'] as const;
export type SupportRole = (typeof SUPPORT_ROLES)[number];

/** The things a support proposal's participants do, each by one role at given stages. */
export const SUPPORT_ACTIONS = ['PRICE', 'PAY', 'ADD_PHOTO', 'ASSIGN_ASSESSOR', 'WRITE_FINDINGS', 'RECORD_ADVICE', 'ANSWER_OUTCOME', 'COMPLETE'] as const;
export type SupportAction = (typeof SUPPORT_ACTIONS)[number];

/** Who may do each action, and at which stages. */
export const SUPPORT_ACTION_RULES = {
  PRICE: { roles: ['OPERATOR'], stages: ['AWAITING_PRICE', 'AWAITING_PAYMENT'] },
  PAY: { roles: ['ASKER'], stages: ['AWAITING_PAYMENT'] },
  ADD_PHOTO: { roles: ['ASKER', 'OTHER_SIDE'], stages: ['AWAITING_PRICE', 'AWAITING_PAYMENT', 'IN_PROGRESS'] },
  ASSIGN_ASSESSOR: { roles: ['OPERATOR'], stages: ['IN_PROGRESS'] },
  WRITE_FINDINGS: { roles: ['ASSESSOR'], stages: ['IN_PROGRESS'] },
  RECORD_ADVICE: { roles: ['OPERATOR'], stages: ['IN_PROGRESS'] },
  ANSWER_OUTCOME: { roles: ['ASKER', 'OTHER_SIDE'], stages: ['IN_PROGRESS'] },
  COMPLETE: { roles: ['OPERATOR'], stages: ['IN_PROGRESS'] },
} as const satisfies Record<SupportAction, { roles: readonly SupportRole[]; stages: readonly SupportStage[] }>;

/** The actions that belong to one type of support only. */
const ACTION_TYPES: Partial<Record<SupportAction, SupportType>> = {
  ASSIGN_ASSESSOR: 'INDEPENDENT_ASSESSMENT',
  WRITE_FINDINGS: 'INDEPENDENT_ASSESSMENT',
  RECORD_ADVICE: 'LEGAL_ADVICE',
};

/** A support proposal as far as its actions depend on it (the wire's proposal fits). */
export interface SupportForActions {
  readonly type: SupportType;
  readonly stage: SupportStage;
  readonly assessor: { readonly id: string } | null;
  readonly findings: string | null;
  readonly advice: string | null;
}

/** Whether the help asked for has been given: findings written, or advice recorded. */
export function supportDelivered(proposal: Pick<SupportForActions, 'type' | 'findings' | 'advice'>): boolean {
  return proposal.type === 'INDEPENDENT_ASSESSMENT' ? proposal.findings !== null : proposal.advice !== null;
}

/** Whether the role may ever do the action (at some stage). */
export function supportRoleMay(role: SupportRole, action: SupportAction): boolean {
  return (SUPPORT_ACTION_RULES[action].roles as readonly SupportRole[]).includes(role);
}

/** Why `role` may not do `action` now (a sentence), or null when it may. */
export function supportActionProblem(proposal: SupportForActions, role: SupportRole, action: SupportAction): string | null {
  const rule = SUPPORT_ACTION_RULES[action];
  const type = ACTION_TYPES[action];
  if (type && type !== proposal.type) return `That is not part of ${SUPPORT_TYPE_LABELS[proposal.type].toLowerCase()}.`;
  if (!(rule.roles as readonly SupportRole[]).includes(role)) return `That is not yours to do on this ${SUPPORT_TYPE_LABELS[proposal.type].toLowerCase()}.`;
  if (!(rule.stages as readonly SupportStage[]).includes(proposal.stage)) {
    return `That cannot be done while the ${SUPPORT_TYPE_LABELS[proposal.type].toLowerCase()} is '${SUPPORT_STAGE_LABELS[proposal.stage]}'.`;
  }
  if (action === 'WRITE_FINDINGS' && proposal.assessor === null) return 'No assessor has been assigned yet.';
  if (action === 'COMPLETE' && !supportDelivered(proposal)) {
    return proposal.type === 'INDEPENDENT_ASSESSMENT' ? 'The assessor has not written their findings yet.' : 'Record the legal advice before completing.';
  }
  return null;
}

/**
 * The actions `role` may take on the proposal now, in the order a screen lists them.
 * @example supportActionsFor(pricedProposal, 'ASKER') // ['PAY', 'ADD_PHOTO']
 */
export function supportActionsFor(proposal: SupportForActions, role: SupportRole): SupportAction[] {
  return SUPPORT_ACTIONS.filter((action) => supportActionProblem(proposal, role, action) === null);
}

/** The support role of a side of the work, given which side asked. */
export function supportRoleOfSide(side: WorkSide, askedBy: WorkSide): SupportRole {
  return side === askedBy ? 'ASKER' : 'OTHER_SIDE';
}

import { z } from 'zod';
import { id, isoDate, pence, text } from '../common.js';
import {
  CONTRACT_MODES,
  LOCK_STATUSES,
  PAYMENT_SCHEDULE_STATUSES,
  QUOTE_STATUSES,
  SUPPORT_STATUSES,
  SUPPORT_TYPES,
  WORK_SIDES,
  WORK_STATUSES,
} from '../../domain/statuses.js';
import { SUPPORT_OUTCOMES, SUPPORT_STAGES } from '../../domain/support.js';
import { WORK_EVENT_KINDS } from '../../domain/work-timeline.js';
import { penceField, requiredField } from './fields.js';
import { categorySchema } from './business.js';
import { userSummarySchema } from './user.js';

const businessName = z.object({ id, name: text(120) });

/** A quote line as the tradesperson enters it: price in pence excluding VAT, vat in percent. */
export const lineItemInputSchema = z.object({
  description: requiredField('a description of the item', 500),
  price: penceField('the price'),
  vat: z
    .number({ error: 'Enter the VAT rate as a percentage' })
    .min(0, 'VAT must be between 0 and 100 percent')
    .max(100, 'VAT must be between 0 and 100 percent')
    // The money rules work in basis points; a finer rate cannot be charged exactly.
    .multipleOf(0.01, 'VAT can have at most two decimal places'),
  priority: z.number().int('Priority must be a whole number').min(1, 'Priority starts at 1'),
});
export type LineItemInput = z.infer<typeof lineItemInputSchema>;

export const lineItemSchema = lineItemInputSchema.extend({ id, description: text(500) });
export type LineItem = z.infer<typeof lineItemSchema>;

/** A scheduled payment as proposed (in a quote or a change set). */
export const paymentScheduleItemInputSchema = z.object({
  /** Set when the item already exists; absent for a new one. */
  id: id.optional(),
  description: requiredField('what the payment is for', 300),
  amountPence: penceField('the amount', 1),
  dueDate: z.iso.datetime({ offset: true, error: 'Choose a due date' }),
});
export type PaymentScheduleItemInput = z.infer<typeof paymentScheduleItemInputSchema>;

export const paymentScheduleItemSchema = z.object({
  id,
  workId: id,
  description: text(300),
  amountPence: pence,
  dueDate: isoDate,
  status: z.enum(PAYMENT_SCHEDULE_STATUSES),
  requestedAt: isoDate.nullable(),
  paidAt: isoDate.nullable(),
  /** Simple interest at 8 % a year once the item is LATE; 0 before. */
  lateChargePence: pence,
});
export type PaymentScheduleItem = z.infer<typeof paymentScheduleItemSchema>;

const workSide = z.enum(WORK_SIDES);

/** A photo of what is wrong, sent with a support request; `url` answers its bytes to those taking part. */
export const supportPhotoSchema = z.object({ id, url: text(300), contentType: text(100), uploadedBySide: workSide, createdAt: isoDate });
export type SupportPhoto = z.infer<typeof supportPhotoSchema>;

/**
 * Paid help on a work (independent assessment or legal advice): asked for by either side, priced
 * by an ADMIN, paid by the side that asked. `status` is the spec's (IN_PROGRESS until
 * COMPLETED); `stage` says where it is in between. The findings (assessment) or the advice
 * (legal advice) are shown to both sides once given.
 */
export const supportProposalSchema = z.object({
  id,
  workId: id,
  type: z.enum(SUPPORT_TYPES),
  status: z.enum(SUPPORT_STATUSES),
  stage: z.enum(SUPPORT_STAGES),
  description: text(2000),
  /** The side that asked (and pays). */
  requestedBySide: workSide,
  pricePence: pence.nullable(),
  paidAt: isoDate.nullable(),
  photos: z.array(supportPhotoSchema),
  /** The assessor business assigned (independent assessment only). */
  assessor: businessName.nullable(),
  findings: text(5000).nullable(),
  findingsAt: isoDate.nullable(),
  /** The findings as a PDF (GET /api/documents/{id}) once written. */
  findingsDocumentId: id.nullable(),
  /** Who gave the legal advice, and the advice (legal advice only). */
  adviserName: text(200).nullable(),
  advice: text(5000).nullable(),
  /** The outcome each side has accepted; CANCELLED or CLOSED needs both. */
  customerOutcome: z.enum(SUPPORT_OUTCOMES).nullable(),
  businessOutcome: z.enum(SUPPORT_OUTCOMES).nullable(),
  /** How it ended for the work, once COMPLETED. */
  outcome: z.enum(SUPPORT_OUTCOMES).nullable(),
  completedAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type SupportProposal = z.infer<typeof supportProposalSchema>;


/**
 * Where the money of a work goes, for its business only: the platform fee (commission +
 * VAT on it) on the total, the card fee of each scheduled payment when card fees are on,
 * and what the business receives.
 */
export const workFeesSchema = z.object({
  commissionRate: z.number().min(0).max(100),
  platformFeePence: pence,
  cardFeePence: pence,
  netPence: pence,
});
export type WorkFees = z.infer<typeof workFeesSchema>;

/** When each side confirmed the contract; it is AGREED once both have. */
export const workAgreementSchema = z.object({
  customerAgreedAt: isoDate.nullable(),
  businessAgreedAt: isoDate.nullable(),
});

/** One side asked to cancel work that has started; the other side confirms by cancelling too. */
export const workCancelRequestSchema = z.object({
  requestedBy: workSide,
  requestedAt: isoDate,
  reason: text(1000).nullable(),
});
export type WorkCancelRequest = z.infer<typeof workCancelRequestSchema>;

/** One thing that happened to a work: who (null: Tradeshub itself, e.g. a payment going late), what, when. */
export const workEventSchema = z.object({
  id,
  kind: z.enum(WORK_EVENT_KINDS),
  actorId: id.nullable(),
  actorSide: workSide.nullable(),
  text: text(500),
  createdAt: isoDate,
});
export type WorkEvent = z.infer<typeof workEventSchema>;

/** A work (contract) between a customer and a business, with its quote lines and payments. */
export const workSchema = z.object({
  id,
  title: text(200),
  description: text(5000),
  status: z.enum(WORK_STATUSES),
  quoteStatus: z.enum(QUOTE_STATUSES),
  mode: z.enum(CONTRACT_MODES),
  lockStatus: z.enum(LOCK_STATUSES),
  category: categorySchema.nullable(),
  customerId: id,
  businessId: id,
  customer: userSummarySchema,
  business: businessName,
  /** Which side of the work the caller is on. */
  viewerSide: workSide,
  conversationId: id.nullable(),
  lineItems: z.array(lineItemSchema),
  payments: z.array(paymentScheduleItemSchema),
  /** The status of the payment that needs attention first; null with no schedule. */
  paymentStatus: z.enum(PAYMENT_SCHEDULE_STATUSES).nullable(),
  dueDate: isoDate.nullable(),
  subtotalPence: pence,
  vatPence: pence,
  totalPence: pence,
  /** Fees and net, for the business side only; null for the customer. */
  fees: workFeesSchema.nullable(),
  agreement: workAgreementSchema,
  cancelRequest: workCancelRequestSchema.nullable(),
  /** The change set waiting for an answer, if any (one at a time per work). */
  pendingChangeSetId: id.nullable(),
  supportProposals: z.array(supportProposalSchema),
  /** Oldest first, the newest MAX_WORK_TIMELINE_EVENTS. */
  timeline: z.array(workEventSchema),
  startDate: isoDate.nullable(),
  completedAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Work = z.infer<typeof workSchema>;

/** A work as shown on a public profile: what was done and by whom, no money or addresses. */
export const publicWorkSchema = workSchema.pick({
  id: true,
  title: true,
  status: true,
  category: true,
  business: true,
  completedAt: true,
  createdAt: true,
});
export type PublicWork = z.infer<typeof publicWorkSchema>;

/** Who a viewer of an assessment is: one side of the work, or its assessor. */
export const ASSESSMENT_VIEWER_ROLES = ['CUSTOMER', 'TRADEPERSON', 'ASSESSOR'] as const;

/**
 * An assessor business's independent assessment of a disputed work: its id is the support
 * proposal's. The assessor sees what it needs to judge the work (lines, schedule, photos) and
 * talks with each side in an ASSESSMENT conversation; `conversations` lists the viewer's.
 */
export const assessmentSchema = z.object({
  id,
  workId: id,
  work: publicWorkSchema,
  assessor: businessName.nullable(),
  status: z.enum(SUPPORT_STATUSES),
  stage: z.enum(SUPPORT_STAGES),
  findings: text(5000).nullable(),
  viewerRole: z.enum(ASSESSMENT_VIEWER_ROLES),
  /** What the side that asked said is wrong. */
  description: text(2000),
  requestedBySide: workSide,
  customer: userSummarySchema,
  workStatusBefore: z.enum(WORK_STATUSES).nullable(),
  lineItems: z.array(lineItemSchema),
  payments: z.array(paymentScheduleItemSchema),
  subtotalPence: pence,
  vatPence: pence,
  totalPence: pence,
  startDate: isoDate.nullable(),
  dueDate: isoDate.nullable(),
  photos: z.array(supportPhotoSchema),
  conversations: z.array(z.object({ id, withSide: workSide })),
  findingsDocumentId: id.nullable(),
  customerOutcome: z.enum(SUPPORT_OUTCOMES).nullable(),
  businessOutcome: z.enum(SUPPORT_OUTCOMES).nullable(),
  outcome: z.enum(SUPPORT_OUTCOMES).nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Assessment = z.infer<typeof assessmentSchema>;

/** Where a proposed change to a payment schedule stands. */
export const PAYMENT_SCHEDULE_CHANGE_SET_STATUSES = ['REQUESTED', 'APPROVED', 'REJECTED'] as const;
export type PaymentScheduleChangeSetStatus = (typeof PAYMENT_SCHEDULE_CHANGE_SET_STATUSES)[number];

export const changeSetMessageSchema = z.object({ id, senderId: id, text: text(2000), createdAt: isoDate });
export type ChangeSetMessage = z.infer<typeof changeSetMessageSchema>;

/** One side's proposed replacement of a work's payment schedule, with the talk about it. */
export const paymentScheduleChangeSetSchema = z.object({
  id,
  workId: id,
  requestedBy: id,
  /** The side that proposed it; the other side answers it. */
  requestedBySide: workSide,
  status: z.enum(PAYMENT_SCHEDULE_CHANGE_SET_STATUSES),
  payments: z.array(paymentScheduleItemInputSchema.extend({ description: text(300) })),
  messages: z.array(changeSetMessageSchema),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type PaymentScheduleChangeSet = z.infer<typeof paymentScheduleChangeSetSchema>;

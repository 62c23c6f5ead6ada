import { z } from 'zod';
import { defineContract } from './contract.js';
import { emptyData, idParams } from './common.js';
import { CONTRACT_MODES, QUOTE_STATUSES, SUPPORT_STATUSES, SUPPORT_TYPES, WORK_STATUSES } from '../domain/statuses.js';
import { idOf, optionalField, penceField, requiredField } from './entities/fields.js';
import {
  lineItemInputSchema,
  paymentScheduleChangeSetSchema,
  paymentScheduleItemInputSchema,
  paymentScheduleItemSchema,
  assessmentSchema,
  supportPhotoSchema,
  supportProposalSchema,
  workSchema,
} from './entities/work.js';
import { SUPPORT_OUTCOMES } from '../domain/support.js';

// Changes to works, which spec section 7 does not show (ARCHITECTURE.md §7: quotes, the work
// status machine, payment requests, schedule change sets, support proposals). Paths follow
// the spec's style under /backend-service/work/.
const base = '/backend-service/work';

const optionalDate = (what: string) => z.iso.datetime({ offset: true, error: `Choose ${what}` }).optional();

const workFields = z.object({
  title: requiredField('a title for the work', 200),
  description: requiredField('a description of the work', 5000),
  mode: z.enum(CONTRACT_MODES, { error: 'Choose a quick or a standard contract' }),
  categoryId: idOf('category').optional(),
  lineItems: z
    .array(lineItemInputSchema, { error: 'Add at least one line to the quote' })
    .min(1, 'Add at least one line to the quote')
    .max(200, 'A quote can have at most 200 lines'),
  payments: z.array(paymentScheduleItemInputSchema).max(100, 'A schedule can have at most 100 payments'),
  startDate: optionalDate('a start date'),
  dueDate: optionalDate('a due date'),
});

/** A tradesperson drafting a work (status OPEN, quote DRAFT) for a customer. */
export const createWorkBodySchema = workFields.extend({
  customerId: idOf('customer'),
  conversationId: idOf('conversation').optional(),
  mode: workFields.shape.mode.default('STANDARD'),
  payments: workFields.shape.payments.default([]),
});
export type CreateWorkBody = z.input<typeof createWorkBodySchema>;

/** Changing a draft work; only the fields sent change. */
export const updateWorkBodySchema = workFields.partial();
export type UpdateWorkBody = z.input<typeof updateWorkBodySchema>;

const changeSetPayments = z
  .array(paymentScheduleItemInputSchema, { error: 'Add at least one payment to the new schedule' })
  .min(1, 'Add at least one payment to the new schedule')
  .max(100, 'A schedule can have at most 100 payments');
const changeSetMessage = optionalField('your message', 2000);

export const workChangeContracts = {
  create: defineContract({
    method: 'POST',
    path: `${base}/create-work`,
    access: 'private',
    summary: "Drafts a work with its quote lines and payment schedule for a customer of the caller's business.",
    errors: ['BUSINESS_REQUIRED'],
    body: createWorkBodySchema,
    data: workSchema,
  }),
  update: defineContract({
    method: 'PATCH',
    path: `${base}/update-work/:id`,
    access: 'private',
    summary: 'Changes a draft work; answers 409 once the quote has been sent.',
    params: idParams,
    body: updateWorkBodySchema,
    data: workSchema,
  }),
  updateStatus: defineContract({
    method: 'PATCH',
    path: `${base}/update-work-status/:id`,
    access: 'private',
    summary: 'Moves a work to another status; answers 409 when the work status machine does not allow the move.',
    params: idParams,
    body: z.object({
      status: z.enum(WORK_STATUSES, { error: 'Choose a work status from the list' }),
      reason: optionalField('the reason', 1000),
    }),
    data: workSchema,
  }),
  updateQuoteStatus: defineContract({
    method: 'PATCH',
    path: `${base}/update-quote-status/:id`,
    access: 'private',
    summary: "Sends, accepts, rejects, closes or starts a work's quote; answers 409 on a move the quote machine does not allow.",
    params: idParams,
    body: z.object({ status: z.enum(QUOTE_STATUSES, { error: 'Choose a quote status from the list' }) }),
    data: workSchema,
  }),
  requestPayment: defineContract({
    method: 'PATCH',
    path: `${base}/request-payment/:id`,
    access: 'private',
    summary: 'Asks the customer to pay one scheduled payment (the id is the schedule item).',
    params: idParams,
    data: paymentScheduleItemSchema,
  }),
  getChangeSets: defineContract({
    method: 'GET',
    path: `${base}/get-all-payment-schedule-change-sets/:id`,
    access: 'private',
    summary: "Lists the proposed changes to a work's payment schedule, newest first (the id is the work).",
    params: idParams,
    data: z.array(paymentScheduleChangeSetSchema),
  }),
  createChangeSet: defineContract({
    method: 'POST',
    path: `${base}/create-payment-schedule-change-set`,
    access: 'private',
    summary: "Proposes a new payment schedule for a work; the other side approves or rejects it.",
    body: z.object({ workId: idOf('work'), payments: changeSetPayments, message: changeSetMessage }),
    data: paymentScheduleChangeSetSchema,
  }),
  respondToChangeSet: defineContract({
    method: 'PATCH',
    path: `${base}/respond-payment-schedule-change-set/:id`,
    access: 'private',
    summary: 'Approves (replacing the schedule) or rejects a change set the other side proposed.',
    params: idParams,
    body: z.object({
      status: z.enum(['APPROVED', 'REJECTED'], { error: 'Choose whether to approve or reject the change' }),
      message: changeSetMessage,
    }),
    data: paymentScheduleChangeSetSchema,
  }),
  addChangeSetMessage: defineContract({
    method: 'POST',
    path: `${base}/create-payment-schedule-change-set-message/:id`,
    access: 'private',
    summary: 'Adds a message to the discussion of a change set.',
    params: idParams,
    body: z.object({ text: requiredField('your message', 2000) }),
    data: paymentScheduleChangeSetSchema,
  }),
  updateChangeSet: defineContract({
    method: 'PATCH',
    path: `${base}/update-payment-schedule-change-set/:id`,
    access: 'private',
    summary: 'Changes a change set the caller proposed while it is still waiting for an answer.',
    params: idParams,
    body: z.object({ payments: changeSetPayments, message: changeSetMessage }),
    data: paymentScheduleChangeSetSchema,
  }),
  deleteChangeSet: defineContract({
    method: 'DELETE',
    path: `${base}/delete-payment-schedule-change-set/:id`,
    access: 'private',
    summary: 'Withdraws a change set the caller proposed while it is still waiting for an answer.',
    params: idParams,
    data: emptyData,
  }),
  requestSupport: defineContract({
    method: 'POST',
    path: `${base}/create-support-proposal`,
    access: 'private',
    summary: 'Asks for an independent assessment or legal advice on a work; an ADMIN then prices it.',
    body: z.object({
      workId: idOf('work'),
      type: z.enum(SUPPORT_TYPES, { error: 'Choose independent assessment or legal advice' }),
      description: requiredField('what you need help with', 2000),
    }),
    data: supportProposalSchema,
  }),
  updateSupportProposal: defineContract({
    method: 'PATCH',
    path: `${base}/update-support-proposal/:id`,
    access: 'admin',
    summary:
      'Lets an ADMIN price an unpaid support proposal, or complete a given one, returning the work to where it was or to an agreed outcome.',
    params: idParams,
    body: z
      .object({
        pricePence: penceField('the price', 1).optional(),
        status: z.enum(SUPPORT_STATUSES, { error: 'Choose a support status from the list' }).optional(),
        description: optionalField('the description', 2000),
        /** With status COMPLETED: how it ends for the work (RETURN when left out). */
        outcome: z.enum(SUPPORT_OUTCOMES, { error: 'Choose RETURN, CANCELLED or CLOSED' }).optional(),
        /** Kept in the audit log with the action. */
        reason: optionalField('a note for the audit log', 300),
      })
      .refine((body) => body.pricePence !== undefined || body.status !== undefined || body.description !== undefined, {
        error: 'Send a price, a status or a description to change',
      }),
    data: supportProposalSchema,
    errors: ['CONFLICT'],
  }),
  answerSupportOutcome: defineContract({
    method: 'PATCH',
    path: `${base}/update-support-proposal-outcome/:id`,
    access: 'private',
    summary: 'Lets either side of the work say which outcome of a support proposal it accepts; CANCELLED or CLOSED needs both sides.',
    params: idParams,
    body: z.object({ outcome: z.enum(SUPPORT_OUTCOMES, { error: 'Choose RETURN, CANCELLED or CLOSED' }) }),
    data: supportProposalSchema,
    errors: ['CONFLICT'],
  }),
  writeAssessmentFindings: defineContract({
    method: 'PATCH',
    path: `${base}/update-assessment-findings/:id`,
    access: 'private',
    summary: "Lets the assigned assessor write (or rewrite) an assessment's findings while it is in progress; both sides see them.",
    params: idParams,
    body: z.object({ findings: requiredField('your findings', 5000) }),
    data: assessmentSchema,
    errors: ['CONFLICT'],
  }),
} as const;

/**
 * Photos of what is wrong on a support proposal: multipart upload (field `file`, JPEG, PNG,
 * WebP or GIF) by either side, and the bytes for the sides, the assessor and operators. Like
 * post photos they sit outside apiContracts: their bodies are not JSON.
 */
export const supportPhotoContracts = {
  uploadSupportPhoto: defineContract({
    method: 'POST',
    path: `${base}/support-proposal/:id/upload-photo`,
    access: 'private',
    summary: 'Adds one photo (multipart field file) to a support proposal, by either side of its work, until it is completed.',
    params: idParams,
    data: supportPhotoSchema,
  }),
  downloadSupportPhoto: defineContract({
    method: 'GET',
    path: `${base}/support-proposal-photo/:id`,
    access: 'private',
    summary: "Answers a support photo's bytes to both sides of the work, its assessor and operators.",
    params: idParams,
    data: z.unknown(),
  }),
} as const;

/** The path of a support photo's bytes. */
export function supportPhotoPath(photoId: string): string {
  return `${base}/support-proposal-photo/${encodeURIComponent(photoId)}`;
}

import { z } from 'zod';
import { defineContract } from './contract.js';
import { id, idParams, page, pageQuery, text } from './common.js';
import { idOf, optionalField, requiredField } from './entities/fields.js';
import { supportProposalSchema } from './entities/work.js';
import { SUPPORT_STAGES } from '../domain/support.js';
import { WORK_STATUSES } from '../domain/statuses.js';

// The console's Support queue (issue 16, ARCHITECTURE.md §13-14): proposals to price, assessors
// to assign, legal advice to record, and their progress. Pricing and completing go through
// work.updateSupportProposal; every one of these actions is written to the audit log.

const admin = '/backend-service/admin/support-proposals';

/** A support proposal as an operator sees it in the queue: with its work and both sides. */
export const supportQueueItemSchema = supportProposalSchema.extend({
  work: z.object({
    id,
    title: text(200),
    status: z.enum(WORK_STATUSES),
    /** Where the work returns to when the support ends with RETURN. */
    statusBefore: z.enum(WORK_STATUSES).nullable(),
    category: z.object({ id, title: text(100) }).nullable(),
    totalPence: z.number().int().min(0),
  }),
  customer: z.object({ id, name: text(120), email: text(254) }),
  business: z.object({ id, name: text(120), email: text(254) }),
  requestedBy: z.object({ id, name: text(120) }),
});
export type SupportQueueItem = z.infer<typeof supportQueueItemSchema>;

/** An assessor business an operator may assign: isAssessor, in the work's category, within range of the work, neither side. */
export const eligibleAssessorSchema = z.object({
  id,
  name: text(120),
  locality: text(100).nullable(),
  /** From the assessor's base to the customer's address, in kilometres (one decimal). */
  distanceKm: z.number().min(0),
  /** How far the assessor travels, in miles (its service radius). */
  radiusMiles: z.number().min(0),
  rating: z.number().min(0).max(5).nullable(),
});
export type EligibleAssessor = z.infer<typeof eligibleAssessorSchema>;

export const assignAssessorBodySchema = z.object({
  businessId: idOf('assessor business'),
  reason: optionalField('a note for the audit log', 300),
});
export type AssignAssessorBody = z.input<typeof assignAssessorBodySchema>;

export const recordLegalAdviceBodySchema = z.object({
  adviserName: requiredField('who gave the advice', 200),
  advice: requiredField('the advice', 5000),
  reason: optionalField('a note for the audit log', 300),
});
export type RecordLegalAdviceBody = z.input<typeof recordLegalAdviceBodySchema>;

export const adminSupportContracts = {
  getSupportProposals: defineContract({
    method: 'GET',
    path: admin,
    access: 'admin',
    summary: 'Lets an ADMIN read the Support queue, newest first, optionally at one stage.',
    query: pageQuery.extend({ stage: z.enum(SUPPORT_STAGES, { error: 'Choose a support stage from the list' }).optional() }),
    data: page(supportQueueItemSchema),
  }),
  getSupportProposal: defineContract({
    method: 'GET',
    path: `${admin}/:id`,
    access: 'admin',
    summary: 'Lets an ADMIN see one support proposal with its work and both sides.',
    params: idParams,
    data: supportQueueItemSchema,
  }),
  getEligibleAssessors: defineContract({
    method: 'GET',
    path: `${admin}/:id/assessors`,
    access: 'admin',
    summary: "Lets an ADMIN list, nearest first, the assessors in the work's category whose range covers the customer and who are neither side.",
    params: idParams,
    data: z.array(eligibleAssessorSchema),
  }),
  assignAssessor: defineContract({
    method: 'POST',
    path: `${admin}/:id/assessor`,
    access: 'admin',
    summary: 'Lets an ADMIN assign (or change) the assessor of a paid assessment; the assessor gets an ASSESSMENT conversation with each side.',
    params: idParams,
    body: assignAssessorBodySchema,
    data: supportQueueItemSchema,
    errors: ['CONFLICT'],
  }),
  recordLegalAdvice: defineContract({
    method: 'POST',
    path: `${admin}/:id/legal-advice`,
    access: 'admin',
    summary: 'Lets an ADMIN record who gave legal advice on a paid proposal, and the advice; both sides see it.',
    params: idParams,
    body: recordLegalAdviceBodySchema,
    data: supportQueueItemSchema,
    errors: ['CONFLICT'],
  }),
} as const;


import { z } from 'zod';
import { defineContract } from './contract.js';
import { id, isoDate, page, pageQuery, text } from './common.js';
import { emailField } from './entities/fields.js';

/** A message the platform sent (or would send) by email or SMS, as an operator reads it. */
export const outboxMessageSchema = z.object({
  id,
  channel: z.enum(['email', 'sms']),
  recipient: text(254),
  subject: text(300).nullable(),
  body: text(20_000),
  templateKey: text(100).nullable(),
  status: z.enum(['STORED', 'SENT', 'FAILED']),
  createdAt: isoDate,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

// Operator tools (ARCHITECTURE.md §5: ADMIN). Paths follow the spec's style.
export const adminContracts = {
  getOutbox: defineContract({
    method: 'GET',
    path: '/backend-service/admin/outbox',
    access: 'private',
    summary: 'Lets an ADMIN read the emails and texts the platform sent, newest first, optionally for one recipient.',
    query: pageQuery.extend({ recipient: emailField('the recipient').optional() }),
    data: page(outboxMessageSchema),
  }),
} as const;

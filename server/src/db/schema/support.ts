import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SupportOutcome, SupportStage, SupportType, WorkSide } from '@tradeshub/sdk';
import { businesses } from './businesses.js';
import { conversations } from './chat.js';
import { users } from './users.js';
import { works } from './work.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Paid help on a work (issue 16): an independent assessment or legal advice. One is open per
 * work at a time (the partial unique index); while it is, the work is INDEPENDENT_ASSESSMENT.
 * An assessment is the same row (its id is the proposal's): the assessor, the two ASSESSMENT
 * conversations (one with each side) and the findings live here.
 */
export const supportProposals = pgTable(
  'support_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workId: uuid('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    type: text('type').$type<SupportType>().notNull(),
    stage: text('stage').$type<SupportStage>().notNull().default('AWAITING_PRICE'),
    description: text('description').notNull(),
    requestedByUserId: uuid('requested_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedBySide: text('requested_by_side').$type<WorkSide>().notNull(),
    pricePence: integer('price_pence'),
    pricedAt: at('priced_at'),
    paidAt: at('paid_at'),
    assessorBusinessId: uuid('assessor_business_id').references(() => businesses.id, { onDelete: 'set null' }),
    assignedAt: at('assigned_at'),
    customerConversationId: uuid('customer_conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    businessConversationId: uuid('business_conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    findings: text('findings'),
    findingsAt: at('findings_at'),
    adviserName: text('adviser_name'),
    advice: text('advice'),
    adviceAt: at('advice_at'),
    customerOutcome: text('customer_outcome').$type<SupportOutcome>(),
    businessOutcome: text('business_outcome').$type<SupportOutcome>(),
    outcome: text('outcome').$type<SupportOutcome>(),
    completedAt: at('completed_at'),
    createdAt: at('created_at').notNull().default(sql`date_trunc('milliseconds', now())`),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_proposals_one_open_per_work').on(t.workId).where(sql`${t.stage} <> 'COMPLETED'`),
    index('support_proposals_work_idx').on(t.workId, t.createdAt),
    index('support_proposals_assessor_idx').on(t.assessorBusinessId, t.createdAt),
    index('support_proposals_stage_idx').on(t.stage, t.createdAt),
  ],
);

/** Photos of what is wrong, uploaded by either side; the files live in the file store. */
export const supportProposalPhotos = pgTable(
  'support_proposal_photos',
  {
    id: uuid('id').primaryKey(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => supportProposals.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploadedBySide: text('uploaded_by_side').$type<WorkSide>().notNull(),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: at('created_at').notNull().default(sql`date_trunc('milliseconds', now())`),
  },
  (t) => [index('support_proposal_photos_proposal_idx').on(t.proposalId, t.createdAt)],
);

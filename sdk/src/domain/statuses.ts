// Every status set of spec section 4, as tuples with derived union types.

/** Work (contract) status values. */
export const WORK_STATUSES = [
  'OPEN',
  'AGREED',
  'IN_PROGRESS',
  'COMPLETED_PENDING',
  'COMPLETED',
  'CLOSED',
  'ON_GOING',
  'ACCEPTED',
  'REJECTED',
  'CANCELLED',
  'INDEPENDENT_ASSESSMENT',
] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

export const QUOTE_STATUSES = ['DRAFT', 'SENT', 'ACCEPTED', 'REJECTED', 'CLOSED', 'STARTED'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const LOCK_STATUSES = ['OPEN', 'LOCKED', 'CLOSED'] as const;
export type LockStatus = (typeof LOCK_STATUSES)[number];

/** Review dispute status: PENDING -> ACCEPTED | REJECTED, then CLOSED. */
export const DISPUTE_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'CLOSED'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const CONNECTION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const RECOMMENDATION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number];

export const SUPPORT_STATUSES = ['IN_PROGRESS', 'COMPLETED'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_TYPES = ['INDEPENDENT_ASSESSMENT', 'LEGAL_ADVICE'] as const;
export type SupportType = (typeof SUPPORT_TYPES)[number];

export const PAYMENT_SCHEDULE_STATUSES = ['OPEN', 'PAID', 'REQUESTED', 'PENDING', 'WARNING', 'LATE'] as const;
export type PaymentScheduleStatus = (typeof PAYMENT_SCHEDULE_STATUSES)[number];

export const CONTRACT_MODES = ['QUICK', 'STANDARD'] as const;
export type ContractMode = (typeof CONTRACT_MODES)[number];

export const ROLES = ['CUSTOMER', 'TRADEPERSON', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNT_TYPES = ['individual', 'company'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const CONVERSATION_TYPES = ['CHAT', 'CONTRACT'] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];

export const CONVERSATION_KINDS = ['GENERAL', 'JOB_REQUEST', 'ASSESSMENT'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export const MESSAGE_TYPES = ['CHAT', 'QUOTE', 'QUOTE_ACTION'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const TEMPLATE_TYPES = ['email', 'sms'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** Activity item types of the community hub. */
export const ACTIVITY_TYPES = ['UPVOTE_COMMENT', 'REPLY', 'UPVOTE_REPLY', 'POST'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const POST_TYPES = ['GENERAL', 'JOB_REQUEST'] as const;
export type PostType = (typeof POST_TYPES)[number];

/** A job request is OPEN for quotes until its poster closes it; a GENERAL post has no status. */
export const JOB_REQUEST_STATUSES = ['OPEN', 'CLOSED'] as const;
export type JobRequestStatus = (typeof JOB_REQUEST_STATUSES)[number];

/** What in the community hub can be upvoted and reported. */
export const COMMUNITY_ITEM_KINDS = ['POST', 'COMMENT', 'REPLY'] as const;
export type CommunityItemKind = (typeof COMMUNITY_ITEM_KINDS)[number];

/** A report waits (PENDING) until an operator hides the item (HIDDEN) or keeps it (KEPT). */
export const COMMUNITY_REPORT_STATUSES = ['PENDING', 'HIDDEN', 'KEPT'] as const;
export type CommunityReportStatus = (typeof COMMUNITY_REPORT_STATUSES)[number];

/** The orders of the community feed: newest first, or most upvoted first. */
export const POST_FEED_SORTS = ['NEWEST', 'TOP'] as const;
export type PostFeedSort = (typeof POST_FEED_SORTS)[number];

/** Change sets on a payment schedule (spec section 3 notification types). */
export const PAYMENT_SCHEDULE_CHANGE_SET_ACTIONS = ['REQUEST', 'APPROVED', 'REJECTED', 'UPDATED', 'DELETED'] as const;
export type PaymentScheduleChangeSetAction = (typeof PAYMENT_SCHEDULE_CHANGE_SET_ACTIONS)[number];

/** The two sides of a work: its customer, and its business (every user of that business). */
export const WORK_SIDES = ['CUSTOMER', 'TRADEPERSON'] as const;
export type WorkSide = (typeof WORK_SIDES)[number];

// What a work's timeline records (issue 13: "a timeline of what happened"). Each event is
// stored with the sentence it was told in, so the timeline reads the same later even if a
// name changes; the kind lets a screen pick an icon.

/** Every kind of event a work's timeline holds. */
export const WORK_EVENT_KINDS = [
  'CREATED',
  'QUOTE_UPDATED',
  'QUOTE_SENT',
  'QUOTE_ACCEPTED',
  'QUOTE_REJECTED',
  'QUOTE_WITHDRAWN',
  'AGREEMENT_GIVEN',
  'AGREED',
  'STARTED',
  'PAYMENT_REQUESTED',
  'PAYMENT_OVERDUE',
  'PAYMENT_LATE',
  'PAYMENT_PAID',
  'COMPLETED_PENDING',
  'COMPLETED',
  'CLOSED',
  'CANCEL_REQUESTED',
  'CANCELLED',
  'SCHEDULE_CHANGE_REQUESTED',
  'SCHEDULE_CHANGE_UPDATED',
  'SCHEDULE_CHANGE_APPROVED',
  'SCHEDULE_CHANGE_REJECTED',
  'SCHEDULE_CHANGE_WITHDRAWN',
  'SUPPORT_REQUESTED',
  'SUPPORT_UPDATED',
  'SUPPORT_COMPLETED',
] as const;
export type WorkEventKind = (typeof WORK_EVENT_KINDS)[number];

/** The most timeline events a work answers with (the newest); older ones stay stored. */
export const MAX_WORK_TIMELINE_EVENTS = 200;

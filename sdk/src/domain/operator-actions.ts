// What an operator can do from the console (/admin), named once: the server records each as
// an audit entry and the console shows it with its label.

export const OPERATOR_ACTIONS = [
  'REVIEW_DISPUTE_DECIDED',
  'COMMUNITY_REPORT_DECIDED',
  'USER_SUSPENDED',
  'USER_RESTORED',
  'USER_SESSIONS_ENDED',
  'CONTENT_UPDATED',
  'CONFIG_UPDATED',
  'OUTBOX_MESSAGE_RESENT',
  'SUPPORT_PROPOSAL_PRICED',
  'ASSESSOR_ASSIGNED',
  'LEGAL_ADVICE_RECORDED',
  'SUPPORT_PROPOSAL_COMPLETED',
] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];

export const OPERATOR_ACTION_LABELS: Readonly<Record<OperatorAction, string>> = {
  REVIEW_DISPUTE_DECIDED: 'Decided a review dispute',
  COMMUNITY_REPORT_DECIDED: 'Decided a community report',
  USER_SUSPENDED: 'Suspended a user',
  USER_RESTORED: 'Restored a user',
  USER_SESSIONS_ENDED: 'Ended a user’s sessions',
  CONTENT_UPDATED: 'Edited a content page',
  CONFIG_UPDATED: 'Changed the platform config',
  OUTBOX_MESSAGE_RESENT: 'Resent a message',
  SUPPORT_PROPOSAL_PRICED: 'Priced a support request',
  ASSESSOR_ASSIGNED: 'Assigned an assessor',
  LEGAL_ADVICE_RECORDED: 'Recorded legal advice',
  SUPPORT_PROPOSAL_COMPLETED: 'Completed a support request',
};

/** What an operator action was done to. */
export const OPERATOR_TARGETS = ['REVIEW_DISPUTE', 'COMMUNITY_ITEM', 'USER', 'CONTENT_ITEM', 'CONFIG', 'OUTBOX_MESSAGE', 'SUPPORT_PROPOSAL'] as const;
export type OperatorTarget = (typeof OPERATOR_TARGETS)[number];

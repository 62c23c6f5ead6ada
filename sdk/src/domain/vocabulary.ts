// The product's fixed lists from spec section 3, in the spec's exact words and order.

/** The 24 work categories a business can offer. */
export const CATEGORIES = [
  'Plumbing',
  'Electrical work',
  'Building & extensions',
  'Carpentry',
  'Painting & Decorating',
  'Hard Landscaping',
  'Soft Landscaping',
  'Plastering',
  'Fencing',
  'Handyman',
  'Bricklaying',
  'Roofing',
  'Joinery',
  'Tiling',
  'Scaffolding',
  'Automated gates & barriers',
  'Loft conversions',
  'Refurbishments & home improvements',
  'Home security installation specialist',
  'Flooring',
  'Kitchen fitter',
  'Concrete specialist',
  'Driveway & patio cleaning',
  'Guttering',
] as const;
export type CategoryTitle = (typeof CATEGORIES)[number];

/** The six dimensions every review rates, OVERALL first. */
export const RATING_DIMENSIONS = ['OVERALL', 'PRICE', 'PUNCTUALITY', 'CLEANLINESS', 'QUALITY', 'FRIENDLINESS'] as const;
export type RatingDimension = (typeof RATING_DIMENSIONS)[number];

/** Why a business may dispute a review. */
export const DISPUTE_REASONS = [
  'Off-topic or not local',
  'Disrespectful or abusive',
  'Spam or self-promotion',
  'Misleading or false information',
  'Inappropriate or offensive content',
  'Fake or insincere recommendations',
] as const;
export type ReviewDisputeReason = (typeof DISPUTE_REASONS)[number];

/** Notification action types the server creates (spec section 3). */
export const NOTIFICATION_TYPES = [
  'COMMENT',
  'REPLY',
  'UPVOTE',
  'REWARD_EARNED',
  'CONNECTION_ACCEPTED',
  'RECOMMENDATION_ACCEPTED',
  'EMAIL_SENT',
  'SMS_SENT',
  'PAYMENT_SCHEDULE_CHANGE_SET_REQUEST',
  'PAYMENT_SCHEDULE_CHANGE_SET_APPROVED',
  'PAYMENT_SCHEDULE_CHANGE_SET_REJECTED',
  'PAYMENT_SCHEDULE_CHANGE_SET_UPDATED',
  'PAYMENT_SCHEDULE_CHANGE_SET_DELETED',
  'SCHEDULE_UPDATED',
  /** A review dispute was raised, answered or decided (metaData.kind says which). */
  'REVIEW_DISPUTE',
  /** An operator hid one of the person's community posts, comments or replies (metaData.reason says why). */
  'COMMUNITY_MODERATION',
  /** Something happened to a support proposal (independent assessment, legal advice) on one of the person's jobs, or one they assess. */
  'SUPPORT_PROPOSAL',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Page modes of the hub shell. */
export const PAGE_MODES = ['home', 'dashboard', 'loader', 'register'] as const;
export type PageMode = (typeof PAGE_MODES)[number];

/** Header text when a page sets none. */
export const DEFAULT_HEADER_TEXT = 'Welcome';

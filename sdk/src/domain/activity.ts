import type { ActivityType, PostType } from './statuses.js';

// Labels of a user's community activity (spec section 3). A comment has no type of its
// own in ACTIVITY_TYPES, so any other type reads 'Commented on'.

/** The verb each listed activity type shows before its subject. */
export const ACTIVITY_LABELS = {
  UPVOTE_COMMENT: 'Upvoted',
  UPVOTE_REPLY: 'Upvoted',
  REPLY: 'Replied to',
  POST: 'Created a',
} as const satisfies Record<ActivityType, string>;

/** The verb for a comment, and for any type the client does not know yet. */
export const COMMENT_ACTIVITY_LABEL = 'Commented on';

export type ActivityLabel = (typeof ACTIVITY_LABELS)[ActivityType] | typeof COMMENT_ACTIVITY_LABEL;

function isActivityType(type: string): type is ActivityType {
  return Object.hasOwn(ACTIVITY_LABELS, type);
}

/**
 * The verb shown for an activity item.
 * @example activityLabel('REPLY') // 'Replied to'; activityLabel('COMMENT') // 'Commented on'
 */
export function activityLabel(type: ActivityType | (string & {}) | null | undefined): ActivityLabel {
  return type && isActivityType(type) ? ACTIVITY_LABELS[type] : COMMENT_ACTIVITY_LABEL;
}

/**
 * The noun for the post an activity is about, so 'Created a' reads 'Created a job request'.
 * @example activityPostNoun('JOB_REQUEST') // 'job request'
 */
export function activityPostNoun(postType: PostType | (string & {}) | null | undefined): 'job request' | 'post' {
  return postType === 'JOB_REQUEST' ? 'job request' : 'post';
}

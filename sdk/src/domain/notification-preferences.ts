import type { NotificationType } from './vocabulary.js';

// Which notices also go out by email or SMS. Every notice always appears in the app's
// Notifications; a preference only decides the copies. People choose per topic, not per
// type: fourteen switches would be a chore, four are a decision.

/** The topics a person can choose copies for, in the order the settings page lists them. */
export const NOTIFICATION_TOPICS = [
  {
    id: 'community',
    label: 'Community activity',
    description: 'Comments, replies and upvotes on your posts, rewards, and people accepting your connection requests.',
  },
  {
    id: 'recommendations',
    label: 'Recommendations and reviews',
    description: 'When a recommendation you made is accepted, and news about disputes on reviews.',
  },
  {
    id: 'payments',
    label: 'Payments',
    description: 'Payment requests, changes to payment schedules, and independent assessments or legal advice on your jobs.',
  },
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number]['id'];
export const NOTIFICATION_TOPIC_IDS = NOTIFICATION_TOPICS.map((topic) => topic.id) as [NotificationTopic, ...NotificationTopic[]];

/** The ways a copy can go out besides the app. */
export const NOTIFICATION_COPY_CHANNELS = [
  { id: 'email', label: 'Email' },
  { id: 'sms', label: 'Text message' },
] as const;
export type NotificationCopyChannel = (typeof NOTIFICATION_COPY_CHANNELS)[number]['id'];

export type NotificationPreference = Record<NotificationCopyChannel, boolean> & { topic: NotificationTopic };

/**
 * The topic of each notice, or null for notices never copied: EMAIL_SENT and SMS_SENT tell
 * a business its own invite went out, and mailing that back would be noise.
 */
export const NOTIFICATION_TOPIC_OF = {
  COMMENT: 'community',
  REPLY: 'community',
  UPVOTE: 'community',
  REWARD_EARNED: 'community',
  CONNECTION_ACCEPTED: 'community',
  RECOMMENDATION_ACCEPTED: 'recommendations',
  REVIEW_DISPUTE: 'recommendations',
  COMMUNITY_MODERATION: 'community',
  EMAIL_SENT: null,
  SMS_SENT: null,
  PAYMENT_SCHEDULE_CHANGE_SET_REQUEST: 'payments',
  PAYMENT_SCHEDULE_CHANGE_SET_APPROVED: 'payments',
  PAYMENT_SCHEDULE_CHANGE_SET_REJECTED: 'payments',
  PAYMENT_SCHEDULE_CHANGE_SET_UPDATED: 'payments',
  PAYMENT_SCHEDULE_CHANGE_SET_DELETED: 'payments',
  SCHEDULE_UPDATED: 'payments',
  SUPPORT_PROPOSAL: 'payments',
} as const satisfies Record<NotificationType, NotificationTopic | null>;

/**
 * What a person gets before they choose: email for everything that concerns their jobs and
 * their reputation, nothing by text (texts cost the reader attention and us money), and no
 * email for community chatter, which the app shows anyway.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: Readonly<Record<NotificationTopic, Record<NotificationCopyChannel, boolean>>> = {
  community: { email: false, sms: false },
  recommendations: { email: true, sms: false },
  payments: { email: true, sms: false },
};

/** Every topic's preference: the stored ones over the defaults, in the settings order. */
export function withDefaultPreferences(stored: readonly NotificationPreference[]): NotificationPreference[] {
  return NOTIFICATION_TOPIC_IDS.map((topic) => {
    const saved = stored.find((preference) => preference.topic === topic);
    return { topic, ...DEFAULT_NOTIFICATION_PREFERENCES[topic], ...(saved && { email: saved.email, sms: saved.sms }) };
  });
}

/**
 * The channels a notice of this type is copied to under these preferences.
 * @example copyChannelsFor('PAYMENT_SCHEDULE_CHANGE_SET_REQUEST', []) // ['email']
 */
export function copyChannelsFor(type: NotificationType, stored: readonly NotificationPreference[]): NotificationCopyChannel[] {
  const topic = NOTIFICATION_TOPIC_OF[type];
  if (topic === null) return [];
  const preference = withDefaultPreferences(stored).find((p) => p.topic === topic)!;
  return NOTIFICATION_COPY_CHANNELS.map((channel) => channel.id).filter((channel) => preference[channel]);
}

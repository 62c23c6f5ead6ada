import { describe, expect, test } from 'vitest';
import {
  copyChannelsFor,
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_TOPIC_IDS,
  NOTIFICATION_TOPIC_OF,
  withDefaultPreferences,
} from '../src/domain/notification-preferences.js';
import { NOTIFICATION_TYPES } from '../src/domain/vocabulary.js';

describe('notification preferences', () => {
  test('every notification type has a topic or is deliberately never copied', () => {
    expect(Object.keys(NOTIFICATION_TOPIC_OF).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    const uncopied = NOTIFICATION_TYPES.filter((type) => NOTIFICATION_TOPIC_OF[type] === null);
    expect(uncopied).toEqual(['EMAIL_SENT', 'SMS_SENT']);
  });

  test('a person who never chose gets the defaults, in the settings order', () => {
    expect(withDefaultPreferences([])).toEqual(
      NOTIFICATION_TOPIC_IDS.map((topic) => ({ topic, ...DEFAULT_NOTIFICATION_PREFERENCES[topic] })),
    );
  });

  test('a stored choice replaces its topic default and leaves the others alone', () => {
    const merged = withDefaultPreferences([{ topic: 'payments', email: false, sms: true }]);
    expect(merged.find((p) => p.topic === 'payments')).toEqual({ topic: 'payments', email: false, sms: true });
    expect(merged.find((p) => p.topic === 'recommendations')).toEqual({ topic: 'recommendations', email: true, sms: false });
  });

  test('copies follow the topic of the notice', () => {
    expect(copyChannelsFor('PAYMENT_SCHEDULE_CHANGE_SET_REQUEST', [])).toEqual(['email']);
    expect(copyChannelsFor('COMMENT', [])).toEqual([]);
    expect(copyChannelsFor('COMMENT', [{ topic: 'community', email: true, sms: true }])).toEqual(['email', 'sms']);
    expect(copyChannelsFor('REVIEW_DISPUTE', [{ topic: 'recommendations', email: false, sms: false }])).toEqual([]);
  });

  test('invite receipts are never copied, whatever the preference', () => {
    const everything = NOTIFICATION_TOPIC_IDS.map((topic) => ({ topic, email: true, sms: true }));
    expect(copyChannelsFor('EMAIL_SENT', everything)).toEqual([]);
    expect(copyChannelsFor('SMS_SENT', everything)).toEqual([]);
  });
});

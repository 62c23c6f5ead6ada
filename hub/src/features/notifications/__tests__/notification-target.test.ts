import { describe, expect, it } from 'vitest';
import { notificationTarget } from '../notification-target';

describe('where a notification leads', () => {
  it.each([
    { actionType: 'REWARD_EARNED', metaData: { rewardEntryId: 'bb8012e0-0000-4000-8000-000000000001' }, to: '/referral' },
    { actionType: 'RECOMMENDATION_ACCEPTED', metaData: { recommendationId: 'r1', businessId: 'b1' }, to: '/recommendations' },
    { actionType: 'REWARD_EARNED', metaData: null, to: null },
  ] as const)('$actionType with $metaData -> $to', ({ actionType, metaData, to }) => {
    expect(notificationTarget({ actionType, metaData })).toBe(to);
  });
});

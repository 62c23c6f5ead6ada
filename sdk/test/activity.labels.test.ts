import { describe, expect, test } from 'vitest';
import { activityLabel, activityPostNoun } from '../src/domain/activity.js';

describe('activityLabel', () => {
  test.each([
    ['UPVOTE_COMMENT', 'Upvoted'],
    ['UPVOTE_REPLY', 'Upvoted'],
    ['REPLY', 'Replied to'],
    ['POST', 'Created a'],
    ['COMMENT', 'Commented on'],
    ['SOMETHING_NEW', 'Commented on'],
    ['toString', 'Commented on'],
    [undefined, 'Commented on'],
    [null, 'Commented on'],
  ])('%s -> %s', (type, label) => {
    expect(activityLabel(type)).toBe(label);
  });
});

describe('activityPostNoun', () => {
  test.each([
    ['JOB_REQUEST', 'job request'],
    ['GENERAL', 'post'],
    [undefined, 'post'],
  ])('%s -> %s', (type, noun) => {
    expect(activityPostNoun(type)).toBe(noun);
  });
});

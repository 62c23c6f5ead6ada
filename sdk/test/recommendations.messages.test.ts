import { describe, expect, test } from 'vitest';
import {
  RECOMMENDATION_REVOKED_MESSAGE,
  RESEND_FAILURE_TOAST_FALLBACK,
  RESEND_RECOMMENDATION_FALLBACK_ERROR,
  resendFailureToastText,
  resendRecommendationErrorMessage,
} from '../src/domain/recommendations.js';

describe('texts', () => {
  test('are the spec words', () => {
    expect(RECOMMENDATION_REVOKED_MESSAGE).toBe('Recommendation revoked successfully');
    expect(RESEND_RECOMMENDATION_FALLBACK_ERROR).toBe('Failed to resend recommendation');
    expect(RESEND_FAILURE_TOAST_FALLBACK).toBe('Unknown error');
  });
});

describe('resendRecommendationErrorMessage: surrounding quotes removed', () => {
  test.each<[string, unknown, string]>([
    ['double quotes', '"Invite already sent today"', 'Invite already sent today'],
    ['single quotes', "'Invite already sent today'", 'Invite already sent today'],
    ['whitespace round the quotes', '  "Too soon"  ', 'Too soon'],
    ['no quotes', 'Too soon', 'Too soon'],
    ['quotes inside are kept', 'The "resend" limit is reached', 'The "resend" limit is reached'],
    ['unmatched quotes are kept', '"Too soon', '"Too soon'],
    ['an error object', new Error('"Not yours"'), 'Not yours'],
    ['a body with a message', { message: '"Not found"' }, 'Not found'],
    ['an empty quoted message', '""', RESEND_RECOMMENDATION_FALLBACK_ERROR],
    ['an empty message', '', RESEND_RECOMMENDATION_FALLBACK_ERROR],
    ['no message', undefined, RESEND_RECOMMENDATION_FALLBACK_ERROR],
    ['a message that is not text', { message: 42 }, RESEND_RECOMMENDATION_FALLBACK_ERROR],
  ])('%s', (_, cause, expected) => {
    expect(resendRecommendationErrorMessage(cause)).toBe(expected);
  });
});

describe('resendFailureToastText', () => {
  test.each<[string, unknown, string]>([
    ['the error message', new Error('Failed to resend recommendation'), 'Failed to resend recommendation'],
    ['a plain string', 'Too soon', 'Too soon'],
    ['an error without a message', new Error(''), 'Unknown error'],
    ['something else', null, 'Unknown error'],
  ])('%s', (_, error, expected) => {
    expect(resendFailureToastText(error)).toBe(expected);
  });
});

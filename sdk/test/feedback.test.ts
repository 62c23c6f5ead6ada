import { describe, expect, test } from 'vitest';
import {
  FEEDBACK_EMPTY_MESSAGE_ERROR,
  FEEDBACK_REQUIRED_FIELDS_ERROR,
  validateFeedback,
  type FeedbackConfig,
  type FeedbackInput,
} from '../src/domain/feedback.js';

const BOTH: FeedbackConfig = { requireName: true, requireEmail: true };

describe('validateFeedback', () => {
  test('uses the spec texts', () => {
    expect(FEEDBACK_REQUIRED_FIELDS_ERROR).toBe('Please enter in the following required fields: ');
    expect(FEEDBACK_EMPTY_MESSAGE_ERROR).toBe('Unable to submit feedback with empty message');
  });

  test.each<[string, FeedbackInput, FeedbackConfig | undefined, string | null]>([
    ['a message alone is enough by default', { message: 'Great site' }, undefined, null],
    ['name and email are ignored unless configured', { message: 'Hi', name: '', email: '' }, {}, null],
    ['an empty message', { message: '' }, undefined, FEEDBACK_EMPTY_MESSAGE_ERROR],
    ['a blank message', { message: '   ' }, {}, FEEDBACK_EMPTY_MESSAGE_ERROR],
    ['a missing message', {}, {}, FEEDBACK_EMPTY_MESSAGE_ERROR],
    ['a null message', { message: null }, {}, FEEDBACK_EMPTY_MESSAGE_ERROR],
    ['all configured fields given', { name: 'Ann', email: 'a@x.test', message: 'Hi' }, BOTH, null],
    ['configured email missing', { name: 'Ann', message: 'Hi' }, BOTH, `${FEEDBACK_REQUIRED_FIELDS_ERROR}Email`],
    ['configured name blank', { name: ' ', message: 'Hi' }, { requireName: true }, `${FEEDBACK_REQUIRED_FIELDS_ERROR}Name`],
    ['everything missing', {}, BOTH, 'Please enter in the following required fields: Name, Email, Message'],
    ['only a message given', { message: 'Hi' }, BOTH, 'Please enter in the following required fields: Name, Email'],
    [
      'only the configured email and the message missing',
      { name: 'Ann' },
      { requireEmail: true },
      'Please enter in the following required fields: Email, Message',
    ],
  ])('%s', (_, input, config, expected) => {
    expect(validateFeedback(input, config)).toBe(expected);
  });
});

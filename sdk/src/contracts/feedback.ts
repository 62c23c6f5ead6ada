import { z } from 'zod';
import { defineContract } from './contract.js';
import { emptyData } from './common.js';
import { FEEDBACK_EMPTY_MESSAGE_ERROR } from '../domain/feedback.js';
import { emailField, optionalField } from './entities/fields.js';

/** What the feedback widget sends: a message, and a name and email when it is set to ask. */
export const feedbackBodySchema = z.object({
  message: z
    .string({ error: FEEDBACK_EMPTY_MESSAGE_ERROR })
    .trim()
    .min(1, FEEDBACK_EMPTY_MESSAGE_ERROR)
    .max(5000, 'Feedback must be 5000 characters or fewer'),
  name: optionalField('your name', 100),
  email: emailField('your email address').or(z.literal('')).optional(),
  /** The hub page the feedback was given on. */
  page: optionalField('the page address', 2000),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

export const feedbackContracts = {
  submit: defineContract({
    method: 'POST',
    path: '/backend-service/feedback',
    // Public: the widget is on public pages too; the server rate-limits it.
    access: 'public',
    summary: 'Sends feedback from the feedback widget to the Tradeshub team.',
    body: feedbackBodySchema,
    data: emptyData,
  }),
} as const;

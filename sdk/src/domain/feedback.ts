// The feedback widget's validation (spec section 5). The message is always required; the
// widget can be configured to ask for a name and an email too.

export const FEEDBACK_REQUIRED_FIELDS_ERROR = 'Please enter in the following required fields: ';
export const FEEDBACK_EMPTY_MESSAGE_ERROR = 'Unable to submit feedback with empty message';

/** The labels the required-fields error names, in the order the form shows them. */
export const FEEDBACK_FIELD_LABELS = { name: 'Name', email: 'Email', message: 'Message' } as const;
export type FeedbackField = keyof typeof FEEDBACK_FIELD_LABELS;

export interface FeedbackInput {
  readonly name?: string | null;
  readonly email?: string | null;
  readonly message?: string | null;
}

/** Which optional fields this widget asks for. */
export interface FeedbackConfig {
  readonly requireName?: boolean;
  readonly requireEmail?: boolean;
}

const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * The error to show for a feedback submission, or null when it may be sent. A missing
 * configured name or email gets the required-fields error naming every missing field
 * (Message too, if it is empty); an empty message alone gets the empty-message error.
 * @example validateFeedback({ message: 'Hi' }, { requireEmail: true })
 *   // 'Please enter in the following required fields: Email'
 */
export function validateFeedback(input: FeedbackInput, config: FeedbackConfig = {}): string | null {
  const required: FeedbackField[] = [];
  if (config.requireName) required.push('name');
  if (config.requireEmail) required.push('email');
  required.push('message');
  const missing = required.filter((field) => isBlank(input[field]));
  if (missing.length === 0) return null;
  if (missing.length === 1 && missing[0] === 'message') return FEEDBACK_EMPTY_MESSAGE_ERROR;
  return FEEDBACK_REQUIRED_FIELDS_ERROR + missing.map((field) => FEEDBACK_FIELD_LABELS[field]).join(', ');
}

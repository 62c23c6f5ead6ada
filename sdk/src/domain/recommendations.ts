// Texts and error clean-up for resending and revoking recommendations (spec sections 4, 5, 8).

export const RECOMMENDATION_REVOKED_MESSAGE = 'Recommendation revoked successfully';

/**
 * New invitations to recommend one business may send in any 24 hours, so an account cannot
 * be used to message strangers in bulk. Resends have their own cap per invitation.
 */
export const MAX_INVITES_PER_BUSINESS_PER_DAY = 50;
export const INVITE_LIMIT_MESSAGE = `Your business has sent ${MAX_INVITES_PER_BUSINESS_PER_DAY} invitations in the last 24 hours, the most it can send in a day. You can invite more customers tomorrow.`;
/** What a failed resend says when the server gave no message. */
export const RESEND_RECOMMENDATION_FALLBACK_ERROR = 'Failed to resend recommendation';
/** What the resend failure toast says when the error has no message. */
export const RESEND_FAILURE_TOAST_FALLBACK = 'Unknown error';

function messageOf(cause: unknown): string {
  if (typeof cause === 'string') return cause;
  if (typeof cause === 'object' && cause !== null && 'message' in cause && typeof cause.message === 'string') {
    return cause.message;
  }
  return '';
}

/**
 * The message of a failed resend with one pair of surrounding quotes removed (the server
 * sends it JSON-encoded), or the fallback when there is none.
 * @example resendRecommendationErrorMessage('"Invite already sent today"') // 'Invite already sent today'
 */
export function resendRecommendationErrorMessage(cause: unknown): string {
  const message = messageOf(cause).trim();
  const unquoted = /^(["'])([\s\S]*)\1$/.exec(message)?.[2]?.trim() ?? message;
  return unquoted === '' ? RESEND_RECOMMENDATION_FALLBACK_ERROR : unquoted;
}

/** The text of the error toast after a failed resend: the error's message or 'Unknown error'. */
export function resendFailureToastText(error: unknown): string {
  const message = messageOf(error).trim();
  return message === '' ? RESEND_FAILURE_TOAST_FALLBACK : message;
}

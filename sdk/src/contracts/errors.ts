// Every error code the API answers with, and the HTTP status it comes with. The server can
// only throw these (its AppError takes an ApiErrorCode), the OpenAPI document declares them,
// and the hub matches them by name, so a typo or a renamed code is a compile error.

export const API_ERROR_STATUS = {
  /** The request's parameters, query or body do not match the contract. */
  VALIDATION: 400,
  /** A rule about the request was broken (a wrong code, an expired link, a forged cursor). */
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /** Only Tradeshub operators (ADMIN) may call this. */
  ADMIN_ONLY: 403,
  /** Only someone with a registered business may call this; a customer account hears this. */
  BUSINESS_REQUIRED: 403,
  /** Signed in with the right password, but the address is not verified yet. */
  EMAIL_NOT_VERIFIED: 403,
  /** The account was suspended by an operator: it cannot sign in until restored. */
  ACCOUNT_SUSPENDED: 403,
  /** Posting, commenting and replying wait until the community rules (content item CommunityRules) are accepted. */
  COMMUNITY_RULES_NOT_ACCEPTED: 403,
  /** Also the answer for someone else's object: its existence is not revealed. */
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A move a state machine does not allow from where the object is. */
  ILLEGAL_TRANSITION: 409,
  BUSINESS_EXISTS: 409,
  REVIEW_EXISTS: 409,
  REPLY_EXISTS: 409,
  DISPUTE_OPEN: 409,
  DISPUTE_REASON_USED: 409,
  RECOMMENDATION_EXISTS: 409,
  ADDRESS_LIMIT_REACHED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** The codes, by name, for matching: `error.code === API_ERROR_CODES.EMAIL_NOT_VERIFIED`. */
export const API_ERROR_CODES = Object.fromEntries(Object.keys(API_ERROR_STATUS).map((code) => [code, code])) as {
  readonly [C in ApiErrorCode]: C;
};

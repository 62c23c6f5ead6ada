// The sdk's only public surface: the API contract, the business rules, and the client.
export * from './contracts/contract.js';
export * from './contracts/errors.js';
export { page, pageQuery } from './contracts/common.js';
export { isUuid } from './domain/ids.js';
export * from './contracts/index.js';
export * from './domain/activity.js';
export * from './domain/chat-attachments.js';
export * from './domain/community.js';
export * from './domain/chat-messages.js';
export * from './domain/checkout-charge.js';
export * from './domain/company.js';
export * from './domain/constants.js';
export * from './domain/conversations.js';
export * from './domain/dates.js';
export * from './domain/distance.js';
export * from './domain/feedback.js';
export * from './domain/file-signatures.js';
export * from './domain/file-size.js';
export * from './domain/form-defaults.js';
export * from './domain/late-payment.js';
export * from './domain/line-items.js';
export * from './domain/meta-data.js';
export * from './domain/money.js';
export * from './domain/notification-counting.js';
export * from './domain/notification-preferences.js';
export * from './domain/operator-actions.js';
export * from './domain/payment-schedule.js';
export * from './domain/profile-reads.js';
export * from './domain/quote-status.js';
export * from './domain/ratings.js';
export * from './domain/recommendations.js';
export * from './domain/rewards.js';
export * from './domain/signed-in-reads.js';
export * from './domain/state-machines.js';
export * from './domain/statuses.js';
export * from './domain/support.js';
export * from './domain/time.js';
export * from './domain/vocabulary.js';
export * from './domain/work-moves.js';
export * from './domain/work-status.js';
export * from './domain/work-timeline.js';
export { createClient, type ClientOptions, type TradeshubApi, type TradeshubClient } from './client.js';
export { createSessionRealtime, realtimeUrlFor, type SessionRealtimeOptions } from './realtime/session-realtime.js';
export { createClientSession, type ClientSessionOptions, type SessionCalls } from './client-session.js';
export { ApiError, CLIENT_ERROR_CODES, NO_RESPONSE_STATUS, hasErrorCode, isApiError, isQuietable, type ClientErrorCode } from './http/api-error.js';
export type { ApiNamespaces, CallOptions, Operation, OperationArgs } from './http/bind-contracts.js';
export { PREFLIGHTS, QUIET_DEFAULTS } from './http/operation-policies.js';
export type { FetchLike, Transport } from './http/transport.js';
export { createSessionTransport, type SessionTransportOptions } from './auth/session-transport.js';
export { plainReads, type PlainRead, type QuietFailureLog } from './http/plain-read.js';
export { PUBLIC_ROUTES, PUBLIC_ROUTE_PREFIXES, isPublicRoute } from './auth/public-routes.js';
export { createMemoryStorage, type StorageLike } from './auth/token-storage.js';
export { SIGN_OUT_REASONS, type SessionState, type SessionStore, type SignOutReason } from './auth/session-store.js';
export {
  CLIENT_ACTIONS,
  HEALTHCHECK_FRAME,
  REALTIME_EVENTS,
  SOCKET_CLOSE_CODES,
  addUserFrame,
  readServerFrame,
  isRealtimeEventName,
  COMMUNITY_THREAD_CHANGES,
  type CommunityThreadChange,
  type FrameProblem,
  type RealtimeEventName,
  type ServerFrame,
} from './realtime/protocol.js';
export {
  addUserFrameSchema,
  encodeServerFrame,
  parseServerFrame,
  realtimeEventSchemas,
  RealtimeEventDataError,
  type AddUserFrame,
  type RealtimeEvents,
  type RealtimeFrame,
} from './realtime/events.js';
export { SOCKET_STATUS, type SocketStatus } from './realtime/socket-status.js';
export { createRealtimeClient, reconnectDelayMs, type RealtimeClient, type WebSocketLike } from './realtime/socket-client.js';

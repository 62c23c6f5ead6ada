// The chat service's entry points for other modules; each area lives in its own file.
export { conversationPartnerIds } from './participants.js';
export { BLOCKED_MESSAGE } from './conversations.js';
export { conversationForQuote, postWorkMessage, type WorkMessage } from './work-messages.js';

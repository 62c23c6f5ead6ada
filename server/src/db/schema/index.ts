export * from './users.js';
export * from './platform.js';
export * from './businesses.js';
export * from './reviews.js';
export * from './notifications.js';
export * from './trust.js';
export * from './chat.js';
export * from './work.js';

export * from './contracts/contract.js';
export * from './contracts/common.js';
export * from './domain/statuses.js';
export * from './domain/vocabulary.js';

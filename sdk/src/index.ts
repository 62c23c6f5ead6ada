// The sdk's only public surface: the API contract, the business rules, and the client.
export * from './contracts/contract.js';
export { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, page, pageQuery } from './contracts/common.js';
export * from './contracts/index.js';
export * from './domain/statuses.js';
export * from './domain/vocabulary.js';

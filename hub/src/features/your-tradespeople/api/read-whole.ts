/** The customer's tradespeople; recommendations and connections change them, so both sit under these keys. */
export const yourTradespeopleKeys = {
  recommendations: ['recommendations', 'mine', 'all'] as const,
  connectedBusinesses: ['connections', 'businesses'] as const,
};

/** Lists are read whole: a customer has a handful of tradespeople, and merging needs every one. */
export const MAX_PAGES = 5;
export const PAGE_LIMIT = 100;

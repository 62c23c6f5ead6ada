/** Lists are read whole: a customer has a handful of tradespeople, and merging needs every one. */
export const MAX_PAGES = 5;
export const PAGE_LIMIT = 100;

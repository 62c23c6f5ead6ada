import type { Review } from '@tradeshub/sdk';
import { client } from './create-client.js';

const businessId = '0b6c1f52-3f7e-4c86-9d43-2a5f0c7e9b11';

// One namespace per service, one function per endpoint. The input is { params, query, body }
// as the contract names them; the answer is the contract's `data`, already checked.
const business = await client.business.getById({ params: { id: businessId } });
console.log(`${business.name}: ${business.rating.count} reviews`);

// Lists come in pages: pass nextCursor back as `cursor` until it is null.
const reviews: Review[] = [];
let cursor: string | undefined;
do {
  const page = await client.business.getReviews({ params: { id: businessId }, query: { limit: 50, cursor } });
  reviews.push(...page.items);
  cursor = page.nextCursor ?? undefined;
} while (cursor);

// Every call takes an AbortSignal; a cancelled call rejects with code ABORTED.
const categories = await client.business.getCategories({ params: { id: businessId } }, { signal: AbortSignal.timeout(5_000) });
console.log(categories.map((category) => category.title).join(', '));

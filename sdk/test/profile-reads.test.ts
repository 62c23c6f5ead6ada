import { describe, expect, test } from 'vitest';
import { businessContracts } from '../src/contracts/business.js';
import { workContracts } from '../src/contracts/work.js';
import { businessProfileReads, PROFILE_PAGE_SIZES } from '../src/domain/profile-reads.js';
import { prepareCall } from '../src/http/prepare-call.js';
import { buildUrl } from '../src/http/transport.js';

const BUSINESS_ID = '6f1c2a4e-8b1d-4c3a-9e2f-1a2b3c4d5e6f';

/** The address the client asks for a visitor, as the hub calls it for a profile's first page. */
const visitorUrl = (contract: Parameters<typeof prepareCall>[0], input: unknown) => {
  const { request } = prepareCall(contract, input, false);
  return buildUrl('', request.path, request.query);
};

describe("a business profile's first reads", () => {
  test('are the addresses the client asks for a visitor, with the page sizes the profile shows', () => {
    const reads = businessProfileReads(BUSINESS_ID);
    expect(reads.business).toBe(visitorUrl(businessContracts.getById, { params: { id: BUSINESS_ID } }));
    expect(reads.reviews).toBe(
      visitorUrl(businessContracts.getReviews, { params: { id: BUSINESS_ID }, query: { cursor: undefined, limit: PROFILE_PAGE_SIZES.reviews } }),
    );
    expect(reads.recommenders).toBe(
      visitorUrl(businessContracts.getRecommenders, { params: { id: BUSINESS_ID }, query: { cursor: undefined, limit: PROFILE_PAGE_SIZES.recommenders } }),
    );
    expect(reads.finishedWorks).toBe(
      visitorUrl(workContracts.getFinishedWorks, { query: { businessId: BUSINESS_ID, cursor: undefined, limit: PROFILE_PAGE_SIZES.finishedWorks } }),
    );
  });

  test('escape an id that is not a plain UUID rather than change the path', () => {
    expect(businessProfileReads('a/b?c').business).toBe('/backend-service/public/business/a%2Fb%3Fc');
  });
});

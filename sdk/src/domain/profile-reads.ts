// A business profile's first render, as public reads: what /business/view/:id asks the API
// for before it shows anything beyond its header, and the page sizes it asks for. The hub
// reads these through the client's contracts (a test holds each address equal to its contract's
// public path); the server puts a visitor's answers to the same addresses into the profile's
// HTML, so the page renders without waiting for them (docs/decisions/0061-route-preloads-and-first-reads.md).

/** How many reviews, recommenders and finished jobs a profile shows before "Show more". */
export const PROFILE_PAGE_SIZES = { reviews: 5, recommenders: 12, finishedWorks: 6 } as const;

/** The public GET addresses (path and query, as the client writes them for a visitor) of a profile's first reads. */
export function businessProfileReads(businessId: string) {
  const id = encodeURIComponent(businessId);
  return {
    business: `/backend-service/public/business/${id}`,
    reviews: `/backend-service/public/business/get-business-reviews/${id}?limit=${PROFILE_PAGE_SIZES.reviews}`,
    recommenders: `/backend-service/public/business/${id}/recommenders?limit=${PROFILE_PAGE_SIZES.recommenders}`,
    finishedWorks: `/backend-service/public/work/get-finished-works?businessId=${id}&limit=${PROFILE_PAGE_SIZES.finishedWorks}`,
  } as const;
}

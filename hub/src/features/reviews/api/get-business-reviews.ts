import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { businessProfileReads, PROFILE_PAGE_SIZES, type Review } from '@tradeshub/sdk';
import { businessKeys } from '../../../entities/business';
import { takeFirstPage } from '../../../lib/first-reads';
import { loadClient } from '../../../lib/load-client';

const REVIEWS_PAGE_SIZE = PROFILE_PAGE_SIZES.reviews;

/** The cache key of a business's review list: under the business, so the profile and its reviews refresh together. */
export const businessReviewsKey = businessKeys.reviews;

interface ReviewPage {
  items: Review[];
  nextCursor: string | null;
}
export type ReviewPages = InfiniteData<ReviewPage, string | undefined>;

/** GET business/get-business-reviews/:id, newest first, a few at a time; the first few may be in the profile's HTML. */
export function useBusinessReviews(businessId: string) {
  return useInfiniteQuery({
    queryKey: businessReviewsKey(businessId),
    queryFn: async ({ pageParam, signal }) => (await loadClient()).business.getReviews({ params: { id: businessId }, query: { cursor: pageParam, limit: REVIEWS_PAGE_SIZE } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    initialData: () => takeFirstPage<ReviewPage>(businessProfileReads(businessId).reviews),
  });
}

/** Replaces one review wherever it sits in the loaded pages. */
export function patchReview(pages: ReviewPages | undefined, reviewId: string, patch: (review: Review) => Review): ReviewPages | undefined {
  if (!pages) return pages;
  return { ...pages, pages: pages.pages.map((p) => ({ ...p, items: p.items.map((r) => (r.id === reviewId ? patch(r) : r)) })) };
}

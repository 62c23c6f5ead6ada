import { useQuery } from '@tanstack/react-query';
import type { LatLng } from '@tradeshub/sdk';
import { loadClient } from '../../../lib/load-client';

/** The most posts and job requests /map shows around a place at once. */
export const NEARBY_POSTS_LIMIT = 30;

/** Community posts and job requests within `radiusMiles` of a place (the community's local feed), newest first; null asks nothing. */
// Under the community's feed key, so a new post or upvote there refreshes this too.
const nearbyPostsKey = (centre: LatLng | null, radiusMiles: number) => ['community', 'feed', { kind: 'near', centre, radiusMiles }] as const;

export function useNearbyPosts(centre: LatLng | null, radiusMiles: number) {
  return useQuery({
    queryKey: nearbyPostsKey(centre, radiusMiles),
    // The client loads with the first read (lib/load-client.ts), not with the find pages' code.
    queryFn: async ({ signal }) =>
      (await loadClient()).community.getPosts(
        { query: { sort: 'NEWEST', latitude: centre!.lat, longitude: centre!.lng, radiusMiles, limit: NEARBY_POSTS_LIMIT } },
        { signal },
      ),
    enabled: centre !== null,
  });
}

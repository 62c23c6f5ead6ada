import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { LatLng, SearchFilter } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { mapTileSource } from '../../../lib/map-tiles';
import { useSession } from '../../../lib/session';
import { useNearbyPosts } from '../api/nearby-posts';
import type { useBusinessSearch } from '../api/search-businesses';
import { useLocalityCentres } from '../api/search-places';
import { approximatePosition } from '../result-positions';
import { mapRangeToFit, type FindSearch } from '../search-params';
import { CommunityActivityList, LayerToggle, communityPins, type MapLayer } from './community-activity';
import { ResultsList, ResultsSkeleton } from './results-list';
import { ResultsMap, type MapPin } from './results-map';
import { WITHIN_MILES } from './search-bar';

/** Where the search stands on its place: none needed, being looked up, found, or not. */
export type PlaceState = 'anywhere' | 'looking-up' | 'found' | 'not-found' | 'failed';

export interface ResultsProps {
  search: FindSearch;
  centre: LatLng | null;
  placeLabel: string;
  placeState: PlaceState;
  onRetryPlace(): void;
  results: ReturnType<typeof useBusinessSearch>;
  activeFilters: number;
  /** Opens the filters sheet; `opener` is the button, for focus to return to. */
  onOpenFilters(opener: HTMLElement): void;
  onClearFilters(): void;
  onFilterChange(patch: Partial<SearchFilter>): void;
  onShowAllTrades(): void;
  /** 'list' (the find page): the list first, the map beside it or a tap away on a phone; 'map' (/map): the map first and larger, the list always beside or under it. */
  layout?: 'list' | 'map';
}

/** Why nothing matched and what to try, in one or two sentences. */
function emptyAdvice(search: FindSearch, placeLabel: string | null, filtered: boolean): string {
  const trade = search.category ? ` offering ${search.category.toLowerCase()}` : '';
  const where = placeLabel ? ` covers ${placeLabel} within ${search.filter.distance[1]} miles` : ' matches';
  const tries = [placeLabel ? 'a wider distance' : null, filtered ? 'fewer filters' : null, search.category ? 'another trade' : null].filter(Boolean);
  const advice = tries.length > 1 ? `${tries.slice(0, -1).join(', ')} or ${tries.at(-1)}` : tries[0];
  return `Nobody${trade}${where}${filtered ? ' with these ratings' : ''} yet.${advice ? ` Try ${advice}.` : ''}`;
}

/** The results: a heading, then the list beside the map (or either, on a phone). */
export function Results(props: ResultsProps) {
  const { search, centre, placeLabel, placeState, results, activeFilters, layout = 'list' } = props;
  const [view, setView] = useState<'list' | 'map'>('list');
  // The map fits what the list shows until the person zooms it; a new search fits afresh.
  const searchKey = JSON.stringify([search.category, search.place, search.centre, search.filter.distance, search.filter.overall]);
  const [zoomedFor, setZoomedFor] = useState<string | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const items = results.data?.pages.flatMap((page) => page.items) ?? [];
  const townCentres = useLocalityCentres(centre ? items.map((item) => item.locality) : []);
  const mapFirst = layout === 'map';
  // /map also shows the community's posts and job requests around the place (signed-in members only).
  const [layer, setLayer] = useState<MapLayer>('trades');
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const showCommunity = mapFirst && layer === 'community' && placeState !== 'anywhere';
  const nearby = useNearbyPosts(showCommunity && isAuthenticated ? centre : null, search.filter.distance[1]);
  const posts = nearby.data?.items ?? [];

  const tradePins: MapPin[] = centre
    ? items.flatMap((item, i) => {
        const position = approximatePosition(item, centre, townCentres.get(item.locality));
        if (!position || item.distanceMiles === null) return [];
        const rating = item.rating.count > 0 ? item.rating.average : 0;
        return [{ id: item.id, number: i + 1, name: item.name, rating, distanceMiles: item.distanceMiles, position, href: paths.businessView(item.id) }];
      })
    : [];
  const pins = showCommunity ? communityPins(posts) : tradePins;

  const rangeMiles =
    zoomedFor === searchKey ? search.filter.selectedRange : mapRangeToFit(pins.map((pin) => pin.distanceMiles), search.filter.selectedRange);
  const zoomTo = (selectedRange: number) => {
    setZoomedFor(searchKey);
    props.onFilterChange({ selectedRange });
  };

  const what = search.category ?? 'Tradespeople';
  const heading = showCommunity
    ? `Community activity near ${placeLabel}`
    : placeState === 'anywhere'
      ? `${what} across the UK`
      : `${what} near ${placeLabel}`;
  const within = search.filter.distance[1];
  const wider = WITHIN_MILES.find((miles) => miles > within);
  const updating = results.isPlaceholderData || placeState === 'looking-up';
  // A place that could not be found has nothing to map: the message takes the full width.
  const showMap = placeState === 'found' || placeState === 'anywhere' || placeState === 'looking-up';
  const count = items.length;
  const summary = results.hasNextPage ? `Showing the first ${count}` : `${count} ${count === 1 ? 'tradesperson' : 'tradespeople'}`;

  let body: ReactNode;
  if (placeState === 'not-found') {
    body = (
      <EmptyState title={`We couldn't find "${placeLabel}"`}>
        Check the spelling, or try a nearby town or a full postcode such as LS1 4AP.
      </EmptyState>
    );
  } else if (placeState === 'failed') {
    body = <ErrorState title="We could not look up that place" error={null} onRetry={props.onRetryPlace} />;
  } else if (showCommunity) {
    body = (
      <CommunityActivityList
        placeLabel={placeLabel}
        signedIn={isAuthenticated}
        posts={posts}
        state={placeState === 'looking-up' ? 'pending' : nearby.status}
        error={nearby.error}
        onRetry={() => void nearby.refetch()}
        activeId={activeId}
        onActivate={setActiveId}
        returnTo={location.pathname + location.search}
      />
    );
  } else if (results.isError && count === 0) {
    body = <ErrorState title="We could not load tradespeople" error={results.error} onRetry={() => void results.refetch()} />;
  } else if (count === 0 && (results.isPending || updating)) {
    body = <ResultsSkeleton />;
  } else if (count === 0) {
    body = (
      <EmptyState
        title="No tradespeople match this search yet"
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {wider && placeState === 'found' && (
              <Button onClick={() => props.onFilterChange({ distance: [search.filter.distance[0], wider] })}>Search within {wider} miles</Button>
            )}
            {activeFilters > 0 && (
              <Button variant="secondary" onClick={props.onClearFilters}>
                Clear rating filters
              </Button>
            )}
            {search.category && (
              <Button variant="secondary" onClick={props.onShowAllTrades}>
                Show all trades
              </Button>
            )}
          </div>
        }
      >
        {emptyAdvice(search, placeState === 'found' ? placeLabel : null, activeFilters > 0)}
      </EmptyState>
    );
  } else {
    body = (
      <ResultsList
        results={items}
        activeId={activeId}
        onActivate={setActiveId}
        updating={updating}
        hasMore={results.hasNextPage}
        loadingMore={results.isFetchingNextPage}
        moreFailed={results.isFetchNextPageError}
        onShowMore={() => void results.fetchNextPage()}
      />
    );
  }

  const toggle = (value: 'list' | 'map', label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => setView(value)}
      className={`rounded-md px-3 py-1.5 text-sm font-semibold ${view === value ? 'bg-white text-brand-800 shadow-sm' : 'text-muted'}`}
    >
      {label}
    </button>
  );

  return (
    <section aria-labelledby="results-heading" className="mt-0 flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="results-heading" className="text-xl font-bold text-ink">
            {heading}
          </h2>
          <p className="text-sm text-muted" aria-live="polite">
            {showCommunity
              ? nearby.isSuccess && posts.length > 0
                ? `${posts.length} ${posts.length === 1 ? 'post' : 'posts'} within ${within} miles, newest first`
                : ' '
              : count > 0 && !updating
                ? `${summary} · ${search.filter.sort}`
                : updating
                  ? 'Updating results…'
                  : ' '}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {mapFirst && placeState !== 'anywhere' && <LayerToggle value={layer} onChange={setLayer} />}
          <Button variant="secondary" className="lg:hidden" onClick={(event) => props.onOpenFilters(event.currentTarget)}>
            Filters
            {activeFilters > 0 && (
              <span className="rounded-full bg-accent-600 px-1.5 text-xs text-white" aria-label={`${activeFilters} active`}>
                {activeFilters}
              </span>
            )}
          </Button>
          {showMap && !mapFirst && (
            <div role="group" aria-label="Show results as" className="flex rounded-lg bg-surface p-1 ring-1 ring-line md:hidden">
              {toggle('list', 'List')}
              {toggle('map', 'Map')}
            </div>
          )}
        </div>
      </div>

      {showMap ? (
        <div
          className={
            mapFirst
              ? 'flex flex-col gap-4 md:grid md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start'
              : 'md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-start md:gap-4'
          }
        >
          {!mapFirst && <div className={view === 'map' ? 'hidden md:block' : ''}>{body}</div>}
          <div className={`md:sticky md:top-20 ${!mapFirst && view === 'list' ? 'hidden md:block' : ''}`}>
            <div className={mapFirst ? 'h-[55vh] min-h-80 md:h-[calc(100vh-8.5rem)] md:max-h-[44rem]' : 'h-[65vh] min-h-80 md:h-[calc(100vh-8.5rem)] md:max-h-[40rem]'}>
              {centre ? (
                <ResultsMap
                  centre={centre}
                  centreLabel={placeLabel}
                  rangeMiles={rangeMiles}
                  searchLimitMiles={within}
                  pins={pins}
                  activeId={activeId}
                  onActivate={setActiveId}
                  onRangeChange={zoomTo}
                  tileSource={mapTileSource}
                  layer={showCommunity ? 'community' : 'trades'}
                />
              ) : placeState === 'looking-up' ? (
                <div aria-hidden className="h-full animate-pulse rounded-2xl border border-line bg-line/40" />
              ) : (
                <div className="flex h-full items-center justify-center rounded-2xl border border-dashed border-line bg-white p-6 text-center text-sm text-muted">
                  Choose a town or postcode to see these tradespeople on a map.
                </div>
              )}
            </div>
            {centre && pins.length > 0 && showCommunity && (
              <p className="mt-2 text-xs text-muted">Each marker sits at the neighbourhood a post came from, not at anyone&apos;s address.</p>
            )}
            {centre && pins.length > 0 && !showCommunity && (
              <p className="mt-2 text-xs text-muted">
                Pins show how far each tradesperson is from {placeLabel}, in the direction of their town. Exact addresses stay private.
              </p>
            )}
          </div>
          {mapFirst && (
            <div>
              <h3 className="sr-only">{showCommunity ? 'The same posts as a list' : 'The same tradespeople as a list'}</h3>
              {body}
            </div>
          )}
        </div>
      ) : (
        body
      )}
    </section>
  );
}

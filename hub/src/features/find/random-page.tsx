import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatRating, type BusinessSearchResult, type LatLng, type Place } from '@tradeshub/sdk';
import { Button } from '../../components/ui/button';
import { RatingBadge } from '../../components/ui/rating-badge';
import { EmptyState, ErrorState } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { toLatLng } from '../../entities/places';
import { usePageHeader } from '../../lib/page-header';
import { useRandomPool } from './api/get-random-pool';
import { FindPrompt } from './components/find-prompt';
import { SearchBar, WITHIN_MILES } from './components/search-bar';
import { milesLabel } from './format-distance';
import { useFindSearch } from './hooks/use-find-search';
import { useSearchPlace } from './hooks/use-search-place';
import { RANDOM_MIN_RATING, RANDOM_POOL_SIZE, drawRandomTradesperson } from './random-pick';
import { toSearchBody, type FindSearch } from './search-params';

const SHOWN_KEY = 'tradeshub.random.shown';

function readShown(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The search /random makes: the visitor's trade and distance, well rated and most recommended first. */
function randomSearchBody(search: FindSearch, centre: LatLng) {
  return {
    ...toSearchBody(search, centre),
    overall: [RANDOM_MIN_RATING, 5] as [number, number],
    sort: 'Most Recommended' as const,
    limit: RANDOM_POOL_SIZE,
  };
}

function TradespersonCard({ business, onAnother, canDrawAgain }: { business: BusinessSearchResult; onAnother: () => void; canDrawAgain: boolean }) {
  const trades = business.categories.map((c) => c.title).join(', ');
  return (
    <article aria-labelledby="random-name" className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Recommended near you</p>
          <h2 id="random-name" tabIndex={-1} className="mt-1 text-2xl font-bold text-ink focus:outline-none sm:text-3xl">
            {business.name}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {trades} · {business.locality}
            {business.distanceMiles !== null && ` · ${milesLabel(business.distanceMiles)} away`}
          </p>
        </div>
        <RatingBadge rating={business.rating.average} size="xl" />
      </div>
      <p className="mt-4 font-medium text-accent-700">
        Rated {formatRating(business.rating.average)} from {business.rating.count} reviews · recommended {business.recommendationCount}{' '}
        {business.recommendationCount === 1 ? 'time' : 'times'}
      </p>
      {business.description && <p className="mt-3 leading-relaxed text-ink">{business.description}</p>}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={paths.businessView(business.id)} className="inline-flex min-h-10 items-center rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600">
          See their profile
        </Link>
        {canDrawAgain && (
          <Button variant="secondary" onClick={onAnother}>
            Show me another
          </Button>
        )}
      </div>
    </article>
  );
}

/** /random: one well-rated, recommended tradesperson near the visitor, a different one each time. */
export default function RandomPage() {
  usePageHeader('A tradesperson at random');
  const [search, update] = useFindSearch();
  const place = useSearchPlace(search, update);
  const pool = useRandomPool(place.centre ? randomSearchBody(search, place.centre) : null);
  const [pick, setPick] = useState<BusinessSearchResult | null>(null);

  const draw = (candidates: readonly BusinessSearchResult[]) => {
    const result = drawRandomTradesperson(candidates, readShown(), Math.random());
    setPick(result?.pick ?? null);
    if (result) sessionStorage.setItem(SHOWN_KEY, JSON.stringify(result.shown));
  };
  // A new pool (another place, trade or distance) draws afresh.
  useEffect(() => {
    if (pool.data) draw(pool.data);
  }, [pool.data]);

  const another = () => {
    if (!pool.data) return;
    draw(pool.data);
    requestAnimationFrame(() => document.getElementById('random-name')?.focus());
  };
  const within = search.filter.distance[1];
  const wider = WITHIN_MILES.find((miles) => miles > within);

  let body;
  if (!place.hasPlace) {
    body = (
      <FindPrompt onPickTown={(town) => update({ place: town, centre: null })} onUseLocation={place.location.locate} locating={place.location.status.state === 'locating'} />
    );
  } else if (place.placeState === 'not-found') {
    body = <EmptyState title={`We couldn't find "${place.placeLabel}"`}>Check the spelling, or try a nearby town or a full postcode.</EmptyState>;
  } else if (place.placeState === 'failed') {
    body = <ErrorState title="We could not look up that place" error={null} onRetry={place.retryLookup} />;
  } else if (pool.isError) {
    body = <ErrorState title="We could not find a tradesperson just now" error={pool.error} onRetry={() => void pool.refetch()} />;
  } else if (!pool.data || (pool.data.length > 0 && !pick)) {
    body = <div role="status" aria-label="Finding a tradesperson" className="h-72 animate-pulse rounded-3xl bg-line/60" />;
  } else if (!pick) {
    body = (
      <EmptyState
        title="Nobody to suggest here yet"
        action={wider && <Button onClick={() => update((s) => ({ filter: { ...s.filter, distance: [s.filter.distance[0], wider] } }))}>Look within {wider} miles</Button>}
      >
        No {search.category ? search.category.toLowerCase() : 'tradesperson'} within {within} miles of {place.placeLabel} is rated {RANDOM_MIN_RATING} or
        more and recommended yet.
      </EmptyState>
    );
  } else {
    body = <TradespersonCard business={pick} onAnother={another} canDrawAgain={pool.data.length > 1} />;
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <div>
        <h1 className="text-xl font-bold text-ink">Meet a tradesperson your neighbours recommend</h1>
        <p className="mt-1 text-sm text-muted">
          One well-rated, recommended tradesperson near you, picked at random: press Show me another for someone else.
        </p>
      </div>
      <SearchBar
        category={search.category}
        placeLabel={place.placeLabel}
        distance={search.filter.distance}
        locationStatus={place.location.status}
        onCategoryChange={(category) => update({ category })}
        onPlaceSelect={(chosen: Place) => update({ place: chosen.name, centre: toLatLng(chosen) })}
        onPlaceText={(text) => update({ place: text, centre: null })}
        onDistanceChange={(distance) => update((s) => ({ filter: { ...s.filter, distance } }))}
        onUseLocation={place.location.locate}
        onDismissLocationError={place.location.dismiss}
      />
      {body}
    </div>
  );
}

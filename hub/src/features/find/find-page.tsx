import { useCallback, useState } from 'react';
import { defaultSearchFilter, type LatLng, type Place, type SearchFilter } from '@tradeshub/sdk';
import { usePageHeader } from '../../lib/page-header';
import { useBusinessSearch } from './api/search-businesses';
import { toLatLng } from '../../entities/places';
import { usePlaceLookup } from './api/search-places';
import { FilterPanel } from './components/filter-panel';
import { FiltersDialog } from './components/filters-dialog';
import { FindPrompt } from './components/find-prompt';
import { Results, type PlaceState } from './components/results';
import { SearchBar } from './components/search-bar';
import { useCurrentLocation } from './hooks/use-current-location';
import { useFindSearch } from './hooks/use-find-search';
import { countActiveFilters, toSearchBody } from './search-params';

/** The place as the page names it: the town typed or chosen, or the customer's own position. */
function placeLabelOf(place: string | null, centre: LatLng | null): string {
  return place ?? (centre ? 'your location' : '');
}

/** /findabussiness: find tradespeople by trade, place and ratings; every choice lives in the URL. */
export default function FindPage() {
  usePageHeader('Find a tradesperson');
  const [search, update] = useFindSearch();
  const [filtersOpen, setFiltersOpen] = useState(false);

  const onLocated = useCallback((point: LatLng) => update({ place: null, centre: point }), [update]);
  const location = useCurrentLocation(onLocated);

  // A place without coordinates (typed, or from a shared link) is looked up first: the map needs its centre.
  const lookup = usePlaceLookup(search.centre ? null : search.place);
  const centre = search.centre ?? (lookup.data ? toLatLng(lookup.data) : null);
  const hasPlace = search.place !== null || search.centre !== null;
  const placeState: PlaceState = !hasPlace
    ? 'anywhere'
    : centre
      ? 'found'
      : lookup.isError
        ? 'failed'
        : lookup.fetchStatus === 'fetching'
          ? 'looking-up'
          : 'not-found';
  const wantsSearch = hasPlace || search.category !== null;
  const canSearch = wantsSearch && (placeState === 'found' || placeState === 'anywhere');
  const results = useBusinessSearch(canSearch ? toSearchBody(search, centre) : null);

  const setFilter = (patch: Partial<SearchFilter>) => update((s) => ({ filter: { ...s.filter, ...patch } }), { replace: true });
  const clearFilters = () =>
    update((s) => ({ filter: { ...defaultSearchFilter(), distance: s.filter.distance, selectedRange: s.filter.selectedRange } }), { replace: true });
  const activeFilters = countActiveFilters(search.filter);
  const placeLabel = placeLabelOf(search.place, search.centre);

  return (
    <div className="flex flex-col gap-5">
      <h1 className="sr-only">Find a tradesperson</h1>
      <SearchBar
        category={search.category}
        placeLabel={placeLabel}
        distance={search.filter.distance}
        locationStatus={location.status}
        onCategoryChange={(category) => update({ category })}
        onPlaceSelect={(place: Place) => update({ place: place.name, centre: toLatLng(place) })}
        onPlaceText={(text) => update({ place: text, centre: null })}
        onDistanceChange={(distance) => update((s) => ({ filter: { ...s.filter, distance } }))}
        onUseLocation={location.locate}
        onDismissLocationError={location.dismiss}
      />

      {!wantsSearch ? (
        <FindPrompt onPickTown={(town) => update({ place: town, centre: null })} onUseLocation={location.locate} locating={location.status.state === 'locating'} />
      ) : (
        <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-6">
          <aside aria-labelledby="filters-heading" className="hidden lg:block">
            <div className="sticky top-20 rounded-2xl border border-line bg-white p-4 shadow-sm">
              <div className="mb-3 flex items-baseline justify-between">
                <h2 id="filters-heading" className="font-semibold text-ink">
                  Filters
                </h2>
                {activeFilters > 0 && (
                  <button type="button" onClick={clearFilters} className="text-sm font-medium text-brand-700 hover:underline">
                    Clear ({activeFilters})
                  </button>
                )}
              </div>
              <FilterPanel filter={search.filter} onChange={setFilter} />
            </div>
          </aside>
          <Results
            search={search}
            centre={centre}
            placeLabel={placeLabel}
            placeState={placeState}
            onRetryPlace={() => void lookup.refetch()}
            results={results}
            activeFilters={activeFilters}
            onOpenFilters={() => setFiltersOpen(true)}
            onClearFilters={clearFilters}
            onFilterChange={setFilter}
            onShowAllTrades={() => update({ category: null })}
          />
        </div>
      )}

      <FiltersDialog
        open={filtersOpen}
        filter={search.filter}
        activeCount={activeFilters}
        onChange={setFilter}
        onClear={clearFilters}
        onClose={() => setFiltersOpen(false)}
      />
    </div>
  );
}

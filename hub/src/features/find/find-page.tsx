import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { defaultSearchFilter, type Place, type SearchFilter } from '@tradeshub/sdk';
import { HydrateLater } from '../../lib/hydrate-later';
import { usePageHeader } from '../../lib/page-header';
import { useBusinessSearch } from './api/search-businesses';
import { toLatLng } from '../../entities/places';
import { FilterPanel } from './components/filter-panel';
import { FindPrompt } from './components/find-prompt';
import { Results } from './components/results';
import { SearchBar } from './components/search-bar';
import { useFindSearch } from './hooks/use-find-search';
import { useSearchPlace } from './hooks/use-search-place';
import { countActiveFilters, toSearchBody } from './search-params';

// The phone's filters sheet (Headless UI's dialog) loads when first opened, not with the page.
const FiltersDialog = lazy(() => import('./components/filters-dialog').then((module) => ({ default: module.FiltersDialog })));

export interface FindViewProps {
  /** 'list' on /findabussiness (the list first, the map beside it); 'map' on /map (the map first and larger, the list beside it). */
  layout: 'list' | 'map';
}

/** The search, its filters and its results, shared by /findabussiness and /map; every choice lives in the URL. */
export function FindView({ layout }: FindViewProps) {
  const [search, update] = useFindSearch();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Mounted from the first opening on, so closing can still animate; never before it.
  const [filtersOpened, setFiltersOpened] = useState(false);
  const filtersOpener = useRef<HTMLElement | null>(null);
  // The dialog returns focus to what had it before it opened, from a record its code keeps once
  // loaded: on the first opening, which loads it, that record is empty, so the page returns it.
  useEffect(() => {
    const opener = filtersOpener.current;
    if (filtersOpen || !opener) return;
    // A frame later: the sheet's portal is gone by then, and with it the focus it held.
    const frame = requestAnimationFrame(() => {
      if (opener.isConnected && document.activeElement === document.body) opener.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [filtersOpen]);
  const { centre, hasPlace, placeState, placeLabel, location, retryLookup } = useSearchPlace(search, update);
  const wantsSearch = hasPlace || search.category !== null;
  const canSearch = wantsSearch && (placeState === 'found' || placeState === 'anywhere');
  const results = useBusinessSearch(canSearch ? toSearchBody(search, centre) : null);

  const setFilter = (patch: Partial<SearchFilter>) => update((s) => ({ filter: { ...s.filter, ...patch } }), { replace: true });
  const clearFilters = () =>
    update((s) => ({ filter: { ...defaultSearchFilter(), distance: s.filter.distance, selectedRange: s.filter.selectedRange } }), { replace: true });
  const activeFilters = countActiveFilters(search.filter);

  return (
    <div className="flex flex-col gap-5">
      <h1 className="sr-only">{layout === 'map' ? 'Tradespeople on the map' : 'Find a tradesperson'}</h1>
      <HydrateLater>
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
      </HydrateLater>

      {!wantsSearch ? (
        <HydrateLater>
          <FindPrompt onPickTown={(town) => update({ place: town, centre: null })} onUseLocation={location.locate} locating={location.status.state === 'locating'} />
        </HydrateLater>
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
            onRetryPlace={retryLookup}
            layout={layout}
            results={results}
            activeFilters={activeFilters}
            onOpenFilters={(opener) => {
              filtersOpener.current = opener;
              setFiltersOpened(true);
              setFiltersOpen(true);
            }}
            onClearFilters={clearFilters}
            onFilterChange={setFilter}
            onShowAllTrades={() => update({ category: null })}
          />
        </div>
      )}

      {filtersOpened && (
        <Suspense fallback={null}>
          <FiltersDialog
            open={filtersOpen}
            filter={search.filter}
            activeCount={activeFilters}
            onChange={setFilter}
            onClear={clearFilters}
            onClose={() => setFiltersOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

/** /findabussiness: find tradespeople by trade, place and ratings. */
export default function FindPage() {
  usePageHeader('Find a tradesperson');
  return <FindView layout="list" />;
}

import { CATEGORIES, type CategoryTitle, type Place, type SliderRange } from '@tradeshub/sdk';
import { SelectField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import type { LocationStatus } from '../hooks/use-current-location';
import { PlaceField } from './place-field';

/** How far the customer will look, in miles; 21 is the spec's default. */
export const WITHIN_MILES = [5, 10, 15, 21, 30, 50, 100] as const;

export interface SearchBarProps {
  category: CategoryTitle | null;
  placeLabel: string;
  distance: SliderRange;
  locationStatus: LocationStatus;
  onCategoryChange(category: CategoryTitle | null): void;
  onPlaceSelect(place: Place): void;
  onPlaceText(text: string): void;
  onDistanceChange(distance: SliderRange): void;
  onUseLocation(): void;
  onDismissLocationError(): void;
}

function LocateIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3" strokeLinecap="round" />
    </svg>
  );
}

/** What, where and how far: the three things every search needs. */
export function SearchBar(props: SearchBarProps) {
  const { category, placeLabel, distance, locationStatus } = props;
  const within = distance[1];
  const withinOptions = WITHIN_MILES.some((m) => m === within) ? WITHIN_MILES : [...WITHIN_MILES, within].sort((a, b) => a - b);
  const locating = locationStatus.state === 'locating';

  return (
    <div role="search" aria-label="Find a tradesperson" className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_10rem]">
        <SelectField
          label="Trade"
          value={category ?? ''}
          onChange={(e) => props.onCategoryChange(CATEGORIES.find((c) => c === e.target.value) ?? null)}
        >
          <option value="">All trades</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <PlaceField
          value={placeLabel.charAt(0).toUpperCase() + placeLabel.slice(1)}
          onSelect={props.onPlaceSelect}
          onTextChange={props.onPlaceText}
          action={
            <button
              type="button"
              onClick={props.onUseLocation}
              disabled={locating}
              aria-label="Use my location"
              title="Use my location"
              className="flex h-9 w-9 items-center justify-center rounded-md text-brand-600 hover:bg-brand-50 disabled:text-muted"
            >
              {locating ? <Spinner size="sm" /> : <LocateIcon />}
            </button>
          }
        />
        <SelectField
          label="Within"
          value={String(within)}
          onChange={(e) => props.onDistanceChange([Math.min(distance[0], Number(e.target.value)), Number(e.target.value)])}
        >
          {withinOptions.map((miles) => (
            <option key={miles} value={miles}>
              {miles} miles
            </option>
          ))}
        </SelectField>
      </div>
      {locating && (
        <p role="status" className="mt-2 text-sm text-muted">
          Finding your location…
        </p>
      )}
      {locationStatus.state === 'failed' && (
        <div role="alert" className="mt-3 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-ink">
          <p className="flex-1">{locationStatus.message}</p>
          <button type="button" onClick={props.onDismissLocationError} aria-label="Dismiss" className="-m-1 rounded p-1 leading-none text-muted hover:text-ink">
            ✕
          </button>
        </div>
      )}
    </div>
  );
}

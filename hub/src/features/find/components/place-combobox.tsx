import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { Place } from '@tradeshub/sdk';
import { Spinner } from '../../../components/ui/spinner';
import { usePlaceSuggestions } from '../api/search-places';
import { useDebouncedValue } from '../hooks/use-debounced-value';

const TYPING_DEBOUNCE_MS = 250;

/** What the box holds: a chosen suggestion, or the name from the URL before it is looked up. */
interface PlaceChoice {
  name: string;
  place: Place | null;
}

export interface PlaceComboboxProps {
  /** The place being searched around, as the URL names it ('' when none). */
  value: string;
  onSelect(place: Place): void;
  /** Typed text submitted without picking a suggestion. */
  onTextChange(text: string): void;
  /** A button inside the box, e.g. "Use my location". */
  action?: ReactNode;
}

const placeDetail = (place: Place) => [place.kind === 'postcode' ? 'Postcode' : null, place.region].filter(Boolean).join(' · ');

/** A town or postcode box with suggestions from places/search as the customer types. */
export function PlaceCombobox({ value, onSelect, onTextChange, action }: PlaceComboboxProps) {
  const [query, setQuery] = useState(value);
  // A new place from outside (Back, a quick pick, "Use my location") replaces what was typed.
  useEffect(() => setQuery(value), [value]);
  const settled = useDebouncedValue(query, TYPING_DEBOUNCE_MS);
  const suggestions = usePlaceSuggestions(settled);
  const typing = query.trim().length >= 2 && (settled !== query || suggestions.isFetching);
  const places = query.trim().length >= 2 ? (suggestions.data ?? []) : [];
  const selected: PlaceChoice | null = value ? { name: value, place: null } : null;

  return (
    <Field className="flex flex-col gap-1">
      <Label className="text-sm font-medium text-ink">Town or postcode</Label>
      <Combobox<PlaceChoice | null>
        value={selected}
        by={(a, b) => a?.name === b?.name}
        onChange={(choice) => {
          if (choice?.place) onSelect(choice.place);
        }}
        onClose={() => setQuery(value)}
      >
        <div className="relative">
          <ComboboxInput<PlaceChoice | null>
            className="w-full rounded-lg border border-line bg-white py-2 pr-11 pl-3 text-sm text-ink shadow-sm outline-none transition placeholder:text-muted/70 focus:border-brand-400 focus:ring-2 focus:ring-brand-200"
            placeholder="e.g. Leeds or LS1 4AP"
            autoComplete="off"
            displayValue={(choice) => choice?.name ?? ''}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              // Enter with no suggestion highlighted searches for the typed text as it is.
              if (event.key === 'Enter' && places.length === 0 && query.trim()) {
                event.preventDefault();
                onTextChange(query.trim());
              }
            }}
          />
          {action && <div className="absolute inset-y-0 right-1 flex items-center">{action}</div>}
        </div>
        <ComboboxOptions
          anchor={{ to: 'bottom start', gap: 4 }}
          className="z-40 w-(--input-width) min-w-64 rounded-xl border border-line bg-white p-1 shadow-lg empty:invisible"
        >
          {places.map((place) => (
            <ComboboxOption
              key={`${place.name}-${place.latitude}-${place.longitude}`}
              value={{ name: place.name, place }}
              className="flex cursor-pointer items-baseline justify-between gap-3 rounded-lg px-3 py-2 text-sm data-focus:bg-brand-50"
            >
              <span className="font-medium text-ink">{place.name}</span>
              <span className="text-xs text-muted">{placeDetail(place)}</span>
            </ComboboxOption>
          ))}
          {places.length === 0 && query.trim().length >= 2 && (
            <div className="px-3 py-2 text-sm text-muted" role="status">
              {typing ? <Spinner size="sm" label="Looking for places…" /> : `No UK towns match "${query.trim()}". Try a nearby town or a full postcode.`}
            </div>
          )}
        </ComboboxOptions>
      </Combobox>
    </Field>
  );
}

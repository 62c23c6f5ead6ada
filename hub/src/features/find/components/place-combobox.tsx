import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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

/** The plain box's state when the combobox replaced it while the person was in it. */
export interface PlaceTakeOver {
  text: string;
  selectionStart: number | null;
  selectionEnd: number | null;
}

export interface PlaceComboboxProps {
  /** The input's id, which the field's label names. */
  id: string;
  /** The place being searched around, as the URL names it ('' when none). */
  value: string;
  onSelect(place: Place): void;
  /** Typed text submitted without picking a suggestion. */
  onTextChange(text: string): void;
  /** Set when the person was already in the box: focus and what they typed carry over. */
  takeOver: PlaceTakeOver | null;
  /** The input's look, the same as the plain box it replaces. */
  className: string;
}

const placeDetail = (place: Place) => [place.kind === 'postcode' ? 'Postcode' : null, place.region].filter(Boolean).join(' · ');

// React and Preact track an input's value through its setter: text put in with the prototype's
// setter reads as typed, so the input event that follows reaches onChange.
const setTypedValue = (input: HTMLInputElement, text: string) => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);

/** The town or postcode box with suggestions from places/search as the customer types (Headless UI's combobox, loaded on first use by PlaceField). */
export function PlaceCombobox({ id, value, onSelect, onTextChange, takeOver, className }: PlaceComboboxProps) {
  const [query, setQuery] = useState(value);
  // A new place from outside (Back, a quick pick, "Use my location") replaces what was typed.
  useEffect(() => setQuery(value), [value]);
  const input = useRef<HTMLInputElement>(null);
  // The box is focused as the swap is drawn, before the browser handles another event: until
  // then focus is nowhere, and a key pressed before a later effect would be lost.
  const valueAtSwap = useRef('');
  useLayoutEffect(() => {
    const box = input.current;
    if (!takeOver || !box) return;
    box.focus();
    valueAtSwap.current = box.value;
  }, []);
  // What the plain box held, then anything typed into this one since it was drawn.
  useEffect(() => {
    const box = input.current;
    if (!takeOver || !box) return;
    const typedSince = box.value.startsWith(valueAtSwap.current) ? box.value.slice(valueAtSwap.current.length) : '';
    const text = takeOver.text + typedSince;
    if (text !== box.value) {
      setTypedValue(box, text);
      // As a keystroke would: the query follows and the suggestions open.
      box.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (!typedSince) box.setSelectionRange(takeOver.selectionStart, takeOver.selectionEnd);
    // Only the first mount takes over the plain box.
  }, []);
  const settled = useDebouncedValue(query, TYPING_DEBOUNCE_MS);
  const suggestions = usePlaceSuggestions(settled);
  const typing = query.trim().length >= 2 && (settled !== query || suggestions.isFetching);
  const places = query.trim().length >= 2 ? (suggestions.data ?? []) : [];
  const selected: PlaceChoice | null = value ? { name: value, place: null } : null;

  return (
    <Combobox<PlaceChoice | null>
      value={selected}
      by={(a, b) => a?.name === b?.name}
      onChange={(choice) => {
        if (choice?.place) onSelect(choice.place);
      }}
      onClose={() => setQuery(value)}
    >
      <ComboboxInput<PlaceChoice | null>
        ref={input}
        id={id}
        className={className}
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
  );
}

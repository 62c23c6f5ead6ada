import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode, type Ref } from 'react';
import { MIN_PLACE_QUERY_LENGTH, placeSearchQueryOptions } from '../../entities/places';
import { Spinner } from './spinner';

/** A UK place chosen from the suggestions: its name and where it is on the map. */
export interface PlaceChoice {
  name: string;
  region: string | null;
  latitude: number;
  longitude: number;
}

export interface PlacePickerProps {
  label: string;
  /** The chosen place; null until the person picks one of the suggestions. */
  value: PlaceChoice | null;
  onChange: (place: PlaceChoice | null) => void;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  /** react-hook-form's field ref, so a validation error can focus the input. */
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  autoComplete?: string;
}

const TYPING_PAUSE_MS = 250;

/** The text after the person stops typing for a moment, so every keystroke is not a request. */
function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

const samePlace = (a: PlaceChoice | null, b: PlaceChoice | null) =>
  a === b || (a !== null && b !== null && a.name === b.name && a.latitude === b.latitude && a.longitude === b.longitude);

/**
 * A town field that only accepts a place from the suggestions, so every address it fills has
 * coordinates (the contract requires latitude and longitude). Typing without choosing leaves
 * the previous choice in place.
 */
export function PlacePicker({ label, value, onChange, error, hint, placeholder, inputRef, onBlur, autoComplete = 'off' }: PlacePickerProps) {
  const [text, setText] = useState('');
  const settled = useSettledText(text.trim());
  const searching = settled.length >= MIN_PLACE_QUERY_LENGTH;

  const places = useQuery({ ...placeSearchQueryOptions(settled), enabled: searching });
  const options: PlaceChoice[] = (places.data ?? []).map(({ name, region, latitude, longitude }) => ({ name, region, latitude, longitude }));
  const stillTyping = text.trim() !== settled;

  let status: ReactNode = null;
  if (text.trim().length < MIN_PLACE_QUERY_LENGTH) status = 'Type at least two letters of a UK town or city.';
  else if (stillTyping || places.isFetching) status = <Spinner size="sm" label="Looking up places…" />;
  else if (places.isError) status = 'We could not look up places just now. Check your connection and try again.';
  else if (options.length === 0) status = `No UK towns match “${settled}”. Check the spelling or try a nearby town.`;

  return (
    <Field className="flex flex-col gap-1">
      <Label className="text-sm font-medium text-ink">{label}</Label>
      <Combobox value={value} onChange={onChange} by={samePlace} onClose={() => setText('')}>
        <div className="relative">
          <ComboboxInput
            ref={inputRef}
            aria-invalid={error ? true : undefined}
            autoComplete={autoComplete}
            placeholder={placeholder}
            displayValue={(place: PlaceChoice | null) => place?.name ?? ''}
            onChange={(event) => setText(event.target.value)}
            onBlur={onBlur}
            className={`w-full rounded-lg border bg-white py-2 pr-9 pl-3 text-sm text-ink shadow-sm outline-none transition placeholder:text-muted/70 focus:border-brand-400 focus:ring-2 focus:ring-brand-200 ${error ? 'border-danger' : 'border-line'}`}
          />
          <svg aria-hidden viewBox="0 0 20 20" className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-muted" fill="currentColor">
            <path d="M10 2a6 6 0 0 0-6 6c0 4.5 6 10 6 10s6-5.5 6-10a6 6 0 0 0-6-6Zm0 8.2A2.2 2.2 0 1 1 10 5.8a2.2 2.2 0 0 1 0 4.4Z" />
          </svg>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          modal={false}
          className="z-50 mt-1 max-h-72 w-(--input-width) overflow-auto rounded-xl border border-line bg-white p-1 shadow-xl empty:invisible"
        >
          {status ? (
            <div className="px-3 py-2 text-sm text-muted">{status}</div>
          ) : (
            options.map((place) => (
              <ComboboxOption
                key={`${place.name}:${place.latitude}:${place.longitude}`}
                value={place}
                className="flex cursor-pointer flex-col rounded-lg px-3 py-2 text-sm data-focus:bg-brand-50 data-selected:font-semibold"
              >
                <span className="text-ink">{place.name}</span>
                {place.region && <span className="text-xs text-muted">{place.region}</span>}
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </Combobox>
      {hint && !error && <Description className="text-xs text-muted">{hint}</Description>}
      {error && (
        <Description role="alert" className="text-sm text-danger">
          {error}
        </Description>
      )}
      <span className="sr-only" aria-live="polite">
        {!stillTyping && searching && places.isSuccess ? `${options.length} places found` : ''}
      </span>
    </Field>
  );
}

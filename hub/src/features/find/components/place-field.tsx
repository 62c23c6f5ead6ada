import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Place } from '@tradeshub/sdk';
import type { PlaceComboboxProps, PlaceTakeOver } from './place-combobox';

const INPUT_CLASS =
  'w-full rounded-lg border border-line bg-white py-2 pr-11 pl-3 text-sm text-ink shadow-sm outline-none transition placeholder:text-muted/70 focus:border-brand-400 focus:ring-2 focus:ring-brand-200';

type PlaceCombobox = ComponentType<PlaceComboboxProps>;

// The combobox (Headless UI, its positioning and the place look-ups, about 30 KB gz) is not
// part of the first paint: it loads when the person comes to the box, once per visit.
let loaded: PlaceCombobox | null = null;
let loading: Promise<PlaceCombobox> | null = null;
const loadPlaceCombobox = () =>
  (loading ??= import('./place-combobox').then(
    (module) => (loaded = module.PlaceCombobox),
    (error: unknown) => {
      // Offline, or a new build replaced the chunk: the plain box still searches; the next visit to it tries again.
      loading = null;
      throw error;
    },
  ));

export interface PlaceFieldProps {
  /** The place being searched around, as the URL names it ('' when none). */
  value: string;
  onSelect(place: Place): void;
  /** Typed text submitted without picking a suggestion. */
  onTextChange(text: string): void;
  /** A button inside the box, e.g. "Use my location". */
  action?: ReactNode;
}

/**
 * "Town or postcode": a plain text box until the person points at it, touches it or moves into
 * it, then the combobox with suggestions in its place, keeping their focus, text and caret.
 * Until then Enter searches for the typed text, as the combobox does when nothing is suggested.
 */
export function PlaceField({ value, onSelect, onTextChange, action }: PlaceFieldProps) {
  const id = useId();
  const [Combobox, setCombobox] = useState<PlaceCombobox | null>(() => loaded);
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  // What the plain box holds while the person is in it, kept at every keystroke: the combobox
  // takes over what it holds when it replaces it, so a letter typed while its code arrived, or
  // before the swap was drawn, is not lost.
  const inPlainBox = useRef<PlaceTakeOver | null>(null);
  const remember = (box: HTMLInputElement) => {
    inPlainBox.current = { text: box.value, selectionStart: box.selectionStart, selectionEnd: box.selectionEnd };
  };

  const load = () => {
    loadPlaceCombobox().then(
      (component) => setCombobox(() => component),
      () => undefined,
    );
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Town or postcode
      </label>
      <div className="relative">
        {Combobox ? (
          <Combobox id={id} value={value} onSelect={onSelect} onTextChange={onTextChange} takeOver={inPlainBox.current} className={INPUT_CLASS} />
        ) : (
          <input
            id={id}
            role="combobox"
            type="text"
            aria-expanded={false}
            aria-autocomplete="list"
            className={INPUT_CLASS}
            placeholder="e.g. Leeds or LS1 4AP"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              remember(event.currentTarget);
            }}
            onSelect={(event) => remember(event.currentTarget)}
            onKeyUp={(event) => remember(event.currentTarget)}
            onPointerEnter={load}
            onTouchStart={load}
            onFocus={(event) => {
              remember(event.currentTarget);
              load();
            }}
            onBlur={() => {
              inPlainBox.current = null;
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && text.trim()) {
                event.preventDefault();
                onTextChange(text.trim());
              }
            }}
          />
        )}
        {action && <div className="absolute inset-y-0 right-1 flex items-center">{action}</div>}
      </div>
    </div>
  );
}

import { useId, type Ref } from 'react';
import type { Category } from '@tradeshub/sdk';

interface CategoryChipsProps {
  legend: string;
  hint?: string;
  options: readonly Category[];
  value: readonly Category[];
  onChange: (next: Category[]) => void;
  error?: string;
  /** Given to the first chip, so a validation error can move focus to the list. */
  inputRef?: Ref<HTMLInputElement>;
}

/** The work categories as toggle chips: real checkboxes, so keyboards and screen readers get a list of choices. */
export function CategoryChips({ legend, hint, options, value, onChange, error, inputRef }: CategoryChipsProps) {
  const id = useId();
  const chosen = new Set(value.map((c) => c.id));
  const toggle = (category: Category) =>
    onChange(chosen.has(category.id) ? value.filter((c) => c.id !== category.id) : [...value, category]);

  return (
    <fieldset aria-describedby={`${id}-hint ${error ? `${id}-error` : ''}`.trim()} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted">
        {hint} {value.length > 0 && <span className="font-semibold text-brand-700">{value.length} chosen.</span>}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map((category, index) => (
          <label
            key={category.id}
            className="group relative inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-line bg-white px-3 py-1.5 text-sm text-ink transition select-none hover:border-brand-300 hover:bg-brand-50 has-checked:border-brand-500 has-checked:bg-brand-500 has-checked:text-white has-focus-visible:ring-3 has-focus-visible:ring-accent-300"
          >
            <input
              ref={index === 0 ? inputRef : undefined}
              type="checkbox"
              className="sr-only"
              checked={chosen.has(category.id)}
              onChange={() => toggle(category)}
            />
            <svg aria-hidden viewBox="0 0 16 16" className="hidden h-3.5 w-3.5 group-has-checked:block" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="m3 8.5 3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {category.title}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

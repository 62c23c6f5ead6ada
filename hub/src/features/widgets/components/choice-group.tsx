import { useId } from 'react';

interface Option<T extends string> {
  value: T;
  label: string;
  description?: string;
}

/** A labelled group of radio buttons drawn as cards; arrow keys move between them as usual. */
export function ChoiceGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  columns = 'sm:grid-cols-2',
}: {
  legend: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
  columns?: string;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className={`grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer gap-3 rounded-xl border p-3 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-400 ${
              option.value === value ? 'border-brand-500 bg-brand-50' : 'border-line bg-white hover:bg-surface'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 accent-brand-500"
            />
            <span>
              <span className="font-semibold text-ink">{option.label}</span>
              {option.description && <span className="mt-0.5 block text-xs text-muted">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

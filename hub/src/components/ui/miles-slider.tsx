import { useId, type ReactNode, type Ref } from 'react';

interface MilesSliderProps {
  label: string;
  hint?: ReactNode;
  value: number | undefined;
  onChange: (miles: number) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  min?: number;
  max?: number;
}

const miles = (n: number) => `${n} ${n === 1 ? 'mile' : 'miles'}`;

/** A distance in whole miles on a slider, with the value written out beside the label. */
export function MilesSlider({ label, hint, value, onChange, onBlur, error, inputRef, min = 1, max = 100 }: MilesSliderProps) {
  const id = useId();
  const current = value ?? min;
  const percent = ((current - min) / (max - min)) * 100;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {/* Screen readers hear the value from the slider's aria-valuetext; this is the same for the eye. */}
        <span aria-hidden className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700 tabular-nums">
          {miles(current)}
        </span>
      </div>
      <input
        ref={inputRef}
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        value={current}
        aria-valuetext={miles(current)}
        aria-describedby={hint || error ? `${id}-note` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
        onBlur={onBlur}
        style={{ background: `linear-gradient(to right, var(--color-brand-500) ${percent}%, var(--color-line) ${percent}%)` }}
        className="mt-2 h-2 w-full cursor-pointer appearance-none rounded-full [&::-moz-range-thumb]:h-5 [&::-moz-range-thumb]:w-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-brand-500 [&::-moz-range-thumb]:bg-white [&::-webkit-slider-thumb]:h-5 [&::-webkit-slider-thumb]:w-5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-brand-500 [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow"
      />
      <div aria-hidden className="flex justify-between text-xs text-muted">
        <span>{miles(min)}</span>
        <span>{miles(max)}</span>
      </div>
      {(error || hint) && (
        <p id={`${id}-note`} role={error ? 'alert' : undefined} className={error ? 'text-sm text-danger' : 'text-xs text-muted'}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

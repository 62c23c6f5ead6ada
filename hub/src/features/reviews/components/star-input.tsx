import { useId, useState, type Ref } from 'react';

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';
const SCORES = [1, 2, 3, 4, 5] as const;
const WORDS: Record<number, string> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' };

export interface StarInputProps {
  /** What is being scored, e.g. 'Punctuality'; the group's name for screen readers. */
  label: string;
  value: number | undefined;
  onChange: (score: number) => void;
  onBlur?: () => void;
  error?: string;
  /** react-hook-form's field ref, so a validation error can focus the group. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A score from 1 to 5 as five stars. Underneath they are native radio buttons, so Tab enters
 * the group once and the arrow keys move the score, as every screen reader expects.
 */
export function StarInput({ label, value, onChange, onBlur, error, inputRef }: StarInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
      <legend className="sr-only">{label}</legend>
      <div className="flex items-center justify-between gap-2">
        <span aria-hidden className="min-w-0 truncate text-sm font-medium text-ink">
          {label}
        </span>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <div className="flex" onMouseLeave={() => setHovered(null)}>
            {SCORES.map((score) => (
              <label
                key={score}
                onMouseEnter={() => setHovered(score)}
                className="relative cursor-pointer rounded-md p-0.5 sm:p-1 has-focus-visible:outline-3 has-focus-visible:outline-accent-400"
              >
                <input
                  ref={score === 1 ? inputRef : undefined}
                  type="radio"
                  name={name}
                  value={score}
                  checked={value === score}
                  onChange={() => onChange(score)}
                  onBlur={onBlur}
                  aria-label={`${score} ${score === 1 ? 'star' : 'stars'}`}
                  aria-invalid={error ? true : undefined}
                  className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
                />
                <svg viewBox="0 0 20 20" aria-hidden className={`h-7 w-7 transition-colors ${score <= shown ? 'text-amber-400' : 'text-line'}`}>
                  <path d={STAR_PATH} fill="currentColor" />
                </svg>
              </label>
            ))}
          </div>
          <span aria-hidden className="w-14 text-xs whitespace-nowrap text-muted">
            {shown ? WORDS[shown] : 'No score'}
          </span>
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-right text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

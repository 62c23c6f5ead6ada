import type { OnboardingStep } from '../onboarding-steps';

interface OnboardingProgressProps {
  steps: readonly OnboardingStep[];
  current: number;
  /** Earlier steps can be revisited; later ones open only through Continue. */
  onGoTo: (index: number) => void;
}

/** Where the person is in registering: a bar and the step count on phones, named steps on wider screens. */
export function OnboardingProgress({ steps, current, onGoTo }: OnboardingProgressProps) {
  const percent = ((current + 1) / steps.length) * 100;
  return (
    <nav aria-label="Registration progress">
      <p className="text-sm font-medium text-muted sm:sr-only">
        Step {current + 1} of {steps.length}: <span className="text-ink">{steps[current]?.title}</span>
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-line sm:hidden" aria-hidden>
        <div className="h-full rounded-full bg-brand-500 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <ol className="hidden gap-2 sm:grid" style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}>
        {steps.map((step, index) => {
          const done = index < current;
          const active = index === current;
          const marker = (
            <>
              <span
                aria-hidden
                className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                  done ? 'bg-brand-500 text-white' : active ? 'bg-accent-600 text-white' : 'bg-white text-muted ring-1 ring-line'
                }`}
              >
                {done ? '✓' : index + 1}
              </span>
              <span className={`text-sm ${active ? 'font-semibold text-ink' : done ? 'text-brand-700' : 'text-muted'}`}>
                {step.title}
                {done && <span className="sr-only"> (done)</span>}
              </span>
            </>
          );
          return (
            <li key={step.id} aria-current={active ? 'step' : undefined} className={`border-t-4 pt-2 ${done || active ? 'border-brand-500' : 'border-line'}`}>
              {done ? (
                <button type="button" onClick={() => onGoTo(index)} className="flex items-center gap-2 rounded-md text-left hover:underline">
                  {marker}
                </button>
              ) : (
                <span className="flex items-center gap-2">{marker}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

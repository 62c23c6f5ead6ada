import { WORK_FILTER_LABELS, WORK_FILTERS, type WorkFilter } from '../work-list';

/** The list's filters as toggle buttons, each with how many works it holds. */
export function WorkFilters({ value, counts, onChange }: { value: WorkFilter; counts: Record<WorkFilter, number>; onChange: (filter: WorkFilter) => void }) {
  return (
    <div role="group" aria-label="Show" className="flex flex-wrap gap-1.5">
      {WORK_FILTERS.map((filter) => {
        const active = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(filter)}
            className={`inline-flex min-h-10 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold transition ${
              active ? 'bg-brand-600 text-white' : 'bg-white text-ink ring-1 ring-line hover:bg-brand-50'
            }`}
          >
            {WORK_FILTER_LABELS[filter]}
            <span className={`text-xs tabular-nums ${active ? 'text-white/80' : 'text-muted'}`}>{counts[filter]}</span>
          </button>
        );
      })}
    </div>
  );
}

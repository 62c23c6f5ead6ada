import type { Category } from '@tradeshub/sdk';
import { SelectField } from '../../../components/ui/field';

/** What Find a Job narrows to: one of the business's trades, and how far away. */
export interface JobFilterValues {
  categoryId?: string;
  radiusMiles?: number;
}

const DISTANCES = [5, 10, 15, 20, 30, 50, 75, 100];

interface JobFiltersProps {
  categories: Category[];
  /** The business's service area in miles: the widest a job can be. */
  serviceAreaMiles: number;
  value: JobFilterValues;
  onChange: (value: JobFilterValues) => void;
}

/** The trade and distance filters above the job requests. */
export function JobFilters({ categories, serviceAreaMiles, value, onChange }: JobFiltersProps) {
  const nearer = DISTANCES.filter((miles) => miles < serviceAreaMiles);
  return (
    <div role="group" aria-label="Filter job requests" className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2">
      <SelectField label="Trade" value={value.categoryId ?? ''} onChange={(e) => onChange({ ...value, categoryId: e.target.value || undefined })}>
        <option value="">All your trades</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Distance"
        value={value.radiusMiles ?? ''}
        onChange={(e) => onChange({ ...value, radiusMiles: e.target.value ? Number(e.target.value) : undefined })}
      >
        <option value="">Your whole service area ({serviceAreaMiles} miles)</option>
        {nearer.map((miles) => (
          <option key={miles} value={miles}>
            Within {miles} miles
          </option>
        ))}
      </SelectField>
    </div>
  );
}

import { SEARCH_SORT_OPTIONS, type SearchFilter, type SliderRange } from '@tradeshub/sdk';
import { SelectField } from '../../../components/ui/field';
import { DIMENSION_FILTERS, MAP_RANGES } from '../search-params';

/** The minimums a customer can ask for; 0 is "any rating". */
const MINIMUMS = [0, 2, 3, 3.5, 4, 4.5] as const;

const minimumLabel = (min: number) => (min === 0 ? 'Any rating' : `${min.toFixed(1)} or more`);

interface Choice {
  value: string;
  label: string;
}

/** The options, plus the current value when a shared link carries one the list lacks. */
function withCurrent(choices: Choice[], value: string, label: string): Choice[] {
  return choices.some((c) => c.value === value) ? choices : [...choices, { value, label }];
}

const rangeChoices = (range: SliderRange) =>
  withCurrent(
    MINIMUMS.map((min) => ({ value: min === 0 ? '0-0' : `${min}-5`, label: minimumLabel(min) })),
    `${range[0]}-${range[1]}`,
    `${range[0].toFixed(1)} to ${range[1].toFixed(1)}`,
  );

const parseRange = (value: string): SliderRange => {
  const [from = 0, to = 0] = value.split('-').map(Number);
  return [from, to];
};

const DIMENSION_LABELS = { quality: 'Quality', punctuality: 'Punctuality', cleanliness: 'Cleanliness', friendliness: 'Friendliness' } as const;

export interface FilterPanelProps {
  filter: SearchFilter;
  onChange(patch: Partial<SearchFilter>): void;
  /** Two columns for the four dimension minimums (the mobile sheet); one column in the sidebar. */
  layout?: 'sheet' | 'sidebar';
}

/** Sort order, rating minimums and how much the map shows; every change applies at once. */
export function FilterPanel({ filter, onChange, layout = 'sidebar' }: FilterPanelProps) {
  const mapRanges = withCurrent(
    MAP_RANGES.map((miles) => ({ value: String(miles), label: `${miles} miles around` })),
    String(filter.selectedRange),
    `${filter.selectedRange} miles around`,
  );
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label="Sort by"
        value={filter.sort}
        onChange={(e) => onChange({ sort: SEARCH_SORT_OPTIONS.find((s) => s === e.target.value) ?? filter.sort })}
      >
        {SEARCH_SORT_OPTIONS.map((sort) => (
          <option key={sort} value={sort}>
            {sort}
          </option>
        ))}
      </SelectField>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">Ratings</legend>
        <SelectField label="Overall" value={filter.overall.join('-')} onChange={(e) => onChange({ overall: parseRange(e.target.value) })}>
          {rangeChoices(filter.overall).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Price (value for money)" value={filter.price.join('-')} onChange={(e) => onChange({ price: parseRange(e.target.value) })}>
          {rangeChoices(filter.price).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <div className={layout === 'sheet' ? 'grid grid-cols-2 gap-3' : 'flex flex-col gap-3'}>
          {DIMENSION_FILTERS.map((key) => (
            <SelectField key={key} label={DIMENSION_LABELS[key]} value={String(filter[key])} onChange={(e) => onChange({ [key]: Number(e.target.value) })}>
              {withCurrent(
                MINIMUMS.map((min) => ({ value: String(min), label: minimumLabel(min) })),
                String(filter[key]),
                minimumLabel(filter[key]),
              ).map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </SelectField>
          ))}
        </div>
      </fieldset>

      <SelectField
        label="Map shows"
        value={String(filter.selectedRange)}
        onChange={(e) => onChange({ selectedRange: Number(e.target.value) })}
        hint="How much of the area around the place the map covers."
      >
        {mapRanges.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

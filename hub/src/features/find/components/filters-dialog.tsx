import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { SearchFilter } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { FilterPanel } from './filter-panel';

export interface FiltersDialogProps {
  open: boolean;
  filter: SearchFilter;
  activeCount: number;
  onChange(patch: Partial<SearchFilter>): void;
  onClear(): void;
  onClose(): void;
}

/** The filter panel as a sheet from the bottom of the screen, for narrow screens. */
export function FiltersDialog({ open, filter, activeCount, onChange, onClear, onClose }: FiltersDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-40 lg:hidden">
      <div className="fixed inset-0 bg-ink/40" aria-hidden />
      <div className="fixed inset-x-0 bottom-0 sm:inset-0 sm:flex sm:items-center sm:justify-center sm:p-6">
        <DialogPanel className="flex max-h-[88vh] w-full flex-col rounded-t-2xl bg-white shadow-xl sm:max-w-md sm:rounded-2xl">
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <DialogTitle className="text-lg font-semibold text-ink">Filters</DialogTitle>
            <button type="button" onClick={onClose} aria-label="Close filters" className="-m-2 rounded-lg p-2 text-muted hover:bg-surface hover:text-ink">
              ✕
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
            <FilterPanel filter={filter} onChange={onChange} layout="sheet" />
          </div>
          <div className="flex gap-3 border-t border-line px-5 py-3">
            <Button variant="secondary" className="flex-1" onClick={onClear} disabled={activeCount === 0}>
              Clear filters
            </Button>
            <Button className="flex-1" onClick={onClose}>
              Show results
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

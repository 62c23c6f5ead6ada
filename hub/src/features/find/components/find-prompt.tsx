import { Button } from '../../../components/ui/button';

/** Big towns to start from; each is looked up like a typed place. */
const QUICK_TOWNS = ['London', 'Manchester', 'Birmingham', 'Leeds', 'Bristol', 'Glasgow', 'Edinburgh', 'Cardiff'];

export interface FindPromptProps {
  onPickTown(town: string): void;
  onUseLocation(): void;
  locating: boolean;
}

/** Before a search: ask where the work is, with the quickest ways to say. */
export function FindPrompt({ onPickTown, onUseLocation, locating }: FindPromptProps) {
  return (
    <section aria-labelledby="find-prompt" className="rounded-2xl border border-line bg-white px-6 py-10 text-center shadow-sm">
      <div aria-hidden className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <svg viewBox="0 0 24 24" className="h-7 w-7" fill="currentColor">
          <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.6A2.6 2.6 0 1 1 12 6.4a2.6 2.6 0 0 1 0 5.2Z" />
        </svg>
      </div>
      <h2 id="find-prompt" className="text-xl font-bold text-ink">
        Where do you need the work done?
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-muted">
        Choose a trade and type your town or postcode above, and we&apos;ll show rated, recommended tradespeople who cover your area.
      </p>
      <Button className="mt-5" onClick={onUseLocation} busy={locating}>
        Use my location
      </Button>
      <p className="mt-6 text-xs font-semibold tracking-wide text-muted uppercase">Or start with a city</p>
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        {QUICK_TOWNS.map((town) => (
          <li key={town}>
            <button
              type="button"
              onClick={() => onPickTown(town)}
              className="rounded-full border border-line px-3 py-1.5 text-sm font-medium text-brand-700 hover:border-brand-300 hover:bg-brand-50"
            >
              {town}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

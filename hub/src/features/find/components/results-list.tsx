import type { BusinessSearchResult } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { ResultCard, ResultCardSkeleton } from './result-card';

export interface ResultsListProps {
  results: BusinessSearchResult[];
  activeId: string | null;
  onActivate(id: string | null): void;
  /** A changed search is loading; the old results stay, dimmed. */
  updating: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  /** Loading the next page failed. */
  moreFailed: boolean;
  onShowMore(): void;
}

/** The result cards, numbered like their map pins, with a button for the next page. */
export function ResultsList({ results, activeId, onActivate, updating, hasMore, loadingMore, moreFailed, onShowMore }: ResultsListProps) {
  return (
    <div aria-busy={updating || loadingMore}>
      <ol className={`flex flex-col gap-3 transition-opacity ${updating ? 'opacity-50' : ''}`}>
        {results.map((result, i) => (
          <li key={result.id}>
            <ResultCard result={result} number={i + 1} active={result.id === activeId} onActivate={onActivate} />
          </li>
        ))}
        {loadingMore && (
          <li>
            <ResultCardSkeleton />
          </li>
        )}
      </ol>
      {moreFailed && (
        <p role="alert" className="mt-3 text-center text-sm text-danger">
          We could not load more results. Check your connection and try again.
        </p>
      )}
      {hasMore && (
        <Button variant="secondary" className="mt-4 w-full" busy={loadingMore} onClick={onShowMore}>
          {moreFailed ? 'Try again' : 'Show more tradespeople'}
        </Button>
      )}
      {!hasMore && results.length > 3 && <p className="mt-4 text-center text-sm text-muted">That&apos;s everyone who matches this search.</p>}
    </div>
  );
}

/** Placeholder cards while the first page loads. */
export function ResultsSkeleton() {
  return (
    <div role="status" aria-label="Loading results" className="flex flex-col gap-3">
      {[0, 1, 2, 3].map((i) => (
        <ResultCardSkeleton key={i} />
      ))}
    </div>
  );
}

import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useSession } from '../../../lib/session';
import { MIN_SEARCH_LENGTH, useUserSearch } from '../api/search-users';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { ConnectButton } from './connect-button';
import { fullName } from '../../../components/ui/person-avatar';
import { PersonRow } from './person-row';

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Search people by name (2 letters or more) and ask to connect. */
export function FindPeopleTab() {
  const me = useSession().userInfo?.id;
  const [name, setName] = useState('');
  const debounced = useDebouncedValue(name.trim(), SEARCH_DEBOUNCE_MS);
  const search = useUserSearch(debounced);
  const tooShort = debounced.length < MIN_SEARCH_LENGTH;
  const people = (search.data?.items ?? []).filter((u) => u.id !== me);

  return (
    <div className="flex flex-col gap-4">
      <div>
        <label htmlFor="people-search" className="text-sm font-medium text-ink">
          Search by name
        </label>
        <div className="relative mt-1">
          <input
            id="people-search"
            type="search"
            autoComplete="off"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g. Sarah Knight"
            aria-describedby="people-search-hint"
            className="h-11 w-full rounded-lg border border-line bg-white px-3 pr-10 text-base text-ink placeholder:text-muted focus:border-brand-400 sm:text-sm"
          />
          {search.isFetching && (
            <span className="absolute top-1/2 right-3 -translate-y-1/2 text-brand-500">
              <Spinner size="sm" />
            </span>
          )}
        </div>
        <p id="people-search-hint" className="mt-1 text-xs text-muted">
          Type at least {MIN_SEARCH_LENGTH} letters of their first or last name.
        </p>
      </div>

      <div aria-live="polite">
        {tooShort ? null : search.isError ? (
          <ErrorState title="We could not search just now" error={search.error} onRetry={() => void search.refetch()} />
        ) : search.isPending ? null : people.length === 0 ? (
          <EmptyState title={`No one called “${debounced}”`}>Check the spelling, or try just their first or last name.</EmptyState>
        ) : (
          <ul aria-label="People found" className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
            {people.map((user) => (
              <PersonRow key={user.id} user={user} actions={<ConnectButton userId={user.id} name={fullName(user)} />} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

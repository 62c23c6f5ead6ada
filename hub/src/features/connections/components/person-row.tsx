import type { ReactNode } from 'react';
import type { UserSummary } from '@tradeshub/sdk';
import { PersonAvatar, fullName } from '../../../components/ui/person-avatar';
import { RoleLabel } from './role-label';

/** A person in a list: picture, name, a line of detail, and what can be done (wrapping under the name when the row is too narrow). */
export function PersonRow({ user, detail, actions }: { user: UserSummary; detail?: ReactNode; actions?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
      <div className="flex min-w-[11rem] flex-1 items-center gap-3">
        <PersonAvatar user={user} size="lg" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
            <span className="truncate">{fullName(user)}</span>
            <RoleLabel role={user.role} />
          </p>
          {detail && <p className="truncate text-sm text-muted">{detail}</p>}
        </div>
      </div>
      {actions && <div className="ml-auto flex shrink-0 gap-2">{actions}</div>}
    </li>
  );
}

/** Loading rows shaped like the list they stand in for. */
export function PeopleSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="overflow-hidden rounded-2xl border border-line bg-white">
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden className="flex animate-pulse items-center gap-3 border-b border-line px-4 py-4 last:border-b-0">
          <div className="h-11 w-11 rounded-full bg-line" />
          <div className="h-3 w-40 rounded bg-line" />
        </div>
      ))}
    </div>
  );
}

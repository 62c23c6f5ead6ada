import { Link } from 'react-router';
import type { Post } from '@tradeshub/sdk';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { milesLabel } from '../format-distance';
import type { MapPin } from './results-map';
import { ResultsSkeleton } from './results-list';

/** What /map shows: tradespeople, or the community's posts and job requests. */
export type MapLayer = 'trades' | 'community';

export interface LayerToggleProps {
  value: MapLayer;
  onChange(layer: MapLayer): void;
}

/** Tradespeople | Community activity: a radio group, so arrow keys move between the two and screen readers name the choice. */
export function LayerToggle({ value, onChange }: LayerToggleProps) {
  const option = (layer: MapLayer, label: string) => (
    <label
      className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-400 ${value === layer ? 'bg-white text-brand-800 shadow-sm' : 'text-muted'}`}
    >
      <input type="radio" name="map-layer" value={layer} checked={value === layer} onChange={() => onChange(layer)} className="sr-only" />
      {label}
    </label>
  );
  return (
    <div role="radiogroup" aria-label="Show on the map" className="flex rounded-lg bg-surface p-1 ring-1 ring-line">
      {option('trades', 'Tradespeople')}
      {option('community', 'Community activity')}
    </div>
  );
}

/** A post's pin: placed at the cell the server keeps for it, labelled with what it is. */
export function communityPins(posts: Post[]): MapPin[] {
  return posts.flatMap((post, i) =>
    post.location && post.distanceMiles !== null
      ? [
          {
            id: post.id,
            number: i + 1,
            name: post.title,
            rating: 0,
            distanceMiles: post.distanceMiles,
            position: { lat: post.location.latitude, lng: post.location.longitude },
            href: paths.post(post.id),
            kind: 'community' as const,
            label: `${i + 1}. ${post.type === 'JOB_REQUEST' ? 'Job request' : 'Post'}: ${post.title}, ${milesLabel(post.distanceMiles)} away`,
          },
        ]
      : [],
  );
}

// Built when the first post is shown, not when the find page's code loads (docs/decisions/0062-first-render-main-thread.md).
let postedOnFormat: Intl.DateTimeFormat | undefined;
const postedOn = (iso: string) => (postedOnFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })).format(new Date(iso));

export interface CommunityActivityListProps {
  placeLabel: string;
  signedIn: boolean;
  posts: Post[];
  state: 'pending' | 'error' | 'success';
  error: unknown;
  onRetry(): void;
  activeId: string | null;
  onActivate(id: string | null): void;
  /** Where signing in should come back to. */
  returnTo: string;
}

/** The posts and job requests near the place, numbered like their pins, each a link to its page. */
export function CommunityActivityList(props: CommunityActivityListProps) {
  const { placeLabel, posts, activeId, onActivate } = props;
  if (!props.signedIn) {
    return (
      <EmptyState
        title="Sign in to see community activity"
        action={
          <Link to={paths.signIn(props.returnTo)} className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
        }
      >
        Posts and job requests from neighbours near {placeLabel} are for members of Tradeshub.
      </EmptyState>
    );
  }
  if (props.state === 'error') return <ErrorState title="We could not load community activity" error={props.error} onRetry={props.onRetry} />;
  if (props.state === 'pending') return <ResultsSkeleton />;
  if (posts.length === 0) {
    return <EmptyState title={`No posts near ${placeLabel} yet`}>When neighbours post or ask for a job nearby, it shows here and on the map.</EmptyState>;
  }
  return (
    <ol aria-label={`Community activity near ${placeLabel}`} className="flex flex-col gap-3">
      {posts.map((post, i) => (
        <li key={post.id}>
          <article
            onMouseEnter={() => onActivate(post.id)}
            onMouseLeave={() => onActivate(null)}
            className={`rounded-2xl border bg-white p-4 shadow-sm ${post.id === activeId ? 'border-sky-600 ring-1 ring-sky-600' : 'border-line'}`}
          >
            <div className="flex items-start gap-3">
              <span aria-hidden className="flex h-7 w-7 shrink-0 items-center justify-center rounded-md bg-sky-700 text-xs font-bold text-white">
                {i + 1}
              </span>
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-wide text-sky-800 uppercase">
                  {post.type === 'JOB_REQUEST' ? `Job request${post.category ? ` · ${post.category.title}` : ''}` : 'Post'}
                </p>
                <h4 className="font-semibold text-ink">
                  <Link
                    to={paths.post(post.id)}
                    onFocus={() => onActivate(post.id)}
                    onBlur={() => onActivate(null)}
                    className="hover:underline"
                  >
                    {post.title}
                  </Link>
                </h4>
                <p className="mt-1 line-clamp-2 text-sm text-muted">{post.body}</p>
                <p className="mt-2 text-xs text-muted">
                  {post.author.firstName} {post.author.lastName.charAt(0)}. · {[post.locality, post.distanceMiles !== null ? `${milesLabel(post.distanceMiles)} away` : null].filter(Boolean).join(', ')} ·{' '}
                  {postedOn(post.createdAt)}
                </p>
              </div>
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}

import { Link } from 'react-router';
import { activityLabel, activityPostNoun, type ActivityItem } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { useDrawnInTurn } from '../../../lib/draw-in-turn';
import { useMyActivity } from '../api/get-activity';
import { Age } from './age';

/** What follows the spec's verb: 'Created a' job request, 'Upvoted' a comment on, 'Replied to' a comment on. */
function subject(item: ActivityItem): string {
  switch (item.type) {
    case 'POST':
      return activityPostNoun(item.post.type);
    case 'UPVOTE_COMMENT':
    case 'REPLY':
      return 'a comment on';
    case 'UPVOTE_REPLY':
      return 'a reply on';
    default:
      return `a ${activityPostNoun(item.post.type)}`;
  }
}

function ActivityRow({ item }: { item: ActivityItem }) {
  const said = item.reply?.text ?? item.comment?.text;
  return (
    <li className="flex flex-col gap-0.5 py-3">
      <p className="text-sm text-ink">
        <span className="font-semibold">{activityLabel(item.type)}</span> {subject(item)}{' '}
        <Link to={paths.post(item.post.id)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {item.post.title}
        </Link>
      </p>
      {said && <p className="line-clamp-2 text-sm text-muted">“{said}”</p>}
      <Age date={item.createdAt} />
    </li>
  );
}

const ACTIVITY_TURNS = { first: 0, step: 3 };

/** The signed-in person's own community activity, newest first. */
export function ActivityList() {
  const activity = useMyActivity();
  const items = activity.data?.pages.flatMap((p) => p.items) ?? [];
  // Below the feed on a phone, beside it on a wide screen: its rows wait for turns after the
  // feed's first cards have painted, a few at a time (decision 0077).
  const drawn = useDrawnInTurn(items.length, ACTIVITY_TURNS);
  if (activity.isPending) return <Spinner label="Loading your activity…" />;
  if (activity.isError) return <ErrorState title="We could not load your activity" error={activity.error} onRetry={() => void activity.refetch()} />;
  if (items.length === 0) return <p className="text-sm text-muted">Nothing yet. What you post, comment, reply to and upvote shows here.</p>;
  return (
    <>
      <ul aria-label="Your activity" className="flex flex-col divide-y divide-line">
        {items.slice(0, drawn).map((item) => (
          <ActivityRow key={item.id} item={item} />
        ))}
      </ul>
      {activity.hasNextPage && drawn === items.length && (
        <Button variant="ghost" className="self-start" busy={activity.isFetchingNextPage} onClick={() => void activity.fetchNextPage()}>
          Show more
        </Button>
      )}
    </>
  );
}

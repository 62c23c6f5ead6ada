import { useNow } from '../../../lib/use-now';
import { ageLabel, fullDate } from '../post-age';

/** When something was written, as an age that stays current while the page is open. */
export function Age({ date }: { date: string }) {
  const now = useNow();
  return (
    <time dateTime={date} title={fullDate(date)} className="text-xs text-muted">
      {ageLabel(date, now)}
    </time>
  );
}

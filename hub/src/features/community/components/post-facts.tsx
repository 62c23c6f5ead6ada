import { QUOTE_VALUE_BANDS, type Post } from '@tradeshub/sdk';

const bandLabel = (band: Post['budgetBand']) => QUOTE_VALUE_BANDS.find((b) => b.band === band)?.label;

function distanceLabel(miles: number): string {
  const whole = Math.round(miles);
  if (whole < 1) return 'Under a mile away';
  return `${whole} ${whole === 1 ? 'mile' : 'miles'} away`;
}

/** The facts of a job request a tradesperson weighs: trade, budget band, whether it is still open, how far. */
export function PostFacts({ post }: { post: Post }) {
  if (post.type !== 'JOB_REQUEST') return null;
  const budget = bandLabel(post.budgetBand);
  return (
    <ul aria-label="About this job request" className="flex flex-wrap gap-1.5 text-xs font-medium">
      <li className="rounded-full bg-accent-100 px-2.5 py-1 text-accent-800">Job request</li>
      {post.status === 'CLOSED' && <li className="rounded-full bg-surface px-2.5 py-1 text-muted ring-1 ring-line">Closed</li>}
      {post.category && <li className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{post.category.title}</li>}
      {budget && <li className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">Budget {budget}</li>}
      {post.distanceMiles !== null && (
        <li className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{distanceLabel(post.distanceMiles)}</li>
      )}
    </ul>
  );
}

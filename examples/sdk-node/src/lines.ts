import { formatRating, relativeDayLabel, type Message, type Recommendation, type Review } from '@tradeshub/sdk';

// How the script prints each thing, one line each, in the words the hub uses.

const quoted = (text: string, max = 70) => `"${text.length > max ? `${text.slice(0, max - 1)}…` : text}"`;

/** e.g. `4.5  Amelia Clarke, Yesterday: "Fixed the tap in an hour"` */
export function reviewLine(review: Review, now: Date): string {
  const who = `${review.reviewer.firstName} ${review.reviewer.lastName}`;
  const what = review.comment === null ? `(hidden: ${review.hiddenReason ?? 'disputed'})` : quoted(review.comment);
  const overall = review.ratings.OVERALL === undefined ? ' – ' : formatRating(review.ratings.OVERALL);
  return `  ${overall}  ${who}, ${relativeDayLabel(review.createdAt, now)}: ${what}`;
}

/** e.g. `ACCEPTED  Plumbing, from Amelia Clarke: "Quick and tidy"`, or an invite not answered yet. */
export function recommendationLine(recommendation: Recommendation): string {
  const { status, workCategory, recommender, invitedName, comment } = recommendation;
  const from = recommender ? `from ${recommender.firstName} ${recommender.lastName}` : `invited ${invitedName ?? 'a customer'}`;
  return `  ${status.padEnd(8)}  ${workCategory.title}, ${from}${comment ? `: ${quoted(comment)}` : ''}`;
}

/** e.g. `New message from Amelia Clarke: "Is Thursday still on?" (1 file)` */
export function messageLine(message: Message, from: string): string {
  const files = message.attachments.length;
  return `New message from ${from}: ${quoted(message.text, 200)}${files ? ` (${files} file${files > 1 ? 's' : ''})` : ''}`;
}

import type { CommunityItemKind } from '@tradeshub/sdk';
import type { communityActivities, communityComments, communityPosts, communityReplies, communityUpvotes } from '../db/schema/index.js';
import { commentNoticeMessage, link, replyNoticeMessage, upvoteNoticeMessage } from '../modules/community/community-notices.js';
import { placeOf } from '../modules/community/post-place.js';
import { GENERAL_POSTS, JOB_REQUESTS, NEIGHBOUR_COMMENTS, REPLIES, TRADESPERSON_COMMENTS, type JobPhrase } from './community-phrases.js';
import type { DemoBusiness } from './demo-businesses.js';
import { categoryIdOf, DAY_MS, type AddressRow, type DemoContext, type NotificationRow, type UserRow } from './demo-context.js';
import type { DemoCustomer } from './demo-customers.js';
import { TOWNS, type Town } from './places.js';
import { SeededRandom } from './random.js';

// A few weeks of community life in every demo town: neighbours' posts, job requests in
// several trades and budgets, comments, replies and upvotes, with the activity rows and the
// notices they would have made. Its own generator, so the rest of the demo data is unchanged.

const COMMUNITY_SEED_OFFSET = 15;
const WEEKS = 4;

type PostRow = typeof communityPosts.$inferInsert & { id: string; createdAt: Date; authorId: string };
type CommentRow = typeof communityComments.$inferInsert & { id: string; createdAt: Date; authorId: string };
type ReplyRow = typeof communityReplies.$inferInsert & { id: string; createdAt: Date; authorId: string };

export interface DemoCommunity {
  posts: PostRow[];
  comments: CommentRow[];
  replies: ReplyRow[];
  upvotes: (typeof communityUpvotes.$inferInsert)[];
  activities: (typeof communityActivities.$inferInsert)[];
  notifications: NotificationRow[];
}

interface Inputs {
  businesses: readonly DemoBusiness[];
  customers: readonly DemoCustomer[];
  addresses: readonly AddressRow[];
  seed: number;
}

const fullName = (u: UserRow) => `${u.firstName} ${u.lastName}`;

export function buildDemoCommunity(ctx: DemoContext, inputs: Inputs): DemoCommunity {
  const random = new SeededRandom(inputs.seed + COMMUNITY_SEED_OFFSET);
  const out: DemoCommunity = { posts: [], comments: [], replies: [], upvotes: [], activities: [], notifications: [] };
  const people = new Map<string, UserRow>([...inputs.customers.map((c) => [c.user.id, c.user] as const), ...inputs.businesses.map((b) => [b.owner.id, b.owner] as const)]);
  const homes = new Map<string, AddressRow>();
  for (const address of inputs.addresses) if (!homes.has(address.userId)) homes.set(address.userId, address);
  const fill = (text: string, town: Town, home: AddressRow) => text.replaceAll('{town}', town.name).replaceAll('{area}', home.address2 ?? town.name);
  const before = (days: number) => new Date(ctx.now.getTime() - days * DAY_MS);
  const after = (date: Date, maxHours: number) => new Date(Math.min(date.getTime() + random.between(0.2, maxHours) * 3_600_000, ctx.now.getTime() - 60_000));

  function notify(userId: string, actorId: string, actionType: 'COMMENT' | 'REPLY' | 'UPVOTE', message: string, item: Parameters<typeof link>[1], createdAt: Date, extra = {}) {
    if (userId === actorId) return;
    const kind = { COMMENT: 'COMMUNITY_COMMENT', REPLY: 'COMMUNITY_REPLY', UPVOTE: 'COMMUNITY_UPVOTE' }[actionType];
    const forTrades = actionType !== 'COMMENT' && people.get(userId)?.role === 'TRADEPERSON';
    out.notifications.push({
      id: random.uuid(),
      userId,
      actionType,
      message,
      triggeredByUserId: actorId,
      isForTradeperson: forTrades,
      read: ctx.now.getTime() - createdAt.getTime() > 7 * DAY_MS,
      metaData: { ...link(kind, item), ...extra },
      createdAt,
    });
  }

  function upvote(kind: CommunityItemKind, item: { id: string; authorId: string; createdAt: Date; upvoteCount?: number }, postId: string, voters: UserRow[], commentId: string | null) {
    let last: UserRow | null = null;
    let at = item.createdAt;
    for (const voter of voters) {
      at = after(at, 30);
      out.upvotes.push({ itemKind: kind, itemId: item.id, userId: voter.id, createdAt: at });
      if (kind !== 'POST') out.activities.push({ id: random.uuid(), userId: voter.id, type: kind === 'COMMENT' ? 'UPVOTE_COMMENT' : 'UPVOTE_REPLY', postId, commentId, replyId: kind === 'REPLY' ? item.id : null, createdAt: at });
      if (voter.id !== item.authorId) last = voter;
    }
    item.upvoteCount = voters.length;
    const others = voters.filter((v) => v.id !== item.authorId).length;
    if (last) notify(item.authorId, last.id, 'UPVOTE', upvoteNoticeMessage(fullName(last), others - 1, kind), { postId, itemKind: kind, itemId: item.id, commentId }, at, { upvoters: others });
  }

  function comment(post: PostRow, author: UserRow, text: string): CommentRow {
    const row: CommentRow = { id: random.uuid(), postId: post.id, authorId: author.id, text, replyCount: 0, upvoteCount: 0, createdAt: after(post.createdAt, 48) };
    row.updatedAt = row.createdAt;
    out.comments.push(row);
    post.commentCount = (post.commentCount ?? 0) + 1;
    out.activities.push({ id: random.uuid(), userId: author.id, type: 'COMMENT', postId: post.id, commentId: row.id, createdAt: row.createdAt });
    notify(post.authorId, author.id, 'COMMENT', commentNoticeMessage(fullName(author), post.title), { postId: post.id, itemKind: 'COMMENT', itemId: row.id }, row.createdAt);
    return row;
  }

  function reply(target: CommentRow, author: UserRow, text: string): ReplyRow {
    const row: ReplyRow = { id: random.uuid(), commentId: target.id, postId: target.postId, authorId: author.id, text, upvoteCount: 0, createdAt: after(target.createdAt, 24) };
    row.updatedAt = row.createdAt;
    out.replies.push(row);
    target.replyCount = (target.replyCount ?? 0) + 1;
    out.activities.push({ id: random.uuid(), userId: author.id, type: 'REPLY', postId: target.postId, commentId: target.id, replyId: row.id, createdAt: row.createdAt });
    notify(target.authorId, author.id, 'REPLY', replyNoticeMessage(fullName(author)), { postId: target.postId, itemKind: 'REPLY', itemId: row.id, commentId: target.id }, row.createdAt);
    return row;
  }

  function post(author: UserRow, town: Town, home: AddressRow, phrase: { title: string; body: string }, job: JobPhrase | null, daysAgo: number): PostRow {
    const createdAt = before(daysAgo);
    const row: PostRow = {
      id: random.uuid(),
      authorId: author.id,
      type: job ? 'JOB_REQUEST' : 'GENERAL',
      title: fill(phrase.title, town, home),
      body: fill(phrase.body, town, home),
      categoryId: job ? categoryIdOf(ctx, job.category) : null,
      budgetBand: job?.band ?? null,
      status: job ? (random.chance(0.8) ? 'OPEN' : 'CLOSED') : null,
      ...placeOf(home, town.name),
      commentCount: 0,
      upvoteCount: 0,
      createdAt,
      updatedAt: createdAt,
    };
    out.posts.push(row);
    out.activities.push({ id: random.uuid(), userId: author.id, type: 'POST', postId: row.id, createdAt });
    return row;
  }

  for (const town of TOWNS) {
    const residents = inputs.customers.slice(1).filter((c) => homes.get(c.user.id)?.locality === town.name).map((c) => c.user);
    const trades = inputs.businesses.filter((b) => b.town.name === town.name);
    if (residents.length < 4) continue;
    const jobs = town.name === 'London' ? [...JOB_REQUESTS.filter((j) => j.category === 'Plumbing'), ...random.sample(JOB_REQUESTS, 4)] : random.sample(JOB_REQUESTS, 3 + town.weight);
    const general = random.sample(GENERAL_POSTS, 4 + town.weight);
    for (const [phrase, job] of [...general.map((g) => [g, null] as const), ...jobs.map((j) => [j, j] as const)]) {
      const author = random.pick(residents);
      const home = homes.get(author.id)!;
      const row = post(author, town, home, phrase, job, random.between(0.3, WEEKS * 7));
      const fitting = job ? trades.filter((b) => b.categories.includes(job.category)) : [];
      const commenters = job && fitting.length > 0 ? random.sample(fitting, random.int(0, Math.min(3, fitting.length))).map((b) => b.owner) : random.sample(residents.filter((r) => r.id !== author.id), random.int(0, 4));
      const comments = commenters.map((c) => comment(row, c, fill(random.pick(job && fitting.length > 0 ? TRADESPERSON_COMMENTS : NEIGHBOUR_COMMENTS), town, home)));
      for (const c of comments) {
        if (random.chance(0.5)) upvote('REPLY', reply(c, author, random.pick(REPLIES)), row.id, random.sample(residents, random.int(0, 2)), c.id);
        upvote('COMMENT', c, row.id, random.sample(residents, random.int(0, 3)), null);
      }
      upvote('POST', row, row.id, random.sample(residents, random.int(0, 9)), null);
    }
  }
  demoCustomerJobRequest(inputs, ctx.now, { post, comment, reply, upvote, homes });
  return out;
}

/** Amelia's leaking tap: two plumbers answered, she replied to Ravi and he replied back. */
function demoCustomerJobRequest(
  inputs: Inputs,
  now: Date,
  make: {
    post: (author: UserRow, town: Town, home: AddressRow, phrase: JobPhrase, job: JobPhrase, daysAgo: number) => PostRow;
    comment: (post: PostRow, author: UserRow, text: string) => CommentRow;
    reply: (target: CommentRow, author: UserRow, text: string) => ReplyRow;
    upvote: (kind: CommunityItemKind, item: PostRow, postId: string, voters: UserRow[], commentId: string | null) => void;
    homes: Map<string, AddressRow>;
  },
): void {
  const amelia = inputs.customers[0]!.user;
  const london = TOWNS.find((t) => t.name === 'London')!;
  const [ravi, ...londonPlumbers] = inputs.businesses.filter((b) => b.town.name === 'London' && b.categories.includes('Plumbing'));
  const tap = JOB_REQUESTS.find((j) => j.title === 'Leaking kitchen tap and new mixer')!;
  const job = make.post(amelia, london, make.homes.get(amelia.id)!, tap, tap, 3);
  job.status = 'OPEN';
  const first = make.comment(job, ravi!.owner, 'We are in Tooting and cover East Dulwich. I can fit a new mixer on Thursday morning; parts and labour under £250.');
  if (londonPlumbers[0]) make.comment(job, londonPlumbers[0].owner, 'Happy to quote. Is the seized valve under the sink or behind the washing machine?');
  const asked = make.reply(first, amelia, 'Thursday morning works. Could you bring a chrome mixer with a pull-out spray?');
  const answered = make.reply(first, ravi!.owner, 'Yes, we carry a couple of those. See you Thursday around 9.');
  // The conversation reads in order: Ravi's answer comes after Amelia's question.
  const hour = 3_600_000;
  asked.createdAt = asked.updatedAt = new Date(Math.min(first.createdAt.getTime() + 2 * hour, now.getTime() - 2 * hour));
  answered.createdAt = answered.updatedAt = new Date(asked.createdAt.getTime() + hour);
  const neighbours = inputs.customers.filter((c) => make.homes.get(c.user.id)?.locality === 'London').slice(1, 4).map((c) => c.user);
  make.upvote('POST', job, job.id, neighbours, null);
}

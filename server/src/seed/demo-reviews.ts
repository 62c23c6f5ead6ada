import type { CategoryTitle } from '@tradeshub/sdk';
import type { DemoBusiness } from './demo-businesses.js';
import { daysAfter, daysBefore, type DemoContext, type ReviewRow } from './demo-context.js';
import type { DemoCustomer } from './demo-customers.js';
import type { SeededRandom } from './random.js';
import { replyChance, writeReply, writeReviewText, type ReviewScores } from './review-writer.js';

const REVIEW_WINDOW_DAYS = 730;

/**
 * Each business's reviews, written by distinct customers (local ones first), so the
 * one-review-per-customer-per-business rule holds for reviews without a contract.
 */
export function buildReviews(ctx: DemoContext, businesses: readonly DemoBusiness[], customers: readonly DemoCustomer[]): ReviewRow[] {
  const { random, now } = ctx;
  const rows: ReviewRow[] = [];
  const windowStart = daysBefore(now, REVIEW_WINDOW_DAYS).getTime();
  for (const business of businesses) {
    if (business.reviewTarget === 0) continue;
    const townName = business.town.name;
    // A customer who shares the owner's or the firm's surname would read like a self-review.
    const eligible = customers.filter((c) => c.user.lastName !== business.owner.lastName && !business.row.name.includes(c.user.lastName));
    const authors = [
      ...random.shuffle(eligible.filter((c) => c.towns.has(townName))),
      ...random.shuffle(eligible.filter((c) => !c.towns.has(townName))),
    ].slice(0, business.reviewTarget);
    const leanings = dimensionLeanings(random);

    for (const author of authors) {
      const scores = scoresFor(random, business.calibre, leanings);
      const start = Math.max(windowStart, author.user.createdAt.getTime(), business.row.createdAt.getTime());
      const createdAt = new Date(start + random.next() * (now.getTime() - start));
      const hasReply = random.chance(replyChance(scores.overall));
      const category = categoryOf(random, business.categories);
      rows.push({
        id: random.uuid(),
        businessId: business.row.id,
        authorUserId: author.user.id,
        serviceContractId: null,
        categoryTitle: category,
        text: writeReviewText(random, category, scores, whoDidTheWork(random, business)),
        ...scores,
        likeCount: random.chance(0.4) ? random.int(1, 9) : 0,
        reply: hasReply ? writeReply(random, scores.overall, author.user.firstName, business.owner.firstName) : null,
        repliedAt: hasReply ? earliest(now, daysAfter(createdAt, random.between(0.1, 6))) : null,
        editedAt: random.chance(0.08) ? earliest(now, daysAfter(createdAt, random.between(1, 14))) : null,
        createdAt,
      });
    }
  }
  return rows;
}

type Leanings = Record<Exclude<keyof ReviewScores, 'overall'>, number>;

/** A business's habits: one is a little pricey, another always early. */
function dimensionLeanings(random: SeededRandom): Leanings {
  return {
    price: random.normal(0, 0.35),
    punctuality: random.normal(0, 0.35),
    cleanliness: random.normal(0, 0.35),
    quality: random.normal(0, 0.2),
    friendliness: random.normal(0, 0.3),
  };
}

function scoresFor(random: SeededRandom, calibre: number, leanings: Leanings): ReviewScores {
  const overall = toScore(random.normal(calibre, 0.55));
  const around = (leaning: number) => toScore(overall + leaning + random.normal(0, 0.55));
  return {
    overall,
    price: around(leanings.price),
    punctuality: around(leanings.punctuality),
    cleanliness: around(leanings.cleanliness),
    quality: around(leanings.quality),
    friendliness: around(leanings.friendliness),
  };
}

function toScore(value: number): number {
  return Math.min(5, Math.max(1, Math.round(value)));
}

/** Most reviews are about the business's main trade. */
function categoryOf(random: SeededRandom, categories: readonly CategoryTitle[]): CategoryTitle {
  const [primary] = categories as [CategoryTitle, ...CategoryTitle[]];
  return random.chance(0.7) ? primary : random.pick(categories);
}

/** Who a customer says did the work: the owner of a one-person business, or the team. */
export function whoDidTheWork(random: SeededRandom, business: DemoBusiness): string {
  const firstName = business.owner.firstName;
  if (business.row.accountType === 'individual') return firstName;
  return random.pick(['The team', `${firstName} and the team`, `${firstName}'s team`]);
}

function earliest(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

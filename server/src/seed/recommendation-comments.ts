import type { CategoryTitle } from '@tradeshub/sdk';
import { JOB_PHRASES } from './review-phrases.js';
import type { SeededRandom } from './random.js';

// What a customer writes when they vouch for a business: shorter than a review and about
// trust rather than one job. Many leave the box empty.

const ABOUT_A_JOB = [
  '{subject} {job} for us and did a lovely job. Honest, tidy and fairly priced.',
  '{subject} {job} for us. Turned up when they said they would and left the place spotless.',
  '{subject} {job} for us last year, and we have not had a moment of trouble since.',
  'We have used them for years. Most recently {subject_lower} {job} for us, and it was as good as ever.',
] as const;

const ABOUT_THE_BUSINESS = [
  'Reliable, tidy and fairly priced. I have passed their number on to half the street.',
  'They answer the phone, turn up on time and do what they say they will. Rare these days!',
  'Used them twice now and would happily have them back.',
  'A neighbour put us on to them and I am so glad she did.',
  'Honest advice: they talked us out of spending money we did not need to.',
  'Great work at a fair price, with no surprises on the invoice.',
  'Quick to quote, easy to deal with, and the work is first class.',
  'Proper tradespeople who take pride in their work.',
  'Friendly, patient and they explain things without making you feel daft.',
  'The only people I call now. Always straight with us about what needs doing.',
] as const;

/**
 * A recommendation's comment, or null for the many who leave none. `subject` is who did the
 * work, as a review names them ("Dave", "The team").
 */
export function writeRecommendationComment(random: SeededRandom, category: CategoryTitle, subject: string): string | null {
  return random.chance(0.3) ? null : writeComment(random, category, subject);
}

/** A comment for someone who always writes one. */
export function writeComment(random: SeededRandom, category: CategoryTitle, subject: string): string {
  if (random.chance(0.55)) return random.pick(ABOUT_THE_BUSINESS);
  const job = random.pick(JOB_PHRASES[category].jobs);
  return random
    .pick(ABOUT_A_JOB)
    .replace('{subject_lower}', subject.replace(/^The /, 'the '))
    .replace('{subject}', subject)
    .replace('{job}', job);
}

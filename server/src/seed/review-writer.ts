import type { CategoryTitle } from '@tradeshub/sdk';
import type { SeededRandom } from './random.js';
import { JOB_PHRASES } from './review-phrases.js';

// Writes a review's text to match its category and its scores: a glowing review praises
// the dimension it rated highest, a poor one names the one it rated lowest.

export interface ReviewScores {
  overall: number;
  price: number;
  punctuality: number;
  cleanliness: number;
  quality: number;
  friendliness: number;
}

type Detail = Exclude<keyof ReviewScores, 'overall'>;
type Tone = 'glowing' | 'mixed' | 'poor';

const STRENGTHS: Record<Detail, readonly string[]> = {
  price: ['Very fair price, and exactly what was quoted.', 'Reasonably priced, with no surprises on the invoice.', 'Cheaper than the other two quotes we had, too.'],
  punctuality: ['Arrived bang on time every morning.', 'Always turned up when they said they would.', 'Started on the day agreed and finished a day early.'],
  cleanliness: ['Left the place spotless every day.', 'Dust sheets down everywhere and hoovered up before leaving.', 'You would hardly know they had been here.'],
  quality: ['The quality of the work is excellent.', 'A really high standard of workmanship.', 'Attention to detail was second to none.'],
  friendliness: ['Friendly, polite and happy to explain everything.', 'Lovely to have around, and great with our dog.', 'Kept us updated by text throughout.'],
};

const WEAKNESSES: Record<Detail, readonly string[]> = {
  price: ['It was pricier than the other quotes we had.', 'The final bill crept above the quote.'],
  punctuality: ['Timekeeping was hit and miss.', 'Often arrived an hour or two later than agreed.'],
  cleanliness: ['We had to do a fair bit of cleaning up afterwards.', 'They left more mess than we expected.'],
  quality: ['The finish is not quite what we hoped for.', 'A few details needed redoing.'],
  friendliness: ['Communication could have been better.', 'Hard to get hold of by phone once the job had started.'],
};

const CLOSERS: Record<Tone, readonly string[]> = {
  glowing: ['Would highly recommend.', "We'll definitely use them again.", 'Already recommended them to our neighbours.', "Can't fault them.", 'Thoroughly recommended.'],
  mixed: ['Decent job overall.', 'Would probably use them again for smaller jobs.', 'Okay, but not outstanding.'],
  poor: ['Would not use again.', 'Disappointing overall.', 'Sadly we will be looking elsewhere next time.'],
};

const ONE_LINERS: Record<Tone, readonly string[]> = {
  glowing: ['Brilliant service from start to finish.', 'Excellent work at a fair price.', 'Reliable, tidy and great value.', 'Top job, thank you!'],
  mixed: ['Job done, but it took longer than it should have.', 'Fine, nothing special.'],
  poor: ['Poor communication and a rushed job.', 'Not happy with the work at all.'],
};

const WHEN = ['', '', '', ' last month', ' recently', ' a few weeks ago', ' in the spring', ' over the summer', ' before Christmas'];

const REPLIES: Record<Tone, readonly string[]> = {
  glowing: [
    'Thank you, {name}! It was a pleasure working with you.',
    'Thanks so much for the kind words, {name}. Give us a shout whenever you need us.',
    'Really appreciate you taking the time to leave a review, {name}. Enjoy the finished job!',
  ],
  mixed: [
    'Thanks for the honest feedback, {name}. We have taken it on board with the team.',
    'Thank you, {name}. Sorry it was not perfect; please call us if anything needs another look.',
  ],
  poor: [
    "Sorry to hear this, {name}. We've tried to get in touch to arrange a return visit and would like to put it right.",
    'We are sorry you were disappointed, {name}. Please ring the office so we can sort this out properly.',
  ],
};

function toneOf(overall: number): Tone {
  if (overall >= 4) return 'glowing';
  return overall === 3 ? 'mixed' : 'poor';
}

/** Best first; ties in random order so one dimension is not always the one mentioned. */
function detailsByScore(random: SeededRandom, scores: ReviewScores): Detail[] {
  const details: Detail[] = ['price', 'punctuality', 'cleanliness', 'quality', 'friendliness'];
  return random.shuffle(details).sort((a, b) => scores[b] - scores[a]);
}

/** One to three sentences in a customer's voice; `subject` is who did the work ("Dave", "The team"). */
export function writeReviewText(random: SeededRandom, category: CategoryTitle, scores: ReviewScores, subject: string): string {
  const tone = toneOf(scores.overall);
  if (random.chance(0.1)) return random.pick(ONE_LINERS[tone]);

  const phrases = JOB_PHRASES[category];
  const ranked = detailsByScore(random, scores);
  const best = ranked[0] as Detail;
  const worst = ranked[ranked.length - 1] as Detail;
  const opening = `${subject} ${random.pick(phrases.jobs)}${random.pick(WHEN)}`;

  if (tone === 'glowing') {
    const detail = random.chance(0.55) ? random.pick(phrases.praise) : random.pick(STRENGTHS[best]);
    const sentences = [`${opening}.`, detail];
    if (random.chance(0.65)) sentences.push(random.pick(CLOSERS.glowing));
    return sentences.join(' ');
  }
  if (tone === 'mixed') {
    return [`${opening}.`, random.pick(STRENGTHS[best]), random.pick(WEAKNESSES[worst])].join(' ');
  }
  const complaint = random.chance(0.6) ? random.pick(phrases.gripes) : random.pick(WEAKNESSES[worst]);
  return [`${opening}, but it was not plain sailing.`, complaint, random.pick(CLOSERS.poor)].join(' ');
}

/** The business owner's public answer to a review, addressed to its author. */
export function writeReply(random: SeededRandom, overall: number, customerFirstName: string, ownerFirstName: string): string {
  const reply = random.pick(REPLIES[toneOf(overall)]).replace('{name}', customerFirstName);
  return random.chance(0.5) ? `${reply} – ${ownerFirstName}` : reply;
}

/** Whether an owner is likelier to answer: unhappy customers get a reply more often. */
export function replyChance(overall: number): number {
  return toneOf(overall) === 'glowing' ? 0.25 : 0.7;
}

import type { ContentSeed } from './content-item.js';

const post = (slug: string, title: string, publishedOn: string, summary: string, body: string): ContentSeed => ({
  slug,
  title,
  kind: 'BLOG_POST',
  summary,
  body,
  publishedAt: new Date(`${publishedOn}T09:00:00Z`),
});

export const BLOG_POSTS: readonly ContentSeed[] = [
  post(
    'how-to-compare-quotes',
    'How to compare quotes from tradespeople',
    '2026-03-12',
    'Three quotes can differ by thousands of pounds. Here is how to tell which one is really the best value.',
    `# How to compare quotes from tradespeople

Getting three quotes is sound advice, but it only helps if you compare them properly. The cheapest quote is not always the best value, and the most expensive is not always the best job.

## Make sure they are quoting for the same thing

Before you ask anyone, write down what you want done in plain terms: which rooms, what finish, who supplies materials, who removes waste. Send the same description to everyone. When quotes come back, check each one covers every item on your list.

## Look at the line items

A good quote breaks the job down. On Tradeshub each line shows its price and its VAT, so you can see that one builder has included making good the plaster and another has not. A single figure with "labour and materials" tells you very little.

## Check VAT and what is excluded

Is VAT included? Is the business VAT registered at all? Look for exclusions such as skip hire, scaffolding, parking permits, building control fees or redecoration after the work. They can add hundreds of pounds.

## Ask how payment is staged

Be wary of large deposits unless special materials need ordering. A fair schedule ties payments to stages of the work, so you pay as progress is made. A schedule that is agreed up front and recorded protects both sides.

## Read the reviews, not just the stars

Look at reviews for jobs like yours. A roofer with a 4.9 for gutter clearing may have no track record on full re-roofs. Check punctuality and cleanliness too, because you will be living with them for the length of the job.

## Trust your instincts

Did they listen? Did they explain their approach and answer your questions? Did they turn up to the survey on time? How someone behaves before they have your money is a good guide to how they will behave afterwards.`,
  ),
  post(
    'what-makes-a-helpful-review',
    'What makes a helpful review',
    '2026-06-04',
    'A good review helps your neighbours choose well and gives a good tradesperson the credit they have earned.',
    `# What makes a helpful review

Reviews are the heart of Tradeshub. A helpful one takes two minutes and can save your neighbours from a bad decision, or bring a small business its next customer.

## Say what the job was

"Great job" could mean anything. "Replaced our combi boiler and moved it into the loft" tells the next reader whether this business does the kind of work they need.

## Rate each part honestly

We ask for six ratings because they really do differ. A firm can be superb on quality but poor at turning up on time. Honest scores on each help others choose what matters to them.

## Be specific and fair

Mention what stood out, good or bad: the dust sheets, the tidy pipework, the day they did not turn up and did not call. If something went wrong but they put it right quickly, say that too; it is often the most useful thing a reader can learn.

## Keep it about the work

Reviews are not the place for personal remarks, for a dispute about something else, or for anyone's personal details. Our Community Rules apply: be relevant, be helpful and respectful, be safe.

## Update it if things change

If a problem is fixed after you post, you can edit your review. Edited reviews are marked as edited.

## Recommend the ones you would use again

A recommendation is the strongest thing you can give a tradesperson. If you would send your family to them, say so.`,
  ),
  post(
    'protect-your-home-this-winter',
    'Five jobs to protect your home this winter',
    '2026-10-15',
    'A few small jobs in autumn can prevent the burst pipes, leaks and damp that keep tradespeople busy all winter.',
    `# Five jobs to protect your home this winter

Winter is when small problems become expensive ones. These five jobs are worth doing before the first hard frost.

## 1. Clear the gutters

Autumn leaves block gutters and downpipes, and the overflowing water soaks into brickwork and causes damp inside. Clear them yourself if it is safe to do so from a ladder, or book a guttering specialist who can show you before-and-after photos.

## 2. Have the boiler serviced

An annual service by a Gas Safe registered engineer keeps your boiler efficient, safe and within its warranty. Bleed radiators that are cold at the top while you are at it.

## 3. Lag exposed pipes

Pipes in lofts, garages and outside walls can freeze and burst. Foam lagging is cheap and quick to fit. Know where your stopcock is and check it turns.

## 4. Check the roof

From the ground, look for slipped or missing slates and tiles and for damaged flashing around the chimney. A small repair now is far cheaper than water coming through a ceiling in January.

## 5. Stop the draughts

Draught-proofing doors, windows and loft hatches is one of the cheapest ways to cut heating bills. A joiner can ease and seal sash windows without spoiling them.

If you need help with any of these, search Tradeshub for a recommended tradesperson near you, and book early: autumn is their busiest season.`,
  ),
  post(
    'growing-your-trade-business-with-recommendations',
    'Growing your trade business with recommendations',
    '2026-11-05',
    'For tradespeople: how to turn happy customers into a steady stream of work without paying for leads.',
    `# Growing your trade business with recommendations

Most tradespeople already get their best work through word of mouth. Tradeshub is designed to make that word of mouth visible, so it keeps working for you long after the job is finished.

## Ask at the right moment

The best time to ask for a recommendation is the day the customer sees the finished job. Send an invitation from Tradeshub by email or text while they are still delighted; it takes them a minute.

## Reply to every review

Thank people for good reviews and respond calmly and constructively to poor ones. Future customers read your replies as closely as the reviews, and a professional answer to a complaint can win you more trust than five stars.

## Complete your profile

Add every category you genuinely work in, set a realistic service radius and write a short description in plain English. Say what you specialise in, what you are registered for and what areas you cover.

## Put your rating on your website

Our rating widget shows your stars and review count on your own site and updates itself. Visitors can recommend or review you without leaving the page.

## Make paying you easy

Itemised quotes, agreed schedules and card payments reduce the awkward conversations about money. Customers who know exactly what they are paying for are happier to recommend you.

## Look after your reputation

Turn up when you say you will, keep the site tidy and keep customers informed. Punctuality and cleanliness are rated separately on Tradeshub, and they are often what customers remember most.`,
  ),
];

import type { ContentSeed } from './content-item.js';

export const ABOUT_PAGE: ContentSeed = {
  slug: 'about-us',
  title: 'About us',
  kind: 'PAGE',
  summary: 'Tradeshub connects homeowners with trusted local tradespeople through recommendations from people they know.',
  body: `# About Tradeshub

Most of us find a good plumber, electrician or builder the same way: we ask someone we trust. A neighbour who had their loft converted, a friend whose kitchen looks fantastic, a colleague who finally found a roofer who turns up. Tradeshub takes that word of mouth and makes it easier to find, share and rely on.

## A marketplace built on recommendations

On Tradeshub, customers recommend the tradespeople they have used and review the work they did: the overall job, the price, punctuality, cleanliness, quality and how friendly they were. When you search, you see businesses that cover your area, ranked by what real customers nearby say about them.

For tradespeople it is a place to be found for the work you are proud of, not for how much you spend on adverts. Your recommendations and reviews follow you, you can invite happy customers to vouch for you, and you can show your rating on your own website with our free widgets.

## More than a directory

Finding someone is only the start. On Tradeshub you can:

- **message** a tradesperson and keep every detail of the job in one conversation;
- **agree a quote** line by line, with VAT shown clearly, and turn it into a contract you both sign off;
- **pay in stages** by card, with payment requests, due dates and a clear record of what has been paid;
- **get help** from an independent assessor if you cannot agree whether a job has been done properly.

## A community, not just a transaction

The community hub is where homeowners and tradespeople swap advice, post jobs, share finished projects and answer each other's questions. Good answers get upvoted; helpful people get noticed. Recommend a tradesperson or refer a friend and you earn rewards too.

## Where we are

Tradeshub is a UK company serving homeowners and trades across England, Scotland and Wales. We started with the conviction that the UK is full of brilliant, honest tradespeople who deserve to be easier to find, and full of homeowners who deserve to hire with confidence.

Got a question or an idea? Write to us at **hello@tradeshub.uk**. We read everything.`,
};

export const OUR_MISSION_PAGE: ContentSeed = {
  slug: 'our-mission',
  title: 'Our mission',
  kind: 'PAGE',
  summary: 'To make hiring a tradesperson as trustworthy as asking a good neighbour, and to reward the trades who do great work.',
  body: `# Our mission

**To make hiring a tradesperson as trustworthy as asking a good neighbour, and to make sure the people doing great work are the ones who get found.**

## The problem we are solving

Hiring someone to work on your home is one of the bigger decisions most households make, yet it often comes down to a search engine, a glossy advert and hope. Stories about cowboy builders make homeowners wary, and that wariness hurts the honest majority of tradespeople, who lose time to quotes that go nowhere and pay for leads that were sold to five others.

## What we believe

**Trust is local.** A recommendation from someone on your street means more than a thousand anonymous stars. Tradeshub puts the opinions of people near you first.

**Reviews should be fair to both sides.** Customers can say exactly how a job went across six measures, and businesses can reply in public and dispute a review that breaks the rules. Hidden reviews show why they were hidden.

**Money should be clear.** Quotes show every line and its VAT. Fees are published. Payment schedules, due dates and late-payment rules are the same for everyone and visible to both parties.

**Good work deserves reward.** We do not sell top spots. Businesses rise because their customers recommend them, and customers who recommend and refer earn rewards for helping others.

## How we measure ourselves

We count success in jobs finished well: customers who would hire the same tradesperson again, tradespeople who win work through recommendations rather than paid leads, and disputes resolved fairly and quickly. Every feature we build has to move one of those numbers.

## Giving back

A share of our revenue goes into the Tradeshub Community Fund, which pays for repairs and improvements to community buildings and for apprenticeships in the trades. Read more on the Community Fund and Local Projects pages.`,
};

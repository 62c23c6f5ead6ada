import type { ContentSeed } from './content-item.js';

export const FAQ_PAGE: ContentSeed = {
  slug: 'faq',
  title: 'Frequently asked questions',
  kind: 'PAGE',
  summary: 'Answers to the questions customers and tradespeople ask us most often.',
  body: `# Frequently asked questions

## Is Tradeshub free to use?

Yes for customers: searching, messaging, recommending and reviewing cost nothing, and you pay the tradesperson only what you agreed. Tradespeople can join, build a profile and collect recommendations for free too. When a customer pays through Tradeshub, a platform fee of 4% plus VAT (4.8% in all) and, where enabled, a card processing fee of 1.5% plus 20p are deducted from the payment.

## How do you check tradespeople?

Before a business can take payments it must verify the identity of the person running it with our regulated payment provider. Companies also give us their Companies House registration number. Most importantly, every rating comes from customers, and you can see exactly what they said. We still recommend checking any trade-specific registration for the job, such as Gas Safe for gas work or NICEIC for electrical work.

## What is the difference between a recommendation and a review?

A recommendation says "I would send my friends to this business". A review rates a specific job across six measures and describes how it went. Tradespeople collect both; the best have plenty of each.

## Can a business remove a bad review?

No. A business can reply publicly and can dispute a review it believes breaks the rules, for example if it is fake, abusive or about somebody else. A moderator looks at the evidence from both sides. If a review is hidden, the reason is shown in its place.

## How do payments work?

Your tradesperson sends a payment request for each stage of the job with a due date. You pay by card through our payment provider; we never see your full card number. You can see the whole schedule, what has been paid and what is due next.

## What happens if a payment is late?

A payment not made by its due date is marked as overdue. If it is still unpaid 21 days after the due date, simple interest of 8% a year can be added from the due date, in line with the terms both parties agreed.

## What if I am not happy with the work?

Tell the tradesperson through Tradeshub messages first; most problems are put right quickly. If you cannot agree, either of you can ask for an independent assessment by a qualified assessor. Your statutory rights as a consumer are not affected.

## How far will tradespeople travel?

Each business sets its own service radius, which is 30 miles unless they change it. Search only shows businesses whose area covers your address, and you can narrow the distance further with the filter.

## How do rewards work?

When you recommend a business and it is accepted, or you refer someone who joins, you earn rewards. Leave a review within two weeks of recommending a business you have used; otherwise rewards for that recommendation are paused until you do.

## Can I use Tradeshub for a rental property or a relative's home?

Yes. Save as many addresses as you like in your settings and choose which one is your local area when you search.

## I am a tradesperson. Can I show my rating on my own website?

Yes. Copy the snippet from your business profile and paste it into your website. It shows your stars, your rating and your review count, and lets visitors recommend or review you without leaving your site.

## How do I delete my account?

Email hello@tradeshub.uk from the address you signed up with and we will close it. Any jobs in progress need to be finished or settled first. Our privacy notice explains what we keep and for how long.`,
};

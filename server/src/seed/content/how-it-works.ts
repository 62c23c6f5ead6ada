import type { ContentSeed } from './content-item.js';

export const HOW_IT_WORKS_PAGE: ContentSeed = {
  slug: 'how-it-works',
  title: 'How it works',
  kind: 'PAGE',
  summary: 'Find, hire and pay a trusted tradesperson, or grow your business through recommendations, in a few simple steps.',
  body: `# How it works

## For homeowners

### 1. Find someone recommended near you

Search by trade and postcode. You will see businesses whose service area covers you, with their ratings for price, punctuality, cleanliness, quality and friendliness, and how many people have recommended them. Sort by highest rated, most reviewed, nearest or most recommended.

### 2. Get in touch and get a quote

Message the tradesperson from their profile. Describe the job, share photos and arrange a visit. When they are ready they send a quote through Tradeshub: every line item with its price and VAT, the total and a proposed payment schedule.

### 3. Agree the contract

Accept the quote and confirm the schedule, and it becomes a contract you can both see at any time. If the plan changes, either of you can propose a change to the schedule and the other approves or rejects it, so there is never any doubt about what was agreed.

### 4. Pay in stages, safely

When a stage is done, the tradesperson sends a payment request with a due date. You pay by card through our secure payment provider. You can see what is paid, what is due and what is next.

### 5. Review and recommend

When the job is finished, leave a review. If you were happy, recommend them so your neighbours can find them too, and earn rewards for doing so.

## For tradespeople

### 1. Create your business profile

Add your business name, the categories you work in, where you are based and how far you travel. It is free to join.

### 2. Bring your reputation with you

Invite past customers to recommend you by email or text. Each recommendation and review builds your profile, and you can show your rating on your own website with a single line of code.

### 3. Win work and send professional quotes

Customers message you directly. Send itemised quotes with VAT calculated for you, and agree a payment schedule that suits the job.

### 4. Get paid on time

Connect a payout account once, verify your identity and request payments as each stage is complete. Customers pay by card and the money goes to your account minus a published fee. Overdue payments are flagged automatically.

## If something goes wrong

Keep the conversation on Tradeshub so there is a record. If you cannot resolve a disagreement about the work, either side can ask for an independent assessment. If a review breaks the rules, a business can dispute it and our moderators will look at the evidence from both sides.`,
};

import type { ContentSeed } from './content-item.js';

const guide = (slug: string, title: string, summary: string, body: string): ContentSeed => ({
  slug,
  title,
  kind: 'HOW_TO_USE',
  summary,
  body,
});

/** The how-to-use guides, in reading order. */
export const HOW_TO_USE_GUIDES: readonly ContentSeed[] = [
  guide(
    'how-to-find-a-tradesperson',
    'Find a tradesperson',
    'Search by trade and area, filter by rating and distance, and get in touch.',
    `# Find a tradesperson

1. Open **Find A tradesperson** from the menu.
2. Choose the kind of work, such as Plumbing or Roofing, and the address the job is at. Your saved local area is used unless you pick another.
3. Narrow the results with the filters: overall rating, price, distance, and the ratings for punctuality, cleanliness, quality and friendliness.
4. Sort by **Highest Rated**, **Most Reviewed**, **Nearest** or **Most Recommended**.
5. Open a profile to read reviews and see who has recommended the business, then press **Message** to describe your job.

Tip: only businesses whose service area covers your address are shown, so everyone in the list can come to you.`,
  ),
  guide(
    'how-to-recommend-a-tradesperson',
    'Recommend a tradesperson',
    'Vouch for a business you trust and earn rewards.',
    `# Recommend a tradesperson

1. Go to **Recommendations** and choose **Recommend a tradesperson**.
2. Search for the business. If it is not on Tradeshub yet, enter its name and contact details and we will invite it.
3. Choose the category of work they did for you and send your recommendation.

When the business accepts, your recommendation appears on its profile and you earn a reward. Leave a review of the job within two weeks to keep your rewards active. You can resend, revoke or delete a recommendation from the Recommendations page at any time.`,
  ),
  guide(
    'how-to-leave-a-review',
    'Leave a review',
    'Rate a job on six measures and describe how it went.',
    `# Leave a review

1. Open the business's profile, or the finished job in **Manage Work**.
2. Press **Write a review**.
3. Give a score from 1 to 5 for the overall job, price, punctuality, cleanliness, quality and friendliness.
4. Describe the work and how it went in a few sentences, then submit.

You can edit your review later; it will be marked as edited. The business can reply publicly. Please follow the Community Rules: be relevant, be helpful and respectful, and be safe.`,
  ),
  guide(
    'how-to-agree-a-quote-and-pay',
    'Agree a quote and pay',
    'Accept a quote, agree the schedule and pay each stage by card.',
    `# Agree a quote and pay

1. When a tradesperson sends a quote, it appears in your conversation. Open it to see every line item, its VAT and the total.
2. Ask questions in the chat if anything is unclear, then **Accept** or **Reject** the quote.
3. Once accepted, check the payment schedule and confirm it. The job moves to **Manage Work**.
4. When a stage is complete the tradesperson sends a payment request with a due date. Press **Pay** and pay by card on the secure payment page.

If plans change, either of you can propose a change to the schedule and the other approves it. Overdue payments are flagged, and after 21 days late payment interest may apply.`,
  ),
  guide(
    'how-to-set-up-your-business',
    'Set up your business (tradespeople)',
    'Register your business, choose categories and get ready to take payments.',
    `# Set up your business

1. From your account menu choose **Register a business**.
2. Enter the business name, email and phone number, whether you trade as an individual or a company (companies add their registration number and, if registered, VAT number).
3. Pick every category of work you offer and enter your business address. Set your service radius; it is 30 miles unless you change it.
4. Read and accept the **Business Rules**.
5. In **Settings → Payments**, connect a payout account and verify your identity so customers can pay you by card.

Then invite your past customers to recommend you from your profile, and add the rating widget to your own website.`,
  ),
  guide(
    'how-to-send-a-quote-and-get-paid',
    'Send a quote and get paid (tradespeople)',
    'Itemised quotes, agreed schedules and payment requests.',
    `# Send a quote and get paid

1. In the customer's conversation, choose **Create quote**.
2. Add line items with a description, price excluding VAT and the VAT rate. New items go to the end of the list.
3. Propose a payment schedule: the stages, amounts and due dates. You will see the platform fee and what you will receive before you send.
4. When the customer accepts and the schedule is agreed, the job appears in **Manage Work**.
5. As each stage is finished, send a payment request. You are notified when it is paid, and the money goes to your connected account.

Keep the customer updated in the chat; it is also your record if there is ever a disagreement.`,
  ),
];

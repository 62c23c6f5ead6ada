import type { ContentSeed } from './content-item.js';

export const TERMS_PAGE: ContentSeed = {
  slug: 'terms',
  title: 'Terms of use',
  kind: 'PAGE',
  summary: 'The agreement between you and Tradeshub when you use the marketplace, the community hub and payments.',
  body: `# Terms of use

These terms apply when you use Tradeshub, whether as a customer looking for a tradesperson or as a tradesperson offering your services. By creating an account you agree to them. Please read them alongside our privacy notice, the Community Rules and, for tradespeople, the Business Rules.

## 1. What Tradeshub is

Tradeshub is an online marketplace and community. We help customers find tradespeople through recommendations and reviews, and we provide tools for messaging, quotes, contracts and payments.

**We are not a party to the work.** Any contract for work is made directly between the customer and the tradesperson. We do not employ tradespeople, supervise their work or guarantee its quality, although we do check identities before a tradesperson can take payments and we act on complaints and reviews.

## 2. Your account

- You must be 18 or over and able to enter into a legally binding contract.
- The details you give us must be true and kept up to date.
- Keep your password to yourself. You are responsible for what happens on your account until you tell us it has been compromised.
- One person, one account. A business account must be run by someone authorised to act for that business.

## 3. Reviews, recommendations and community posts

Reviews and recommendations are only useful if they are honest. You must:

- only review or recommend a business you have genuinely used;
- not review your own business, a relative's business or a competitor's;
- not offer or accept payment, discounts or gifts in return for a review, or for removing one;
- follow the Community Rules in everything you post.

A business may dispute a review it believes breaks these terms. We look at the evidence from both sides and may hide a review that breaks the rules; we show the reason in its place. We do not remove reviews simply because they are negative.

You keep ownership of what you post, and you give us a non-exclusive, royalty-free licence to display it on Tradeshub and in the widgets businesses embed on their own websites.

## 4. Quotes, contracts and payments

When a customer accepts a tradesperson's quote, a contract forms between them on the terms of the quote. Tradeshub records the agreed price, schedule and any changes both parties approve.

Payments made through Tradeshub are processed by our regulated payment provider. The customer pays the amount requested; the tradesperson receives it minus:

- **the platform fee**: a commission of 4% of the quote total (including VAT on the work), plus VAT on that commission, 4.8% in all;
- **a card processing fee**, where card fees are enabled: 1.5% plus 20p per payment.

Fees are shown before a quote is sent, and the tradesperson can see exactly what they will receive.

**Late payment.** A requested payment that is unpaid on its due date is marked overdue. If it is still unpaid 21 days after the due date, the tradesperson may charge simple interest at 8% a year from the due date, and the customer will see the amount added.

## 5. Disagreements about work

If something goes wrong, talk to each other first using Tradeshub messages, so there is a record. If you cannot agree, either party can ask for an independent assessment, where a qualified assessor looks at the work and recommends a fair outcome. Payments under dispute can be paused while this happens.

Nothing in these terms affects your statutory rights. If you are a consumer, the Consumer Rights Act 2015 requires work to be carried out with reasonable care and skill, within a reasonable time and, where no price was agreed, for a reasonable price.

## 6. Things you must not do

- Use Tradeshub for anything unlawful, fraudulent or harmful.
- Arrange to take a payment outside Tradeshub for a job agreed on Tradeshub in order to avoid fees.
- Harass, threaten or discriminate against anyone.
- Post someone else's personal information without their permission.
- Scrape, copy or overload the service, or try to get around its security.

## 7. Our responsibility to you

We work hard to keep Tradeshub available and accurate, but we cannot promise it will always be uninterrupted or error-free.

We are not responsible for the work tradespeople carry out, for what users post, or for losses that were not foreseeable. We do not exclude or limit our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law. Otherwise, our total liability to you in any year is limited to the fees you have paid us in that year, or £100 if that is greater.

## 8. Suspending or closing accounts

You can close your account at any time from your settings; contracts already agreed will still need to be completed or settled. We may suspend or close an account that breaks these terms, puts other users at risk or is inactive for more than two years, and we will tell you why unless the law prevents us.

## 9. Changes

We may update these terms. If a change materially affects you, we will tell you at least 30 days before it takes effect. If you do not agree, you can close your account before then.

## 10. The law that applies

These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland you may bring proceedings in your local courts.

Questions about these terms: **hello@tradeshub.uk**.`,
};

import type { ContentSeed } from './content-item.js';

export const PRIVACY_PAGE: ContentSeed = {
  slug: 'privacy',
  title: 'Privacy notice',
  kind: 'PAGE',
  summary: 'What personal data Tradeshub collects, why, who we share it with and the rights you have under UK data protection law.',
  body: `# Privacy notice

This notice explains how Tradeshub ("we", "us") collects and uses personal data when you use our website, apps and widgets. We are the controller of that data under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.

If you have a question about this notice or your data, email **privacy@tradeshub.uk**.

## The data we collect

**Account details.** Your name, email address, phone number and password (stored only as a one-way hash). If you register a business we also collect its name, contact details, address, service area, work categories and, for companies, the company registration number and VAT number.

**Addresses and location.** The addresses you save and the approximate location derived from them, so we can show tradespeople who cover your area. We do not track your device's location.

**What you post.** Recommendations, reviews, ratings, replies, community posts, comments and messages, and any photos or documents you upload.

**Work and payments.** Quotes, contracts, payment schedules and the status of payments. Card and bank details are collected and held by our payment provider, not by us; we only see a reference, the card brand and the last four digits.

**Identity checks.** Tradespeople who take payments must verify their identity. The checks are carried out by our payment provider, which tells us whether they passed.

**Technical data.** Your IP address, browser type, the pages you visit and error reports. Analytics cookies are only set if you accept them in the cookie banner.

## Why we use it, and our lawful basis

| Purpose | Lawful basis |
|---|---|
| Creating and running your account, showing your profile, matching you with tradespeople, delivering messages and processing payments | Performance of our contract with you |
| Keeping the platform safe: verifying accounts, moderating reviews and disputes, preventing fraud and abuse | Our legitimate interests in a trustworthy marketplace |
| Keeping records of payments and invoices | Legal obligation |
| Service emails and texts (verification codes, payment requests, notifications you have switched on) | Performance of our contract with you |
| Analytics and product improvement | Your consent, which you can withdraw at any time |

We do not sell your personal data and we do not use it for automated decisions that have legal or similarly significant effects on you.

## What other people can see

Your public profile shows your name, your profile picture if you add one, and the reviews and recommendations you have written. A business profile shows the business name, categories, service area, ratings and reviews. Email addresses, phone numbers and street addresses are only shared with people you choose to work with, for example when you accept a quote.

## Who we share it with

We share personal data only with service providers who process it for us under contract and on our instructions:

- our payment provider, for payments, payouts and identity verification;
- our hosting and database providers, who store the service in the UK or the European Economic Area;
- email and SMS delivery providers;
- error-reporting and analytics providers (analytics only with your consent).

We may also disclose data where the law requires it, for example to the police or HMRC, or to protect the rights and safety of our users.

Where a provider processes data outside the UK, we rely on UK adequacy regulations or the International Data Transfer Agreement to protect it.

## How long we keep it

We keep your account data for as long as your account is open. If you close your account we delete or anonymise your personal data within 90 days, except that reviews you have published may remain, anonymised, and payment records are kept for six years to meet tax and accounting rules. Messages in a contract conversation are kept for six years after the job ends in case of a dispute.

## Your rights

You have the right to:

- access the personal data we hold about you;
- have inaccurate data corrected;
- have your data erased, where we no longer need it;
- restrict or object to our use of it, including for our legitimate interests;
- receive your data in a portable format;
- withdraw consent at any time, for example to analytics cookies.

To use any of these rights, email privacy@tradeshub.uk. We will reply within one month. We may ask you to confirm your identity first.

## Security

Passwords are hashed with a modern algorithm, connections are encrypted, sign-in sessions can be revoked, and access to personal data within Tradeshub is limited to the people who need it to run the service.

## Children

Tradeshub is for adults. You must be 18 or over to create an account.

## Complaints

If you are unhappy with how we have handled your data, please tell us first so we can try to put it right. You also have the right to complain to the Information Commissioner's Office (ICO) at ico.org.uk or on 0303 123 1113.

## Changes to this notice

We will update this notice when our practices change and tell you by email or in the app about any significant change before it takes effect.`,
};

import type { ContentSeed } from './content-item.js';

/** The spec names the community rules item by this exact title. */
export const COMMUNITY_RULES: ContentSeed = {
  slug: 'community-rules',
  title: 'CommunityRules',
  kind: 'RULES',
  summary: 'Three rules for everything posted on Tradeshub: be relevant; be helpful and respectful; be safe.',
  body: `# Community Rules

Tradeshub works because people share honest, useful experiences with their neighbours. Everything you post, whether a review, a recommendation, a community post, a comment or a message, must follow these three rules.

## 1. Be relevant

- Post about home improvement, the trades and your local area.
- Review only businesses you have actually used, and describe the work they did.
- Keep promotion out of reviews and comments. Tradespeople can talk about their work, but not spam every thread.

## 2. Be helpful and respectful

- Disagree with ideas, not people. No insults, harassment, threats or discrimination of any kind.
- Give feedback that others can learn from: what went well, what did not, and whether it was put right.
- Do not post anything false or misleading, and do not write fake or insincere recommendations or reviews.

## 3. Be safe

- Never share anyone's personal information, such as phone numbers, addresses or photos of people, without their permission.
- Do not give advice that could put someone in danger. Gas and most electrical work must be done by a registered professional.
- Report anything that breaks these rules with the report button. Our moderators review every report.

We may hide content that breaks these rules and, for serious or repeated breaches, suspend accounts. When a review is hidden, the reason is shown in its place.`,
};

export const BUSINESS_RULES: ContentSeed = {
  slug: 'business-rules',
  title: 'BusinessRules',
  kind: 'RULES',
  summary: 'The standards every business on Tradeshub agrees to before it can be listed.',
  body: `# Business Rules

Every business on Tradeshub agrees to these rules, in addition to the Community Rules and our terms of use.

## Be who you say you are

- Give your real business name, address and contact details, and keep them up to date.
- Companies must give their correct registration number; VAT-registered businesses must give their VAT number and charge VAT correctly.
- List only the categories of work you are competent and, where the law requires it, registered to do (for example Gas Safe for gas work).
- Hold appropriate insurance, such as public liability insurance, for the work you take on.

## Earn your reputation honestly

- Invite only genuine customers to recommend or review you.
- Never write reviews of your own business or of competitors, and never offer discounts, gifts or payment for reviews or for removing them.
- Reply to reviews professionally. If you believe a review breaks the rules, dispute it rather than arguing in public.

## Quote and charge fairly

- Send clear, itemised quotes through Tradeshub and stick to them. Changes to price or schedule must be agreed by the customer.
- Take payment for jobs agreed on Tradeshub through Tradeshub. Asking customers to pay outside the platform to avoid fees is not allowed.
- Request payments only for work that has been done or materials that have been bought, as agreed in the schedule.

## Treat customers' homes with respect

- Turn up when you say you will, or let the customer know in good time if you cannot.
- Work safely, keep the site tidy and leave it clean.
- Respect customers' privacy and use their details only for the job.

## Put things right

- Respond to complaints promptly and try to resolve them directly with the customer.
- Cooperate with an independent assessment if one is requested, and honour the outcome you agree to.

Breaking these rules can lead to reviews being reinstated, your profile being hidden from search, or your business being removed from Tradeshub.`,
};

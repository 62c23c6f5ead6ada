import type { ContentSeed } from './content-item.js';

export const LOCAL_PROJECTS_PAGE: ContentSeed = {
  slug: 'local-projects',
  title: 'Local projects',
  kind: 'PAGE',
  summary: 'Community buildings, gardens and homes improved by Tradeshub members volunteering their skills.',
  body: `# Local projects

Every year, tradespeople and homeowners on Tradeshub give their time and skills to projects in their own neighbourhoods. Here are some of the things our members have been working on.

## Community spaces

**Scout huts and village halls.** Roofers, electricians and decorators have teamed up to repair leaking roofs, replace unsafe wiring and repaint halls that host everything from toddler groups to blood donor sessions.

**Community gardens.** Landscapers and fencers have built raised beds with level, step-free paths so that people of every age and ability can grow their own food.

## Homes that needed a hand

**Adaptations for older neighbours.** Handymen and plumbers have fitted grab rails, lever taps and better lighting for older people who want to stay safe in their own homes, working with local charities who know who needs help most.

**Warm homes.** Before winter, heating engineers and joiners offer free draught-proofing, radiator bleeding and boiler safety checks for households struggling with energy bills.

## Skills for the next generation

Builders and bricklayers run taster days for school leavers thinking about a trade, and several member businesses have taken on apprentices through our Community Fund.

## Suggest a project

Do you know a community building, a charity or a neighbour who could use some help? Post it in the community hub with the tag "Local project", or email **community@tradeshub.uk** with a short description, the location and what needs doing. We will share it with members nearby and can help with materials through the Community Fund.

## Volunteer

Tradespeople who would like to help can email community@tradeshub.uk with their trade and the area they cover. We will let you know when a project near you needs your skills, and we thank every business that takes part in the community hub.`,
};

export const COMMUNITY_FUND_PAGE: ContentSeed = {
  slug: 'community-fund',
  title: 'Community fund',
  kind: 'PAGE',
  summary: 'A share of every platform fee goes to repairs for community buildings and apprenticeships in the trades.',
  body: `# The Tradeshub Community Fund

A share of every platform fee paid on Tradeshub goes into the Community Fund. The fund pays for materials and skilled labour on projects that make neighbourhoods better, and helps young people into the trades.

## What the fund supports

- **Repairs to community buildings**: village halls, youth clubs, food banks, sports clubs and places of worship open to the whole community.
- **Home safety for people who need it**: adaptations, heating repairs and security improvements for older or disabled people on low incomes, referred by local charities.
- **Apprenticeships**: a contribution towards the wages and tools of an apprentice taken on by a small trades business.
- **Green spaces**: community gardens, allotments and play areas.

## How to apply

Applications are open to registered charities, community interest companies, constituted community groups and parish or town councils in England, Scotland and Wales. Small trades businesses can apply for apprenticeship support.

1. Tell us about the project, who it helps and what it will cost.
2. Include at least one quote from a tradesperson, ideally one on Tradeshub.
3. Send it to **fund@tradeshub.uk**.

We review applications every quarter. Grants are usually between £500 and £5,000 and are paid directly to the tradesperson carrying out the work or, for apprenticeships, to the employer.

## How decisions are made

A panel of Tradeshub staff, tradespeople and customers chosen from our community meets each quarter. They give priority to projects that help the most people, that would not otherwise happen and that involve local tradespeople.

## Where the money goes

We publish the total raised and every grant made each year, with photos of the finished projects, in the community hub. If you have a question about the fund, email fund@tradeshub.uk.`,
};

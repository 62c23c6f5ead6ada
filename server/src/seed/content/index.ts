import { ABOUT_PAGE, OUR_MISSION_PAGE } from './about.js';
import { BLOG_POSTS } from './blog.js';
import { COMMUNITY_FUND_PAGE, LOCAL_PROJECTS_PAGE } from './community.js';
import type { ContentSeed } from './content-item.js';
import { FAQ_PAGE } from './faq.js';
import { HOW_IT_WORKS_PAGE } from './how-it-works.js';
import { HOW_TO_USE_GUIDES } from './how-to-use.js';
import { PRIVACY_PAGE } from './privacy.js';
import { BUSINESS_RULES, COMMUNITY_RULES } from './rules.js';
import { TERMS_PAGE } from './terms.js';

export type { ContentSeed } from './content-item.js';

/** Every content item the product ships with; list order is each item's position within its kind. */
export const CONTENT_ITEMS: readonly ContentSeed[] = [
  ABOUT_PAGE,
  HOW_IT_WORKS_PAGE,
  OUR_MISSION_PAGE,
  FAQ_PAGE,
  LOCAL_PROJECTS_PAGE,
  COMMUNITY_FUND_PAGE,
  PRIVACY_PAGE,
  TERMS_PAGE,
  ...BLOG_POSTS,
  ...HOW_TO_USE_GUIDES,
  COMMUNITY_RULES,
  BUSINESS_RULES,
];

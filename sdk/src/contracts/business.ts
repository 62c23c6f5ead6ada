import { z } from 'zod';
import { defineContract } from './contract.js';
import { idParams, page, pageQuery } from './common.js';
import {
  businessCategorySearchBodySchema,
  businessRegisterBodySchema,
  businessSchema,
  businessSearchBodySchema,
  businessSearchResultSchema,
  businessUpdateBodySchema,
  categorySchema,
  publicBusinessSchema,
} from './entities/business.js';
import { idOf } from './entities/fields.js';
import {
  recommendationApplicabilitySchema,
  recommendationSchema,
  recommenderSchema,
} from './entities/recommendation.js';
import { businessReviewContracts } from './business-reviews.js';

// Spec section 7 "Business (/backend-service, optional public/ prefix)"; the reads of spec
// section 6 are public twins under /backend-service/public/business/...
const base = '/backend-service/business';
const publicBase = '/backend-service/public/business';

const businessProfileContracts = {
  checkApplicability: defineContract({
    method: 'GET',
    path: `${base}/check-applicability`,
    access: 'private',
    summary: "Tells whether the caller's business may claim a recommendation, and why not if it may not.",
    query: z.object({ recommendationId: idOf('recommendation') }),
    data: recommendationApplicabilitySchema,
  }),
  getAllCategories: defineContract({
    method: 'GET',
    path: `${base}/get-all-categories`,
    publicPath: `${publicBase}/get-all-categories`,
    access: 'public-twin',
    summary: 'Lists the 24 work categories a business can offer.',
    data: z.array(categorySchema),
  }),
  getById: defineContract({
    method: 'GET',
    path: `${base}/:id`,
    publicPath: `${publicBase}/:id`,
    access: 'public-twin',
    summary: "Returns a business's details: every field to its owner, the public shape (no email, phone or address lines) to anyone else.",
    params: idParams,
    data: z.union([businessSchema, publicBusinessSchema]),
    publicData: publicBusinessSchema,
  }),
  getByReferralUuid: defineContract({
    method: 'GET',
    path: `${publicBase}/by-referral/:referralUuid`,
    access: 'public',
    summary: "Returns the business a tradesperson's own referral link (?uuid=) points at, in the public shape.",
    params: z.object({ referralUuid: idOf('referral link') }),
    data: publicBusinessSchema,
  }),
  getRecommenders: defineContract({
    method: 'GET',
    path: `${base}/:id/recommenders`,
    publicPath: `${publicBase}/:id/recommenders`,
    access: 'public-twin',
    summary: 'Lists the people who recommended a business, newest first.',
    params: idParams,
    query: pageQuery,
    data: page(recommenderSchema),
  }),
  getCategories: defineContract({
    method: 'GET',
    path: `${base}/:id/categories`,
    publicPath: `${publicBase}/:id/categories`,
    access: 'public-twin',
    summary: 'Lists the work categories a business offers.',
    params: idParams,
    data: z.array(categorySchema),
  }),
  getPendingRecommendations: defineContract({
    method: 'GET',
    path: `${base}/:id/pending-recommendations`,
    access: 'private',
    summary: "Lists recommendations of the caller's business still waiting for it to accept or reject them.",
    params: idParams,
    query: pageQuery,
    data: page(recommendationSchema),
  }),
  register: defineContract({
    method: 'POST',
    path: `${base}/register`,
    access: 'private',
    summary: 'Registers a business for the caller, making them a tradesperson.',
    body: businessRegisterBodySchema,
    data: businessSchema,
  }),
  search: defineContract({
    method: 'POST',
    path: `${base}/search`,
    publicPath: `${publicBase}/search`,
    access: 'public-twin',
    summary: 'Finds businesses serving a place, filtered by rating and distance and sorted as asked; pages reach its first MAX_SEARCH_RESULTS (1,000) results.',
    body: businessSearchBodySchema,
    data: page(businessSearchResultSchema),
  }),
  searchByCategory: defineContract({
    method: 'POST',
    path: `${base}/search-business-by-category`,
    publicPath: `${publicBase}/search-business-by-category`,
    access: 'public-twin',
    summary: 'Finds businesses offering one work category near a place, highest rated first.',
    body: businessCategorySearchBodySchema,
    data: page(businessSearchResultSchema),
  }),
  update: defineContract({
    method: 'PATCH',
    path: `${base}/:serviceId`,
    access: 'private',
    summary: "Changes the caller's business; only the fields sent change.",
    params: z.object({ serviceId: idOf('business service') }),
    body: businessUpdateBodySchema,
    data: businessSchema,
  }),
  updateRuleAccepted: defineContract({
    method: 'PATCH',
    path: `${base}/update-business-rule-accepted`,
    access: 'private',
    summary: 'Records that the caller accepted the business rules.',
    errors: ['BUSINESS_REQUIRED'],
    body: z.object({ accepted: z.literal(true, { error: 'Accept the business rules to continue' }) }),
    data: z.object({ ruleAccepted: z.boolean() }),
  }),
  updateHasSwitched: defineContract({
    method: 'PATCH',
    path: `${base}/update-business-has-switched`,
    access: 'private',
    summary: 'Records whether the caller is using Tradeshub as their business or as a customer.',
    errors: ['BUSINESS_REQUIRED'],
    body: z.object({ hasSwitched: z.boolean({ error: 'Say whether business mode is on (true or false)' }) }),
    data: z.object({ hasSwitched: z.boolean() }),
  }),
} as const;

export const businessContracts = { ...businessProfileContracts, ...businessReviewContracts } as const;

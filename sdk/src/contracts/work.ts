import { z } from 'zod';
import { defineContract } from './contract.js';
import { emptyData, idParams, page, pageQuery } from './common.js';
import { countData, idOf } from './entities/fields.js';
import { assessmentSchema, publicWorkSchema, workSchema } from './entities/work.js';
import { workChangeContracts } from './work-changes.js';

// Spec section 7 "Work (/backend-service/work)"; get-all-works has a public variant under
// /backend-service/public/work.
const base = '/backend-service/work';
const manageWork = `${base}/managework-notifications`;

/** POST get-all-works: whose works, whether to include open (draft) contracts, and a page. */
export const getAllWorksBodySchema = z.object({
  /** Whose works; the caller's own when neither id is sent. */
  customerId: idOf('customer').optional(),
  businessId: idOf('business').optional(),
  /** Past works only (COMPLETED, CLOSED) unless true; the public variant ignores it. */
  includeOpenContracts: z.boolean().default(false),
  ...pageQuery.shape,
});
export type GetAllWorksBody = z.input<typeof getAllWorksBodySchema>;

/** Whose finished works to list: a business's (its completed jobs) or a customer's. */
export const finishedWorksQuerySchema = z
  .object({
    businessId: idOf('business').optional(),
    customerId: idOf('customer').optional(),
    ...pageQuery.shape,
  })
  .refine((query) => (query.businessId === undefined) !== (query.customerId === undefined), {
    error: 'Name either a business or a customer whose finished works to list',
  });

const workReadContracts = {
  getById: defineContract({
    method: 'GET',
    path: `${base}/get-work-by-id/:id`,
    access: 'private',
    summary: 'Returns a work the caller takes part in, with its lines, payments and support proposals.',
    params: idParams,
    data: workSchema,
  }),
  getAll: defineContract({
    method: 'POST',
    path: `${base}/get-all-works`,
    publicPath: '/backend-service/public/work/get-all-works',
    access: 'public-twin',
    summary: "Lists a user's works, newest first; the public variant shows only finished works without amounts.",
    body: getAllWorksBodySchema,
    data: page(workSchema),
    publicData: page(publicWorkSchema),
  }),
  getFinishedWorks: defineContract({
    method: 'GET',
    path: '/backend-service/public/work/get-finished-works',
    access: 'public',
    summary: "Lists a business's or a customer's finished works (completed or closed), newest first, without amounts; the same for everyone.",
    query: finishedWorksQuerySchema,
    data: page(publicWorkSchema),
  }),
  getUnseenReviewDisputeCount: defineContract({
    method: 'GET',
    path: `${base}/get-all-unseen-business-review-dispute-count`,
    access: 'private',
    summary: "Counts disputes of the caller's reviews they have not seen yet.",
    data: countData,
  }),
  markAllReviewDisputesSeen: defineContract({
    method: 'PATCH',
    path: `${base}/update-all-unseen-business-review-dispute`,
    access: 'private',
    summary: "Marks every dispute of the caller's reviews as seen.",
    data: emptyData,
  }),
  getAssessments: defineContract({
    method: 'GET',
    path: `${base}/get-all-assessments`,
    access: 'private',
    summary: 'Lists the independent assessments the caller takes part in, as a party or as the assessor.',
    query: pageQuery,
    data: page(assessmentSchema),
  }),
  getAssessmentById: defineContract({
    method: 'GET',
    path: `${base}/get-assessment-by-id/:id`,
    access: 'private',
    summary: 'Returns one independent assessment the caller takes part in.',
    params: idParams,
    data: assessmentSchema,
  }),
  getManageWorkNotificationsCount: defineContract({
    method: 'GET',
    path: `${manageWork}/get-all-managework-notifications-count`,
    access: 'private',
    summary: 'Counts unseen work updates for the caller as a customer.',
    data: countData,
  }),
  getManageWorkNotificationsCountForBusiness: defineContract({
    method: 'GET',
    path: `${manageWork}/get-all-managework-notifications-for-business-count`,
    access: 'private',
    summary: "Counts unseen work updates for the caller's business.",
    data: countData,
  }),
  markManageWorkNotificationsSeen: defineContract({
    method: 'PATCH',
    path: `${manageWork}/update-managework-notifications`,
    access: 'private',
    summary: 'Marks the work updates for the caller as a customer as seen.',
    data: emptyData,
  }),
  markManageWorkNotificationsSeenForBusiness: defineContract({
    method: 'PATCH',
    path: `${manageWork}/update-managework-notifications-for-business`,
    access: 'private',
    summary: "Marks the work updates for the caller's business as seen.",
    data: emptyData,
  }),
} as const;

export const workContracts = { ...workReadContracts, ...workChangeContracts } as const;

import { DEFAULT_DISTANCE_FILTER, DEFAULT_SEARCH_SORT } from '@tradeshub/sdk';
import { withMessage } from '../../http/contract-routes.js';
import type { GroupHandlers } from '../../http/serve-contracts.js';
import type { AppContext } from '../context.js';
import { toCategory } from './mappers.js';
import { allCategories } from './queries.js';
import { resolveOrigin, searchBusinesses } from './search.js';
import * as business from './service.js';

export function businessHandlers(context: AppContext) {
  const { db, geocoder } = context;

  return {
    register: async ({ viewer, body }) =>
      withMessage(
        await business.registerBusiness(db, viewer.userId, body),
        'Your business is registered. Customers can now find you in search.',
        201,
      ),
    getById: async ({ params, viewer, isPublic }) => business.viewBusiness(db, params.id, viewer, isPublic),
    getByReferralUuid: async ({ params }) => business.businessByReferralUuid(db, params.referralUuid),
    getCategories: async ({ params }) => business.categoriesOfBusiness(db, params.id),
    getAllCategories: async () => (await allCategories(db)).map(toCategory),
    update: async ({ viewer, params, body }) =>
      withMessage(await business.updateBusiness(db, viewer.userId, params.serviceId, body), 'Your business details are saved.'),
    updateRuleAccepted: async ({ viewer }) =>
      withMessage(await business.acceptBusinessRules(db, viewer.userId), 'Thank you for accepting the business rules.'),
    updateHasSwitched: async ({ viewer, body }) => {
      const result = await business.setHasSwitched(db, viewer.userId, body.hasSwitched);
      const mode = result.hasSwitched ? 'as your business' : 'as a customer';
      return withMessage(result, `You are now using Tradeshub ${mode}.`);
    },
    search: async ({ body }) =>
      searchBusinesses(db, {
        origin: await resolveOrigin(geocoder, body),
        distanceMiles: body.distance,
        overall: body.overall,
        price: body.price,
        minimums: {
          cleanliness: body.cleanliness,
          friendliness: body.friendliness,
          quality: body.quality,
          punctuality: body.punctuality,
        },
        category: body.category,
        sort: body.sort,
        cursor: body.cursor,
        limit: body.limit,
      }),
    searchByCategory: async ({ body }) =>
      searchBusinesses(db, {
        origin: await resolveOrigin(geocoder, body),
        distanceMiles: DEFAULT_DISTANCE_FILTER,
        overall: [0, 0],
        price: [0, 0],
        minimums: { cleanliness: 0, friendliness: 0, quality: 0, punctuality: 0 },
        category: body.category,
        sort: DEFAULT_SEARCH_SORT,
        cursor: body.cursor,
        limit: body.limit,
      }),
  } satisfies Partial<GroupHandlers<'business'>>;
}

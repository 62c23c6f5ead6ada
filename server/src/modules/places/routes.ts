import { placesContracts } from '@tradeshub/sdk';
import { registerRoute } from '../../http/contract-routes.js';
import type { AppModule } from '../context.js';

/** Place search for the find-a-tradesperson box and the business location picker. */
export const placesModule: AppModule = (app, { geocoder }) => {
  registerRoute(app, placesContracts.search, async ({ query }) => geocoder.search(query.q, query.limit));
};

import { userContracts } from '@tradeshub/sdk';
import { registerRoute, withMessage } from '../../http/contract-routes.js';
import { badRequest } from '../../http/errors.js';
import type { AppModule } from '../context.js';
import { setUserFlags, updateBusinessAddress, updateProfile } from './account.js';
import { chooseAddress, createAddress, deleteAddress, listAddressRows, toAddress, updateAddress } from './addresses.js';
import { blockUser } from './blocks.js';
import { gridsCovering } from './grids.js';
import { businessUserProfileFor, profileFor, publicBusinessUserProfile, publicProfile } from './profile.js';
import { ratingAndReviews } from './user-reviews.js';

/** Profiles, saved addresses, account flags, a customer's reviews from businesses, and blocking. */
export const userModule: AppModule = (app, { db }) => {
  registerRoute(app, userContracts.getProfile, async ({ query, viewer, isPublic }) => {
    if (isPublic || !viewer) {
      if (!query.userId) throw badRequest('Say whose profile to show (userId), or sign in to see your own.');
      return publicProfile(db, query.userId);
    }
    return profileFor(db, viewer, query.userId ?? viewer.userId);
  });

  registerRoute(app, userContracts.getBusinessUserProfile, async ({ query, viewer, isPublic }) => {
    if (isPublic || !viewer) return publicBusinessUserProfile(db, query.businessId);
    return businessUserProfileFor(db, viewer, query.businessId);
  });

  registerRoute(app, userContracts.getAddresses, async ({ viewer }) => (await listAddressRows(db, viewer.userId)).map(toAddress));
  registerRoute(app, userContracts.createAddress, async ({ viewer, body }) =>
    withMessage(await createAddress(db, viewer.userId, body), 'Your address has been saved.', 201),
  );
  registerRoute(app, userContracts.updateAddress, async ({ viewer, params, body }) =>
    withMessage(await updateAddress(db, viewer.userId, params.id, body), 'Your address has been updated.'),
  );
  registerRoute(app, userContracts.deleteAddress, async ({ viewer, params }) => {
    await deleteAddress(db, viewer.userId, params.id);
    return withMessage(null, 'Your address has been deleted.');
  });
  registerRoute(app, userContracts.findGrids, async ({ body }) => gridsCovering(body.latitude, body.longitude, body.radiusInMeter));
  registerRoute(app, userContracts.updateAddressIndex, async ({ viewer, body }) =>
    withMessage(await chooseAddress(db, viewer.userId, body.addressIndex), 'Your current address has been changed.'),
  );

  registerRoute(app, userContracts.updateCommunityRuleAccepted, async ({ viewer }) => {
    await setUserFlags(db, viewer.userId, { communityRuleAccepted: true });
    return withMessage({ communityRuleAccepted: true }, 'Thank you for accepting the community rules.');
  });
  registerRoute(app, userContracts.updateIsBoarded, async ({ viewer, body }) => {
    await setUserFlags(db, viewer.userId, { isBoarded: body.isBoarded });
    return { isBoarded: body.isBoarded };
  });
  registerRoute(app, userContracts.updateProfile, async ({ viewer, body }) =>
    withMessage(await updateProfile(db, viewer.userId, body), 'Your profile has been updated.'),
  );
  registerRoute(app, userContracts.updateBusinessAddress, async ({ viewer, body }) =>
    withMessage(await updateBusinessAddress(db, viewer.userId, body), 'Your business address has been updated.'),
  );

  registerRoute(app, userContracts.getRatingAndReviews, async ({ query }) =>
    ratingAndReviews(db, query.userId, { cursor: query.cursor, limit: query.limit }),
  );

  registerRoute(app, userContracts.block, async ({ viewer, body }) => {
    await blockUser(db, viewer.userId, body.userId);
    return withMessage(null, 'You have blocked this user. They can no longer message you or connect with you.');
  });
};

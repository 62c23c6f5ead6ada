import { withMessage } from '../../http/contract-routes.js';
import type { GroupHandlers } from '../../http/serve-contracts.js';
import { badRequest } from '../../http/errors.js';
import type { AppContext } from '../context.js';
import { setUserFlags, updateBusinessAddress, updateProfile } from './account.js';
import { chooseAddress, createAddress, deleteAddress, listAddressRows, toAddress, updateAddress } from './addresses.js';
import { blockStatus, blockUser, listBlockedUsers, unblockUser } from './blocks.js';
import { gridsCovering } from './grids.js';
import { menuCountsFor } from './menu-counts.js';
import { businessUserProfileFor, profileFor, publicBusinessUserProfile, publicProfile } from './profile.js';
import { ratingAndReviews } from './user-reviews.js';

/** Profiles, saved addresses, account flags, a customer's reviews from businesses, and blocking. */
export function userHandlers({ db }: AppContext) {
  return {
    getProfile: async ({ query, viewer, isPublic }) => {
      if (isPublic || !viewer) {
        if (!query.userId) throw badRequest('Say whose profile to show (userId), or sign in to see your own.');
        return publicProfile(db, query.userId);
      }
      return profileFor(db, viewer, query.userId ?? viewer.userId);
    },
    getBusinessUserProfile: async ({ query, viewer, isPublic }) => {
      if (isPublic || !viewer) return publicBusinessUserProfile(db, query.businessId);
      return businessUserProfileFor(db, viewer, query.businessId);
    },
    getMenuCounts: async ({ viewer, query }) => menuCountsFor(db, viewer.userId, query.mode),
    getAddresses: async ({ viewer }) => (await listAddressRows(db, viewer.userId)).map(toAddress),
    createAddress: async ({ viewer, body }) =>
      withMessage(await createAddress(db, viewer.userId, body), 'Your address has been saved.', 201),
    updateAddress: async ({ viewer, params, body }) =>
      withMessage(await updateAddress(db, viewer.userId, params.id, body), 'Your address has been updated.'),
    deleteAddress: async ({ viewer, params }) => {
      await deleteAddress(db, viewer.userId, params.id);
      return withMessage(null, 'Your address has been deleted.');
    },
    findGrids: async ({ body }) => gridsCovering(body.latitude, body.longitude, body.radiusInMeter),
    updateAddressIndex: async ({ viewer, body }) =>
      withMessage(await chooseAddress(db, viewer.userId, body.addressIndex), 'Your current address has been changed.'),
    updateCommunityRuleAccepted: async ({ viewer }) => {
      await setUserFlags(db, viewer.userId, { communityRuleAccepted: true });
      return withMessage({ communityRuleAccepted: true }, 'Thank you for accepting the community rules.');
    },
    updateIsBoarded: async ({ viewer, body }) => {
      await setUserFlags(db, viewer.userId, { isBoarded: body.isBoarded });
      return { isBoarded: body.isBoarded };
    },
    updateProfile: async ({ viewer, body }) =>
      withMessage(await updateProfile(db, viewer.userId, body), 'Your profile has been updated.'),
    updateBusinessAddress: async ({ viewer, body }) =>
      withMessage(await updateBusinessAddress(db, viewer.userId, body), 'Your business address has been updated.'),
    getRatingAndReviews: async ({ query }) =>
      ratingAndReviews(db, query.userId, { cursor: query.cursor, limit: query.limit }),
    block: async ({ viewer, body }) => {
      await blockUser(db, viewer.userId, body.userId);
      return withMessage(null, 'You have blocked this user. They can no longer message you or connect with you.');
    },
    unblock: async ({ viewer, body }) => {
      await unblockUser(db, viewer.userId, body.userId);
      return withMessage(null, 'You have unblocked this user. You can message and connect with each other again.');
    },
    getBlockedUsers: async ({ viewer, query }) => listBlockedUsers(db, viewer.userId, { cursor: query.cursor, limit: query.limit }),
    getBlockStatus: async ({ viewer, query }) => blockStatus(db, viewer.userId, query.userId),
  } satisfies Partial<GroupHandlers<'user'>>;
}

// Every address the widgets use on the hub, in one place. The API path is the public twin of
// GET business/:id; test/paths.test.ts checks it against the sdk's contract, which the bundle
// cannot import (the contracts bring zod, several times the whole bundle's size).

/** GET the public profile of a business: name and rating summary, no private fields. */
export const PUBLIC_BUSINESS_PATH = '/backend-service/public/business/:id';

/** The hub's pages a widget links to or opens. */
export const hubPages = {
  profile: (businessId: string) => `/business/view/${encodeURIComponent(businessId)}`,
  recommend: '/home/recommend',
  review: '/home/review',
};

/** The public API address of one business. */
export const publicBusinessPath = (businessId: string) => PUBLIC_BUSINESS_PATH.replace(':id', encodeURIComponent(businessId));

// The community's numbers and names, apart from its contracts: the hub's feed uses them on
// its first render, and the contract modules bring zod (docs/decisions/0063-signed-in-first-render-without-the-client.md).

/** The most photos one post carries. */
export const MAX_POST_PHOTOS = 6;

/** The form field a post photo travels in (multipart, one file per upload). */
export const POST_PHOTO_FORM_FIELD = 'file';

/** How many uploaded photos may wait for a post at once, per person. */
export const MAX_WAITING_POST_PHOTOS = 12;

/** The title of the content item holding the community rules. */
export const COMMUNITY_RULES_TITLE = 'CommunityRules';

import { z } from 'zod';
import { RATING_DIMENSIONS } from '../../domain/vocabulary.js';

// Field schemas several entities and forms share. Every message names the field and says
// what to do, because the hub shows them next to the input as they are. A length cap that
// a pattern follows aborts, so the pattern only ever sees a short string.

const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const tooLong = (name: string, max: number) => `${capitalise(name)} must be ${max} characters or fewer`;

/** A required, trimmed string: `requiredField('your first name', 50)` says "Enter your first name". */
export function requiredField(name: string, max: number) {
  return z
    .string({ error: `Enter ${name}` })
    .trim()
    .min(1, `Enter ${name}`)
    .max(max, tooLong(name, max));
}

/** An optional, trimmed string with a named length cap. */
export function optionalField(name: string, max: number) {
  return z.string().trim().max(max, tooLong(name, max)).optional();
}

/** A UUID whose error names what it identifies ("Expected the business id as a UUID"). */
export function idOf(name: string) {
  return z.uuid({ error: `Expected the ${name} id as a UUID` });
}

/** An id the payment provider issued (checkout session, card); not a UUID. */
export const providerId = z
  .string({ error: 'Expected a payment provider id' })
  .trim()
  .min(1, 'Expected a payment provider id')
  .max(255, 'A payment provider id is at most 255 characters');

/** An email address; `name` is what the form calls it ("your email address"). */
export function emailField(name: string) {
  return z
    .string({ error: `Enter ${name}` })
    .trim()
    .toLowerCase()
    .min(1, `Enter ${name}`)
    .max(254, { error: `${capitalise(name)} must be 254 characters or fewer`, abort: true })
    .regex(z.regexes.email, 'Enter a valid email address, like name@example.co.uk');
}
export const emailAddressField = emailField('your email address');

/** UK numbers: 0 or +44 then 9–10 digits, spaces or dashes allowed between digits. */
export const UK_PHONE_PATTERN = /^(?:(?:\+44|0044)\s?|0)\d(?:[\s-]?\d){8,9}$/;

/** A UK phone number; `name` is what the form calls it ("your phone number"). */
export function ukPhoneField(name: string) {
  return z
    .string({ error: `Enter ${name}` })
    .trim()
    .min(1, `Enter ${name}`)
    .max(20, { error: `${capitalise(name)} must be 20 characters or fewer`, abort: true })
    .regex(UK_PHONE_PATTERN, 'Enter a valid UK phone number, like 07700 900123');
}
export const ukPhoneNumberField = ukPhoneField('your phone number');

export const UK_POSTCODE_PATTERN = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

export const ukPostcodeField = z
  .string({ error: 'Enter a postcode' })
  .trim()
  .toUpperCase()
  .max(10, { error: 'Postcode must be 10 characters or fewer', abort: true })
  .regex(UK_POSTCODE_PATTERN, 'Enter a valid UK postcode, like SW1A 1AA');

/** Passwords are never trimmed: a space is a character the user chose. */
export const passwordField = z
  .string({ error: 'Enter a password' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be 128 characters or fewer');

const PLACE_ON_MAP = 'Choose the address from the suggestions so we can place it on the map';

export const latitudeField = z
  .number({ error: PLACE_ON_MAP })
  .min(-90, 'Latitude must be between -90 and 90')
  .max(90, 'Latitude must be between -90 and 90');

export const longitudeField = z
  .number({ error: PLACE_ON_MAP })
  .min(-180, 'Longitude must be between -180 and 180')
  .max(180, 'Longitude must be between -180 and 180');

/** A point on the map (spec section 3 "Locations: lat, lng"). */
export const coordinatesSchema = z.object({ latitude: latitudeField, longitude: longitudeField });
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** An amount of money in pence as a form sends it; `name` is what the form calls it ("the price"). */
export function penceField(name: string, min = 0) {
  const label = capitalise(name);
  return z
    .number({ error: `Enter ${name} in pence` })
    .int(`Enter ${name} in whole pence`)
    .min(min, min > 0 ? `${label} must be at least ${min}p` : `${label} cannot be negative`)
    .max(100_000_000, `${label} must be £1,000,000 or less`);
}

/** A URL the server stored (images, hosted pages); its length is checked before it is parsed as a URL. */
export const urlField = z
  .string({ error: 'Enter a full web address starting with https://' })
  .max(2048, { error: 'A web address must be 2,048 characters or fewer', abort: true })
  .pipe(z.url({ error: 'Enter a full web address starting with https://' }));

/** What to do when a picture's address is refused (javascript:, data:, //another-site, ...). */
export const PICTURE_ADDRESS_SENTENCE = 'Enter a picture address starting with https:// or http://, or the path of a file uploaded to Tradeshub';

// Spaces, control characters and backslashes are refused anywhere: browsers drop tabs and
// newlines from an address and read "\" as "/", which would turn "/\evil.example" or
// "/<tab>/evil.example" into another site's address.
const UNSAFE_IN_ADDRESS = /[\s\p{Cc}\\]/u;

function isPictureAddress(value: string): boolean {
  if (UNSAFE_IN_ADDRESS.test(value)) return false;
  // One slash, then a path on our own site; two would name another host (//evil.example).
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The one rule for a profile or business picture: an http(s) address, or a path on Tradeshub's
 * own site, such as an uploaded file's. Anything a browser would run or read in place
 * (javascript:, data:) or fetch from a site the address hides (//evil.example) is refused.
 */
export const pictureUrlField = z
  .string({ error: PICTURE_ADDRESS_SENTENCE })
  .max(2048, { error: 'A web address must be 2,048 characters or fewer', abort: true })
  .refine(isPictureAddress, { error: PICTURE_ADDRESS_SENTENCE });

/** One star score a reviewer gives: a whole number from 1 to 5. */
export const starScore = z
  .number({ error: 'Give a score from 1 to 5 stars' })
  .int('Give a whole number of stars from 1 to 5')
  .min(1, 'Give a score from 1 to 5 stars')
  .max(5, 'Give a score from 1 to 5 stars');

/** A score per rating dimension; every dimension must be present. */
export const ratingScoresSchema = z.record(z.enum(RATING_DIMENSIONS), starScore);
export type RatingScores = z.infer<typeof ratingScoresSchema>;

/** Averages: 0 means "not rated yet". */
export const averageScore = z.number().min(0).max(5);

/** A rating summary: the average OVERALL score, each dimension's average and how many reviews. */
export const ratingSummarySchema = z.object({
  average: averageScore,
  count: z.number().int().min(0),
  dimensions: z.record(z.enum(RATING_DIMENSIONS), averageScore),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** Unread/unseen badges answer a single count. */
export const countData = z.object({ count: z.number().int().min(0) });
export type CountData = z.infer<typeof countData>;

/** The `:slug` of a content item: lower-case words joined by dashes. */
export const slugField = z
  .string()
  .max(100, { error: 'A page slug is at most 100 characters', abort: true })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a page slug of lower-case words joined by dashes, like how-it-works');

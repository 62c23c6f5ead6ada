import { z } from 'zod';
import { RATING_DIMENSIONS } from '../../domain/vocabulary.js';

// Field schemas several entities and forms share. Every message names the field and says
// what to do, because the hub shows them next to the input as they are.

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
    .max(254, `${capitalise(name)} must be 254 characters or fewer`)
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
    .max(20, `${capitalise(name)} must be 20 characters or fewer`)
    .regex(UK_PHONE_PATTERN, 'Enter a valid UK phone number, like 07700 900123');
}
export const ukPhoneNumberField = ukPhoneField('your phone number');

export const UK_POSTCODE_PATTERN = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

export const ukPostcodeField = z
  .string({ error: 'Enter a postcode' })
  .trim()
  .toUpperCase()
  .max(10, 'Postcode must be 10 characters or fewer')
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

/** A URL the server stored (images, hosted pages). */
export const urlField = z.url({ error: 'Enter a full web address starting with https://' }).max(2048);

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
  .max(100, 'A page slug is at most 100 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a page slug of lower-case words joined by dashes, like how-it-works');

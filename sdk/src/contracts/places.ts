import { z } from 'zod';
import { defineContract } from './contract.js';
import { text } from './common.js';

/** A UK place a person can search around: a town, or a full postcode when look-ups are configured. */
export const placeSchema = z.object({
  name: text(120),
  region: text(120).nullable(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  kind: z.enum(['town', 'postcode']),
});
export type Place = z.infer<typeof placeSchema>;

export const placesContracts = {
  search: defineContract({
    method: 'GET',
    path: '/backend-service/places/search',
    // Public: finding a tradesperson works before signing in.
    access: 'public',
    summary: 'Finds UK towns (and postcodes, when a look-up service is configured) matching what a person typed.',
    query: z.object({
      q: z.string({ error: 'Type a town or postcode' }).trim().min(2, 'Type at least two letters of a town or postcode').max(60),
      limit: z.coerce.number().int().min(1).max(20).default(8),
    }),
    data: z.array(placeSchema),
  }),
} as const;

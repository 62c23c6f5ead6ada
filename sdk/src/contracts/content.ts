import { z } from 'zod';
import { defineContract } from './contract.js';
import { contentItemSchema } from './entities/content.js';
import { optionalField, slugField } from './entities/fields.js';

// Content pages (ARCHITECTURE.md §8). The spec shows no paths; these follow its style
// under /content-service/. Reads are public because the pages they fill are public routes.
const base = '/content-service';
const slugParams = z.object({ slug: slugField });

export const updateContentItemBodySchema = z.object({
  title: optionalField('the title', 200),
  body: optionalField('the page text', 100_000),
  /** Why the operator changed it, kept in the audit log. */
  reason: optionalField('a reason', 300),
});
export type UpdateContentItemBody = z.input<typeof updateContentItemBodySchema>;

export const contentContracts = {
  getAllWebContentItems: defineContract({
    method: 'GET',
    path: `${base}/get-all-web-content-items`,
    access: 'public',
    summary: 'Lists every page of site copy, including the community rules (titled CommunityRules).',
    data: z.array(contentItemSchema),
  }),
  getHowToUsePages: defineContract({
    method: 'GET',
    path: `${base}/get-how-to-use-pages`,
    access: 'public',
    summary: 'Lists the how-to-use guides in reading order.',
    data: z.array(contentItemSchema),
  }),
  getItem: defineContract({
    method: 'GET',
    path: `${base}/get-content-item/:slug`,
    access: 'public',
    summary: 'Returns one content page by its slug, such as how-it-works.',
    params: slugParams,
    data: contentItemSchema,
  }),
  updateItem: defineContract({
    method: 'PATCH',
    path: `${base}/update-content-item/:slug`,
    access: 'admin',
    summary: 'Lets an ADMIN change the title or text of a content page.',
    params: slugParams,
    body: updateContentItemBodySchema,
    data: contentItemSchema,
  }),
} as const;

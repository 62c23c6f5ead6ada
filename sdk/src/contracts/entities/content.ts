import { z } from 'zod';
import { id, isoDate, text } from '../common.js';
import { TEMPLATE_TYPES } from '../../domain/statuses.js';

/** Which list a content item belongs to: the site's pages or the how-to-use guides. */
export const CONTENT_ITEM_KINDS = ['WEB_CONTENT', 'BLOG_POST', 'HOW_TO_USE'] as const;
export type ContentItemKind = (typeof CONTENT_ITEM_KINDS)[number];


/** An editable page of site copy (about-us, privacy, faq, the community rules...), body in Markdown. */
export const contentItemSchema = z.object({
  id,
  slug: text(100),
  title: text(200),
  kind: z.enum(CONTENT_ITEM_KINDS),
  /** One or two sentences for lists (blog index, how-to cards). */
  summary: text(500).nullable(),
  body: text(100_000),
  publishedAt: isoDate,
  updatedAt: isoDate,
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** An email or SMS template; `{{name}}` placeholders are filled when sending. */
export const templateSchema = z.object({
  id,
  /** What the server sends it for, e.g. 'recommendation-invite-email'. */
  key: text(100),
  type: z.enum(TEMPLATE_TYPES),
  name: text(100),
  /** Email subject; null for SMS. */
  subject: text(200).nullable(),
  body: text(20_000),
  updatedAt: isoDate,
});
export type Template = z.infer<typeof templateSchema>;

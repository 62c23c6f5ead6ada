/** A page of product copy as it is first seeded; an ADMIN may edit it afterwards. */
export interface ContentSeed {
  slug: string;
  title: string;
  kind: 'PAGE' | 'HOW_TO_USE' | 'RULES' | 'BLOG_POST';
  summary: string;
  /** Markdown. */
  body: string;
  /** Blog posts carry their own date; other pages are dated when first seeded. */
  publishedAt?: Date;
}

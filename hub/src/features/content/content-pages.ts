import type { ContentItem } from '@tradeshub/sdk';
import { CONTENT_SLUGS, paths, type ContentSlug } from '../../config/paths';

/** The site's own pages, grouped as the side menu shows them; the label is shown while a page loads. */
export const CONTENT_SECTIONS: readonly { heading: string; pages: readonly { slug: ContentSlug; label: string }[] }[] = [
  {
    heading: 'Tradeshub',
    pages: [
      { slug: 'about-us', label: 'About us' },
      { slug: 'how-it-works', label: 'How it works' },
      { slug: 'our-mission', label: 'Our mission' },
      { slug: 'faq', label: 'FAQ' },
      { slug: 'blog', label: 'Blog' },
    ],
  },
  {
    heading: 'Community',
    pages: [
      { slug: 'local-projects', label: 'Local projects' },
      { slug: 'community-fund', label: 'Community fund' },
    ],
  },
  {
    heading: 'Legal',
    pages: [
      { slug: 'privacy', label: 'Privacy notice' },
      { slug: 'terms', label: 'Terms of use' },
    ],
  },
];

export function contentPageLabel(slug: string): string | undefined {
  return CONTENT_SECTIONS.flatMap((s) => s.pages).find((p) => p.slug === slug)?.label;
}

/** The content slug a site-page path serves, e.g. '/faq' -> 'faq'; null for any other path. */
export function contentSlugForPath(pathname: string): ContentSlug | null {
  return CONTENT_SLUGS.find((slug) => paths.content(slug) === pathname.replace(/\/+$/, '')) ?? null;
}

export function isBlogPost(item: ContentItem): boolean {
  return item.kind === 'BLOG_POST';
}

export function isHowToUseGuide(item: ContentItem): boolean {
  return item.kind === 'HOW_TO_USE';
}

/** A how-to-use guide's address under How it works, e.g. '/how-it-works/how-to-leave-a-review'. */
export function guidePath(slug: string): string {
  return `${paths.content('how-it-works')}/${encodeURIComponent(slug)}`;
}

/** Blog posts, newest first. */
export function blogPosts(items: readonly ContentItem[]): ContentItem[] {
  return items.filter(isBlogPost).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** '12 March 2026'. */
export function formatPublishedDate(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}

/** A post's address under the blog, e.g. '/blog/how-to-compare-quotes'. */
export function blogPostPath(slug: string): string {
  return `${paths.content('blog')}/${encodeURIComponent(slug)}`;
}

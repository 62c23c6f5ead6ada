import { Marked, type Tokens } from 'marked';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

// Links and images may only point at the web, mail, phone or this site.
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;
const isSafeUrl = (href: string) => SAFE_URL.test(href.trim());
const isExternal = (href: string) => /^https?:/i.test(href.trim());

/**
 * Markdown for site copy. The copy is written by operators, but raw HTML in it is still shown
 * as text, and only web, mail, phone and same-site links are made into links.
 */
const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag) {
      const text = escapeHtml(token.text);
      return 'block' in token && token.block ? `<p>${text}</p>\n` : text;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!isSafeUrl(href)) return text;
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      const external = isExternal(href) ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href)}"${titleAttribute}${external}>${text}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      if (!isSafeUrl(href)) return escapeHtml(text);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttribute} loading="lazy" />`;
    },
  },
});

/**
 * The page's HTML. A leading `# Heading` is dropped: the page header already shows the title.
 * @example renderContentMarkdown('# FAQ\n\nHello <b>you</b>') // '<p>Hello &lt;b&gt;you&lt;/b&gt;</p>\n'
 */
export function renderContentMarkdown(markdown: string): string {
  const withoutTitle = markdown.replace(/^\s*#\s[^\n]*\n+/, '');
  return marked.parse(withoutTitle, { async: false });
}

/** Minutes a reader needs, at about 200 words a minute; at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdown.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

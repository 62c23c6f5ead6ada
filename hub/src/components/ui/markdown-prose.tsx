import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { renderContentMarkdown } from '../../lib/markdown';

// Typography for rendered Markdown, kept here so site copy looks the same on every page.
const PROSE = [
  'max-w-[72ch] text-base sm:text-[1.0625rem] leading-relaxed text-ink/90',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink [&>h2:first-child]:mt-0',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink [&>h3:first-child]:mt-0',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-ink',
  '[&_p]:my-4 [&>p:first-child]:mt-0',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-300 [&_a]:underline-offset-2 [&_a:hover]:decoration-brand-600',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li]:pl-1 [&_li::marker]:text-brand-500',
  '[&_strong]:font-semibold [&_strong]:text-ink',
  '[&_blockquote]:my-6 [&_blockquote]:rounded-r-xl [&_blockquote]:border-l-4 [&_blockquote]:border-accent-300 [&_blockquote]:bg-accent-50 [&_blockquote]:px-5 [&_blockquote]:py-1',
  '[&_code]:rounded [&_code]:bg-surface [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]',
  '[&_hr]:my-10 [&_hr]:border-line',
  '[&_table]:my-6 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm md:[&_table]:table',
  '[&_th]:border-b-2 [&_th]:border-line [&_th]:bg-surface [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold',
  '[&_td]:border-b [&_td]:border-line [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_img]:my-6 [&_img]:max-w-full [&_img]:rounded-xl',
].join(' ');

/** Site copy written in Markdown; links within the site move through the router instead of reloading. */
export function MarkdownProse({ markdown }: { markdown: string }) {
  const navigate = useNavigate();
  const html = useMemo(() => renderContentMarkdown(markdown), [markdown]);

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target === '_blank' || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };

  // Safe to inject: renderContentMarkdown escapes raw HTML and drops unsafe link targets.
  return <div className={PROSE} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: html }} />;
}

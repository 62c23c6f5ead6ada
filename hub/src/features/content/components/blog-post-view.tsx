import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/states';
import { PageLoading } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { usePageHeader } from '../../../lib/page-header';
import { useContentItem } from '../../../entities/content';
import { formatPublishedDate, isBlogPost } from '../content-pages';
import { readingMinutes } from '../../../lib/markdown';
import { NotFoundContent } from '../not-found-page';
import { ContentLayout } from './content-layout';
import { MarkdownProse } from '../../../components/ui/markdown-prose';
import { isNotFoundAnswer } from '../../../lib/api-errors';

/** One blog post, with a way back to the others and on to finding a tradesperson. */
export function BlogPostView({ slug }: { slug: string }) {
  const query = useContentItem(slug);
  // A site page reached as /blog/<its slug> is not a post.
  const missing = isNotFoundAnswer(query.error) || (query.data !== undefined && !isBlogPost(query.data));
  usePageHeader(missing ? 'Page not found' : (query.data?.title ?? 'Blog'));

  if (missing) return <NotFoundContent />;
  return (
    <ContentLayout>
      <Link to={paths.content('blog')} className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <span aria-hidden>←</span> All posts
      </Link>
      {query.isPending ? (
        <PageLoading label="Loading post…" />
      ) : query.isError ? (
        <ErrorState title="We could not load this post" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <article className="rounded-2xl border border-line bg-white px-5 py-8 sm:px-10 sm:py-10">
            <p className="text-sm text-muted">
              <time dateTime={query.data.publishedAt}>{formatPublishedDate(query.data.publishedAt)}</time> ·{' '}
              {readingMinutes(query.data.body)} min read
            </p>
            {query.data.summary && <p className="mt-3 mb-8 border-b border-line pb-6 text-lg text-muted">{query.data.summary}</p>}
            <MarkdownProse markdown={query.data.body} />
          </article>
          <aside className="mt-6 flex flex-col items-start gap-3 rounded-2xl bg-gradient-to-br from-brand-50 to-accent-50 p-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-semibold text-ink">Looking for someone for the job?</p>
              <p className="text-sm text-muted">See tradespeople your neighbours recommend, with honest reviews.</p>
            </div>
            <Link to={paths.find()} className="inline-flex min-h-10 shrink-0 items-center rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600">
              Find a tradesperson
            </Link>
          </aside>
        </>
      )}
    </ContentLayout>
  );
}

import { Link } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { PageLoading } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { usePageHeader } from '../../../lib/page-header';
import { useWebContentItems } from '../api/get-all-web-content-items';
import { blogPostPath, blogPosts, formatPublishedDate } from '../content-pages';
import { ContentLayout } from './content-layout';

const BANDS = [
  'from-brand-500 to-brand-300',
  'from-accent-600 to-accent-400',
  'from-brand-600 to-accent-500',
  'from-accent-500 to-brand-400',
] as const;

/** The blog: every post, newest first. */
export function BlogIndexView() {
  usePageHeader('Blog');
  const query = useWebContentItems();
  const posts = blogPosts(query.data ?? []);

  return (
    <ContentLayout>
      <p className="mb-6 max-w-prose text-lg text-muted">
        Practical advice for homeowners and tradespeople: getting quotes you can compare, keeping your home in good shape and
        building a business on recommendations.
      </p>
      {query.isPending ? (
        <PageLoading label="Loading posts…" />
      ) : query.isError ? (
        <ErrorState title="We could not load the blog" error={query.error} onRetry={() => void query.refetch()} />
      ) : posts.length === 0 ? (
        <EmptyState
          title="No posts yet"
          action={
            <Link to={paths.content('how-it-works')} className="font-semibold text-brand-700 hover:underline">
              Read how Tradeshub works
            </Link>
          }
        >
          Our first articles are on their way. Come back soon.
        </EmptyState>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2">
          {posts.map((post, index) => (
            <li key={post.id} className={index === 0 ? 'sm:col-span-2' : undefined}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
                <div aria-hidden className={`h-2 bg-gradient-to-r ${BANDS[index % BANDS.length]}`} />
                <div className="flex flex-1 flex-col gap-2 p-5 sm:p-6">
                  <p className="text-xs font-medium text-muted">
                    <time dateTime={post.publishedAt}>{formatPublishedDate(post.publishedAt)}</time>
                  </p>
                  <h2 className={`font-bold tracking-tight text-ink ${index === 0 ? 'text-2xl' : 'text-lg'}`}>
                    {/* The whole card is the link's target; the title is its name. */}
                    <Link to={blogPostPath(post.slug)} className="after:absolute after:inset-0 group-hover:text-brand-700">
                      {post.title}
                    </Link>
                  </h2>
                  {post.summary && <p className="text-sm text-muted">{post.summary}</p>}
                  <p aria-hidden className="mt-auto pt-2 text-sm font-semibold text-brand-700">
                    Read the post →
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </ContentLayout>
  );
}

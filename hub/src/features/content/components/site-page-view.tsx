import { DEFAULT_HEADER_TEXT } from '@tradeshub/sdk';
import { ErrorState } from '../../../components/ui/states';
import { PageLoading } from '../../../components/ui/spinner';
import type { ContentSlug } from '../../../config/paths';
import { usePageHeader } from '../../../lib/page-header';
import { useContentItem } from '../../../entities/content';
import { contentPageLabel, formatPublishedDate } from '../content-pages';
import { NotFoundContent } from '../not-found-page';
import { ContentLayout } from './content-layout';
import { HowToUseList } from './how-to-use-list';
import { MarkdownProse } from '../../../components/ui/markdown-prose';
import { isNotFoundAnswer } from '../../../lib/api-errors';

/** One of the site's pages (about us, privacy, FAQ...). */
export function SitePageView({ slug }: { slug: ContentSlug }) {
  const query = useContentItem(slug);
  const missing = isNotFoundAnswer(query.error);
  usePageHeader(missing ? 'Page not found' : (query.data?.title ?? contentPageLabel(slug) ?? DEFAULT_HEADER_TEXT));

  if (missing) return <NotFoundContent />;
  return (
    <ContentLayout>
      {query.isPending ? (
        <PageLoading label="Loading page…" />
      ) : query.isError ? (
        <ErrorState title="We could not load this page" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <article className="rounded-2xl border border-line bg-white px-5 py-8 sm:px-10 sm:py-10">
          {query.data.summary && <p className="mb-8 border-b border-line pb-6 text-lg text-muted">{query.data.summary}</p>}
          <MarkdownProse markdown={query.data.body} />
          <p className="mt-10 border-t border-line pt-4 text-xs text-muted">Last updated {formatPublishedDate(query.data.updatedAt)}</p>
        </article>
      )}
      {slug === 'how-it-works' && <HowToUseList />}
    </ContentLayout>
  );
}

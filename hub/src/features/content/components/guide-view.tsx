import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/states';
import { PageLoading } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useContentItem } from '../../../entities/content';
import { isNotFoundAnswer } from '../../../lib/api-errors';
import { usePageHeader } from '../../../lib/page-header';
import { isHowToUseGuide } from '../content-pages';
import { NotFoundContent } from '../not-found-page';
import { ContentLayout } from './content-layout';
import { MarkdownProse } from '../../../components/ui/markdown-prose';

/** One how-to-use guide (/how-it-works/:guide), with a way back to the others. */
export function GuideView({ slug }: { slug: string }) {
  const query = useContentItem(slug);
  // Another kind of page reached as /how-it-works/<its slug> is not a guide.
  const missing = isNotFoundAnswer(query.error) || (query.data !== undefined && !isHowToUseGuide(query.data));
  usePageHeader(missing ? 'Page not found' : (query.data?.title ?? 'How it works'));

  if (missing) return <NotFoundContent />;
  return (
    <ContentLayout>
      <Link to={paths.content('how-it-works')} className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <span aria-hidden>←</span> How it works and every guide
      </Link>
      {query.isPending ? (
        <PageLoading label="Loading guide…" />
      ) : query.isError ? (
        <ErrorState title="We could not load this guide" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <article className="rounded-2xl border border-line bg-white px-5 py-8 sm:px-10 sm:py-10">
          {query.data.summary && <p className="mb-8 border-b border-line pb-6 text-lg text-muted">{query.data.summary}</p>}
          <MarkdownProse markdown={query.data.body} />
        </article>
      )}
    </ContentLayout>
  );
}

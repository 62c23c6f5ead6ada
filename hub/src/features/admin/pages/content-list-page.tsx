import { Link } from 'react-router';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { useEditableContent } from '../api/get-content-items';
import { ConsoleLayout } from '../components/console-layout';
import { consoleDateTime } from '../components/dates';

const KIND_LABELS = { WEB_CONTENT: 'Page', BLOG_POST: 'Blog post', HOW_TO_USE: 'Guide' } as const;

/** /admin/content: the site's pages and the community rules, each opening in the editor. */
export default function ContentListPage() {
  const items = useEditableContent();
  return (
    <ConsoleLayout title="Content" intro="The site's pages, blog posts and the community rules people accept before posting. Edits show on the site at once.">
      {items.isPending ? (
        <PageLoading label="Loading pages…" />
      ) : items.isError ? (
        <ErrorState title="We could not load the pages" error={items.error} onRetry={() => void items.refetch()} />
      ) : items.data.length === 0 ? (
        <EmptyState title="No pages yet">Pages are added with the site&apos;s reference data.</EmptyState>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
          {items.data.map((item) => (
            <li key={item.id}>
              <Link
                to={paths.admin.contentItem(item.slug)}
                className="flex flex-col gap-0.5 px-4 py-3 outline-none hover:bg-surface focus-visible:bg-brand-50 sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{item.title === 'CommunityRules' ? 'Community rules (CommunityRules)' : item.title}</span>
                  <span className="block text-sm text-muted">
                    {KIND_LABELS[item.kind]} · /{item.slug}
                  </span>
                </span>
                <span className="shrink-0 text-xs text-muted">Updated {consoleDateTime(item.updatedAt)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ConsoleLayout>
  );
}

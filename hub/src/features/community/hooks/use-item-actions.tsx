import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toasts';
import { useDeleteItem, type DeletableItem } from '../api/delete-item';
import type { ThreadActions } from '../components/comment-thread';
import type { PostActions } from '../components/post-card';
import type { ReportTarget } from '../components/report-dialog';

// The dialogs (and the form code of the report) load when a menu first asks for one.
const ReportDialog = lazy(() => import('../components/report-dialog').then((module) => ({ default: module.ReportDialog })));
const ConfirmDialog = lazy(() => import('../../../components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

const NOUN = { post: 'post', comment: 'comment', reply: 'reply' } as const;

/** The full address of a post's own page, to pass on. */
export const postUrl = (postId: string) => `${window.location.origin}${paths.post(postId)}`;

async function copyLink(postId: string) {
  const url = postUrl(postId);
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied. Share it with your neighbours.');
  } catch {
    toast.info(`Copy this link: ${url}`);
  }
}

/**
 * What the '…' menus of posts, comments and replies offer, and the dialogs they open:
 * copy a post's link; report someone else's post, comment or reply; delete your own (after asking).
 */
export function useItemActions(options: { onPostDeleted?: () => void } = {}): {
  postActions: PostActions;
  threadActions: ThreadActions;
  dialogs: ReactNode;
} {
  const { userInfo } = useSession();
  const remove = useDeleteItem();
  const [deleting, setDeleting] = useState<DeletableItem | null>(null);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  // Each dialog is mounted from its first opening on, so closing can still animate.
  const [deleteOpened, setDeleteOpened] = useState(false);
  const [reportOpened, setReportOpened] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting);
      toast.success(`Your ${NOUN[deleting.kind]} was deleted.`);
      if (deleting.kind === 'post') options.onPostDeleted?.();
      setDeleting(null);
    } catch (error) {
      toast.error(error, `We could not delete your ${NOUN[deleting.kind]}. Please try again.`);
    }
  };

  // The menus stay the same functions for as long as the viewer is the same person: the cards
  // are memoised, so a list that grows by a turn draws its new cards only (decision 0072).
  const viewerId = userInfo?.id;
  const { postActions, threadActions } = useMemo(() => {
    const mine = (authorId: string) => viewerId === authorId;
    const askToDelete = (item: DeletableItem) => {
      setDeleteOpened(true);
      setDeleting(item);
    };
    const askToReport = (target: ReportTarget) => {
      setReportOpened(true);
      setReporting(target);
    };
    const postActions: PostActions = (post) => [
      { label: 'Copy link', onSelect: () => void copyLink(post.id) },
      mine(post.author.id)
        ? { label: 'Delete', onSelect: () => askToDelete({ kind: 'post', id: post.id }) }
        : { label: 'Report', onSelect: () => askToReport({ itemKind: 'POST', itemId: post.id, name: `${post.author.firstName} ${post.author.lastName}'s post` }) },
    ];
    const threadActions: ThreadActions = (item) => [
      mine(item.authorId)
        ? { label: 'Delete', onSelect: () => askToDelete({ kind: item.kind, id: item.id }) }
        : { label: 'Report', onSelect: () => askToReport({ itemKind: item.kind === 'comment' ? 'COMMENT' : 'REPLY', itemId: item.id, name: `${item.authorName}'s ${item.kind}` }) },
    ];
    return { postActions, threadActions };
  }, [viewerId]);

  const dialogs = (
    <Suspense fallback={null}>
      {reportOpened && <ReportDialog target={reporting} onClose={() => setReporting(null)} />}
      {deleteOpened && (
        <ConfirmDialog
          open={deleting !== null}
          title={`Delete your ${deleting ? NOUN[deleting.kind] : 'post'}?`}
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(null)}
        >
          {deleting?.kind === 'post' ? 'Your post and what people wrote under it will be removed.' : 'The conversation around it stays readable.'}
        </ConfirmDialog>
      )}
    </Suspense>
  );

  return { postActions, threadActions, dialogs };
}

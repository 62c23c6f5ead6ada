import { useMutation } from '@tanstack/react-query';
import type { ReportCommunityItemBody } from '@tradeshub/sdk';
import { loadClient } from '../../../lib/load-client';

/** Reports a post, comment or reply to Tradeshub's moderators with one of the dispute reasons. */
export function useReportItem() {
  return useMutation({ mutationFn: async (body: ReportCommunityItemBody) => (await loadClient()).community.reportItem({ body }) });
}

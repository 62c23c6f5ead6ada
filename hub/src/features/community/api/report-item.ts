import { useMutation } from '@tanstack/react-query';
import type { ReportCommunityItemBody } from '@tradeshub/sdk';
import { client } from '../../../lib/client';

/** Reports a post, comment or reply to Tradeshub's moderators with one of the dispute reasons. */
export function useReportItem() {
  return useMutation({ mutationFn: (body: ReportCommunityItemBody) => client.community.reportItem({ body }) });
}

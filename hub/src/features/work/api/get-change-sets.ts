import { useQuery } from '@tanstack/react-query';
import { workKeys } from '../../../entities/work';
import { client } from '../../../lib/client';

/** The proposed changes to a work's payment schedule, newest first; asked for once the schedule is agreed. */
export function useChangeSets(workId: string, enabled: boolean) {
  return useQuery({
    queryKey: workKeys.changeSets(workId),
    queryFn: ({ signal }) => client.work.getChangeSets({ params: { id: workId } }, { signal }),
    enabled,
  });
}

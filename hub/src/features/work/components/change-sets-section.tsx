import { useState } from 'react';
import type { Work } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { useChangeSetActions } from '../api/change-sets';
import { useChangeSets } from '../api/get-change-sets';
import { mayDo } from '../work-moves';
import { ChangeSetCard } from './change-set-card';
import { ChangeSetForm } from './change-set-form';

/**
 * Changes to an agreed schedule: proposing one (when the sdk says the viewer may), and every
 * proposal with its talk and answers. Hidden until the schedule is agreed and nothing was proposed.
 */
export function ChangeSetsSection({ work, other }: { work: Work; other: string }) {
  const { userInfo } = useSession();
  const agreed = work.lockStatus !== 'OPEN';
  const changeSets = useChangeSets(work.id, agreed);
  const actions = useChangeSetActions(work.id);
  const [proposing, setProposing] = useState(false);
  const canPropose = mayDo(work, 'PROPOSE_SCHEDULE_CHANGE');
  const list = changeSets.data ?? [];
  if (!agreed || (!canPropose && list.length === 0)) return null;

  return (
    <section aria-labelledby="change-sets-heading" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="change-sets-heading" className="font-semibold text-ink">
          Schedule changes
        </h2>
        {canPropose && !proposing && (
          <Button variant="secondary" onClick={() => setProposing(true)}>
            Propose a new schedule
          </Button>
        )}
      </div>
      {proposing && <ChangeSetForm work={work} actions={actions} onCancel={() => setProposing(false)} onSaved={() => setProposing(false)} />}
      {changeSets.isError && <p className="text-sm text-danger">We could not load the proposed changes.</p>}
      {list.length > 0 ? (
        <ul aria-label="Proposed changes" className="flex flex-col gap-3">
          {list.map((changeSet) => (
            <ChangeSetCard key={changeSet.id} changeSet={changeSet} work={work} me={userInfo?.id ?? ''} other={other} actions={actions} />
          ))}
        </ul>
      ) : (
        !proposing && <p className="text-sm text-muted">The schedule is locked. If the job changes, either of you can propose a new schedule for what is still unpaid.</p>
      )}
    </section>
  );
}

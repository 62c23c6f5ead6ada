import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useAssessments } from '../api/assessments';

const tab = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-10 items-center gap-2 border-b-2 px-3 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-brand-400 ${
    isActive ? 'border-brand-500 text-brand-700' : 'border-transparent text-muted hover:text-ink'
  }`;

/**
 * Manage Work's two lists: quotes and jobs, and independent assessments. The assessments tab
 * shows once the person takes part in one (an assessor business, or a side of an assessed job).
 */
export function ManageWorkTabs() {
  const assessments = useAssessments();
  const items = assessments.data?.pages.flatMap((p) => p.items) ?? [];
  if (items.length === 0) return null;
  const toWrite = items.filter((a) => a.viewerRole === 'ASSESSOR' && a.stage === 'IN_PROGRESS' && !a.findings).length;
  return (
    <nav aria-label="Manage Work" className="flex gap-1 border-b border-line">
      <NavLink to={paths.manageWork()} end className={tab}>
        Quotes and jobs
      </NavLink>
      <NavLink to={paths.assessments()} className={tab} aria-label={toWrite > 0 ? `Assessments, ${toWrite} to write` : 'Assessments'}>
        Assessments
        <span aria-hidden className="rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-muted ring-1 ring-line">
          {toWrite > 0 ? toWrite : items.length}
        </span>
      </NavLink>
    </nav>
  );
}

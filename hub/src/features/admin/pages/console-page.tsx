import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/states';
import { Spinner } from '../../../components/ui/spinner';
import { useConsoleCounts } from '../api/get-console-counts';
import { ConsoleLayout } from '../components/console-layout';
import { CONSOLE_SECTIONS } from '../components/console-sections';

/** /admin: the operator console's front page, one card per section with its count. */
export default function ConsolePage() {
  const counts = useConsoleCounts();
  return (
    <ConsoleLayout title="Overview" intro="Everything operators look after, in one place. The number on each section says what waits there.">
      {counts.isError ? (
        <ErrorState title="We could not load the counts" error={counts.error} onRetry={() => void counts.refetch()} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {CONSOLE_SECTIONS.map((section) => (
            <li key={section.key}>
              <Link
                to={section.to}
                className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-white p-5 shadow-sm outline-none hover:border-brand-300 focus-visible:ring-2 focus-visible:ring-brand-400"
              >
                <span className="flex items-baseline justify-between gap-2">
                  <span className="font-semibold text-ink">{section.label}</span>
                  {counts.isPending ? (
                    <Spinner size="sm" />
                  ) : (
                    <span className="text-2xl font-bold text-brand-700">{counts.data[section.key]}</span>
                  )}
                </span>
                <span className="text-xs font-medium text-muted uppercase">{section.counts}</span>
                <span className="text-sm text-muted">{section.about}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ConsoleLayout>
  );
}

import { AuditList } from '../components/audit-list';
import { ConsoleLayout } from '../components/console-layout';

/** /admin/audit: every operator action, recorded by the server as it happens. */
export default function AuditPage() {
  return (
    <ConsoleLayout title="Audit log" intro="Every action taken in this console: who did it, what, when and why. Entries are never changed or removed.">
      <AuditList emptyText="Decisions, suspensions, edits and resends show here as operators make them." />
    </ConsoleLayout>
  );
}

import { useState, type FormEvent } from 'react';
import { accountsExportQuerySchema } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toasts';
import { useExportAccountsCsv } from '../api/accounts';

const ukDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(date);

const input = 'min-h-10 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

/** The payments received between two days as a CSV file, for the tradesperson's bookkeeping. */
export function CsvExport({ now = new Date() }: { now?: Date }) {
  const today = ukDay(now);
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);
  const [problem, setProblem] = useState<string | null>(null);
  const exportCsv = useExportAccountsCsv();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const range = accountsExportQuerySchema.safeParse({ from, to });
    if (!range.success) {
      setProblem(range.error.issues[0]?.message ?? 'Choose a date range.');
      return;
    }
    setProblem(null);
    try {
      await exportCsv.mutateAsync(range.data);
      toast.success('Your CSV has been downloaded.');
    } catch (error) {
      toast.error(error, 'We could not make the CSV. Please try again.');
    }
  };

  return (
    <section aria-labelledby="export-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-sm">
      <h2 id="export-title" className="font-semibold text-ink">
        Export for your accounts
      </h2>
      <p className="text-sm text-muted">A CSV of the payments you received: date, job, customer, gross, fees, net, receipt and invoice numbers.</p>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-ink">
          From
          <input type="date" className={input} value={from} max={to} onChange={(e) => setFrom(e.target.value)} required />
        </label>
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-ink">
          To
          <input type="date" className={input} value={to} min={from} onChange={(e) => setTo(e.target.value)} required />
        </label>
        <Button type="submit" variant="secondary" busy={exportCsv.isPending}>
          Download CSV
        </Button>
      </form>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
    </section>
  );
}

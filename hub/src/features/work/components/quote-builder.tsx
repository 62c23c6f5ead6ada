import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CONTRACT_MODES, type ContractMode } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { useAllCategories } from '../../../entities/categories';
import { toast } from '../../../lib/toasts';
import { useSaveQuote, useSendQuote, type QuoteTarget } from '../api/save-quote';
import { draftToBody, draftTotals, type DraftErrors, type QuoteDraft } from '../quote-draft';
import { MoneySummary } from './money-summary';
import { QuoteLinesEditor } from './quote-lines-editor';
import { ScheduleEditor } from './schedule-editor';

const MODES: Record<ContractMode, { title: string; body: string }> = {
  QUICK: { title: 'Quick', body: 'One payment when the job is done. Nothing more to agree.' },
  STANDARD: { title: 'Standard', body: 'Payments in stages on a schedule you both agree before work starts.' },
};

function Section({ title, children, hint }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <div>
        <h2 className="font-semibold text-ink">{title}</h2>
        {hint && <p className="text-sm text-muted">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

/** The quote builder's form: details, lines, contract mode and schedule, live totals, save or send. */
export function QuoteBuilder({ initial, target, customerName }: { initial: QuoteDraft; target: QuoteTarget; customerName: string }) {
  const editing = 'workId' in target;
  const navigate = useNavigate();
  const categories = useAllCategories();
  const save = useSaveQuote(target);
  const sendQuote = useSendQuote();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [sending, setSending] = useState(false);
  const totals = draftTotals(draft.lines);
  const set = (change: Partial<QuoteDraft>) => setDraft((d) => ({ ...d, ...change }));

  const submit = async (send: boolean) => {
    const result = draftToBody(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      toast.error(new Error('Some of the quote needs fixing before it can be saved.'));
      return;
    }
    setErrors({});
    setSending(send);
    let saved;
    try {
      saved = await save.mutateAsync(result.body);
    } catch (error) {
      toast.error(error, 'We could not save the quote. Please try again.');
      return;
    }
    if (!send) {
      toast.success('Quote saved as a draft');
      navigate(paths.work(saved.id));
      return;
    }
    try {
      await sendQuote.mutateAsync(saved.id);
      toast.success(`Quote sent to ${customerName}`);
      navigate(paths.work(saved.id));
    } catch (error) {
      toast.error(error, 'The quote is saved as a draft but could not be sent. Please try again.');
      // Saved already: go on editing that draft, so sending again does not make a second one.
      if (!editing) navigate(paths.editQuote(saved.id), { replace: true });
    }
  };
  const busy = save.isPending || sendQuote.isPending;

  return (
    <form
      noValidate
      className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(true);
      }}
    >
      <div className="flex min-w-0 flex-col gap-5">
        <h1 className="text-xl font-bold text-ink">
          {editing ? 'Your draft quote for ' : 'A quote for '}
          {customerName}
        </h1>
        <Section title="The job">
          <TextField label="Title" value={draft.title} maxLength={200} error={errors.title} placeholder="e.g. New combi boiler" onChange={(e) => set({ title: e.target.value })} />
          <TextAreaField label="Description" value={draft.description} maxLength={5000} error={errors.description} onChange={(e) => set({ description: e.target.value })} />
          <SelectField label="Category (optional)" value={draft.categoryId} onChange={(e) => set({ categoryId: e.target.value })}>
            <option value="">No category</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </SelectField>
        </Section>
        <Section title="Lines" hint="Prices exclude VAT; each line's VAT is added to the total.">
          <QuoteLinesEditor lines={draft.lines} errors={errors} onChange={(lines) => set({ lines })} />
          {errors.lines && <Notice tone="error">{errors.lines}</Notice>}
        </Section>
        <Section title="How you will be paid">
          <fieldset className="grid gap-2 sm:grid-cols-2">
            <legend className="sr-only">Contract type</legend>
            {CONTRACT_MODES.map((mode) => (
              <label key={mode} className={`flex cursor-pointer gap-3 rounded-xl border p-3 ${draft.mode === mode ? 'border-brand-400 bg-brand-50' : 'border-line bg-white'}`}>
                <input type="radio" name="mode" value={mode} checked={draft.mode === mode} onChange={() => set({ mode })} className="mt-1 accent-brand-600" />
                <span>
                  <span className="block text-sm font-semibold text-ink">{MODES[mode].title}</span>
                  <span className="block text-sm text-muted">{MODES[mode].body}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {draft.mode === 'STANDARD' && <ScheduleEditor payments={draft.payments} targetPence={totals.totalPence} errors={errors} onChange={(payments) => set({ payments })} />}
        </Section>
      </div>
      <aside aria-label="Quote summary" className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5 lg:sticky lg:top-20">
        <p className="text-sm text-muted">
          For <span className="font-semibold text-ink">{customerName}</span>
        </p>
        <MoneySummary {...totals} role="TRADEPERSON" />
        <div className="flex flex-col gap-2">
          <Button type="submit" busy={busy && sending} disabled={busy}>
            Send quote
          </Button>
          <Button variant="secondary" busy={busy && !sending} disabled={busy} onClick={() => void submit(false)}>
            Save as draft
          </Button>
        </div>
      </aside>
    </form>
  );
}

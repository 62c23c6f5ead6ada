import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { toast } from '../../../lib/toasts';
import { useWriteFindings } from '../api/assessments';

const MAX_FINDINGS = 5000;

/** The assessor writes (or rewrites) the findings while the assessment is in progress; both sides see them once sent. */
export function FindingsForm({ assessmentId, initial }: { assessmentId: string; initial: string | null }) {
  const write = useWriteFindings(assessmentId);
  const [text, setText] = useState(initial ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    const findings = text.trim();
    if (findings.length < 2) {
      setProblem('Write what you found: the state of the work, whether it matches what was agreed, and what should happen next.');
      return;
    }
    setProblem(null);
    try {
      await write.mutateAsync(findings);
      toast.success('Findings sent. Both sides can read them now.');
    } catch (error) {
      toast.error(error, 'We could not send your findings. Please try again.');
    }
  };
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextAreaField
        label={initial ? 'Your findings (you can change them until the assessment is completed)' : 'Your findings'}
        hint="Both sides and Tradeshub read them, and they are kept as a PDF."
        maxLength={MAX_FINDINGS}
        rows={8}
        value={text}
        error={problem ?? undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" busy={write.isPending} className="w-full sm:w-auto">
          {initial ? 'Update findings' : 'Submit findings'}
        </Button>
      </div>
    </form>
  );
}

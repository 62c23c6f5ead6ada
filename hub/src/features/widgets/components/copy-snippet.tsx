import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';

/** A snippet to paste, with a Copy button (the Clipboard API, else selecting the text). */
export function CopySnippet({ title, hint, code }: { title: string; hint: string; code: string }) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<'yes' | 'select' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      field.current?.select();
      setCopied(document.execCommand('copy') ? 'yes' : 'select');
    }
    setTimeout(() => setCopied(null), 3000);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-end justify-between gap-3">
        <div>
          <label htmlFor={id} className="text-sm font-semibold text-ink">
            {title}
          </label>
          <p className="text-xs text-muted">{hint}</p>
        </div>
        <Button variant="secondary" onClick={() => void copy()} aria-label={`Copy: ${title}`}>
          {copied === 'yes' ? 'Copied ✓' : 'Copy'}
        </Button>
      </div>
      <textarea
        id={id}
        ref={field}
        readOnly
        value={code}
        rows={code.split('\n').length + 1}
        wrap="off"
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full resize-none rounded-lg border border-line bg-surface px-3 py-2 font-mono text-xs text-ink"
      />
      <p role="status" className="sr-only">
        {copied === 'yes' ? 'Snippet copied' : copied === 'select' ? 'Press Ctrl+C or Cmd+C to copy the selected snippet' : ''}
      </p>
    </div>
  );
}

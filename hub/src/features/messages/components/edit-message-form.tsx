import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MAX_MESSAGE_TEXT, isApiError } from '@tradeshub/sdk';

interface EditMessageFormProps {
  text: string;
  onSave: (text: string) => Promise<void>;
  onClose: () => void;
}

/** The user's own message as an editable box: Enter saves, Shift+Enter a new line, Escape cancels. */
export function EditMessageForm({ text, onSave, onClose }: EditMessageFormProps) {
  const [value, setValue] = useState(text);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const el = box.current;
    el?.focus();
    el?.setSelectionRange(el.value.length, el.value.length);
  }, []);

  const trimmed = value.trim();
  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed || saving) return;
    if (trimmed === text) return onClose();
    setSaving(true);
    setError(null);
    try {
      await onSave(trimmed);
      onClose();
    } catch (caught) {
      setSaving(false);
      setError(isApiError(caught) ? caught.message : 'Your change was not saved. Please try again.');
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void save(event);
  };

  return (
    <form onSubmit={(event) => void save(event)} className="flex w-72 max-w-full flex-col gap-1.5 sm:w-96">
      <label className="sr-only" htmlFor="edit-message-box">
        Edit your message
      </label>
      <textarea
        id="edit-message-box"
        ref={box}
        rows={3}
        maxLength={MAX_MESSAGE_TEXT}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        className="w-full resize-y rounded-xl border border-brand-300 bg-white px-3 py-2 text-[15px] text-ink focus:outline-2 focus:outline-brand-500"
      />
      {error && (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2 text-sm">
        <button type="button" onClick={onClose} className="rounded-lg px-3 py-1.5 font-semibold text-muted hover:bg-brand-50">
          Cancel
        </button>
        <button type="submit" disabled={!trimmed || saving} aria-busy={saving || undefined} className="rounded-lg bg-brand-500 px-3 py-1.5 font-semibold text-white hover:bg-brand-600 disabled:bg-brand-300">
          {saving ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

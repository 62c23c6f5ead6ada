import { useRef, useState } from 'react';
import { MAX_SUPPORT_PHOTOS } from '@tradeshub/sdk';
import { ChosenPhotos, readPreview } from '../../../components/chosen-photos';
import { supportPhotoProblem } from '../api/support-photos';

export interface ChosenFile {
  readonly key: string;
  readonly file: File;
  readonly preview: string;
}

let keys = 0;

/** Photos chosen to go with a request for help; they are uploaded once the request exists. */
export function SupportPhotoInput({ value, onChange, room = MAX_SUPPORT_PHOTOS }: { value: ChosenFile[]; onChange: (files: ChosenFile[]) => void; room?: number }) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const left = room - value.length;

  const choose = async (files: File[]) => {
    setProblem(null);
    const taken = files.slice(0, Math.max(0, left));
    if (files.length > taken.length) setProblem(`You can send up to ${room} photos.`);
    const fine: ChosenFile[] = [];
    for (const file of taken) {
      const wrong = supportPhotoProblem(file);
      if (wrong) setProblem(wrong);
      else fine.push({ key: `p${++keys}`, file, preview: await readPreview(file) });
    }
    onChange([...value, ...fine]);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          disabled={left <= 0}
          onClick={() => input.current?.click()}
          className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50 disabled:text-muted"
        >
          Add photos
        </button>
        <span className="text-xs text-muted">
          {value.length} of {room} · photos of what is wrong help whoever looks at it
        </span>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          hidden
          aria-label="Photos of what is wrong"
          onChange={(event) => {
            void choose(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      <ChosenPhotos photos={value.map((c) => ({ key: c.key, name: c.file.name, preview: c.preview }))} onRemove={(key) => onChange(value.filter((c) => c.key !== key))} />
    </div>
  );
}

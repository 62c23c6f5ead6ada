import { useRef, useState } from 'react';
import { MAX_POST_PHOTOS, type PostPhoto } from '@tradeshub/sdk';
import { Spinner } from '../../../components/ui/spinner';
import { ChosenPhotos, readPreview } from '../../../components/chosen-photos';
import { photoProblem, uploadPostPhoto } from '../api/post-photos';

export interface ChosenPhoto {
  photo: PostPhoto;
  name: string;
  preview: string;
}


/** Up to six photos for a post: each is uploaded as it is chosen, and can be taken off again. */
export function PhotoPicker({ value, onChange }: { value: ChosenPhoto[]; onChange: (photos: ChosenPhoto[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const room = MAX_POST_PHOTOS - value.length - uploading;

  const choose = async (files: File[]) => {
    setProblem(null);
    const taken = files.slice(0, Math.max(0, room));
    if (files.length > taken.length) setProblem(`A post can have up to ${MAX_POST_PHOTOS} photos.`);
    const fine = taken.filter((file) => {
      const wrong = photoProblem(file);
      if (wrong) setProblem(wrong);
      return !wrong;
    });
    setUploading((n) => n + fine.length);
    const added: ChosenPhoto[] = [];
    for (const file of fine) {
      try {
        added.push({ photo: await uploadPostPhoto(file), name: file.name, preview: await readPreview(file) });
      } catch (error) {
        setProblem(error instanceof Error ? error.message : 'The photo could not be uploaded. Try again.');
      } finally {
        setUploading((n) => n - 1);
      }
    }
    onChange([...value, ...added]);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          disabled={room <= 0}
          onClick={() => input.current?.click()}
          className="inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50 disabled:text-muted"
        >
          Add photos
        </button>
        <span className="text-xs text-muted">
          {value.length} of {MAX_POST_PHOTOS}
        </span>
        {uploading > 0 && <Spinner size="sm" label="Uploading…" />}
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          hidden
          aria-label="Photos for your post"
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
      <ChosenPhotos photos={value.map((c) => ({ key: c.photo.id, name: c.name, preview: c.preview }))} onRemove={(key) => onChange(value.filter((c) => c.photo.id !== key))} />
    </div>
  );
}

/** A chosen image as a data: URL for its thumbnail, or '' when the browser cannot read it. */
export const readPreview = (file: File) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => resolve('');
    reader.readAsDataURL(file);
  });

export interface ChosenPhotoThumb {
  readonly key: string;
  readonly name: string;
  readonly preview: string;
}

/** The photos chosen so far, each a thumbnail (its name when there is no preview) with a button that takes it off. */
export function ChosenPhotos({ photos, onRemove }: { photos: ChosenPhotoThumb[]; onRemove: (key: string) => void }) {
  if (photos.length === 0) return null;
  return (
    <ul aria-label="Chosen photos" className="flex flex-wrap gap-2">
      {photos.map((chosen) => (
        <li key={chosen.key} className="relative">
          {chosen.preview ? (
            <img src={chosen.preview} alt={chosen.name} className="h-20 w-20 rounded-lg object-cover" />
          ) : (
            <span className="flex h-20 w-20 items-center justify-center rounded-lg bg-surface p-1 text-center text-xs break-all">{chosen.name}</span>
          )}
          <button
            type="button"
            aria-label={`Remove ${chosen.name}`}
            onClick={() => onRemove(chosen.key)}
            className="absolute -top-2 -right-2 flex h-7 w-7 items-center justify-center rounded-full bg-white text-ink shadow ring-1 ring-line hover:bg-red-50"
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

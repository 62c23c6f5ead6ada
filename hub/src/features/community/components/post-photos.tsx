import type { PostPhoto } from '@tradeshub/sdk';
import { usePhotoSource } from '../api/post-photos';

function Photo({ photo, label }: { photo: PostPhoto; label: string }) {
  const source = usePhotoSource(photo);
  if (source.isError) return <div className="flex aspect-[4/3] items-center justify-center rounded-lg bg-surface p-2 text-center text-xs text-muted">Photo unavailable</div>;
  if (!source.data) return <div aria-hidden className="aspect-[4/3] animate-pulse rounded-lg bg-surface" />;
  return <img src={source.data} alt={label} className="aspect-[4/3] w-full rounded-lg object-cover" />;
}

/** A post's photos (up to six) in a grid. */
export function PostPhotos({ photos, title }: { photos: PostPhoto[]; title: string }) {
  if (photos.length === 0) return null;
  return (
    <ul aria-label="Photos" className={`grid gap-2 ${photos.length === 1 ? 'grid-cols-1 sm:max-w-md' : 'grid-cols-2 sm:grid-cols-3'}`}>
      {photos.map((photo, i) => (
        <li key={photo.id}>
          <Photo photo={photo} label={`Photo ${i + 1} of ${photos.length}: ${title}`} />
        </li>
      ))}
    </ul>
  );
}

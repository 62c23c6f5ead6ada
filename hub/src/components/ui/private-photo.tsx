import { useQuery } from '@tanstack/react-query';
import { client } from '../../lib/client';

// A photo behind the session (support photos): fetched with the bearer token and shown from
// a data: URL, since the hub's Content-Security-Policy allows data: images, not blob: ones.

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/** Query keys of private photos, by address. */
export const privatePhotoKeys = { photo: (url: string) => ['private-photo', url] as const };

function usePrivatePhoto(url: string) {
  return useQuery({
    queryKey: privatePhotoKeys.photo(url),
    queryFn: async ({ signal }) => {
      const token = client.session.getAccessToken();
      const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
      if (!response.ok) throw new Error(`The photo could not be loaded (HTTP ${response.status}).`);
      return readAsDataUrl(await response.blob());
    },
    // A photo never changes: keep it for the visit.
    staleTime: Infinity,
  });
}

/** One photo only signed-in people entitled to it may see; a placeholder while it loads or when it cannot. */
export function PrivatePhoto({ url, label }: { url: string; label: string }) {
  const source = usePrivatePhoto(url);
  if (source.isError) return <div className="flex aspect-[4/3] items-center justify-center rounded-lg bg-surface p-2 text-center text-xs text-muted">Photo unavailable</div>;
  if (!source.data) return <div role="img" aria-label={`${label} (loading)`} className="aspect-[4/3] animate-pulse rounded-lg bg-surface" />;
  return <img src={source.data} alt={label} className="aspect-[4/3] w-full rounded-lg object-cover" />;
}

/** Photos in a grid, each with its label. */
export function PrivatePhotoGrid({ photos, label }: { photos: readonly { id: string; url: string }[]; label: string }) {
  if (photos.length === 0) return null;
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {photos.map((photo, i) => (
        <li key={photo.id}>
          <PrivatePhoto url={photo.url} label={`Photo ${i + 1} of ${photos.length}`} />
        </li>
      ))}
    </ul>
  );
}

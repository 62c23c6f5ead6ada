import { useQuery } from '@tanstack/react-query';
import { ApiError, attachmentSizeProblem, declaredAttachmentType, POST_PHOTO_FORM_FIELD, type communityPhotoContracts, type PostPhoto } from '@tradeshub/sdk';
import { session } from '../../../lib/session-store';
import { communityKeys } from './keys';

// Post photos travel outside the JSON client (the sdk's communityPhotoContracts): the upload
// is a multipart form, and the download needs the bearer token, so an image is fetched and
// shown from a data: URL (the hub's Content-Security-Policy allows data: images, not blob: ones).

/** The upload's path, held to its contract's by the compiler (the contract module would bring zod). */
const UPLOAD_PHOTO_PATH: (typeof communityPhotoContracts.uploadPhoto)['path'] = '/community-service/post/upload-photo';

const authHeader = (): Record<string, string> => {
  const token = session.getAccessToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

async function failure(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
  const message = typeof body?.message === 'string' && body.message ? body.message : `The photo could not be handled (HTTP ${response.status}). Try again.`;
  return new ApiError(response.status, typeof body?.code === 'string' ? body.code : 'UPLOAD_FAILED', message);
}

/** Why a chosen file cannot be a post photo (the chat's image types and size limit), or null. */
export function photoProblem(file: File): string | null {
  const type = declaredAttachmentType(file.type, file.name);
  if (!type || type.kind !== 'IMAGE') return `${file.name} is not a photo. Choose a JPEG, PNG, WebP or GIF image.`;
  return attachmentSizeProblem(type, file.size);
}

/** Uploads one photo for a post the person is writing; its id goes in the post's photoIds. */
export async function uploadPostPhoto(file: File): Promise<PostPhoto> {
  const form = new FormData();
  form.append(POST_PHOTO_FORM_FIELD, file, file.name);
  const response = await fetch(UPLOAD_PHOTO_PATH, { method: 'POST', headers: authHeader(), body: form }).catch(() => {
    throw new ApiError(0, 'NETWORK', 'We could not reach Tradeshub to upload the photo. Check your connection and try again.');
  });
  if (!response.ok) throw await failure(response);
  return ((await response.json()) as { data: PostPhoto }).data;
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/** A post photo as something an <img> can show. */
export function usePhotoSource(photo: Pick<PostPhoto, 'id' | 'url'>) {
  return useQuery({
    queryKey: communityKeys.photo(photo.id),
    queryFn: async ({ signal }) => {
      const response = await fetch(photo.url, { headers: authHeader(), signal });
      if (!response.ok) throw await failure(response);
      return readAsDataUrl(await response.blob());
    },
    // A photo never changes: keep it for the visit.
    staleTime: Infinity,
  });
}

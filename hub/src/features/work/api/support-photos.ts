import { ApiError, attachmentSizeProblem, declaredAttachmentType, fillPath, SUPPORT_PHOTO_FORM_FIELD, supportPhotoContracts, type SupportPhoto } from '@tradeshub/sdk';
import { client } from '../../../lib/client';

// Support photos travel outside the JSON client (the sdk's supportPhotoContracts): the upload
// is a multipart form, one file a request, to a proposal that exists (so the request is sent
// first and its photos after it).

/** Why a chosen file cannot be sent as a photo (the chat's image types and size limit), or null. */
export function supportPhotoProblem(file: File): string | null {
  const type = declaredAttachmentType(file.type, file.name);
  if (!type || type.kind !== 'IMAGE') return `${file.name} is not a photo. Choose a JPEG, PNG, WebP or GIF image.`;
  return attachmentSizeProblem(type, file.size);
}

/** Adds one photo to a support proposal; rejects with the server's sentence. */
export async function uploadSupportPhoto(supportProposalId: string, file: File): Promise<SupportPhoto> {
  const form = new FormData();
  form.append(SUPPORT_PHOTO_FORM_FIELD, file, file.name);
  const { method, path } = supportPhotoContracts.uploadSupportPhoto;
  const token = client.session.getAccessToken();
  const response = await fetch(fillPath(path, { id: supportProposalId }), { method, headers: token ? { Authorization: `Bearer ${token}` } : {}, body: form }).catch(() => {
    throw new ApiError(0, 'NETWORK', 'We could not reach Tradeshub to upload the photo. Check your connection and try again.');
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
    const message = typeof body?.message === 'string' && body.message ? body.message : `${file.name} could not be uploaded (HTTP ${response.status}).`;
    throw new ApiError(response.status, typeof body?.code === 'string' ? body.code : 'UPLOAD_FAILED', message);
  }
  return ((await response.json()) as { data: SupportPhoto }).data;
}

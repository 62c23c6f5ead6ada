import { useQuery } from '@tanstack/react-query';
import { ApiError, ATTACHMENT_FORM_FIELDS, chatAttachmentContracts, type Attachment } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { messagesKeys } from './keys';

// Attachment bytes travel outside the JSON client (the sdk's chatAttachmentContracts): the
// upload is a multipart form, sent with XMLHttpRequest because fetch cannot report upload
// progress; the download needs the bearer token, so images are fetched and shown from a
// data: URL rather than linked directly (the hub's Content-Security-Policy allows data:
// images but not blob: ones).

const NO_ANSWER = 'We could not reach Tradeshub to upload the file. Check your connection and try again.';

function failure(status: number, body: unknown): ApiError {
  const answer = (body ?? {}) as { message?: unknown; code?: unknown };
  const message = typeof answer.message === 'string' && answer.message ? answer.message : `The upload failed (HTTP ${status}). Try again.`;
  return new ApiError(status, typeof answer.code === 'string' ? answer.code : 'UPLOAD_FAILED', message);
}

/**
 * Uploads one file into a conversation, reporting progress from 0 to 1; resolves to the
 * stored attachment, rejects with the server's sentence.
 */
export function uploadAttachment(conversationId: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(chatAttachmentContracts.uploadAttachment.method, chatAttachmentContracts.uploadAttachment.path);
    const token = client.session.getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      const body = xhr.response as { data?: Attachment } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.data) resolve(body.data);
      else reject(failure(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', NO_ANSWER));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'The upload was cancelled.'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    // The server reads the conversation before the file.
    form.append(ATTACHMENT_FORM_FIELDS.conversationId, conversationId);
    form.append(ATTACHMENT_FORM_FIELDS.file, file, file.name);
    xhr.send(form);
  });
}

/** Fetches an attachment's bytes with the session's token. */
export async function fetchAttachment(attachment: Pick<Attachment, 'url'>, signal?: AbortSignal): Promise<Blob> {
  const token = client.session.getAccessToken();
  const response = await fetch(attachment.url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  if (!response.ok) throw failure(response.status, await response.json().catch(() => null));
  return response.blob();
}

/** A file's bytes as a data: URL, for an <img> under the hub's Content-Security-Policy. */
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/** A data: URL of an attachment for an <img>, fetched once per attachment. */
export function useAttachmentUrl(attachment: Attachment) {
  return useQuery({
    queryKey: messagesKeys.attachment(attachment.id),
    queryFn: async ({ signal }) => readAsDataUrl(await fetchAttachment(attachment, signal)),
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  });
}

/** Saves an attachment under its own name, as a download. */
export async function downloadAttachment(attachment: Attachment): Promise<void> {
  const url = URL.createObjectURL(await fetchAttachment(attachment));
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

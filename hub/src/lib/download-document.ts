import { ApiError, documentPath } from '@tradeshub/sdk';
import { client } from './client';

// A document's PDF needs the bearer token, so a link cannot open it directly: it is fetched
// with the session's token and saved under its name (as chat attachments are).

/** Fetches a document's PDF and saves it as `fileName`.pdf; rejects with the server's sentence. */
export async function downloadDocument(documentId: string, fileName: string): Promise<void> {
  const token = client.session.getAccessToken();
  const response = await fetch(documentPath(documentId), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
    const message = typeof body?.message === 'string' ? body.message : `The PDF could not be made (HTTP ${response.status}). Try again.`;
    throw new ApiError(response.status, typeof body?.code === 'string' ? body.code : 'DOWNLOAD_FAILED', message);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

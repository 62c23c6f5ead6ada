import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ATTACHMENT_TYPES_SENTENCE,
  MAX_ATTACHMENTS_PER_MESSAGE,
  attachmentSizeProblem,
  declaredAttachmentType,
  isApiError,
  type Attachment,
  type AttachmentKind,
} from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { readAsDataUrl, uploadAttachment } from '../api/attachments';

/** A file picked for the next message: uploading, ready to send, or refused with a sentence. */
export interface TrayItem {
  readonly localId: string;
  readonly fileName: string;
  readonly sizeBytes: number;
  readonly kind: AttachmentKind | null;
  /** A local preview of an image, before and after upload. */
  readonly previewUrl: string | null;
  readonly progress: number;
  readonly status: 'uploading' | 'ready' | 'failed';
  readonly error: string | null;
  readonly attachment: Attachment | null;
}

let nextLocalId = 1;

/**
 * The files waiting in the message box. Each is checked against the sdk's attachment table
 * before it is sent anywhere, then uploaded at once with its progress shown; removing one
 * cancels its upload or deletes the uploaded file.
 */
export function useAttachmentTray(conversationId: string) {
  const [items, setItems] = useState<TrayItem[]>([]);
  const uploads = useRef(new Map<string, AbortController>());

  const update = useCallback((localId: string, change: Partial<TrayItem>) => {
    setItems((current) => current.map((item) => (item.localId === localId ? { ...item, ...change } : item)));
  }, []);

  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const add = useCallback(
    (files: readonly File[], alreadyHeld: number) => {
      const added: TrayItem[] = files.map((file, index) => {
        const type = declaredAttachmentType(file.type, file.name);
        const tooMany = alreadyHeld + index >= MAX_ATTACHMENTS_PER_MESSAGE;
        const problem = tooMany
          ? `A message can carry up to ${MAX_ATTACHMENTS_PER_MESSAGE} files.`
          : !type
            ? `${file.name} cannot be attached. ${ATTACHMENT_TYPES_SENTENCE}`
            : attachmentSizeProblem(type, file.size);
        const item: TrayItem = {
          localId: `upload-${nextLocalId++}`,
          fileName: file.name,
          sizeBytes: file.size,
          kind: type?.kind ?? null,
          previewUrl: null,
          progress: 0,
          status: problem ? 'failed' : 'uploading',
          error: problem,
          attachment: null,
        };
        if (type?.kind === 'IMAGE' && !problem) {
          readAsDataUrl(file).then(
            (previewUrl) => update(item.localId, { previewUrl }),
            () => undefined,
          );
        }
        if (!problem) {
          const controller = new AbortController();
          uploads.current.set(item.localId, controller);
          uploadAttachment(conversationId, file, (progress) => update(item.localId, { progress }), controller.signal)
            .then((attachment) => update(item.localId, { status: 'ready', progress: 1, attachment }))
            .catch((error: unknown) => {
              if (controller.signal.aborted) return;
              update(item.localId, { status: 'failed', error: isApiError(error) ? error.message : 'The upload failed. Try again.' });
            })
            .finally(() => uploads.current.delete(item.localId));
        }
        return item;
      });
      setItems((current) => [...current, ...added]);
    },
    [conversationId, update],
  );

  const remove = useCallback((item: TrayItem) => {
    uploads.current.get(item.localId)?.abort();
    if (item.attachment) client.chat.deleteAttachment({ params: { id: item.attachment.id } }).catch(() => undefined);
    setItems((current) => current.filter((i) => i.localId !== item.localId));
  }, []);

  /** Hands the uploaded files to a message being sent and empties the tray. */
  const takeReady = useCallback((): Attachment[] => {
    const ready = items.flatMap((item) => (item.attachment ? [item.attachment] : []));
    setItems([]);
    return ready;
  }, [items]);

  return {
    items,
    add,
    remove,
    takeReady,
    readyCount: items.filter((i) => i.status === 'ready').length,
    uploading: items.some((i) => i.status === 'uploading'),
  };
}

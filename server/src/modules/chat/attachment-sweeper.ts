import { and, inArray, isNull, lt } from 'drizzle-orm';
import { UNSENT_ATTACHMENT_MAX_AGE_MS } from '@tradeshub/sdk';
import type { Database } from '../../db/client.js';
import { messageAttachments } from '../../db/schema/index.js';
import { startBatchJob } from '../../platform/batch-job.js';
import type { FileStore } from '../../platform/files.js';

// Removes files uploaded to a conversation and never sent, once they are older than
// UNSENT_ATTACHMENT_MAX_AGE_MS: their rows, then their bytes in the file store. Several
// server processes may sweep at once: each row is deleted by one of them (SKIP LOCKED), and
// a send claiming a file at the same moment either wins (the row is no longer unsent) or
// finds it gone and asks for the upload again.

const BATCH = 200;

export interface AttachmentSweeperOptions {
  db: Database;
  files: FileStore;
  /** How often to sweep; 0 never sweeps on its own (tests call sweep()). */
  intervalMs: number;
  onError: (error: unknown) => void;
}

export interface AttachmentSweeper {
  /** Removes every unsent file older than the limit now; answers how many. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

export function startAttachmentSweeper(options: AttachmentSweeperOptions): AttachmentSweeper {
  const { db, files } = options;

  async function sweepBatch(): Promise<number> {
    const expired = db
      .select({ id: messageAttachments.id })
      .from(messageAttachments)
      .where(and(isNull(messageAttachments.messageId), lt(messageAttachments.createdAt, new Date(Date.now() - UNSENT_ATTACHMENT_MAX_AGE_MS))))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const removed = await db
      .delete(messageAttachments)
      .where(and(inArray(messageAttachments.id, expired), isNull(messageAttachments.messageId)))
      .returning({ storageKey: messageAttachments.storageKey });
    for (const { storageKey } of removed) {
      // A file left behind by a failed removal is only disk space; the row is already gone.
      await files.remove(storageKey).catch(options.onError);
    }
    return removed.length;
  }

  const job = startBatchJob({ runBatch: sweepBatch, batchSize: BATCH, intervalMs: options.intervalMs, onError: options.onError });
  return { sweep: job.run, stop: job.stop };
}

import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files' bytes live. Keys are chosen by the server (ids, never a name a user
 * gave), so a store needs no escaping; metadata and access rules stay in the database.
 * The default keeps files on local disk; an object store fits the same three calls.
 */
export interface FileStore {
  /** Stores the bytes under the key, replacing nothing: keys are unique. */
  save(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes as a stream and their size, or null when the key holds nothing. */
  open(key: string): Promise<{ stream: Readable; sizeBytes: number } | null>;
  /** Removes the bytes; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
}

/** Keys are lower-case words, digits and dashes in folders: 'chat/<conversation>/<attachment>'. */
const KEY_PATTERN = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;

function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`A file store key must match ${KEY_PATTERN}, got "${key}"`);
}

/** Files under `root` on local disk (by default the server's data directory's files/ folder). */
export function createLocalFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertKey(key);
    return join(base, key);
  };
  return {
    async save(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside, then renamed into place, so a reader never sees half a file.
      const partial = `${path}.partial`;
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, path);
    },
    async open(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        return { stream: createReadStream(path), sizeBytes: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

// Where the lender keeps the bytes of the files customers send: an object store (S3, a bucket) in production,
// addressed by key; the database keeps each file's record (its owner, target, type, size, sha-256, scan)
// and the key. The sandbox's stand-ins: a folder beside its database, or memory when the database is.

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FileStore {
  /** Keeps the bytes under the key (the same key again keeps the same bytes). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when the store has none under the key. */
  get(key: string): Promise<Uint8Array | null>;
}

export function memoryFileStore(): FileStore {
  const kept = new Map<string, Uint8Array>();
  return {
    async put(key, bytes) {
      kept.set(key, bytes);
    },
    async get(key) {
      return kept.get(key) ?? null;
    },
  };
}

/** Keys are sha-256 hex digests: a file name of their own, never a path. */
const safeKey = (key: string) => {
  if (!/^[0-9a-f]{64}$/.test(key)) throw new Error('A file store key is a sha-256 hex digest');
  return key;
};

export function folderFileStore(folder: string): FileStore {
  return {
    async put(key, bytes) {
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, safeKey(key)), bytes);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(path.join(folder, safeKey(key))));
      } catch {
        return null;
      }
    },
  };
}

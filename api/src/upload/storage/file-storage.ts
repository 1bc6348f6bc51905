import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Keys are chosen by the API (`<tenantId>/<fileId>`), never by a client: lower-case
 * letters, digits, `-` and `.`, in `/`-separated segments.
 */
export interface FileStorage {
  /** Stores `bytes` under `key`, replacing nothing: the write is complete (or absent) when the promise settles. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when nothing is stored under `key`. */
  get(key: string): Promise<Readable | null>;
  /** Removes the file; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Injection token of the configured FileStorage (STORAGE_DRIVER). */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

const KEY = /^[a-z0-9][a-z0-9.-]{0,99}(\/[a-z0-9][a-z0-9.-]{0,99}){0,4}$/;

/** Throws unless `key` is a storage key the API could have made (no `..`, no absolute path, no odd characters). */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((segment) => segment.includes('..'))) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

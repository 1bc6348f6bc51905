import type { Readable } from 'node:stream';

import type { EntityManager } from 'typeorm';

/** Where a stored file is: its tenant and its key. */
export interface StoredObject {
  tenantId: number;
  /**
   * Chosen by the API (`<tenantId>/<fileId>`), never by a client: lower-case letters, digits, `-` and `.`, in
   * `/`-separated segments, the first being the tenant id.
   */
  key: string;
}

/**
 * Where uploaded bytes live: a store every API process sees (PostgreSQL by default, S3 in production), so a file
 * uploaded through one process is served by any other.
 */
export interface FileStorage {
  /**
   * Stores `bytes` under the object's key: the write is complete (or absent) when the promise settles. The
   * caller writes the file's `uploads` row in `transaction`; a store inside the database writes in it too, so row
   * and bytes commit or roll back together. A store outside it ignores the transaction.
   */
  put(object: StoredObject, bytes: Buffer, contentType: string, transaction: EntityManager): Promise<void>;
  /** The stored bytes as a stream, or null when nothing is stored under the key. */
  get(object: StoredObject): Promise<Readable | null>;
  /** Removes the file; removing a missing key is not an error. */
  delete(object: StoredObject): Promise<void>;
  /** Releases what the store holds (connections); called when the app closes. */
  close?(): Promise<void> | void;
}

/** Injection token of the configured FileStorage (STORAGE_DRIVER). */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

const KEY = /^[1-9][0-9]{0,9}(\/[a-z0-9][a-z0-9.-]{0,99}){1,4}$/;

/**
 * Throws unless the key is one the API could have made for that tenant (its tenant id first; no `..`, no absolute
 * path, no odd characters).
 */
export function assertStorageKey({ tenantId, key }: StoredObject): void {
  if (!KEY.test(key) || key.split('/').some((segment) => segment.includes('..'))) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
  if (!key.startsWith(`${tenantId}/`)) {
    throw new Error(`Storage key ${JSON.stringify(key)} is not of tenant ${tenantId}`);
  }
}

import { Readable } from 'node:stream';

import type { DataSource, EntityManager } from 'typeorm';

import { assertStorageKey, type FileStorage, type StoredObject } from './file-storage.js';

/** How many bytes one read of a stored file fetches: a download holds at most this much in memory at a time. */
export const POSTGRES_READ_CHUNK_BYTES = 512 * 1024;

/**
 * Keeps files in PostgreSQL, in `upload_blobs` (bytea, stored uncompressed out of line so a slice can be read
 * without reading the whole value), one row per file, scoped by tenant. Every API process sharing the database
 * sees every file. A row can only exist for a file of `uploads` (foreign key on the storage key, deleted with it),
 * and it is written in the transaction of that file's row, so there is never a row without bytes or bytes
 * without a row. Downloads are streamed in slices of POSTGRES_READ_CHUNK_BYTES.
 */
export class PostgresStorage implements FileStorage {
  constructor(private readonly dataSource: DataSource) {}

  async put(
    object: StoredObject,
    bytes: Buffer,
    _contentType: string,
    transaction: EntityManager,
  ): Promise<void> {
    assertStorageKey(object);
    await transaction.query(`INSERT INTO upload_blobs (tenant_id, storage_key, bytes) VALUES ($1, $2, $3)`, [
      object.tenantId,
      object.key,
      bytes,
    ]);
  }

  async get(object: StoredObject): Promise<Readable | null> {
    assertStorageKey(object);
    const [found] = (await this.dataSource.query(
      `SELECT octet_length(bytes) AS size FROM upload_blobs WHERE tenant_id = $1 AND storage_key = $2`,
      [object.tenantId, object.key],
    )) as { size: number }[];
    if (!found) return null;
    return Readable.from(this.slices(object, Number(found.size)), { objectMode: false });
  }

  async delete(object: StoredObject): Promise<void> {
    assertStorageKey(object);
    await this.dataSource.query(`DELETE FROM upload_blobs WHERE tenant_id = $1 AND storage_key = $2`, [
      object.tenantId,
      object.key,
    ]);
  }

  private async *slices(object: StoredObject, size: number): AsyncGenerator<Buffer> {
    for (let offset = 0; offset < size; offset += POSTGRES_READ_CHUNK_BYTES) {
      const [row] = (await this.dataSource.query(
        // substring() of bytea counts from 1.
        `SELECT substring(bytes FROM $3 FOR $4) AS chunk FROM upload_blobs WHERE tenant_id = $1 AND storage_key = $2`,
        [object.tenantId, object.key, offset + 1, POSTGRES_READ_CHUNK_BYTES],
      )) as { chunk: Buffer }[];
      if (!row) throw new Error(`Stored file ${object.key} was removed while it was being read`);
      yield row.chunk;
    }
  }
}

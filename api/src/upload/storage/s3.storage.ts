import { createRequire } from 'node:module';
import { Readable } from 'node:stream';

import type { S3Client } from '@aws-sdk/client-s3';

import type { S3StorageConfig } from '../../config/upload-config.js';
import { assertStorageKey, type FileStorage, type StoredObject } from './file-storage.js';

type S3Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Keeps files in one bucket of S3 or an S3-compatible server (S3_*), under the storage key (`<tenantId>/<fileId>`),
 * so every API process sees them. A PutObject is whole or absent; the file's `uploads` row is written in a
 * transaction that commits only after it (and the object is deleted again if that commit fails). The AWS SDK is
 * loaded only when this driver is chosen.
 */
export class S3Storage implements FileStorage {
  private constructor(
    private readonly sdk: S3Sdk,
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  static create(config: S3StorageConfig): S3Storage {
    // Loaded through require: the SDK's CommonJS build is what Node picks (its ESM build is meant for bundlers).
    const sdk = createRequire(import.meta.url)('@aws-sdk/client-s3') as S3Sdk;
    const client = new sdk.S3Client({
      region: config.region,
      ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint }),
      forcePathStyle: config.forcePathStyle,
      ...(config.credentials === undefined ? {} : { credentials: config.credentials }),
      // Checksums only where S3 requires them: S3-compatible servers do not all accept the newer checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return new S3Storage(sdk, client, config.bucket);
  }

  async put(object: StoredObject, bytes: Buffer, contentType: string): Promise<void> {
    assertStorageKey(object);
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: object.key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
      }),
    );
  }

  async get(object: StoredObject): Promise<Readable | null> {
    assertStorageKey(object);
    try {
      const answer = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: object.key }),
      );
      if (!(answer.Body instanceof Readable))
        throw new Error(`S3 answered ${object.key} without a body stream`);
      return answer.Body;
    } catch (error) {
      if (error instanceof this.sdk.NoSuchKey) return null;
      throw error;
    }
  }

  async delete(object: StoredObject): Promise<void> {
    assertStorageKey(object);
    // S3 answers a delete of a missing key with success.
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: object.key }));
  }

  close(): void {
    this.client.destroy();
  }
}

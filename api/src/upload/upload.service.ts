import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

import {
  BadRequestException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { UploadResponse } from '@telehealth/schemas';
import type { Repository } from 'typeorm';

import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FILE_STORAGE, type FileStorage } from './storage/file-storage.js';
import { UploadEntity } from './upload.entity.js';
import { FileContentError, toStorableFile } from './utils/file-content.util.js';
import { fileLinkPath, verifyFileLink, type FileLinkClaims } from './utils/signed-url.util.js';

/** The current time in milliseconds; a provider so tests can move it. */
export type UploadClock = () => number;
export const UPLOAD_CLOCK = Symbol('UPLOAD_CLOCK');

/** What the client sent: the bytes of field `file` and the file name it gave. */
export interface IncomingFile {
  bytes: Buffer;
  filename: string | undefined;
}

/** A stored file ready to be sent. */
export interface ServedFile {
  row: UploadEntity;
  stream: Readable;
  /** Seconds the link that fetched it stays valid. */
  validForSeconds: number;
}

const MAX_NAME_LENGTH = 255;

/**
 * Checks, converts and stores uploads, and serves them back through signed, expiring links. Every lookup is
 * scoped by tenant: another tenant's file is a 404.
 */
@Injectable()
export class UploadService {
  private readonly logger = new Logger(UploadService.name);

  constructor(
    @InjectRepository(UploadEntity) private readonly uploads: Repository<UploadEntity>,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UPLOAD_CLOCK) private readonly clock: UploadClock,
  ) {}

  /**
   * Stores one upload of `tenantId`: refuses types that are not accepted (415) and unreadable images (400)
   * before anything is written, converts images to JPEG, writes the bytes, then the row. If the row cannot be
   * written the bytes are removed again.
   */
  async store(
    tenantId: number,
    file: IncomingFile,
    uploadedByUserId: number | null,
  ): Promise<UploadResponse> {
    if (file.bytes.length === 0) throw new BadRequestException('File is empty');
    let storable;
    try {
      storable = await toStorableFile(file.bytes);
    } catch (error) {
      if (error instanceof FileContentError) {
        throw error.status === 415
          ? new UnsupportedMediaTypeException(error.message)
          : new BadRequestException(error.message);
      }
      throw error;
    }

    const id = randomUUID();
    const storageKey = `${tenantId}/${id}`;
    const row = this.uploads.create({
      id,
      tenantId,
      originalName: cleanFileName(file.filename, storable.contentType),
      contentType: storable.contentType,
      size: storable.bytes.length,
      sha256: createHash('sha256').update(storable.bytes).digest('hex'),
      storageKey,
      uploadedByUserId,
    });
    await this.storage.put(storageKey, storable.bytes, storable.contentType);
    try {
      await this.uploads.insert(row);
    } catch (error) {
      await this.storage.delete(storageKey).catch((cleanup: unknown) => {
        this.logger.error(`Could not remove ${storageKey} after a failed insert: ${String(cleanup)}`);
      });
      throw error;
    }
    return this.toResponse(row);
  }

  /** The UploadResponse of a stored row, with a freshly signed link. */
  toResponse(row: UploadEntity): UploadResponse {
    return {
      fileId: row.id,
      name: row.originalName,
      contentType: row.contentType,
      size: row.size,
      url: this.urlFor(row.id, row.tenantId),
    };
  }

  /**
   * A signed link (path and query) to the file, valid for UPLOAD_URL_TTL_SECONDS from now. Call it whenever a
   * stored file is shown again (an order's answers keep a link that expires).
   */
  urlFor(fileId: string, tenantId: number): string {
    const expires = Math.floor(this.clock() / 1000) + this.config.upload.urlTtlSeconds;
    return fileLinkPath(this.config.upload.urlSecret, { fileId, tenantId, expires });
  }

  /** The row of a file of this tenant, or null (another tenant's file is not found either). */
  async find(tenantId: number, fileId: string): Promise<UploadEntity | null> {
    return this.uploads.findOneBy({ id: fileId, tenantId });
  }

  /**
   * The file a link points at: 403 for a signature that does not match or a link that has expired, 404 when
   * the tenant has no such file.
   */
  async open(claims: FileLinkClaims, signature: string): Promise<ServedFile> {
    if (!verifyFileLink(this.config.upload.urlSecret, claims, signature)) {
      throw new ForbiddenException('Invalid file link signature');
    }
    const now = Math.floor(this.clock() / 1000);
    if (claims.expires <= now) throw new ForbiddenException('File link has expired');
    const row = await this.find(claims.tenantId, claims.fileId);
    const notFound = () => new NotFoundException(`Unknown file: ${claims.fileId}`);
    if (!row) throw notFound();
    const stream = await this.storage.get(row.storageKey);
    if (!stream) {
      this.logger.error(`Upload ${row.id} of tenant ${row.tenantId}: no bytes under ${row.storageKey}`);
      throw notFound();
    }
    return { row, stream, validForSeconds: claims.expires - now };
  }
}

/**
 * The client's file name without any path, control or bidirectional-override characters, at most 255
 * characters; a name for the type when nothing is left.
 */
export function cleanFileName(name: string | undefined, contentType: string): string {
  const base = (name ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '').trim();
  const fallback = contentType === 'application/pdf' ? 'upload.pdf' : 'upload.jpg';
  return Array.from(cleaned || fallback)
    .slice(0, MAX_NAME_LENGTH)
    .join('');
}

import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { UploadResponse } from '@telehealth/schemas';
import { DataSource } from 'typeorm';

import { SlidingWindowLimiter, type LimitRule } from '../common/rate-limit/sliding-window-limiter.js';
import { findIntake } from '../common/utils/open-intake.js';
import { mayActOnOrder } from '../order/utils/order-access.util.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FILE_STORAGE, type FileStorage, type StoredObject } from './storage/file-storage.js';
import { UploadEntity } from './upload.entity.js';
import { UploadException } from './upload.exception.js';
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

/** Who uploads: the acting user (the customer behind a mask token), and the intake the upload is for. */
export interface Uploader {
  userId: number | null;
  orderId: number | null;
}

/** The upload limits: per intake, per client address and per logged-in user, within one sliding window. */
export const UPLOAD_LIMITS = {
  windowSeconds: 3600,
  perIntake: 20,
  perClient: 60,
  perUser: 60,
} as const;

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
    private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UPLOAD_CLOCK) private readonly clock: UploadClock,
    private readonly limiter: SlidingWindowLimiter,
  ) {}

  /**
   * Decides, before the file is read, whether this upload may happen, and counts it. Without a login the upload
   * must name its intake (400); a named intake must be one the caller may act on (`mayActOnOrder`: an open intake, or the caller's own; else 404
   * `No open intake ...`, the same for an intake that does not exist). Then the limits: UPLOAD_LIMITS per intake,
   * client address and logged-in user (429 with the seconds to wait). Answers who uploads, for `store`.
   */
  async admit(
    tenantId: number,
    request: { created: string | undefined; userId: number | null; ip: string },
  ): Promise<Uploader> {
    const { created, userId, ip } = request;
    if (created === undefined && userId === null) {
      throw new BadRequestException({
        message: 'An upload without a login must name its intake: POST /api/upload?created=<created value>',
        errors: [{ path: '/created', message: 'is required without a login' }],
      });
    }
    let orderId: number | null = null;
    if (created !== undefined) {
      const intake = await findIntake(this.dataSource, tenantId, created);
      if (!intake || !mayActOnOrder(intake, { userId, role: null, agentId: null })) {
        throw new UploadException('UPLOAD_INTAKE_NOT_OPEN', created);
      }
      orderId = intake.id;
    }
    const { windowSeconds } = UPLOAD_LIMITS;
    const rules: LimitRule[] = [
      {
        bucket: `upload:ip:${ip}`,
        limit: UPLOAD_LIMITS.perClient,
        windowSeconds,
        what: 'uploads from this address',
      },
    ];
    if (orderId !== null) {
      rules.push({
        bucket: `upload:intake:${orderId}`,
        limit: UPLOAD_LIMITS.perIntake,
        windowSeconds,
        what: 'uploads for this intake',
      });
    }
    if (userId !== null) {
      rules.push({
        bucket: `upload:user:${userId}`,
        limit: UPLOAD_LIMITS.perUser,
        windowSeconds,
        what: 'uploads by this account',
      });
    }
    await this.limiter.enforce(tenantId, rules);
    return { userId, orderId };
  }

  /**
   * Stores one upload of `tenantId`: refuses types that are not accepted (415), images with too many pixels
   * (413) and unreadable images (400) before anything is written, converts images to JPEG, then writes the row
   * and the bytes in one transaction: the row is only committed once the bytes are stored, and bytes an outside
   * store took before the commit failed are removed again.
   */
  async store(tenantId: number, file: IncomingFile, uploader: Uploader): Promise<UploadResponse> {
    if (file.bytes.length === 0) throw new BadRequestException('File is empty');
    let storable;
    try {
      storable = await toStorableFile(file.bytes, { maxPixels: this.config.upload.maxPixels });
    } catch (error) {
      if (error instanceof FileContentError) {
        throw error.status === 415
          ? new UnsupportedMediaTypeException(error.message)
          : new HttpException(error.message, error.status);
      }
      throw error;
    }

    const id = randomUUID();
    const object: StoredObject = { tenantId, key: `${tenantId}/${id}` };
    const row = {
      id,
      tenantId,
      originalName: cleanFileName(file.filename, storable.contentType),
      contentType: storable.contentType,
      size: storable.bytes.length,
      sha256: createHash('sha256').update(storable.bytes).digest('hex'),
      storageKey: object.key,
      uploadedByUserId: uploader.userId,
      orderId: uploader.orderId,
    } satisfies Partial<UploadEntity>;
    let storeFailure: unknown;
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.insert(UploadEntity, row);
        try {
          await this.storage.put(object, storable.bytes, storable.contentType, manager);
        } catch (error) {
          storeFailure = error;
          throw error;
        }
      });
    } catch (error) {
      await this.storage.delete(object).catch((cleanup: unknown) => {
        this.logger.error(`Could not remove ${object.key} after a failed upload: ${String(cleanup)}`);
      });
      if (storeFailure === undefined) throw error;
      this.logger.error(`Could not store ${object.key}: ${String(storeFailure)}`);
      throw new ServiceUnavailableException('The file could not be stored; try again in a moment');
    }
    return this.toResponse(row);
  }

  /** The UploadResponse of a stored row, with a freshly signed link. */
  toResponse(
    row: Pick<UploadEntity, 'id' | 'tenantId' | 'originalName' | 'contentType' | 'size'>,
  ): UploadResponse {
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
    return this.dataSource.getRepository(UploadEntity).findOneBy({ id: fileId, tenantId });
  }

  /** The stored bytes of a row of this service's storage as a stream; null when they are missing. */
  async stream(row: Pick<UploadEntity, 'tenantId' | 'storageKey'>): Promise<Readable | null> {
    return this.storage.get({ tenantId: row.tenantId, key: row.storageKey });
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
    const stream = await this.storage.get({ tenantId: row.tenantId, key: row.storageKey });
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

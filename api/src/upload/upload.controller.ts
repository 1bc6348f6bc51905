import { Controller, Inject, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import type { UploadFileParams, UploadFileQuery, UploadQuery, UploadResponse } from '@telehealth/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';

import '../auth/decorators/current-user.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { Route } from '../common/route/route.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { UploadService } from './upload.service.js';
import { readSingleFile } from './utils/multipart.util.js';

/**
 * POST /api/upload?created= stores one file (multipart field `file`) for an intake of the Tenant header's tenant;
 * no login needed, since intake uploads happen before the patient has an account. A login or an agent's mask
 * token uploads as that user (the customer), with or without an intake. GET /api/upload/:fileId serves the file
 * back to whoever holds the signed link the upload answered (img tags cannot send headers).
 */
@Controller()
export class UploadController {
  constructor(
    private readonly uploads: UploadService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route('POST /api/upload')
  async upload(
    @Req() request: FastifyRequest,
    @CurrentTenant() tenant: TenantEntity,
    @Query() { created }: UploadQuery,
  ): Promise<UploadResponse> {
    // Before the body is read: a refused upload costs no memory and no image decoding.
    const uploader = await this.uploads.admit(tenant.id, {
      created,
      userId: request.user?.userId ?? null,
      ip: request.ip,
    });
    const file = await readSingleFile(request, this.config.upload.maxBytes);
    return this.uploads.store(tenant.id, file, uploader);
  }

  @Route('GET /api/upload/{fileId}')
  async fetch(
    @Param() { fileId }: UploadFileParams,
    @Query() { tenant, expires, signature }: UploadFileQuery,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const tenantId = Number(tenant);
    // A request that names its tenant sees only that tenant's files, whatever the link says.
    const header = request.headers['tenant'];
    if (typeof header === 'string' && header.trim() !== '' && header.trim() !== String(tenantId)) {
      throw new NotFoundException(`Unknown file: ${fileId}`);
    }
    const served = await this.uploads.open({ fileId, tenantId, expires: Number(expires) }, signature);
    const { row } = served;
    const disposition = row.contentType === 'application/pdf' ? 'attachment' : 'inline';
    return (
      reply
        .header('Content-Type', row.contentType)
        .header(
          'Content-Disposition',
          contentDisposition(disposition, downloadName(row.originalName, row.contentType)),
        )
        .header('Cache-Control', `private, max-age=${Math.min(served.validForSeconds, 3600)}`)
        .header('ETag', `"${row.sha256}"`)
        .header('X-Content-Type-Options', 'nosniff')
        // Files are served from the API's origin: nothing in one may run there.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('Referrer-Policy', 'no-referrer')
        // No Content-Length with the stream: with one, closing the server waited on the finished connection.
        .send(served.stream)
    );
  }
}

/** The name a download gets: the uploaded name, with a .jpg extension for an image stored as JPEG. */
export function downloadName(name: string, contentType: string): string {
  if (contentType !== 'image/jpeg' || /\.jpe?g$/i.test(name)) return name;
  const stem = name.replace(/\.[^.]{1,10}$/, '');
  return `${stem || 'upload'}.jpg`;
}

/** A Content-Disposition value with an ASCII fallback name and the exact name in RFC 5987 form. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

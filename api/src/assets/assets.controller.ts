import { Controller, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { tenantAssetsDir } from '@telehealth/flows';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Route } from '../common/route/route.decorator.js';
import { findAsset } from './utils/asset-path.util.js';

/** Assets are not content-hashed, so caches revalidate (ETag / Last-Modified) after an hour. */
const MAX_AGE_MS = 60 * 60 * 1000;

/**
 * A tenant's logos and product images, from flows/data/tenants/{id}/assets. No Token or Tenant header: img
 * tags cannot send headers.
 */
@Controller()
export class AssetsController {
  @Route('GET /api/assets/{tenantId}/{path}')
  async serve(
    @Param('tenantId') tenantId: string,
    @Req() request: FastifyRequest<{ Params: { '*'?: string } }>,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const requested = request.params['*'] ?? '';
    const notFound = new NotFoundException(`No asset "${requested}" for tenant ${tenantId}`);
    if (!/^[1-9]\d{0,9}$/.test(tenantId)) throw notFound;
    const asset = await findAsset(tenantAssetsDir(Number(tenantId)), requested);
    if (!asset) throw notFound;
    // Tenant files are served from the API's origin: never let one (an SVG, say) run script there.
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return reply.sendFile(asset.file, asset.root, { maxAge: MAX_AGE_MS, dotfiles: 'deny' });
  }
}

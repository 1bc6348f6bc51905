import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { TenantService } from '../tenant/tenant.service.js';
import { isPlainLocalHost } from '@telehealth/engine';
import { normalizeHost } from '../tenant/utils/normalize-host.util.js';
import {
  encodeBody,
  looksLikeFile,
  preferredEncoding,
  StorefrontFiles,
  type Encoded,
} from './storefront-files.js';
import { renderStorefrontHtml } from './storefront-html.util.js';

/**
 * The storefront page's Content-Security-Policy: scripts only from this origin (the boot configuration is a JSON
 * data block, never run), styles from this origin plus inline ones (the theme variables on `<html>`, React's style
 * props), images also from data:, blob: (upload previews) and https: (signed file links of an outside store),
 * calls and the chat's event stream to this origin, workers from blob: (the HEIC converter), no framing.
 */
export const STOREFRONT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** How long a host's tenant is reused (tenant hosts change at a deploy, like the tenants themselves). */
const HOST_CACHE_TTL_MS = 30_000;
/** Hosts remembered at once; any Host header can be sent, so the cache is emptied rather than grown past this. */
const HOST_CACHE_MAX = 1000;

export interface StorefrontOptions {
  /** The storefront's production build (`vite build`'s output, with index.html). */
  dir: string;
  /** The tenant of hosts that name none (plain localhost) or that no tenant serves. */
  defaultTenantId: number;
  /** API_SHARED_TOKEN: the storefront's `Token` header, told to it in the page. */
  apiToken: string;
  tenants: Pick<TenantService, 'findById' | 'findIdByHost'>;
  now?: () => number;
}

interface RenderedPage extends Encoded {
  /** The brand config it was rendered from: the tenant service hands out a new object when the row is read again. */
  source: unknown;
  sourceJson: string;
}

/**
 * The storefront's HTML per tenant: rendered from the build's index.html once per tenant and brand config, with its
 * compressed forms, and rendered again when the tenant's brand config changes (the tenant service re-reads rows
 * every 30 s). Keyed by tenant id only, so a host can never see another tenant's page.
 */
export class StorefrontPages {
  private readonly pages = new Map<number, Promise<RenderedPage>>();
  private readonly hosts = new Map<string, { tenantId: number; until: number }>();

  constructor(
    private readonly template: string,
    private readonly options: StorefrontOptions,
  ) {}

  /** The tenant serving a Host header: the default for plain local hosts and for hosts no tenant serves. */
  async tenantIdForHost(hostHeader: string | undefined): Promise<number> {
    const host = hostHeader ? normalizeHost(hostHeader) : null;
    if (!host || isPlainLocalHost(host)) return this.options.defaultTenantId;
    const now = (this.options.now ?? Date.now)();
    const cached = this.hosts.get(host);
    if (cached && cached.until > now) return cached.tenantId;
    const tenantId = (await this.options.tenants.findIdByHost(host)) ?? this.options.defaultTenantId;
    if (this.hosts.size >= HOST_CACHE_MAX) this.hosts.clear();
    this.hosts.set(host, { tenantId, until: now + HOST_CACHE_TTL_MS });
    return tenantId;
  }

  /** The page of a tenant; without the tenant (a default id that does not exist) the template as built. */
  async page(tenantId: number): Promise<Encoded> {
    const tenant = await this.options.tenants.findById(tenantId);
    if (!tenant) return this.plain();
    const previous = this.pages.get(tenantId);
    if (previous) {
      const page = await previous;
      if (page.source === tenant.brandConfig) return page;
      const json = JSON.stringify(tenant.brandConfig);
      if (page.sourceJson === json) {
        page.source = tenant.brandConfig;
        return page;
      }
    }
    const rendered = this.render(tenantId, tenant.brandConfig);
    this.pages.set(tenantId, rendered);
    rendered.catch(() => this.pages.delete(tenantId));
    return rendered;
  }

  private plainPage: Promise<Encoded> | undefined;

  private plain(): Promise<Encoded> {
    this.plainPage ??= encodeBody(Buffer.from(this.template));
    return this.plainPage;
  }

  private async render(
    tenantId: number,
    brandConfig: Parameters<typeof renderStorefrontHtml>[1]['brandConfig'],
  ): Promise<RenderedPage> {
    const html = renderStorefrontHtml(this.template, {
      tenantId,
      brandConfig,
      apiToken: this.options.apiToken,
    });
    const encoded = await encodeBody(Buffer.from(html));
    return { ...encoded, source: brandConfig, sourceJson: JSON.stringify(brandConfig) };
  }
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  encoded: Encoded,
  headers: Record<string, string>,
): FastifyReply {
  reply.headers({ ...headers, ETag: encoded.etag });
  if (encoded.br || encoded.gzip) reply.header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === encoded.etag) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding'], encoded);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(encoding ? encoded[encoding] : encoded.body);
}

/** The URL's path, decoded; null when it cannot be decoded. */
function pathOf(url: string): string | null {
  const raw = url.split('?', 1)[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * Serves the storefront's production build from the API's own server: hashed assets (cached for a year),
 * the build's other files (no-cache), and for every other GET outside /api the app's HTML for the host's tenant
 * (no-cache, with the storefront's CSP). Unknown /api paths, and missing files, stay the API's JSON 404.
 */
export async function registerStorefront(
  fastify: FastifyInstance,
  options: StorefrontOptions,
): Promise<void> {
  let template: string;
  try {
    template = await readFile(join(options.dir, 'index.html'), 'utf8');
  } catch {
    throw new Error(
      `STOREFRONT_DIR ${options.dir} has no index.html: build the storefront first (npm run build -w @telehealth/web)`,
    );
  }
  const files = new StorefrontFiles(options.dir);
  const pages = new StorefrontPages(template, options);

  fastify.get('/*', async (request, reply) => {
    const path = pathOf(request.url);
    if (path === null || path === '/api' || path.startsWith('/api/')) return reply.callNotFound();
    const file = await files.get(path);
    if (file) {
      return send(request, reply, file, {
        'Content-Type': file.contentType,
        'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    if (path !== '/index.html' && looksLikeFile(path)) return reply.callNotFound();
    const page = await pages.page(await pages.tenantIdForHost(request.host));
    return send(request, reply, page, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': STOREFRONT_CSP,
    });
  });

  // The hashed assets are read and compressed in the background, so the first visitor does not wait for brotli.
  const assets = await readdir(join(options.dir, 'assets')).catch(() => [] as string[]);
  void files.warm(assets.filter((name) => !name.endsWith('.map')).map((name) => `/assets/${name}`));
}

import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Metrics } from '../metrics/metrics.service.js';
import type { TenantService } from '../tenant/tenant.service.js';
import { isPlainLocalHost, type StorefrontBoot } from '@telehealth/engine';
import { normalizeHost } from '../tenant/utils/normalize-host.util.js';
import {
  encodeBody,
  looksLikeFile,
  preferredEncoding,
  StorefrontFiles,
  type Encoded,
} from './storefront-files.js';
import { RenderBudget } from './render-budget.js';
import { renderStorefrontHtml, withRenderedApp } from './storefront-html.util.js';
import { inProcessFetch, loadServerBuild, type StorefrontServerBuild } from './storefront-renderer.js';

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
  /** Pages this process renders on the server per second (render-budget.ts); past it they go out as built. */
  rendersPerSecond: number;
  metrics?: Pick<Metrics, 'storefrontRenders'>;
  now?: () => number;
}

/** A tenant's page: the HTML and what the app is booted with (none for the template as built). */
export interface TenantPage extends Encoded {
  html: string;
  boot: StorefrontBoot | null;
}

interface RenderedPage extends TenantPage {
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
    private readonly options: Omit<StorefrontOptions, 'rendersPerSecond' | 'metrics'>,
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
  async page(tenantId: number): Promise<TenantPage> {
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

  private plainPage: Promise<TenantPage> | undefined;

  private plain(): Promise<TenantPage> {
    this.plainPage ??= encodeBody(Buffer.from(this.template)).then((encoded) => ({
      ...encoded,
      html: this.template,
      boot: null,
    }));
    return this.plainPage;
  }

  private async render(
    tenantId: number,
    brandConfig: Parameters<typeof renderStorefrontHtml>[1]['brandConfig'],
  ): Promise<RenderedPage> {
    const boot: StorefrontBoot = { tenantId, brandConfig, apiToken: this.options.apiToken };
    const html = renderStorefrontHtml(this.template, boot);
    const encoded = await encodeBody(Buffer.from(html));
    return { ...encoded, html, boot, source: brandConfig, sourceJson: JSON.stringify(brandConfig) };
  }
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  encoded: Encoded,
  headers: Record<string, string>,
): FastifyReply {
  reply.headers({ ...headers, ETag: encoded.etag });
  if (encoded.br || encoded.gzip)
    reply.header('Vary', [headers.Vary, 'Accept-Encoding'].filter(Boolean).join(', '));
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

/** What the server build needs to render a page, and what bounds and counts its renders. */
interface ServerRendering {
  build: StorefrontServerBuild;
  budget: RenderBudget;
  metrics?: StorefrontOptions['metrics'];
}

/**
 * The tenant's page with the app's first render and its data in it, for the pages the server build renders, or null:
 * no server build, a page rendered in the browser only, the render budget spent, or a render that failed (logged;
 * the browser renders the page as before).
 */
async function renderApp(
  fastify: FastifyInstance,
  rendering: ServerRendering | null,
  page: TenantPage,
  request: FastifyRequest,
): Promise<Encoded | null> {
  if (!rendering || !page.boot) return null;
  const { build, budget, metrics } = rendering;
  if (!budget.take()) {
    metrics?.storefrontRenders.inc({ outcome: 'over_budget' });
    return null;
  }
  let rendered: Awaited<ReturnType<StorefrontServerBuild['renderPage']>>;
  try {
    const fetchApi = inProcessFetch(fastify, request);
    rendered = await build.renderPage(request.url, page.boot, request.headers.cookie ?? '', fetchApi);
  } catch (error) {
    metrics?.storefrontRenders.inc({ outcome: 'failed' });
    request.log.error({ err: error, url: request.url }, 'Could not render the storefront page on the server');
    return null;
  }
  if (rendered === null) {
    budget.giveBack();
    return null;
  }
  metrics?.storefrontRenders.inc({ outcome: 'rendered' });
  return encodeBody(Buffer.from(withRenderedApp(page.html, rendered.html, rendered.queries)), true, 'fast');
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
  const serverBuild = await loadServerBuild(options.dir);
  const rendering = serverBuild && {
    build: serverBuild,
    budget: new RenderBudget(options.rendersPerSecond, options.now),
    metrics: options.metrics,
  };

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
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': STOREFRONT_CSP };
    const rendered = await renderApp(fastify, rendering, page, request);
    if (rendered) {
      // Rendered for this visitor's cookies: never kept by a shared cache.
      return send(request, reply, rendered, {
        ...headers,
        'Cache-Control': 'private, no-cache',
        Vary: 'Cookie',
      });
    }
    return send(request, reply, page, { ...headers, 'Cache-Control': 'no-cache' });
  });

  // The hashed assets are read and compressed in the background, so the first visitor does not wait for brotli.
  const assets = await readdir(join(options.dir, 'assets')).catch(() => [] as string[]);
  void files.warm(assets.filter((name) => !name.endsWith('.map')).map((name) => `/assets/${name}`));
}

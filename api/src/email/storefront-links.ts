import { Inject, Injectable } from '@nestjs/common';
import { validate } from '@telehealth/schemas';
import { DataSource } from 'typeorm';

import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { TenantHostEntity, type TenantHostKind } from '../tenant/tenant-host.entity.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';

/** Where a tenant's storefront is reached: its hosts (tenant_hosts) and its staging base URL. */
export interface TenantStorefront {
  slug: string;
  hosts: { host: string; kind: TenantHostKind }[];
  stagingBaseUrl: string | null;
}

/**
 * Why `url` is not on the tenant's own storefront, or null when it is. Accepted: a host of the tenant's
 * `tenant_hosts` over https on the default port (its `local` host also over http and on any port, for
 * development), or the origin of its `stagingBaseUrl`. Never a URL with a user name or password.
 */
export function storefrontUrlProblem(url: URL, storefront: TenantStorefront): string | null {
  if (url.username || url.password) return 'must not contain a user name or password';
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return `must be an http(s) URL, got ${url.protocol}`;
  const host = storefront.hosts.find((h) => h.host === url.hostname);
  if (host?.kind === 'local') return null;
  if (host) {
    if (url.protocol !== 'https:') return `must use https on ${url.hostname}`;
    if (url.port !== '') return `must not name a port on ${url.hostname}`;
    return null;
  }
  if (storefront.stagingBaseUrl && new URL(storefront.stagingBaseUrl).origin === url.origin) return null;
  const known = [
    ...storefront.hosts.map((h) => h.host),
    ...(storefront.stagingBaseUrl ? [storefront.stagingBaseUrl] : []),
  ];
  return `must be on one of this tenant's storefront hosts (${known.join(', ')}), got ${url.host}`;
}

/**
 * Checks the `recoverLink` of POST /api/klaviyo/intake: a URL of the tenant's own storefront whose query has
 * exactly one `restoresession`, a created value. Answers the created value, or the problem (a sentence that
 * starts with "recoverLink").
 */
export function checkRecoverLink(
  link: string,
  storefront: TenantStorefront,
): { ok: true; created: string } | { ok: false; problem: string } {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { ok: false, problem: 'recoverLink is not a URL' };
  }
  const problem = storefrontUrlProblem(url, storefront);
  if (problem) return { ok: false, problem: `recoverLink ${problem}` };
  if (url.hash) return { ok: false, problem: 'recoverLink must not have a #fragment' };
  const values = url.searchParams.getAll('restoresession');
  if (values.length !== 1) {
    return {
      ok: false,
      problem: `recoverLink must carry exactly one restoresession query parameter, found ${values.length}`,
    };
  }
  const created = values[0] ?? '';
  if (!validate('CreatedValue', created).ok) {
    return { ok: false, problem: `recoverLink's restoresession must be a created value, got "${created}"` };
  }
  return { ok: true, created };
}

/**
 * The base URL of links emailed to a tenant's user: the request's `Origin` when it is one of the tenant's
 * storefront URLs (so staging and local development get links to themselves), else the tenant's production
 * host (`https://patient.{slug}.com` when no production host is stored).
 */
export function storefrontBaseUrl(origin: string | undefined, storefront: TenantStorefront): string {
  if (origin) {
    try {
      const url = new URL(origin);
      if (storefrontUrlProblem(url, storefront) === null) return url.origin;
    } catch {
      // Not a URL: fall back to the production host.
    }
  }
  const production =
    storefront.hosts.find((h) => h.kind === 'production')?.host ?? `patient.${storefront.slug}.com`;
  return `https://${production}`;
}

/** Reads a tenant's storefront hosts. */
@Injectable()
export class StorefrontLinks {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The base URL of links in an email: `storefrontBaseUrl` of the request's Origin; without a request (a job), the
   * tenant's production host, or in development (`STOREFRONT_DEV_PORT`) its local host on that port.
   */
  async emailBaseUrl(tenant: TenantEntity, origin?: string): Promise<string> {
    const storefront = await this.storefront(tenant);
    const local = storefront.hosts.find((h) => h.kind === 'local');
    const devPort = this.config.email.storefrontDevPort;
    if (origin === undefined && devPort !== undefined && local) return `http://${local.host}:${devPort}`;
    return storefrontBaseUrl(origin, storefront);
  }

  async storefront(tenant: TenantEntity): Promise<TenantStorefront> {
    const hosts = await this.dataSource.getRepository(TenantHostEntity).find({
      where: { tenantId: tenant.id },
      order: { host: 'ASC' },
    });
    return {
      slug: tenant.slug,
      hosts: hosts.map((h) => ({ host: h.host, kind: h.kind })),
      stagingBaseUrl: tenant.stagingBaseUrl,
    };
  }
}

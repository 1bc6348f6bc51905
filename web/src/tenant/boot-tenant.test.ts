import { describe, expect, it } from 'vitest';

import { createApiClient, type FetchLike } from '../api/client';
import { brandConfig, brandConfigFor } from './__fixtures__/brand-config';
import { bootTenant, isPlainLocalHost, type Logger, type TenantBootDeps } from './boot-tenant';
import { MISSING_THEME_MESSAGE } from './brand-config';
import { memoryStorage } from './storage';
import { writeTenantCache } from './tenant-cache';

type Handler = (url: URL, headers: Record<string, string>) => Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake API: resolves the two test hosts and serves each tenant's brand config; overridable per path. */
function fakeApi(overrides: Record<string, Handler> = {}) {
  const calls: Array<{ path: string; headers: Record<string, string> }> = [];
  const routes: Record<string, Handler> = {
    '/api/tenant/resolve': (url) => {
      const tenantId = { 'fungaid.localhost': 6, 'evenwell.localhost': 7 }[
        url.searchParams.get('host') ?? ''
      ];
      return tenantId ? json({ tenantId }) : json({ message: 'Unknown host' }, 404);
    },
    '/api/tenant': (_url, headers) => {
      const tenantId = Number(headers.Tenant);
      const config = tenantId === 7 ? brandConfigFor('Evenwell', '#5b2a86') : brandConfig;
      return json({ tenantId, config: { brandConfig: config } });
    },
    ...overrides,
  };
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input, 'http://web.test');
    const headers = init.headers as Record<string, string>;
    calls.push({ path: url.pathname, headers });
    const handler = routes[url.pathname];
    return handler ? handler(url, headers) : json({ message: 'Not Found' }, 404);
  };
  return { api: createApiClient({ fetch, token: 'dev-shared-token', retryDelayMs: 0 }), calls };
}

function recordingLog() {
  const lines: Array<[level: string, ...args: unknown[]]> = [];
  const log: Logger = {
    error: (...args: unknown[]) => void lines.push(['error', ...args]),
    warn: (...args: unknown[]) => void lines.push(['warn', ...args]),
    info: (...args: unknown[]) => void lines.push(['info', ...args]),
  };
  return { log, lines };
}

function deps(overrides: Partial<TenantBootDeps> & Pick<TenantBootDeps, 'api'>): TenantBootDeps {
  return {
    hostname: 'localhost',
    storage: memoryStorage(),
    defaultTenantId: 6,
    now: () => Date.UTC(2025, 0, 1),
    log: recordingLog().log,
    ...overrides,
  };
}

describe('isPlainLocalHost', () => {
  it('knows the hosts that name no brand', () => {
    expect(['localhost', '127.0.0.1', '::1', 'LOCALHOST'].map(isPlainLocalHost)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['fungaid.localhost', 'patient.fungaid.com'].map(isPlainLocalHost)).toEqual([false, false]);
  });
});

describe('bootTenant', () => {
  it('serves the default tenant on plain localhost without asking the resolver', async () => {
    const { api, calls } = fakeApi();
    const boot = await bootTenant(deps({ api, hostname: '127.0.0.1', defaultTenantId: 6 }));
    expect(boot).toEqual({ status: 'ready', tenantId: 6, brandConfig, source: 'api' });
    expect(calls.map((c) => c.path)).toEqual(['/api/tenant']);
    expect(calls[0]?.headers).toMatchObject({ Token: 'dev-shared-token', Tenant: '6' });
  });

  it('resolves a brand host with Token only, then loads that tenant with Tenant', async () => {
    const { api, calls } = fakeApi();
    const boot = await bootTenant(deps({ api, hostname: 'evenwell.localhost' }));
    expect(boot.status === 'ready' && boot.tenantId).toBe(7);
    expect(boot.status === 'ready' && boot.brandConfig.configurations?.brandName).toBe('Evenwell');
    expect(calls.map((c) => c.path)).toEqual(['/api/tenant/resolve', '/api/tenant']);
    expect(calls[0]?.headers).not.toHaveProperty('Tenant');
    expect(calls[1]?.headers).toMatchObject({ Tenant: '7' });
  });

  it('falls back to the default tenant when the resolver does not know the host', async () => {
    const { api } = fakeApi();
    const { log, lines } = recordingLog();
    const boot = await bootTenant(deps({ api, log, hostname: 'unknown.localhost', defaultTenantId: 6 }));
    expect(boot.status === 'ready' && boot.tenantId).toBe(6);
    expect(lines).toEqual([['warn', "No tenant serves host 'unknown.localhost'; using default tenant 6."]]);
  });

  it('fails, rather than guess a brand, when the resolver is down', async () => {
    const { api, calls } = fakeApi({ '/api/tenant/resolve': () => json({ message: 'down' }, 503) });
    const { log, lines } = recordingLog();
    const boot = await bootTenant(deps({ api, log, hostname: 'fungaid.localhost' }));
    expect(boot.status).toBe('failed');
    expect(calls.map((c) => c.path)).toEqual(['/api/tenant/resolve', '/api/tenant/resolve']);
    expect(lines[0]?.[1]).toBe('Could not resolve the tenant for this host');
  });

  it(`logs '${MISSING_THEME_MESSAGE}' and goes on without a theme`, async () => {
    const { theme: _theme, ...withoutTheme } = brandConfig;
    const { api } = fakeApi({
      '/api/tenant': () => json({ tenantId: 6, config: { brandConfig: withoutTheme } }),
    });
    const { log, lines } = recordingLog();
    const boot = await bootTenant(deps({ api, log }));
    expect(boot).toEqual({
      status: 'ready',
      tenantId: 6,
      brandConfig: { ...brandConfig, theme: null },
      source: 'api',
    });
    expect(lines).toEqual([['error', MISSING_THEME_MESSAGE, '/theme is missing or not an object']]);
  });

  it('goes on with no brand config when GET /api/tenant fails', async () => {
    const { api } = fakeApi({ '/api/tenant': () => json({ message: 'boom' }, 500) });
    const { log, lines } = recordingLog();
    const boot = await bootTenant(deps({ api, log }));
    expect(boot).toEqual({
      status: 'ready',
      tenantId: 6,
      brandConfig: { theme: null, configurations: null, meta: null },
      source: 'none',
    });
    expect(lines[0]?.[1]).toBe('Could not load the configuration of tenant 6');
  });

  it('refuses a config that belongs to another tenant', async () => {
    const { api } = fakeApi({ '/api/tenant': () => json({ tenantId: 7, config: { brandConfig } }) });
    const boot = await bootTenant(deps({ api }));
    expect(boot.status === 'ready' && boot.source).toBe('none');
  });

  it('caches what the API sent and uses the cache on the next boot', async () => {
    const storage = memoryStorage();
    const first = fakeApi();
    await bootTenant(deps({ api: first.api, storage }));
    expect(Object.keys(storage.dump()).sort()).toEqual(['tenant:6:configs', 'tenant:6:css', 'tenant:6:meta']);

    const second = fakeApi();
    const boot = await bootTenant(deps({ api: second.api, storage }));
    expect(boot).toEqual({ status: 'ready', tenantId: 6, brandConfig, source: 'cache' });
    expect(second.calls).toEqual([]);
  });

  it("clears local storage holding another tenant's questions before loading", async () => {
    const storage = memoryStorage({ d_questions: JSON.stringify([{ id: 1, tenant_id: 7 }]), products: '[]' });
    writeTenantCache(storage, 6, brandConfigFor('Stale', '#000000'), Date.UTC(2025, 0, 1));
    const { api, calls } = fakeApi();
    const boot = await bootTenant(deps({ api, storage }));
    expect(boot).toEqual({ status: 'ready', tenantId: 6, brandConfig, source: 'api' });
    expect(calls.map((c) => c.path)).toEqual(['/api/tenant']);
    expect(Object.keys(storage.dump()).sort()).toEqual(['tenant:6:configs', 'tenant:6:css', 'tenant:6:meta']);
  });

  it('takes the tenant and brand config the page carries, with no API call, and still guards the storage', async () => {
    const storage = memoryStorage({ d_questions: JSON.stringify([{ id: 1, tenant_id: 6 }]) });
    const { api, calls } = fakeApi();
    const evenwell = brandConfigFor('Evenwell', '#5b2a86');
    const boot = await bootTenant(
      deps({
        api,
        storage,
        hostname: 'evenwell.localhost',
        inline: { tenantId: 7, brandConfig: evenwell, apiToken: 't' },
      }),
    );
    expect(boot).toEqual({ status: 'ready', tenantId: 7, brandConfig: evenwell, source: 'page' });
    expect(calls).toEqual([]);
    expect(Object.keys(storage.dump()).sort()).toEqual(['tenant:7:configs', 'tenant:7:css', 'tenant:7:meta']);
  });
});

import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../app/app.js';
import { Metrics } from '../metrics/metrics.service.js';
import { DEV_TOKEN, tenantData } from '../testing/tenant-data.js';
import { testConfig, useTestPostgres } from '../testing/test-postgres.js';
import { StorefrontPages, STOREFRONT_CSP } from './storefront.routes.js';

const pg = useTestPostgres();

const TEMPLATE = `<!doctype html>
<html lang="en" aria-busy="true">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Online care." />
    <title>Loading…</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const SCRIPT = `console.log(${JSON.stringify('the storefront '.repeat(400))});\n`;

/** A storefront build as `vite build` lays it out. */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-build-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'builds'));
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(dir, 'builds', 'latest.json'), '{"buildId":"b1"}\n');
  return dir;
}

const brandName = (id: number) => tenantData(id).tenant.brandConfig.configurations.brandName;

describe('the storefront served by the API (STOREFRONT_DIR)', () => {
  let app: NestFastifyApplication;
  let dir: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: 'fungaid.localhost:3000', ...headers } });

  beforeAll(async () => {
    dir = fakeBuild();
    app = await pg.newApp({ env: { STOREFRONT_DIR: dir, API_SHARED_TOKEN: 'a-token-of-this-run' } });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['fungaid.localhost:3000', 6],
    ['evenwell.localhost:3000', 7],
    ['patient.evenwell.com', 7],
    ['localhost:3000', 6],
    ['unknown.example.com', 6],
  ])('answers %s with its tenant (%i) in the HTML: theme, head, boot configuration', async (host, id) => {
    const response = await get('/', { host });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const { brandConfig } = tenantData(id).tenant;
    expect(response.body).toContain(`--colors-primary:${brandConfig.theme.colors.primary}`);
    expect(response.body).toContain(`<title>${brandConfig.meta.app.head.title}</title>`);
    expect(response.body).toContain(`"tenantId":${id}`);
    expect(response.body).toContain('"apiToken":"a-token-of-this-run"');
    expect(response.body).toContain(brandName(id));
    expect(response.body).not.toContain(brandName(id === 6 ? 7 : 6));
  });

  it('sends the HTML uncached, compressed, with the security headers', async () => {
    const response = await get('/start/lead-qualify', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-security-policy']).toBe(STOREFRONT_CSP);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(brandName(6));

    const gzip = await get('/start/lead-qualify', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain(brandName(6));

    const again = await get('/', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('sends hashed assets cached for a year, compressed; the build files uncached', async () => {
    const asset = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(gunzipSync(asset.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    const latest = await get('/builds/latest.json');
    expect(latest.headers['cache-control']).toBe('no-cache');
    expect(latest.json()).toEqual({ buildId: 'b1' });
  });

  it.each([
    ['a missing hashed asset', '/assets/index-Zz99Zz99.js'],
    ['a missing build file', '/builds/meta/nope.json'],
    ['a folder of the build', '/assets/'],
    ['an encoded path out of the build', '/assets/%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
    ['an undecodable path', '/assets/%E0%A4%A.js'],
  ])('answers %s with a 4xx, not the app', async (_case, url) => {
    const response = await get(url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toContain('<html');
  });

  it('keeps an unknown /api path a JSON 404 and leaves the API as it was', async () => {
    const unknown = await get('/api/no-such-route');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: expect.any(String) });
    const tenant = await get('/api/tenant', { Token: 'a-token-of-this-run', Tenant: '7' });
    expect(tenant.json().config.brandConfig.configurations.brandName).toBe(brandName(7));
  });

  it('serves the app for any other path, GET and HEAD only', async () => {
    for (const url of [
      '/question/5',
      '/accountv2/orders?x=1',
      '/admin/flows',
      '/no/such/page',
      '/index.html',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
    }
    const head = await app.inject({
      method: 'HEAD',
      url: '/start/lead-intro',
      headers: { host: 'localhost' },
    });
    expect(head.statusCode).toBe(200);
    const post = await app.inject({
      method: 'POST',
      url: '/start/lead-intro',
      headers: { host: 'localhost' },
    });
    expect(post.statusCode).toBe(404);
  });
});

/**
 * A server build (entry-server.js) that renders `/start/*` pages with what it was given and what the API answered it
 * in-process (the tenant's brand name), asks outside the API on `/outside/*` and
 * fails on `/boom`.
 */
const SERVER_BUILD = `export async function renderPage(url, boot, cookieHeader, fetchApi) {
  if (url.startsWith('/boom')) throw new Error('the render failed');
  if (url.startsWith('/outside')) await fetchApi('/admin', {});
  const answer = await fetchApi('/api/tenant', { headers: { Token: boot.apiToken, Tenant: String(boot.tenantId) } });
  const tenant = await answer.json();
  const state = { data: tenant.config.brandConfig.configurations.brandName, evil: '</script><script>alert(1)</script>' };
  const queries = { mutations: [], queries: [{ queryKey: ['tenant'], state }] };
  if (!url.startsWith('/start/')) return null;
  const name = boot.brandConfig.configurations.brandName;
  const html = '<main><h1>' + url + ' of tenant ' + boot.tenantId + ' (' + name + ')</h1><p>cookies: ' + cookieHeader + '</p></main>';
  return { html, queries };
}
`;

describe("pages the storefront's server build renders", () => {
  let app: NestFastifyApplication;
  let dir: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: 'fungaid.localhost:3000', ...headers } });
  const rootOf = (body: string) => /<div id="root">([^]*?)<\/div>(<script|\s*<\/body>)/.exec(body)?.[1];
  const queriesOf = (body: string) =>
    /<script type="application\/json" id="storefront-queries">([^]*?)<\/script>/.exec(body)?.[1];

  beforeAll(async () => {
    dir = fakeBuild();
    mkdirSync(join(dir, 'server'));
    writeFileSync(join(dir, 'server', 'entry-server.js'), SERVER_BUILD);
    app = await pg.newApp({ env: { STOREFRONT_DIR: dir, API_SHARED_TOKEN: 'a-token-of-this-run' } });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['fungaid.localhost:3000', 6],
    ['evenwell.localhost', 7],
  ])(
    "puts the page rendered for %s's tenant and the visitor's cookies in the tenant's HTML",
    async (host, id) => {
      const response = await get('/start/lead-intro?utm_source=mail', {
        host,
        cookie: 'dUser=ada; created=c1',
      });
      expect(response.statusCode).toBe(200);
      expect(rootOf(response.body)).toBe(
        `<main><h1>/start/lead-intro?utm_source=mail of tenant ${id} (${brandName(id)})</h1><p>cookies: dUser=ada; created=c1</p></main>`,
      );
      // Still the tenant's page, readable at once (not busy), and never kept by a shared cache.
      expect(response.body).toContain(`"tenantId":${id}`);
      expect(response.body).toContain('<html lang="en" style=');
      expect(response.body).not.toContain('aria-busy');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers['content-security-policy']).toBe(STOREFRONT_CSP);
      // The data it was rendered with, from the API in this process, for this tenant; JSON that cannot end the script.
      expect(JSON.parse(queriesOf(response.body)!).queries[0].state).toEqual({
        data: brandName(id),
        evil: '</script><script>alert(1)</script>',
      });
      expect(response.body.match(/<\/script>/g)).toHaveLength(3);
    },
  );

  it('refuses the server build any call outside the API: the browser renders that page', async () => {
    const response = await get('/outside/start/lead-intro');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('');
    expect(queriesOf(response.body)).toBeUndefined();
  });

  it('sends the rendered page compressed, varying by cookie', async () => {
    const response = await get('/start/lead-qualify', { 'accept-encoding': 'br', cookie: 'a=1' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(rootOf(brotliDecompressSync(response.rawPayload).toString())).toContain('cookies: a=1');
  });

  it('sends the page as built for what the server build does not render, and when its render fails', async () => {
    for (const url of ['/accountv2/orders', '/boom']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(rootOf(response.body), url).toBe('');
      expect(response.body, url).toContain('aria-busy="true"');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('never serves the server build itself', async () => {
    for (const url of ['/server/entry-server.js', '/server/']) {
      const response = await get(url);
      expect([404, 200], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('renderPage');
    }
  });
});

describe("the server's render budget (STOREFRONT_RENDERS_PER_SECOND)", () => {
  let dir: string;
  const rootOf = (body: string) => /<div id="root">([^]*?)<\/div>(<script|\s*<\/body>)/.exec(body)?.[1];

  beforeAll(() => {
    dir = fakeBuild();
    mkdirSync(join(dir, 'server'));
    writeFileSync(join(dir, 'server', 'entry-server.js'), SERVER_BUILD);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('renders as many pages as the budget holds, then sends pages as built and counts both', async () => {
    // 1 per second: a budget of one render that refills in a second, which this test does not wait for.
    const app = await pg.newApp({ env: { STOREFRONT_DIR: dir, STOREFRONT_RENDERS_PER_SECOND: '1' } });
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'fungaid.localhost' } });
    // Pages the server build leaves to the browser spend nothing.
    for (let i = 0; i < 3; i += 1) expect(rootOf((await get('/accountv2/orders')).body)).toBe('');
    const first = await get('/start/lead-qualify');
    expect(rootOf(first.body)).toContain('/start/lead-qualify of tenant 6');
    const second = await get('/start/lead-intro');
    expect(second.statusCode).toBe(200);
    expect(rootOf(second.body)).toBe('');
    expect(second.body).toContain('aria-busy="true"');
    expect(second.body).toContain('"tenantId":6');
    const counted = await app.get(Metrics).storefrontRenders.get();
    const outcome = (name: string) => counted.values.find((v) => v.labels.outcome === name)?.value;
    expect([outcome('rendered'), outcome('over_budget')]).toEqual([1, 1]);
  });

  it('renders nothing on the server at 0', async () => {
    const app = await pg.newApp({ env: { STOREFRONT_DIR: dir, STOREFRONT_RENDERS_PER_SECOND: '0' } });
    const page = await app.inject({
      method: 'GET',
      url: '/start/lead-qualify',
      headers: { host: 'localhost' },
    });
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toBe('');
  });
});

describe("a tenant's hostile config", () => {
  let first: NestFastifyApplication | undefined;
  let second: NestFastifyApplication | undefined;
  let dir: string;
  afterAll(async () => {
    await second?.close();
    await first?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('cannot break out of the page', async () => {
    dir = fakeBuild();
    const url = await pg.newDatabase();
    first = await createApp(testConfig(url, { STOREFRONT_DIR: dir }));
    const hostile = '</script><script>alert(1)</script><!--';
    await first.get(DataSource).query(
      `UPDATE tenants SET brand_config = jsonb_set(jsonb_set(brand_config, '{configurations,brandName}', $1::jsonb),
        '{meta,app,head,title}', $1::jsonb) WHERE id = 7`,
      [JSON.stringify(hostile)],
    );
    // A new process reads the changed row (the tenant cache of the first would for up to 30 s).
    second = await createApp(testConfig(url, { STOREFRONT_DIR: dir }), { seed: false });
    const response = await second.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'evenwell.localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.match(/<script/g)).toHaveLength(2);
    expect(response.body.match(/<\/script>/g)).toHaveLength(2);
    expect(response.body).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)');
    const json = /<script type="application\/json" id="storefront-boot">([^]*?)<\/script>/.exec(
      response.body,
    );
    expect(JSON.parse(json![1]!).brandConfig.configurations.brandName).toBe(hostile);
  });
});

describe('StorefrontPages', () => {
  it('renders a tenant again only when its brand config changed, and never mixes tenants', async () => {
    const configs = new Map([6, 7].map((id) => [id, structuredClone(tenantData(id).tenant.brandConfig)]));
    const tenants = {
      findById: async (id: number) => {
        const brandConfig = configs.get(id);
        return brandConfig ? ({ id, brandConfig } as never) : null;
      },
      findIdByHost: async (host: string) => ({ 'evenwell.localhost': 7 })[host] ?? null,
    };
    const pages = new StorefrontPages(TEMPLATE, {
      dir: '',
      defaultTenantId: 6,
      apiToken: DEV_TOKEN,
      tenants,
    });
    const first = await pages.page(7);
    expect(await pages.page(7)).toBe(first);
    // Read again, unchanged: the same page.
    configs.set(7, structuredClone(configs.get(7)!));
    expect(await pages.page(7)).toBe(first);
    // Changed: rendered again.
    const renamedConfig = structuredClone(configs.get(7)!);
    renamedConfig.configurations.brandName = 'Evenwell Renamed';
    configs.set(7, renamedConfig);
    const renamed = await pages.page(7);
    expect(renamed.body.toString()).toContain('Evenwell Renamed');
    expect((await pages.page(6)).body.toString()).not.toContain('Evenwell');
    expect(await pages.tenantIdForHost('EVENWELL.localhost:5173')).toBe(7);
    expect(await pages.tenantIdForHost('fungaid.localhost')).toBe(6);
    expect(await pages.tenantIdForHost('[::1]:3000')).toBe(6);
    expect(await pages.tenantIdForHost('bad host\0')).toBe(6);
  });
});

import type { BrandConfig } from '@telehealth/schemas';
import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';

import { apiUrl, E2E_API_TOKEN, STOREFRONTS, webUrl } from './e2e-env';
import { watchPageErrors } from './support/page-checks';

/** The storefront as `npm start` serves it: the API's own server, one HTML per tenant, compressed hashed assets. */

async function brandConfigOf(request: APIRequestContext, tenantId: number): Promise<BrandConfig> {
  const response = await request.get(apiUrl('/api/tenant'), {
    headers: { Token: E2E_API_TOKEN, Tenant: String(tenantId) },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { config: { brandConfig: BrandConfig } }).config.brandConfig;
}

/** Content-Security-Policy violations the page reports: the policy must fit what the app does. */
function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The tenant API calls of the boot (resolve by host, then the brand config). */
const isTenantBootCall = (url: string) => /\/api\/tenant(\/resolve)?(\?|$)/.test(new URL(url).pathname);

function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

for (const { host, tenantId } of STOREFRONTS) {
  test(`${host}: its own HTML, uncached and compressed, hashed assets immutable, a CSP the app keeps`, async ({
    page,
    request,
  }) => {
    const mine = await brandConfigOf(request, tenantId);
    const other = await brandConfigOf(request, tenantId === 6 ? 7 : 6);
    const errors = watchPageErrors(page);
    const violations = watchCspViolations(page);
    const assets: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) assets.push(response);
    });

    const response = await page.goto(webUrl(host, '/start/lead-qualify'));
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    expect(['br', 'gzip']).toContain(headers['content-encoding']);
    expectSecurityHeaders(headers);

    const html = await response!.text();
    expect(html).toContain(`<title>${mine.meta.app.head.title}</title>`);
    expect(html).toContain(`--colors-primary:${mine.theme.colors.primary}`);
    expect(html).toContain(`"tenantId":${tenantId}`);
    expect(html).toContain(mine.configurations.brandName);
    expect(html).not.toContain(other.configurations.brandName);
    expect(html).not.toContain(`--colors-primary:${other.theme.colors.primary}`);

    await expect(page.getByTestId('brand-name').first()).toHaveText(mine.configurations.brandName);
    const scripts = assets.filter((asset) => asset.url().endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const assetHeaders = await asset.allHeaders();
      expect(asset.status(), asset.url()).toBe(200);
      expect(assetHeaders['cache-control'], asset.url()).toBe('public, max-age=31536000, immutable');
      if (/\.(js|css)$/.test(asset.url()) && Number(assetHeaders['content-length'] ?? 2048) > 1024) {
        expect(['br', 'gzip'], asset.url()).toContain(assetHeaders['content-encoding']);
      }
    }

    // The other pages a patient and staff reach keep the policy too (the admin area and its builder included).
    for (const path of ['/start/lead-intro', '/login', '/admin']) {
      await page.goto(webUrl(host, path));
      await expect(page.locator('#global-loader')).toHaveCount(0);
      await expect(page.locator('main').first()).toBeVisible();
    }
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('unknown paths get the app, an unknown /api path and a missing asset a JSON 404', async ({ page }) => {
  const host = STOREFRONTS[1].host;
  const app = await page.goto(webUrl(host, '/no/such/page'));
  expect(app?.status()).toBe(200);
  expect(app?.headers()['content-type']).toBe('text/html; charset=utf-8');
  await expect(page.getByRole('heading', { name: 'Page not found!' })).toBeVisible();

  for (const path of ['/api/no-such-route', '/assets/index-00000000.js', '/builds/meta/nope.json']) {
    const response = await page.goto(webUrl(host, path));
    expect(response?.status(), path).toBe(404);
    expect(response?.headers()['content-type'], path).toMatch(/^application\/json/);
    expect(await response?.text(), path).not.toContain('<html');
  }
});

for (const { host, tenantId } of STOREFRONTS) {
  test(`${host} on a phone paints its brand before any script runs, with no tenant API call`, async ({
    browser,
    request,
  }) => {
    const mine = await brandConfigOf(request, tenantId);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const requests: string[] = [];
    page.on('request', (req) => requests.push(req.url()));

    // Hold every script: what paints now is the HTML and CSS alone.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(webUrl(host, '/start/lead-qualify'), { waitUntil: 'commit' });
    await expect(page.locator('#global-loader')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
      .toBe(1);
    await expect(page).toHaveTitle(mine.meta.app.head.title);
    const painted = await page.evaluate(() => ({
      primary: getComputedStyle(document.documentElement).getPropertyValue('--colors-primary').trim(),
      loaderBackground: getComputedStyle(document.getElementById('global-loader')!).backgroundColor,
      themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
      icon: document.querySelector('link[rel="icon"]')?.getAttribute('href'),
    }));
    const probe = await page.evaluate((color) => {
      const span = document.createElement('span');
      span.style.color = color;
      document.body.append(span);
      const computed = getComputedStyle(span).color;
      span.remove();
      return computed;
    }, mine.theme.colors.background ?? '#ffffff');
    expect(painted.primary).toBe(mine.theme.colors.primary);
    expect(painted.loaderBackground).toBe(probe);
    const metaTags = mine.meta.app.head.meta ?? [];
    expect(painted.themeColor).toBe(metaTags.find((m) => m.name === 'theme-color')?.content);
    expect(painted.icon).toBe(mine.meta.app.head.link?.find((l) => l.rel === 'icon')?.href);
    expect(requests.filter((url) => url.includes('/api/'))).toEqual([]);

    release();
    await expect(page.locator('#global-loader')).toHaveCount(0);
    await expect(page.getByTestId('brand-name').first()).toHaveText(mine.configurations.brandName);
    await expect(page.getByText(/^Step 1 of \d+$/)).toBeVisible();
    expect(requests.filter(isTenantBootCall)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}

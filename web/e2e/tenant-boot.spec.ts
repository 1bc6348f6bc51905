import type { BrandConfig } from '@telehealth/schemas';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { apiUrl, E2E_API_TOKEN, webUrl } from './e2e-env';

/** Each brand's local host; Chromium resolves every *.localhost name to the loopback address. */
const TENANTS = [
  { host: 'fungaid.localhost', tenantId: 6 },
  { host: 'evenwell.localhost', tenantId: 7 },
] as const;

/** What the API says about a tenant: the expected values, never hard-coded in the test. */
async function brandConfigOf(request: APIRequestContext, tenantId: number): Promise<BrandConfig> {
  const response = await request.get(apiUrl('/api/tenant'), {
    headers: { Token: E2E_API_TOKEN, Tenant: String(tenantId) },
  });
  expect(response.status(), `GET /api/tenant for tenant ${tenantId}`).toBe(200);
  const body = (await response.json()) as { tenantId: number; config: { brandConfig: BrandConfig } };
  expect(body.tenantId).toBe(tenantId);
  return body.config.brandConfig;
}

/** Any CSS colour as the browser computes it (rgb(...)), to compare with a computed style. */
function computedColor(page: Page, color: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, color);
}

/** Uncaught exceptions and the catalogued theme error fail the test. */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Missing or invalid'))
      errors.push(message.text());
  });
  return errors;
}

test('the two tenants are configured differently', async ({ request }) => {
  const [six, seven] = await Promise.all(TENANTS.map(({ tenantId }) => brandConfigOf(request, tenantId)));
  expect(six?.configurations.brandName).not.toBe(seven?.configurations.brandName);
  expect(six?.theme.colors.primary).not.toBe(seven?.theme.colors.primary);
  expect(six?.meta.app.head.title).not.toBe(seven?.meta.app.head.title);
});

for (const { host, tenantId } of TENANTS) {
  test(`${host} boots tenant ${tenantId} with its own brand, theme and head`, async ({ page, request }) => {
    const expected = await brandConfigOf(request, tenantId);
    const errors = watchForErrors(page);

    await page.goto(webUrl(host));

    await expect(page.locator('#global-loader')).toHaveCount(0);
    await expect(page.getByTestId('brand-name').first()).toHaveText(expected.configurations.brandName);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.configurations.brandName);
    await expect(page).toHaveTitle(expected.meta.app.head.title);
    for (const meta of expected.meta.app.head.meta ?? []) {
      const selector = meta.name ? `meta[name="${meta.name}"]` : `meta[property="${meta.property}"]`;
      // Exactly one: the tenant's replaces index.html's own.
      await expect(page.locator(selector)).toHaveAttribute('content', meta.content);
    }

    const primary = expected.theme.colors.primary;
    expect(primary, `tenant ${tenantId} has a colors.primary`).toBeTruthy();
    const cssPrimary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--colors-primary').trim(),
    );
    expect(cssPrimary).toBe(primary?.trim());

    const getStarted = page.getByRole('link', { name: 'Get started' });
    await expect(getStarted).toBeVisible();
    await expect(getStarted).toHaveAttribute('href', expected.configurations.homePage);
    await expect(getStarted).toHaveCSS('background-color', await computedColor(page, primary ?? ''));

    const footer = page.locator('footer');
    await expect(footer).toContainText(expected.configurations.legalName);
    await expect(footer).toContainText(expected.configurations.companyAddress.line1);
    await expect(footer.getByRole('link', { name: expected.configurations.contact.email })).toBeVisible();

    // The config is cached under the tenant's keys for the next visit.
    const cachedKeys = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('tenant:')),
    );
    expect(cachedKeys.sort()).toEqual([
      `tenant:${tenantId}:configs`,
      `tenant:${tenantId}:css`,
      `tenant:${tenantId}:meta`,
    ]);

    await getStarted.click();
    await expect(page).toHaveURL(webUrl(host, expected.configurations.homePage));
    await expect(page.getByText(/^Step 1 of \d+$/)).toBeVisible();
    await expect(page.getByTestId('brand-name')).toHaveText(expected.configurations.brandName);

    expect(errors).toEqual([]);
  });
}

test('an unknown path shows the not-found screen with its countdown', async ({ page }) => {
  const errors = watchForErrors(page);
  const missing = webUrl('fungaid.localhost', '/no-such-page');
  await page.goto(missing);

  await expect(page.locator('#global-loader')).toHaveCount(0);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found!' })).toBeVisible();
  const countdown = page.getByText(/^Redirecting you in \d seconds\.\.\.$/);
  await expect(countdown).toHaveText(/Redirecting you in [1-3] seconds\.\.\./);
  await expect(countdown).toHaveText('Redirecting you in 0 seconds...', { timeout: 6_000 });
  // The countdown stops at 0 and nothing redirects.
  await page.waitForTimeout(1_200);
  await expect(countdown).toHaveText('Redirecting you in 0 seconds...');
  await expect(page).toHaveURL(missing);

  const home = page.getByRole('link', { name: 'GO BACK HOME' });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL(webUrl('fungaid.localhost'));
  await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();
  expect(errors).toEqual([]);
});

import type { BrandConfig, Product, SiteContent } from '@telehealth/schemas';
import { expect, test, type APIRequestContext } from '@playwright/test';

import { apiUrl, E2E_API_TOKEN, STOREFRONTS, webUrl } from './e2e-env';
import { expectNoSeriousA11yViolations, watchPageErrors } from './support/page-checks';

const PUBLIC_PAGES = ['/about', '/consumer', '/providers', '/safety', '/telehealth', '/terms', '/thanks'];
const DOCS = ['/docs/privacy-policy', '/docs/safety-information', '/docs/terms-of-service'];

async function apiGet<T>(request: APIRequestContext, tenantId: number, path: string): Promise<T> {
  const response = await request.get(apiUrl(path), {
    headers: { Token: E2E_API_TOKEN, Tenant: String(tenantId) },
  });
  expect(response.status(), `GET ${path} for tenant ${tenantId}`).toBe(200);
  return (await response.json()) as T;
}

const brandConfigOf = async (request: APIRequestContext, tenantId: number) =>
  (await apiGet<{ config: { brandConfig: BrandConfig } }>(request, tenantId, '/api/tenant')).config
    .brandConfig;

for (const { host, tenantId } of STOREFRONTS) {
  for (const path of [...PUBLIC_PAGES, ...DOCS]) {
    test(`${host}${path} is written for tenant ${tenantId}`, async ({ page, request }) => {
      const { configurations } = await brandConfigOf(request, tenantId);
      const errors = watchPageErrors(page);
      await page.goto(webUrl(host, path));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(configurations.brandName);
      await expect(page.locator('main')).toHaveCount(1);
      await expect(page.locator('main h2').first()).toBeVisible();
      await expect(page.locator('main')).not.toContainText(/undefined|NaN/);
      expect(errors).toEqual([]);
    });
  }

  test(`${host}: the footer links to the docs`, async ({ page, request }) => {
    const { configurations } = await brandConfigOf(request, tenantId);
    await page.goto(webUrl(host, '/'));
    const footer = page.locator('footer');
    for (const name of ['Privacy policy', 'Safety information', 'Terms of service'])
      await expect(footer.getByRole('link', { name })).toBeVisible();
    await footer.getByRole('link', { name: 'Terms of service' }).click();
    await expect(page).toHaveURL(webUrl(host, '/docs/terms-of-service'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${configurations.brandName} terms of service`,
    );
  });
}

test('the about page names the support contact and the products with their prices', async ({
  page,
  request,
}) => {
  const { configurations } = await brandConfigOf(request, 7);
  const products = await apiGet<Product[]>(request, 7, '/api/products');
  await page.goto(webUrl('evenwell.localhost', '/about'));
  const main = page.locator('main');
  await expect(main).toContainText(configurations.contact.email);
  for (const product of products) await expect(main).toContainText(product.name);
  await page.goto(webUrl('evenwell.localhost', '/docs/safety-information'));
  await expect(page.getByRole('heading', { name: /GLP-1 medications/ })).toBeVisible();
});

test('the home page and docs show the words of the tenant site content', async ({ page, request }) => {
  const content = await apiGet<SiteContent>(request, 6, '/api/tenant/content');
  await page.goto(webUrl('fungaid.localhost', '/'));
  const { howItWorks } = content.home;
  await expect(page.getByRole('heading', { level: 2, name: howItWorks.heading })).toBeVisible();
  for (const step of howItWorks.steps)
    await expect(page.getByRole('heading', { name: step.title })).toBeVisible();
  await page.getByRole('link', { name: howItWorks.link.label }).click();
  await expect(page).toHaveURL(webUrl('fungaid.localhost', howItWorks.link.to));
  await page.goto(webUrl('fungaid.localhost', '/docs/terms-of-service'));
  for (const section of content.pages['terms-of-service'].sections)
    await expect(page.getByRole('heading', { level: 2, name: section.heading, exact: true })).toBeVisible();
});

test('the product pages show image, price and a buy link with med', async ({ page, request }) => {
  const products = await apiGet<Product[]>(request, 6, '/api/products');
  const { configurations } = await brandConfigOf(request, 6);
  const withPages = products.filter((product) => product.productPage);
  expect(withPages.map((product) => product.productPage).sort()).toEqual([
    '/products/extra-strength-fungaid-and-free-supplement-01',
    '/products/regular-strength-fungaid-01',
  ]);
  for (const product of withPages) {
    await page.goto(webUrl('fungaid.localhost', product.productPage));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByTestId('product-price')).toContainText(`$${product.price.toFixed(2)}`);
    const hero = page.getByRole('img', { name: product.name });
    await expect(hero).toHaveAttribute(
      'src',
      configurations.productImages[product.imageSet]?.hero ?? 'missing',
    );
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    for (const item of product.includes ?? []) await expect(page.locator('main')).toContainText(item);
    const buy = page.getByRole('link', { name: `Start your visit for ${product.name}` });
    await expect(buy).toHaveAttribute('href', `/start/lead-qualify?med=${product.med}`);
  }
  await page.getByRole('link', { name: /^Start your visit for / }).click();
  await expect(page).toHaveURL(/\/start\/lead-qualify\?med=602/);
});

test('a failed route validation shows 404 Page Not Found: {path}', async ({ page }) => {
  // Evenwell sells no FungAid product: the page is not one of its products.
  for (const [host, path] of [
    ['evenwell.localhost', '/products/regular-strength-fungaid-01'],
    ['fungaid.localhost', '/products/no-such-product'],
    ['fungaid.localhost', '/docs/no-such-doc'],
  ] as const) {
    await page.goto(webUrl(host, path));
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Page Not Found: ${path}`);
    await expect(page.getByRole('link', { name: 'GO BACK HOME' })).toHaveAttribute('href', '/');
  }
});

test('the not-found screen counts down from 3 and stays', async ({ page }) => {
  await page.clock.install();
  const missing = webUrl('fungaid.localhost', '/nothing-here');
  await page.goto(missing);
  const countdown = page.getByTestId('not-found-countdown');
  await expect(page.getByRole('heading', { name: 'Page not found!' })).toBeVisible();
  await expect(countdown).toHaveText('Redirecting you in 3 seconds...');
  for (const seconds of [2, 1, 0]) {
    await page.clock.runFor(1000);
    await expect(countdown).toHaveText(`Redirecting you in ${seconds} seconds...`);
  }
  await page.clock.runFor(5000);
  await expect(countdown).toHaveText('Redirecting you in 0 seconds...');
  await expect(page).toHaveURL(missing);
});

test('a hash target is scrolled into view, and a new page starts at the top', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto(webUrl('fungaid.localhost', '/docs/privacy-policy#your-choices'));
  await expect(page.locator('#your-choices')).toBeInViewport();
  await page.goto(webUrl('fungaid.localhost', '/docs/privacy-policy'));
  await page.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.locator('#contact')).toBeInViewport();
  await page.locator('footer').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the viewport cookie holds the current class for a year', async ({ page, context }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto(webUrl('fungaid.localhost', '/about'));
  const viewportCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'viewport');
  await expect.poll(async () => (await viewportCookie())?.value).toBe('mobile');
  const expires = (await viewportCookie())?.expires ?? 0;
  expect(expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
  await page.setViewportSize({ width: 900, height: 800 });
  await expect.poll(async () => (await viewportCookie())?.value).toBe('tablet');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => (await viewportCookie())?.value).toBe('desktop');
});

test('a newer build reloads the page once an hour check sees it', async ({ page }) => {
  const latest = await (await page.request.get(webUrl('127.0.0.1', '/builds/latest.json'))).json();
  expect(typeof latest.buildId).toBe('string');
  await page.clock.install();
  await page.goto(webUrl('fungaid.localhost', '/about'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));

  // Still the same build: the hourly check does nothing.
  await page.clock.runFor(3_600_000);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);

  await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
  const reloaded = page.waitForEvent('load');
  await page.clock.runFor(3_600_000);
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
  const guard = await page.evaluate(() => sessionStorage.getItem('build:lastReloadAt'));
  expect(Number(guard)).toBeGreaterThan(0);
});

test('home and a doc page have no serious accessibility violations', async ({ page }) => {
  for (const host of ['fungaid.localhost', 'evenwell.localhost']) {
    await page.goto(webUrl(host, '/'));
    await expect(page.getByRole('heading', { name: 'Treatments' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(webUrl(host, '/docs/privacy-policy'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test('hovering a link preloads the lazy page behind it before the click', async ({ page }) => {
  await page.goto(webUrl('fungaid.localhost', '/about'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const docChunk = page.waitForRequest((request) => /\/assets\/doc-page-[^/]*\.js$/.test(request.url()));
  await page.locator('footer').getByRole('link', { name: 'Privacy policy' }).hover();
  await docChunk;
  expect(page.url()).toBe(webUrl('fungaid.localhost', '/about'));
});

import type { BrandConfig } from '@telehealth/schemas';
import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';

import { apiUrl, E2E_API_TOKEN, STOREFRONTS, webUrl } from './e2e-env';
import { call, intakeAtCheckout, paidCustomerOrder, startIntake } from './support/api-driver';
import { storeEarlierCheckoutSteps } from './support/intake-driver';
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
    // Rendered on the server for this visitor (entry-server.tsx): never kept by a shared cache.
    expect(headers['cache-control']).toBe('private, no-cache');
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
  test(`${host} on a phone paints the page itself before any script runs, then the app takes it over`, async ({
    browser,
    request,
  }) => {
    const mine = await brandConfigOf(request, tenantId);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    // A hydration that does not match the server's page is reported as an uncaught error.
    const errors = watchPageErrors(page);
    const requests: string[] = [];
    page.on('request', (req) => requests.push(req.url()));

    // Hold every script: what paints now is the server's HTML and CSS alone.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(webUrl(host, '/start/lead-qualify'), { waitUntil: 'commit' });
    const heading = page.getByRole('heading', {
      level: 1,
      name: `Let's see if ${mine.configurations.brandName} is right for you`,
    });
    await expect(heading).toBeVisible();
    await expect(page.locator('#global-loader')).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
      .toBe(1);
    await expect(page).toHaveTitle(mine.meta.app.head.title);
    const painted = await page.evaluate(() => ({
      primary: getComputedStyle(document.documentElement).getPropertyValue('--colors-primary').trim(),
      button: getComputedStyle(document.querySelector('button[type="submit"]')!).backgroundColor,
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
    }, mine.theme.colors.primary ?? '');
    expect(painted.primary).toBe(mine.theme.colors.primary);
    expect(painted.button).toBe(probe);
    const metaTags = mine.meta.app.head.meta ?? [];
    expect(painted.themeColor).toBe(metaTags.find((m) => m.name === 'theme-color')?.content);
    expect(painted.icon).toBe(mine.meta.app.head.link?.find((l) => l.rel === 'icon')?.href);
    expect(requests.filter((url) => url.includes('/api/') && !url.includes('/api/assets/'))).toEqual([]);
    // The page has no sideways scroll on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Nothing takes input before the app does: a click on Continue does not make the browser send the form itself
    // (a GET of this page with the answers in its address).
    await expect(page.getByLabel('I am 18 or older')).toBeDisabled();
    await page.getByRole('button', { name: 'Continue' }).click({ force: true });
    expect(page.url()).toBe(webUrl(host, '/start/lead-qualify'));

    release();
    // The app takes the page over: the progress count, the states list, and the form works.
    await expect(page.getByText(/^Step 1 of \d+$/)).toBeVisible();
    await expect(page.locator('#global-loader')).toHaveCount(0);
    await page.getByLabel('State of residence').selectOption({ index: 1 });
    await page.getByLabel('I am 18 or older').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tell us about you' })).toBeVisible();
    await expect(page).toHaveURL(/\/start\/lead-intro$/);
    expect(requests.filter(isTenantBootCall)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test("lead-intro is rendered on the server with the visitor's details, and the app keeps them", async ({
  browser,
}) => {
  const { host } = STOREFRONTS[0];
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const lead = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '5125550100' };
  await context.addCookies([
    { name: 'dUser', value: encodeURIComponent(JSON.stringify(lead)), url: webUrl(host, '/') },
  ]);
  const page = await context.newPage();
  const errors = watchPageErrors(page);

  const response = await page.goto(webUrl(host, '/start/lead-intro'));
  const html = await response!.text();
  expect(html).toMatch(/<h1 id="step-heading">Tell us about you<\/h1>/);
  expect(html).toMatch(/<input[^>]*name="firstName" value="Ada"/);
  expect(html).toContain('value="(512) 555-0100"');

  await expect(page.getByText(/^Step 2 of \d+$/)).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Mobile phone')).toHaveValue('(512) 555-0100');
  // Typed after hydration: the app's state, not only the server's markup.
  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('First name is required.')).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test("a question and the account's orders come with their data in the HTML, and the app takes them over", async ({
  browser,
  request,
}) => {
  const { host, tenantId } = STOREFRONTS[1];
  const intake = await startIntake(request, tenantId);
  const { customer, orderId } = await paidCustomerOrder(request, tenantId, 'server-render');
  const cookie = (name: string, value: string) => ({ name, value, url: webUrl(host, '/') });
  // Eleven hours behind UTC: before 11:00 UTC the order's date there is the day before the server's (UTC) date. The
  // card shows the visitor's own date, which for an order made now is today's there.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    timezoneId: 'Pacific/Pago_Pago',
  });
  const page = await context.newPage();
  const errors = watchPageErrors(page);

  await context.addCookies([cookie('created', intake.created)]);
  const question = await page.goto(webUrl(host, `/question/${intake.state.replace(/^q/, '')}`));
  const questionHtml = await question!.text();
  expect(questionHtml).toMatch(/<h1 id="[^"]+">[^<]+<\/h1>/);
  expect(questionHtml).not.toContain('Loading your questions');
  expect(questionHtml).toContain('id="storefront-queries"');
  await expect(page.getByText(/^Step \d+ of \d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();

  await context.addCookies([
    cookie('token', customer.token),
    cookie('userRole', '1'),
    cookie('userId', String(customer.id)),
  ]);
  const orders = await page.goto(webUrl(host, '/accountv2/orders'));
  const ordersHtml = (await orders!.text()).replace(/<!-- -->/g, '');
  expect(ordersHtml).toContain(`Order ${orderId}`);
  expect(orders!.headers()['cache-control']).toBe('private, no-cache');
  const card = page.locator('.order-card').first();
  await expect(card).toContainText(`Order ${orderId}`);
  const localDate = await page.evaluate(() =>
    new Date().toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' }),
  );
  await expect(card).toContainText(localDate);
  await page.getByRole('link', { name: `Order ${orderId}` }).click();
  await expect(page).toHaveURL(webUrl(host, `/accountv2/orders/${orderId}`));
  expect(errors).toEqual([]);
  await context.close();
});

test("the home page and the checkout hub come rendered, and the hub shows the tab's progress once the app has it", async ({
  browser,
  request,
}) => {
  const { host, tenantId } = STOREFRONTS[0];
  const created = await intakeAtCheckout(request, tenantId);
  const [product] = await call<{ med: number }[]>(request, tenantId, 'GET', '/api/products');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: 'created', value: created, url: webUrl(host, '/') }]);
  const page = await context.newPage();
  const errors = watchPageErrors(page);

  const home = await page.goto(webUrl(host, '/'));
  const homeHtml = (await home!.text()).replace(/<!-- -->/g, '');
  expect(homeHtml).toMatch(/<h1 id="hero-heading"[^>]*>[^<]+<\/h1>/);
  expect(homeHtml).toContain('id="treatments-heading"');
  await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();

  // This tab chose its state and treatment earlier in the checkout.
  await storeEarlierCheckoutSteps(page, created, [product!.med], {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '5125550100',
    line1: '1 Congress Ave',
    line2: '',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
  });
  const hub = await page.goto(webUrl(host, '/start/checkout'));
  const hubHtml = (await hub!.text()).replace(/<!-- -->/g, '');
  expect(hubHtml).toContain('You are ready for checkout');
  // The server cannot see the tab's storage: no step's status is in its page.
  expect(hubHtml).not.toMatch(/>(Done|To do)</);
  const steps = page.locator('.checkout-overview li');
  await expect(steps.filter({ hasText: 'Your state' })).toContainText('Done');
  await expect(steps.filter({ hasText: 'Treatment' })).toContainText('Done');
  await page.getByRole('link', { name: /^Continue: / }).click();
  await expect(page).not.toHaveURL(/\/start\/checkout$/);
  expect(errors).toEqual([]);
  await context.close();
});

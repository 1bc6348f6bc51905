import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type {
  AdminDashboardResponse,
  AdminIntakeState,
  AdminOrderListResponse,
  AuditLogResponse,
  FlowListResponse,
  MasqueradeResponse,
} from '@telehealth/schemas';

import { apiUrl, STOREFRONTS, webUrl } from './e2e-env';
import {
  answersAlong,
  apiHeaders,
  call,
  createUser,
  loginSeededAdmin,
  paidCustomerOrder,
  ROLE,
  SEEDED_ADMIN,
  startIntake,
} from './support/api-driver';
import { expectNoSeriousA11yViolations, logIn, watchPageErrors } from './support/page-checks';

const BRANDS: Record<number, string> = { 6: 'FungAid', 7: 'Evenwell' };
const PHONE = { width: 390, height: 844 };

/** Console errors of the page (a failed request the browser reports included). */
function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function logInAsSeededAdmin(page: Page, host: string) {
  await page.goto(webUrl(host, '/login'));
  await logIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await expect(page).toHaveURL(webUrl(host, '/admin/dashboard'));
}

/** An intake left at a hard stop (answers along a path that ends at one). */
async function hardStoppedIntake(request: APIRequestContext, tenantId: number): Promise<string> {
  const { created, revision } = await startIntake(request, tenantId, '203.0.113.41');
  const updated = await call<{ state: string }>(request, tenantId, 'POST', '/api/order/update', {
    body: {
      created,
      revision,
      columns: { startData: await answersAlong(request, tenantId, (path) => path.end === 'hard-stop') },
    },
  });
  expect(updated.state).toMatch(/^stop\d+$/);
  return created;
}

/** The row of the order with this created value (a search by it also finds its refills, `{created}.r1`). */
const rowOf = (page: Page, created: string) =>
  page.getByTestId('order-row').filter({ has: page.getByText(created, { exact: true }) });

/** The orders page's total: "N orders", or 0 for "No orders match.". */
async function listedTotal(page: Page): Promise<number> {
  const total = page.getByTestId('orders-total');
  const none = page.getByText('No orders match.');
  await expect(total.or(none)).toBeVisible();
  if (await none.isVisible()) return 0;
  return Number(/^(\d+)/.exec((await total.textContent()) ?? '')?.[1]);
}

for (const { host, tenantId } of STOREFRONTS) {
  const brand = BRANDS[tenantId]!;

  test(`${host}: the orders list shows each intake's real state, filters by it, and the dashboard counts the same lists`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const errors = watchPageErrors(page);
    const adminToken = await loginSeededAdmin(request, tenantId);
    const inProgress = (await startIntake(request, tenantId, '203.0.113.40')).created;
    const stopped = await hardStoppedIntake(request, tenantId);
    const paid = (await paidCustomerOrder(request, tenantId, 'truth-paid')).created;
    const expected: [string, AdminIntakeState, string][] = [
      [inProgress, 'in_progress', 'Intake in progress'],
      [stopped, 'hard_stop', 'Hard stop'],
      [paid, 'pending_clinician', 'Paid, pending clinician'],
    ];

    await logInAsSeededAdmin(page, host);
    for (const [created, state, label] of expected) {
      await page.goto(webUrl(host, `/admin/orders?q=${created}`));
      const row = rowOf(page, created);
      await expect(row).toHaveCount(1);
      await expect(row).toHaveAttribute('data-intake-state', state);
      await expect(row.getByTestId('order-state')).toHaveText(label);
      // Filtered by its own state the order is listed; by another, not.
      await page.goto(webUrl(host, `/admin/orders?q=${created}&status=${state}`));
      await expect(page.getByTestId('order-row')).toHaveCount(1);
      await expect(rowOf(page, created)).toHaveCount(1);
      const other: AdminIntakeState = state === 'in_progress' ? 'hard_stop' : 'in_progress';
      await page.goto(webUrl(host, `/admin/orders?q=${created}&status=${other}`));
      await expect(page.getByText('No orders match.')).toBeVisible();
    }
    // The unpaid intakes no longer read "Pending with Doctor".
    await page.goto(webUrl(host, `/admin/orders?q=${inProgress}`));
    await expect(page.getByText('Pending with Doctor')).toHaveCount(0);
    await expect(page).toHaveTitle(`Orders · Admin · ${brand}`);

    // The filter control keeps its state in the URL.
    await page.goto(webUrl(host, '/admin/orders'));
    await page.getByLabel('Status').selectOption('hard_stop');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(webUrl(host, '/admin/orders?status=hard_stop'));
    await expect(page.getByTestId('order-row').first()).toHaveAttribute('data-intake-state', 'hard_stop');
    await expectNoSeriousA11yViolations(page, '/admin/orders');

    // Every intake figure of the dashboard links to a list of exactly that many orders. The sandbox clinician
    // decides paid orders while this runs (pending_clinician becomes approved), so each figure is compared with
    // its list again until both were read between two decisions.
    await page.goto(webUrl(host, '/admin/dashboard'));
    await expect(page).toHaveTitle(`Dashboard · Admin · ${brand}`);
    const dashboard = await call<AdminDashboardResponse>(request, tenantId, 'GET', '/api/admin/dashboard', {
      token: adminToken,
    });
    expect(dashboard.intakeStates.in_progress).toBeGreaterThan(0);
    expect(dashboard.intakeStates.hard_stop).toBeGreaterThan(0);
    expect(dashboard.intakeStates.pending_clinician + dashboard.intakeStates.approved).toBeGreaterThan(0);
    for (const state of Object.keys(dashboard.intakeStates)) {
      await expect(async () => {
        await page.goto(webUrl(host, '/admin/dashboard'));
        const figure = page.locator(`dd[data-state="${state}"]`);
        await expect(figure, state).toHaveText(/^\d+$/);
        const count = Number(await figure.textContent());
        await figure.locator('xpath=preceding-sibling::dt[1]').getByRole('link').click();
        await expect(page).toHaveURL(webUrl(host, `/admin/orders?status=${state}`));
        expect(await listedTotal(page), state).toBe(count);
        const api = await call<AdminOrderListResponse>(
          request,
          tenantId,
          'GET',
          `/api/admin/orders?status=${state}&pageSize=1`,
          { token: adminToken },
        );
        expect(api.total, state).toBe(count);
      }).toPass({ timeout: 30_000 });
    }
    expect(errors).toEqual([]);
  });

  test(`${host}: every storefront page has a title of its own, with the brand`, async ({ page }) => {
    await page.goto(webUrl(host, '/'));
    await expect(page).not.toHaveTitle(/Loading/);
    const home = await page.title();
    expect(home).not.toBe('');
    for (const [path, title] of [
      ['/login', `Log in · ${brand}`],
      ['/login/recover', `Reset your password · ${brand}`],
      ['/about', `About · ${brand}`],
      ['/start/lead-qualify', `Get started · ${brand}`],
    ] as const) {
      await page.goto(webUrl(host, path));
      await expect(page, path).toHaveTitle(title);
    }
  });

  test(`${host}: on a phone the orders list keeps each order's status and price in view`, async ({
    browser,
    request,
  }) => {
    const { created } = await paidCustomerOrder(request, tenantId, 'truth-phone');
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await logInAsSeededAdmin(page, host);
    await page.goto(webUrl(host, `/admin/orders?q=${created}`));
    const row = rowOf(page, created);
    for (const cell of [row.getByTestId('order-state'), row.getByTestId('order-price')]) {
      await expect(cell).toBeVisible();
      const box = await cell.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    await expect(row.getByTestId('order-price')).toHaveText(/\$\d/);
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(page, '/admin/orders at 390 px');
    expect(errors).toEqual([]);
    await context.close();
  });

  test(`${host}: the builder shows the published flow read-only, without a console error, until Start a draft`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const token = await loginSeededAdmin(request, tenantId);
    const dropDraft = async () => {
      const response = await request.fetch(apiUrl('/api/admin/flows/followup/draft'), {
        method: 'DELETE',
        headers: apiHeaders(tenantId, token),
      });
      expect([204, 404]).toContain(response.status());
    };
    await dropDraft();
    const flows = await call<FlowListResponse>(request, tenantId, 'GET', '/api/admin/flows', { token });
    const followup = flows.find((flow) => flow.key === 'followup')!;
    expect(followup.draftVersion).toBeNull();
    const version = followup.publishedVersion!;

    const errors = watchPageErrors(page);
    const consoleErrors = watchConsoleErrors(page);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await logInAsSeededAdmin(page, host);
    await page.goto(webUrl(host, '/admin/flows/followup/builder'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Followup flow builder · published v${version}`,
    );
    await expect(page).toHaveTitle(`Builder: followup · Admin · ${brand}`);
    const published = page.getByTestId('builder-published');
    await expect(published.getByText(`Published version ${version}`)).toBeVisible();
    await expect(published.locator('.react-flow__node').first()).toBeVisible();
    // Read-only: no editing tools, nothing to save; the tools that read work.
    await expect(page.getByRole('button', { name: 'Add question' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Paths' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Drop-off' }).click();
    await expect(page.getByRole('heading', { name: 'Drop-off', level: 2 })).toBeVisible();
    await expect(page.locator('main')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, 'the builder without a draft');
    expect(consoleErrors).toEqual([]);
    expect(failed).toEqual([]);

    await page.getByRole('button', { name: 'Start a draft' }).click();
    await expect(page.getByRole('button', { name: 'Add question' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('draft v');
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    await expect(page.locator('main')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, 'the builder editing a draft');
    expect(errors).toEqual([]);
    await dropDraft();
  });

  test(`${host}: the audit log groups a masquerade session, filters it, and is readable on a phone`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const adminToken = await loginSeededAdmin(request, tenantId);
    const customer = await createUser(request, tenantId, 'truth-audited', ROLE.customer);
    const mask = await call<MasqueradeResponse>(request, tenantId, 'POST', '/api/auth/masquerade', {
      token: adminToken,
      body: { userId: customer.id },
    });
    for (let i = 0; i < 3; i++) {
      await call(request, tenantId, 'GET', '/api/auth/me', { token: mask.maskToken });
    }
    const log = await call<AuditLogResponse>(
      request,
      tenantId,
      'GET',
      `/api/admin/audit?subjectUserId=${customer.id}&masquerade=true`,
      { token: adminToken },
    );
    expect(log.sessions).toHaveLength(1);
    expect(log.sessions[0]!.requests).toBe(3);

    for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await logInAsSeededAdmin(page, host);
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
      await expect(page).toHaveURL(webUrl(host, '/admin/audit'));
      await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(`Audit log · Admin · ${brand}`);

      // The user page links here with ?subject=: only that customer's data, the session grouped.
      await page.goto(webUrl(host, `/admin/audit?subject=${customer.id}`));
      const session = page.getByTestId('audit-session');
      await expect(session).toHaveCount(1);
      await expect(session.getByTestId('audit-session-title')).toHaveText(
        new RegExp(`^${SEEDED_ADMIN.email} as ${customer.email}, .+, 3 requests$`),
      );
      await session.locator('summary').click();
      await expect(session.getByTestId('audit-entry')).toHaveCount(3);
      await expect(session.getByTestId('audit-entry').first()).toContainText('GET /api/auth/me');
      await expectNoSeriousA11yViolations(page, `/admin/audit at ${viewport.width} px`);
      if (viewport.width === PHONE.width) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          PHONE.width,
        );
      }

      // Filters: writes only leaves the session's reads out (issuing the mask token was a write about the
      // customer); masquerade only and the customer's email (any case) keep the session.
      await page.getByLabel('Action').selectOption('write');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(/action=write/);
      await expect(page.getByTestId('audit-session')).toHaveCount(0);
      const writes = page.getByTestId('audit-entry');
      await expect(writes.first()).toContainText('POST /api/auth/masquerade');
      for (const entry of await writes.all()) await expect(entry).toContainText('write');
      await page.goto(webUrl(host, '/admin/audit'));
      await page.getByLabel('Customer email').fill(customer.email.toUpperCase());
      await page.getByLabel('Masquerade only').check();
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(/masquerade=true/);
      await expect(page.getByTestId('audit-session')).toHaveCount(1);
      await page.getByTestId('audit-session').locator('summary').click();
      await page.getByRole('link', { name: 'Only this session' }).click();
      await expect(page).toHaveURL(/session=[0-9a-f]{32}/);
      await expect(page.getByRole('link', { name: 'Only this session' })).toHaveCount(0);
      await expect(page.getByTestId('audit-entry')).toHaveCount(3);
      await expect(page.getByTestId('audit-entry').first()).toBeVisible();
      expect(errors).toEqual([]);
      await context.close();
    }
  });
}

import type { FlowVersion } from '@telehealth/schemas';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { apiUrl, E2E_API_TOKEN, STOREFRONTS, webUrl } from './e2e-env';
import {
  answer,
  currentQuestionId,
  expectHardStopHelp,
  passLeadSteps,
  shownStep,
  totalStepsOf,
} from './support/intake-driver';
import { cookieValue } from './support/api-driver';
import { expectNoSeriousA11yViolations } from './support/page-checks';

const headers = (tenantId: number) => ({ Token: E2E_API_TOKEN, Tenant: String(tenantId) });

/** The tenant's published intake, as the API serves it: the expected questions are never hard-coded. */
async function publishedIntake(request: APIRequestContext, tenantId: number): Promise<FlowVersion> {
  const response = await request.get(apiUrl('/api/flow-versions/intake'), { headers: headers(tenantId) });
  expect(response.status(), `GET /api/flow-versions/intake for tenant ${tenantId}`).toBe(200);
  return (await response.json()) as FlowVersion;
}

async function orderOf(request: APIRequestContext, tenantId: number, created: string) {
  const response = await request.get(apiUrl(`/api/order/created?created=${encodeURIComponent(created)}`), {
    headers: headers(tenantId),
  });
  expect(response.status(), `GET /api/order/created for ${created}`).toBe(200);
  return (await response.json()) as {
    state: string;
    startData: Record<string, { value: unknown }>;
    revision: number;
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Uncaught exceptions fail the test. */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  // The intake logs what it could not do (recovery email, saves, uploads) as console errors.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Could not|Failed to update order/.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

/** Every path the page's main frame went to, history API navigations included. */
function trackPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

for (const { host, tenantId } of STOREFRONTS) {
  test(`${host}: lead steps, every question to Final, then checkout`, async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const errors = watchForErrors(page);
    const paths = trackPaths(page);
    const flow = await publishedIntake(request, tenantId);
    const byId = new Map(flow.questions.map((q) => [q.id, q]));
    const totalSteps = totalStepsOf(flow);

    await passLeadSteps(page, host, totalSteps, flow.first_question_id);
    const created = await cookieValue(context, 'created');
    expect(created).toMatch(/^\d{13}-[0-9a-z]{10}$/);
    const dUser = JSON.parse(decodeURIComponent((await cookieValue(context, 'dUser')) ?? '{}')) as Record<
      string,
      string
    >;
    expect(dUser).toEqual({
      firstName: 'Pat',
      lastName: 'Lee',
      email: 'pat.lee@example.com',
      phone: '5125550199',
    });
    expect(JSON.parse(decodeURIComponent((await cookieValue(context, 'dAdvData')) ?? '{}'))).toMatchObject({
      version: 'v2',
    });

    const visited: number[] = [];
    for (let guard = 0; guard < 60; guard += 1) {
      const id = currentQuestionId(page);
      if (id === undefined) break;
      const question = byId.get(id!)!;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(question.title);
      await expect(page.getByRole('progressbar')).toBeVisible();
      // One more step per page, whatever the question ids (lead-qualify 1, lead-intro 2, then 3, 4, ...).
      await expect(page.getByTestId('intake-progress')).toContainText(`Step ${visited.length + 3} of `);
      expect((await shownStep(page)).total).toBe(totalSteps);
      // Each question page has its own document title: the question, the page, the brand.
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(question.title)} · Your visit · `));
      visited.push(id!);
      await answer(page, question);
      await page.waitForURL((url) => url.pathname !== `/question/${id}`);
    }
    expect(paths).toContain('/start/checkout');
    expect(paths.filter((path) => !path.startsWith('/question/') && !path.startsWith('/start/lead'))[0]).toBe(
      '/start/checkout',
    );
    expect(visited.length).toBeGreaterThan(5);
    // The path branches (some answer skips a question id), and the total counted only the pages walked.
    expect(visited.some((id, i) => i > 0 && id - visited[i - 1]! > 1)).toBe(true);
    expect(totalSteps).toBe(2 + visited.length);
    // The server agrees: the saved answers reach checkout on the pinned version.
    expect((await orderOf(request, tenantId, created!)).state).toBe('checkout');
    expect(errors).toEqual([]);
  });
}

for (const { host, tenantId } of STOREFRONTS) {
  test(`${host}: a hard stop shows its message, goes no further and offers help`, async ({
    page,
    request,
    context,
  }) => {
    const flow = await publishedIntake(request, tenantId);
    const first = flow.questions.find((q) => q.id === flow.first_question_id)!;
    expect(first.type).toBe('date_of_birth');
    await passLeadSteps(page, host, totalStepsOf(flow), first.id);

    await page.locator('input[type="date"]').fill('2015-06-01');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByTestId('hard-stop')).toHaveText(first.hard_stop_message!);
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/question/${first.id}$`));
    await expectHardStopHelp(page, request, tenantId);
    await expect(page).toHaveTitle(/^We can't continue your visit online · Your visit · /);
    await expectNoSeriousA11yViolations(page);
    const created = (await cookieValue(context, 'created'))!;
    // The page shows the stop at once and saves it meanwhile: wait for the server to have it.
    await expect.poll(async () => (await orderOf(request, tenantId, created)).state).toBe(`stop${first.id}`);
  });
}

test('Back returns to the previous question and clears its answer', async ({ page, request, context }) => {
  const { host, tenantId } = STOREFRONTS[1];
  const flow = await publishedIntake(request, tenantId);
  await passLeadSteps(page, host, totalStepsOf(flow), flow.first_question_id);

  await page.locator('input[type="date"]').fill('1985-03-02');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/question\/2$/);
  const total = totalStepsOf(flow);
  await expect(page.getByTestId('intake-progress')).toHaveText(`Step 4 of ${total}`);
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/question\/4$/);
  // Question 3 is skipped: the next step all the same, on a path one page shorter.
  await expect(page.getByTestId('intake-progress')).toHaveText(`Step 5 of ${total - 1}`);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/question\/2$/);
  await expect(page.getByTestId('intake-progress')).toHaveText(`Step 4 of ${total}`);
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).not.toBeChecked();
  const created = (await cookieValue(context, 'created'))!;
  await expect
    .poll(async () => Object.keys((await orderOf(request, tenantId, created)).startData))
    .toEqual(['1']);

  // The browser's back button is Back too.
  await page.getByRole('radio', { name: 'Female', exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/question\/3$/);
  await expect(page.getByTestId('intake-progress')).toHaveText(`Step 5 of ${total}`);
  await page.goBack();
  await expect(page).toHaveURL(/\/question\/2$/);
  await expect(page.getByRole('radio', { name: 'Female', exact: true })).not.toBeChecked();
  await expect
    .poll(async () => Object.keys((await orderOf(request, tenantId, created)).startData))
    .toEqual(['1']);
});

test('a recovery link resumes the intake in a fresh browser on the right question', async ({
  page,
  request,
  browser,
}) => {
  const { host, tenantId } = STOREFRONTS[0];
  const flow = await publishedIntake(request, tenantId);
  await passLeadSteps(page, host, totalStepsOf(flow), flow.first_question_id);
  await page.locator('input[type="date"]').fill('1979-11-30');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/question\/4$/);
  const created = (await cookieValue(page.context(), 'created'))!;

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto(webUrl(host, `/?restoresession=${created}`));
    await expect(other).toHaveURL(/\/question\/4$/);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(
      flow.questions.find((q) => q.id === 4)!.title,
    );
    expect(await cookieValue(fresh, 'created')).toBe(created);
    // Opening an earlier question directly shows where the intake stands; it erases nothing.
    await other.goto(webUrl(host, '/question/1'));
    await expect(other).toHaveURL(/\/question\/4$/);
    expect(Object.keys((await orderOf(request, tenantId, created)).startData)).toEqual(['1', '2']);
  } finally {
    await fresh.close();
  }
});

test('a question or the checkout without a created order goes to the lead steps', async ({ page }) => {
  const orderCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/order/')) orderCalls.push(request.url());
  });
  await page.goto(webUrl(STOREFRONTS[0].host, '/question/3'));
  await expect(page).toHaveURL(/\/start\/lead-intro$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about you');
  await page.goto(webUrl(STOREFRONTS[0].host, '/start/checkout'));
  await expect(page).toHaveURL(/\/start\/lead-intro$/);
  // The guard decides before the page renders: the question page never asks for an order.
  expect(orderCalls).toEqual([]);
});

test('/question/abc is not a page', async ({ page }) => {
  await page.goto(webUrl(STOREFRONTS[0].host, '/question/abc'));
  await expect(page.getByText('Page Not Found: /question/abc')).toBeVisible();
});

for (const { host, tenantId } of STOREFRONTS) {
  test(`${host}: /question/70 goes to checkout (tenant route rule)`, async ({ page, context, request }) => {
    const flow = await publishedIntake(request, tenantId);
    await passLeadSteps(page, host, totalStepsOf(flow), flow.first_question_id);
    expect(await cookieValue(context, 'created')).toBeTruthy();
    const paths = trackPaths(page);
    await page.goto(webUrl(host, '/question/70'));
    await expect.poll(() => paths).toContain('/start/checkout');
    expect(paths.filter((path) => path !== '/question/70')[0]).toBe('/start/checkout');
  });
}

test('a question page has no serious accessibility problems', async ({ page, request }) => {
  for (const { host, tenantId } of STOREFRONTS) {
    const flow = await publishedIntake(request, tenantId);
    await passLeadSteps(page, host, totalStepsOf(flow), flow.first_question_id);
    await expectNoSeriousA11yViolations(page);
    await page.locator('input[type="date"]').fill('1980-01-01');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/question\/2$/);
    await expectNoSeriousA11yViolations(page);
    await page.context().clearCookies();
  }
});

import type { FlowVersion, Question } from '@telehealth/schemas';
import { expect, test, type Page } from '@playwright/test';

import { webUrl } from './e2e-env';
import {
  call,
  cookieValue,
  createUser,
  intakeAtCheckout,
  orderAnswer,
  orderByCreated,
  paidCustomerOrder,
  payIntake,
  ROLE,
  uniqueEmail,
  USER_PASSWORD,
} from './support/api-driver';
import { answer, passLeadSteps, totalStepsOf } from './support/intake-driver';
import { inFreshBrowser, logIn, watchPageErrors } from './support/page-checks';

const HOST = 'fungaid.localhost';
const TENANT = 6;

/** Every URL the page's main frame showed, history API navigations included. */
function trackUrls(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()));
  });
  return urls;
}

test.describe('resume by link (spec section 4)', () => {
  test('a paid order opened by its recovery link in a fresh browser goes to /login', async ({
    browser,
    request,
  }) => {
    const created = await intakeAtCheckout(request, TENANT);
    await payIntake(request, TENANT, created, { email: uniqueEmail('paid-resume') });
    // Anonymous, the API shows nothing of the paid order but that a login is needed.
    expect(await orderAnswer(request, TENANT, created)).toEqual({ created, loginRequired: true });

    await inFreshBrowser(browser, async (page, fresh) => {
      await page.goto(webUrl(HOST, `/?restoresession=${created}`));
      await expect(page).toHaveURL(webUrl(HOST, '/login'));
      await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
      expect(await cookieValue(fresh, 'created')).toBe(created);
    });
  });

  test('a resumed visit whose customer already has a doctor record goes to /account after 3 s', async ({
    browser,
    request,
  }) => {
    const { customer, created } = await paidCustomerOrder(request, TENANT, 'doctor-record');
    // Checkout queues the clinician visit; the job records it on the order (`beluga`, the doctor record).
    await expect
      .poll(async () => (await orderByCreated(request, TENANT, created, customer.token)).beluga, {
        timeout: 20_000,
      })
      .not.toBeNull();

    await inFreshBrowser(browser, async (page, fresh) => {
      // The customer logs in: only they (or staff) may read the paid order's doctor record.
      await page.goto(webUrl(HOST, '/login'));
      await logIn(page, customer.email, USER_PASSWORD);
      await expect(page).toHaveURL(webUrl(HOST, '/accountv2'));

      const urls = trackUrls(page);
      await page.goto(webUrl(HOST, `/?restoresession=${created}`));
      await expect(page.getByRole('main').getByRole('status')).toContainText('Welcome back');
      const shownAt = Date.now();
      // To /account after 3 s: the account overview (layout `account`).
      await expect(page).toHaveURL(webUrl(HOST, '/account'), { timeout: 10_000 });
      expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_500);
      expect(urls.every((url) => !url.pathname.startsWith('/question/'))).toBe(true);
      await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
      await expect(page.getByTestId('order-card')).toHaveCount(1);
      expect(await cookieValue(fresh, 'created')).toBe(created);
    });
  });
});

test('an agent’s mask token in a link opens the customer’s account and leaves the address at once', async ({
  browser,
  request,
}) => {
  const { customer, orderId } = await paidCustomerOrder(request, TENANT, 'masked-customer');
  const agent = await createUser(request, TENANT, 'agent', ROLE.agent);
  const mask = await call<{ maskToken: string; userId: number; masqueradeId: number }>(
    request,
    TENANT,
    'POST',
    '/api/auth/masquerade',
    { token: agent.token, body: { userId: customer.id } },
  );
  expect(mask).toMatchObject({ userId: customer.id, masqueradeId: agent.id });

  await inFreshBrowser(browser, async (page, fresh) => {
    // The spec's landing parameter still logs the agent in, once; the address (and its history entry) is then
    // replaced by the same page without it (issue 31: an address outlives the view in the browser's history).
    await page.goto(webUrl(HOST, `/accountv2?x=1&maskToken=${mask.maskToken}`));
    await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(webUrl(HOST, '/accountv2?x=1'));
    const card = page.getByTestId('order-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`Order ${orderId}`);
    expect(await cookieValue(fresh, 'token')).toBe(mask.maskToken);
    expect(await cookieValue(fresh, 'userId')).toBe(String(customer.id));
    expect(await cookieValue(fresh, 'agentId')).toBe(String(agent.id));

    // In-app links, Back and a typed /login go on as the customer with no token in any address.
    const noMask = async (path: RegExp) => {
      await expect(page).toHaveURL(path);
      expect(page.url()).not.toContain(mask.maskToken);
    };
    await page.getByRole('link', { name: 'About', exact: true }).click();
    await noMask(/\/about$/);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /privacy/i })
      .click();
    await noMask(/\/docs\/privacy-policy$/);
    await page.goBack();
    await noMask(/\/about$/);
    await page.goBack();
    await noMask(/\/accountv2\?x=1$/);
    // /login while masquerading sends the agent on to the customer's account.
    await page.goto(webUrl(HOST, '/login'));
    await noMask(/\/accountv2\/profile$/);
    await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Morgan');
  });
});

test.describe("'Failed to update order.' (spec section 8)", () => {
  async function firstQuestions(page: Page, request: Parameters<typeof intakeAtCheckout>[0]) {
    const flow = await call<FlowVersion>(request, TENANT, 'GET', '/api/flow-versions/intake');
    const byId = new Map(flow.questions.map((q) => [q.id, q]));
    await passLeadSteps(page, HOST, totalStepsOf(flow), flow.first_question_id);
    return { flow, byId };
  }

  const idOf = (page: Page) => Number(/\/question\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

  test('one failed save shows the message, a new order gets every answer and the patient goes on', async ({
    page,
    context,
    request,
  }) => {
    const errors = watchPageErrors(page);
    const { byId } = await firstQuestions(page, request);
    const first = byId.get(idOf(page))!;
    await answer(page, first);
    await page.waitForURL((url) => url.pathname !== `/question/${first.id}`);
    const second: Question = byId.get(idOf(page))!;
    const original = (await cookieValue(context, 'created'))!;

    // The next save fails once with a 500; the new order's creation waits until the message has been seen.
    let failed = 0;
    await page.route('**/api/order/update', async (route) => {
      if (failed > 0) return route.fallback();
      failed += 1;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, message: 'Internal server error' }),
      });
    });
    let releaseCreate!: () => void;
    const messageSeen = new Promise<void>((resolve) => (releaseCreate = resolve));
    await page.route('**/api/order/create', async (route) => {
      await messageSeen;
      await route.fallback();
    });

    await answer(page, second);
    await expect(page.getByText('Failed to update order.', { exact: true })).toBeVisible();
    releaseCreate();
    await page.waitForURL((url) => url.pathname !== `/question/${second.id}`);
    await expect(page.getByText('Failed to update order.', { exact: true })).toHaveCount(0);
    expect(failed).toBe(1);

    // A new intake holds both answers; the old one kept the first.
    const replacement = (await cookieValue(context, 'created'))!;
    expect(replacement).not.toBe(original);
    const moved = await orderByCreated(request, TENANT, replacement);
    expect(Object.keys(moved.startData).sort()).toEqual([String(first.id), String(second.id)].sort());
    expect(moved.state).toBe(`q${idOf(page)}`);
    expect(Object.keys((await orderByCreated(request, TENANT, original)).startData)).toEqual([
      String(first.id),
    ]);

    // And the intake goes on, saving to the new order.
    const third = byId.get(idOf(page))!;
    await answer(page, third);
    await page.waitForURL((url) => url.pathname !== `/question/${third.id}`);
    await expect
      .poll(async () => Object.keys((await orderByCreated(request, TENANT, replacement)).startData).length)
      .toBe(3);
    expect(errors).toEqual([]);
  });

  test('when saving keeps failing the patient stays on the question, answers again and goes on', async ({
    page,
    context,
    request,
  }) => {
    const errors = watchPageErrors(page);
    const { byId } = await firstQuestions(page, request);
    const first = byId.get(idOf(page))!;
    await answer(page, first);
    await page.waitForURL((url) => url.pathname !== `/question/${first.id}`);
    const second = byId.get(idOf(page))!;

    // Both the save and the save to the new order fail.
    let failed = 0;
    await page.route('**/api/order/update', async (route) => {
      if (failed >= 2) return route.fallback();
      failed += 1;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' });
    });

    await answer(page, second);
    await expect(page.getByRole('alert')).toHaveText('Failed to update order.');
    await expect(page).toHaveURL(new RegExp(`/question/${second.id}$`));
    expect(failed).toBe(2);

    // Answering again saves to the new order, which then has every answer.
    await answer(page, second);
    await page.waitForURL((url) => url.pathname !== `/question/${second.id}`);
    await expect(page.getByRole('alert')).toHaveCount(0);
    const replacement = (await cookieValue(context, 'created'))!;
    const moved = await orderByCreated(request, TENANT, replacement);
    expect(Object.keys(moved.startData).sort()).toEqual([String(first.id), String(second.id)].sort());
    expect(errors).toEqual([]);
  });
});

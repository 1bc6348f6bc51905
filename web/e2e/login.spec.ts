import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import pg from 'pg';

import { E2E_PG_PORT, webUrl } from './e2e-env';
import {
  call,
  createUser,
  intakeAtCheckout,
  loginSeededAdmin,
  payIntake,
  ROLE,
  SEEDED_ADMIN,
  uniqueEmail,
  USER_PASSWORD,
} from './support/api-driver';
import { customerWithRefillNear } from './support/followup-driver';
import { cookie, injectAxe, logIn, watchPageErrors } from './support/page-checks';

const HOST = 'fungaid.localhost';
const TENANT = 6;

/** Uncaught exceptions fail the test. */
test('an admin logs in and lands on the admin dashboard, with the session cookies', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto(webUrl(HOST, '/login'));
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await logIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);

  await expect(page).toHaveURL(webUrl(HOST, '/admin/dashboard'));
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
  expect(await cookie(page, 'token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(await cookie(page, 'userRole')).toBe('0');
  expect(Number(await cookie(page, 'userId'))).toBeGreaterThan(0);

  // Logged in, /login sends an admin straight on (spec section 2).
  await page.goto(webUrl(HOST, '/login'));
  await expect(page).toHaveURL(webUrl(HOST, '/admin/dashboard'));
  expect(errors).toEqual([]);
});

test('a wrong password shows the error and stores nothing', async ({ page }) => {
  await page.goto(webUrl(HOST, '/login'));
  await logIn(page, SEEDED_ADMIN.email, 'not-the-password');

  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(webUrl(HOST, '/login'));
  expect(await cookie(page, 'token')).toBeUndefined();
});

test('/accountv2 without a token goes to /login, and logging in comes back there', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const customer = await createUser(request, TENANT, 'account', ROLE.customer);

  await page.goto(webUrl(HOST, '/accountv2/orders?tab=recent'));
  await expect(page).toHaveURL(webUrl(HOST, '/login'));
  expect(await cookie(page, 'redirect_from')).toBe('/accountv2/orders?tab=recent');

  await logIn(page, customer.email, USER_PASSWORD);
  await expect(page).toHaveURL(webUrl(HOST, '/accountv2/orders?tab=recent'));
  await expect(page.getByRole('heading', { name: 'Your orders', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  expect(await cookie(page, 'userRole')).toBe('1');
  expect(await cookie(page, 'userId')).toBe(String(customer.id));
  expect(await cookie(page, 'redirect_from')).toBeUndefined();

  // Logged in, /login goes to the account (the profile page, by the spec's rule).
  await page.goto(webUrl(HOST, '/login'));
  await expect(page).toHaveURL(webUrl(HOST, '/accountv2/profile'));

  // Logging out ends the session: the account sends to /login again.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(webUrl(HOST, '/login'));
  await page.goto(webUrl(HOST, '/accountv2'));
  await expect(page).toHaveURL(webUrl(HOST, '/login'));
  expect(errors).toEqual([]);
});

test('password recovery answers with the same confirmation for any email', async ({ page }) => {
  await page.goto(webUrl(HOST, '/login'));
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(webUrl(HOST, '/login/recover'));

  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for that email, a reset link has been sent.',
  );
});

test('a reset link checks the password rules, and an unknown link is refused', async ({ page }) => {
  await page.goto(webUrl(HOST, '/login/reset?token=not-a-real-token'));
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Repeat the new password').fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your password needs at least 8 characters.');

  await page.getByLabel('New password', { exact: true }).fill('long enough password');
  await page.getByLabel('Repeat the new password').fill('long enough password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Reset link is invalid or has expired');
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toBeVisible();
});

test('a successful reset goes to /login with the API’s confirmation', async ({ page }) => {
  // The reset token only travels by email (the sandbox records it in the database), so the API's answer to a valid
  // token is played here; the API's own tests cover tokens end to end. What is checked: the body sent, the way on.
  const sent: unknown[] = [];
  await page.route('**/api/auth/reset', async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Your password has been reset. You can now log in with your new password.',
      }),
    });
  });
  await page.goto(webUrl(HOST, '/login/reset?token=emailed-token'));
  await page.getByLabel('New password', { exact: true }).fill('a brand new password');
  await page.getByLabel('Repeat the new password').fill('a brand new password');
  await page.getByRole('button', { name: 'Save new password' }).click();

  await expect(page).toHaveURL(webUrl(HOST, '/login'));
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been reset. You can now log in with your new password.',
  );
  expect(sent).toEqual([{ token: 'emailed-token', password: 'a brand new password' }]);
});

test('too many failed logins show how long to wait', async ({ page }) => {
  const email = uniqueEmail('limited');
  await page.goto(webUrl(HOST, '/login'));
  for (let attempt = 1; attempt <= 5; attempt++) {
    await logIn(page, email, `wrong-${attempt}`);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  }
  await logIn(page, email, 'wrong-6');
  await expect(page.getByRole('alert')).toHaveText(
    /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/,
  );
});

/** A 1×1 PNG: a real image the API's upload accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A new customer whose prescribed subscription's refill is near (so its follow-up is due) opens the follow-up
 * visit: the visit needs the customer's login (/login, then back to the visit). Answers the order id.
 */
async function openFollowup(page: Page, request: APIRequestContext, label: string): Promise<string> {
  const { customer, orderId } = await customerWithRefillNear(request, TENANT, label);
  await page.goto(webUrl(HOST, `/followup?p_followup=${orderId}`));
  await expect(page).toHaveURL(webUrl(HOST, '/login'));
  await logIn(page, customer.email, USER_PASSWORD);
  await expect(page).toHaveURL(webUrl(HOST, `/followup?p_followup=${orderId}`));
  return orderId;
}

/** Answers the follow-up question on screen (checked by its heading) with one option, and continues. */
async function chooseOption(page: Page, question: string, option: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question);
  await page.getByLabel(option, { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * The link of the newest email of `kind` the sandbox sender recorded for `to` (the sandbox keeps every email in
 * `outbound_emails` instead of sending it), read from the run's PostgreSQL as an inbox would be.
 */
async function emailedLink(to: string, kind: string, property: string): Promise<string> {
  const client = new pg.Client({
    connectionString: `postgres://postgres:dev-postgres-password@127.0.0.1:${E2E_PG_PORT}/telehealth`,
  });
  await client.connect();
  try {
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const { rows } = await client.query<{ payload: { properties: Record<string, string> } }>(
            `SELECT payload FROM outbound_emails WHERE "to" = $1 AND kind = $2 ORDER BY id DESC LIMIT 1`,
            [to, kind],
          );
          link = rows[0]?.payload.properties[property];
          return link;
        },
        { timeout: 20_000 },
      )
      .toBeTruthy();
    return link!;
  } finally {
    await client.end();
  }
}

test("an order paid without a login with a customer's email joins the account only when its owner confirms (phone)", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = watchPageErrors(page);
  const owner = await createUser(request, TENANT, 'claim', ROLE.customer);
  const ownOrders = async () =>
    (
      await call<{ orderId: string }[]>(request, TENANT, 'GET', `/api/order/created?userId=${owner.id}`, {
        token: owner.token,
      })
    ).map((order) => order.orderId);

  // Someone pays an intake with the owner's email, without logging in: the answer names no account.
  const created = await intakeAtCheckout(request, TENANT);
  const paid = await payIntake(request, TENANT, created, { email: owner.email });
  expect(paid).not.toHaveProperty('userId');
  expect(await ownOrders()).not.toContain(paid.orderId);

  // The owner opens the emailed link; opening it claims nothing, the button does.
  const link = new URL(await emailedLink(owner.email, 'order_claim', 'claimLink'));
  await page.goto(webUrl(HOST, `${link.pathname}${link.search}`));
  await expect(page.getByRole('heading', { name: 'Is this order yours?' })).toBeVisible();
  expect(await ownOrders()).not.toContain(paid.orderId);
  await page.screenshot({ path: test.info().outputPath('claim-phone.png'), fullPage: true });
  await page.getByRole('button', { name: 'Yes, this order is mine' }).click();
  await expect(page).toHaveURL(webUrl(HOST, '/login'));
  expect(await ownOrders()).toContain(paid.orderId);

  // The link works once.
  await page.goto(webUrl(HOST, `${link.pathname}${link.search}`));
  await page.getByRole('button', { name: 'Yes, this order is mine' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a follow-up that stops at a safety question reaches the care team and waits for a clinician (phone)', async ({
  page,
  request,
}) => {
  // The sandbox clinician prescribes after its decision delay (60 s): the follow-up is for a prescribed subscription.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = watchPageErrors(page);
  const orderId = await openFollowup(page, request, 'followup-stop');
  const choose = (question: string, option: string) => chooseOption(page, question, option);
  await choose('Since starting FungAid, how have your nails changed?', 'A little better');
  await choose(
    'Have you had any of these side effects?',
    'Hives, swelling of the face, lips or tongue, or trouble breathing',
  );
  await expect(page.getByRole('heading', { name: 'Please contact your care team' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('call 911 right away');
  await page.screenshot({ path: test.info().outputPath('followup-hard-stop-phone.png'), fullPage: true });

  // The stopped answers reached the API: the order is flagged for a clinician, and the care team was alerted.
  const adminToken = await loginSeededAdmin(request, TENANT);
  await expect
    .poll(async () => {
      const flags = await call<{ items: { orderId: string; kind: string; resolvedAt: string | null }[] }>(
        request,
        TENANT,
        'GET',
        '/api/admin/review-flags?status=open&kind=followup_hard_stop',
        { token: adminToken },
      );
      return flags.items.filter((flag) => flag.orderId === orderId).length;
    })
    .toBe(1);

  // Coming back does not get past the clinician: the follow-up says it is under review, and so does the account.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your care team is reviewing your answers' })).toBeVisible();
  await page.goto(webUrl(HOST, '/accountv2'));
  await expect(page.getByTestId('followup-notice')).toContainText('Follow-up under review');
  await page.goto(webUrl(HOST, `/followup?p_followup=${orderId}`));
  await expect(page.getByRole('heading', { name: 'Your care team is reviewing your answers' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/followup\/thanks/);
  await page.screenshot({ path: test.info().outputPath('followup-under-review-phone.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('a follow-up visit is answered one question at a time, then shows as completed', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const errors = watchPageErrors(page);
  const orderId = await openFollowup(page, request, 'followup');
  const choose = (question: string, option: string) => chooseOption(page, question, option);
  await choose('Since starting FungAid, how have your nails changed?', 'A little better');
  // Nothing chosen: the engine's answer rule is shown.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Have you had any of these side effects?');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose at least one option.');
  // Back returns to the first question.
  await page.getByRole('button', { name: 'Back' }).click();
  await choose('Since starting FungAid, how have your nails changed?', 'A little better');
  await choose('Have you had any of these side effects?', 'None of these');
  await choose('How often have you applied FungAid as directed?', 'Every day');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload current photos of your nails');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'nails.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('list', { name: 'Uploaded photos' })).toContainText('nails.png');
  await page.getByRole('button', { name: 'Continue' }).click();
  await choose('How would you like to continue?', 'Continue my current treatment');

  await expect(page).toHaveURL(webUrl(HOST, '/followup/thanks'));
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();

  await page.goto(webUrl(HOST, `/followup?p_followup=${orderId}`));
  await expect(page.getByText('This follow-up visit has already been completed.')).toBeVisible();

  // The account overview shows the latest order with its display status (engine rule).
  await page.goto(webUrl(HOST, '/accountv2'));
  const card = page.getByTestId('order-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`Order ${orderId}`);
  // Prescribed: the follow-up is for an active subscription.
  await expect(card).toContainText('Active Subscription');
  expect(errors).toEqual([]);
});

test('the quiz runs on its pages, keeps its answers in dQuizData and ends at the intake', async ({
  page,
}) => {
  await page.goto(webUrl(HOST, '/quiz'));
  await expect(page).toHaveURL(webUrl(HOST, '/quiz/qualify'));
  // The quiz's count goes on into the intake: its total is its 7 pages and the intake's.
  const progress = page.getByTestId('intake-progress');
  await expect(progress).toHaveText(/^Step 1 of \d+/);
  const total = Number(/of (\d+)/.exec((await progress.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(7 + 2);
  await page.getByLabel('Toenails', { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(webUrl(HOST, '/quiz/symptoms'));
  await page.getByLabel('Thick or hard-to-trim nails', { exact: true }).check();
  await page.getByLabel('An unpleasant odor', { exact: true }).check();
  // An exclusive option clears the others.
  await page.getByLabel('None of these', { exact: true }).check();
  await expect(page.getByLabel('An unpleasant odor', { exact: true })).not.toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(webUrl(HOST, '/quiz/tried'));
  expect(JSON.parse((await cookie(page, 'dQuizData')) ?? '{}')).toEqual({
    '1': 'Toenails',
    '2': ['None of these'],
  });

  // Browser back returns to the previous question and clears its answer.
  await page.goBack();
  await expect(page).toHaveURL(webUrl(HOST, '/quiz/symptoms'));
  await expect(page.getByLabel('None of these', { exact: true })).not.toBeChecked();
  await expect
    .poll(async () => JSON.parse((await cookie(page, 'dQuizData')) ?? '{}'))
    .toEqual({ '1': 'Toenails' });
  await page.getByLabel('Yellow, white or brown discoloration', { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // A reload keeps the place: the machine resumes from the cookie.
  await expect(page).toHaveURL(webUrl(HOST, '/quiz/tried'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What have you tried so far?');
  const pages: [string, string][] = [
    ['/quiz/tried', 'Nothing yet'],
    ['/quiz/therapy', 'Tablets'],
    ['/quiz/serums', 'None so far'],
    ['/quiz/mood', 'Bothered now and then'],
    ['/quiz/average', '1 to 3 years'],
  ];
  for (const [path, option] of pages) {
    await expect(page).toHaveURL(webUrl(HOST, path));
    await page.getByLabel(option, { exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page).toHaveURL(webUrl(HOST, '/start/lead-qualify'));
  expect(Object.keys(JSON.parse((await cookie(page, 'dQuizData')) ?? '{}'))).toHaveLength(7);
  // Lead-qualify goes on from the quiz's last step instead of starting again at 1.
  await expect(progress).toHaveText(`Step 8 of ${total}`);
  await page.getByLabel('State of residence').selectOption('TX');
  await page.getByLabel('I am 18 or older').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(progress).toHaveText(`Step 9 of ${total}`);
});

test('the login pages have no serious or critical accessibility findings', async ({ page }) => {
  for (const path of ['/login', '/login/recover', '/login/reset?token=x']) {
    await page.goto(webUrl(HOST, path));
    await expect(page.locator('#global-loader')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await injectAxe(page);
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (context: Document) => Promise<{
              violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[];
            }>;
          };
        }
      ).axe;
      const result = await axe.run(document);
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${JSON.stringify(v.nodes.map((n) => n.target))}`);
    });
    expect(violations, path).toEqual([]);
  }
});

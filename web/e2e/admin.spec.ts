import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminDashboardResponse, AdminOrderListResponse, FlowVersion } from '@telehealth/schemas';

import { apiUrl, webUrl } from './e2e-env';
import {
  answersToCheckout,
  apiHeaders,
  call,
  createUser,
  intakeAtCheckout,
  loginSeededAdmin,
  ROLE,
  SEEDED_ADMIN,
  startIntake,
  unique,
  uniqueEmail,
  USER_PASSWORD,
} from './support/api-driver';
import { cookie, expectNoSeriousA11yViolations, logIn, watchPageErrors } from './support/page-checks';

const HOST = 'fungaid.localhost';
const TENANT = 6;

/** An intake answered to checkout from the given device address, with its order id from the admin order list. */
async function orderAtCheckout(
  request: APIRequestContext,
  ipAddress = '203.0.113.7',
): Promise<{ created: string; orderId: string }> {
  const created = await intakeAtCheckout(request, TENANT, ipAddress);
  const list = await call<AdminOrderListResponse>(request, TENANT, 'GET', `/api/admin/orders?q=${created}`, {
    token: await loginSeededAdmin(request, TENANT),
  });
  const orderId = list.items.find((item) => item.created === created)?.orderId;
  if (!orderId) throw new Error(`the admin order list does not find ${created}`);
  return { created, orderId };
}

/** Opens the storefront's login page and logs in there. */
async function logInAtLoginPage(page: Page, email: string, password: string) {
  await page.goto(webUrl(HOST, '/login'));
  await logIn(page, email, password);
}

test('an admin logs in to the dashboard figures and reaches every list from the navigation', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  await createUser(request, TENANT, 'admin-e2e', ROLE.customer);
  const adminToken = await loginSeededAdmin(request, TENANT);
  const expected = await call<AdminDashboardResponse>(request, TENANT, 'GET', '/api/admin/dashboard', {
    token: adminToken,
  });
  expect(expected.customers).toBeGreaterThan(0);
  await logInAtLoginPage(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await expect(page).toHaveURL(webUrl(HOST, '/admin/dashboard'));
  await expect(page.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible();

  const figures = page.locator('.admin-figures');
  for (const label of [
    'Orders started',
    'Paid orders',
    'Revenue',
    'Intake in progress',
    'Customers',
    'Active',
  ]) {
    await expect(figures.getByText(label, { exact: true }).first()).toBeVisible();
  }
  // The figures are the API's: the customer made above is counted.
  await expect(page.locator('dt:has-text("Customers") + dd')).toHaveText(String(expected.customers));
  await expect(page.locator('dd[data-state="in_progress"]')).toHaveText(
    String(expected.intakeStates.in_progress),
  );
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page, '/admin/dashboard');

  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Flows' }).click();
  await expect(page).toHaveURL(webUrl(HOST, '/admin/flows'));
  await expect(page.getByRole('heading', { name: /^Intake/, level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open builder for the intake flow' })).toBeVisible();

  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(webUrl(HOST, '/admin/orders'));
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByText(/^(Page 1 of \d+ · \d+ in all|No orders match\.)$/)).toBeVisible();

  await nav.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);

  await nav.getByRole('link', { name: 'Questions' }).click();
  await expect(page.getByRole('heading', { name: 'Questions', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Published v\d+$/ })).toBeVisible();

  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await page.getByLabel('Search by email or id').fill(SEEDED_ADMIN.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/admin\/users\?q=admin%40example\.com$/);
  await page
    .getByRole('row', { name: new RegExp(SEEDED_ADMIN.email) })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { name: SEEDED_ADMIN.email, level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');

  // An /admin path the area does not have is the storefront's 404.
  await page.goto(webUrl(HOST, '/admin/nothing-here'));
  await expect(page.getByText('Page Not Found: /admin/nothing-here')).toBeVisible();
  expect(errors).toEqual([]);
});

test('without a login /admin goes to /login and remembers the page', async ({ page }) => {
  await page.goto(webUrl(HOST, '/admin/orders'));
  await expect(page).toHaveURL(webUrl(HOST, '/login'));
  expect(await cookie(page, 'redirect_from')).toBe('/admin/orders');
});

test('a customer cannot open /admin (no admin code loads) and the admin API refuses their token', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const customer = await createUser(request, TENANT, 'admin-e2e', ROLE.customer);
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await logInAtLoginPage(page, customer.email, USER_PASSWORD);
  await expect(page).toHaveURL(/\/accountv2/);

  await page.goto(webUrl(HOST, '/admin/dashboard'));
  await expect(
    page.getByRole('heading', { name: 'This area is for the care team and administrators', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('You are logged in as a customer.');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  expect(scripts.filter((url) => /admin-area|admin-builder|xyflow/i.test(url))).toEqual([]);

  for (const path of ['/api/admin/dashboard', '/api/admin/orders', '/api/admin/flows']) {
    const response = await request.get(apiUrl(path), { headers: apiHeaders(TENANT, customer.token) });
    expect(response.status(), path).toBe(403);
  }
  expect(errors).toEqual([]);
});

test('ops opens an order and the replay steps to the same final state as stored', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const { created, orderId } = await orderAtCheckout(request);
  await logInAtLoginPage(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await expect(page).toHaveURL(webUrl(HOST, '/admin/dashboard'));

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Search by created value, email or order id').fill(created);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: orderId, exact: true }).click();
  await expect(page).toHaveURL(webUrl(HOST, `/admin/order/${orderId}`));
  await expect(page.getByRole('heading', { name: `Order ${orderId}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Intake timeline' })).toBeVisible();

  const position = page.getByTestId('replay-position');
  await expect(position).toHaveText(/^Step 1 of \d+$/);
  const count = Number((await position.textContent())?.match(/of (\d+)/)?.[1]);
  expect(count).toBeGreaterThan(1);
  await expect(page.getByTestId('replay-stored-state')).toHaveText('checkout');
  await expect(page.getByTestId('replay-final-state')).toHaveText(/^checkout \((active|done)\)$/);

  // Step with the buttons, then with the keyboard to the end.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(position).toHaveText(`Step 2 of ${count}`);
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(position).toHaveText(`Step 1 of ${count}`);
  const stepper = page.getByRole('group', { name: /Replay steps/ });
  await stepper.focus();
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`Step 2 of ${count}`);
  await page.keyboard.press('End');
  await expect(position).toHaveText(`Step ${count} of ${count}`);
  await expect(page.getByTestId('replay-step-state')).toHaveText(/^checkout /);
  await expect(page.getByText('The replay agrees with what was stored at every step.')).toBeVisible();
  await expect(page.locator('dt:has-text("Final state matches the stored one") + dd')).toHaveText('Yes');
  await page.keyboard.press('Home');
  await expect(position).toHaveText(`Step 1 of ${count}`);

  await expectNoSeriousA11yViolations(page, `/admin/order/${orderId}`);
  expect(errors).toEqual([]);
});

test('/admin/question/:id edits the question in the intake draft, the document the builder edits', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  // "No draft" is known from the flow list: the page never asks for a draft that is not there (a 404 the
  // browser would log as a failed request).
  const missingDrafts: string[] = [];
  page.on('response', (response) => {
    if (
      /\/api\/admin\/flows\/[^/]+\/draft$/.test(new URL(response.url()).pathname) &&
      response.status() === 404
    ) {
      missingDrafts.push(response.url());
    }
  });
  const adminToken = await loginSeededAdmin(request, TENANT);
  const before = await request.get(apiUrl('/api/admin/flows/intake/draft'), {
    headers: apiHeaders(TENANT, adminToken),
  });
  const hadDraft = before.status() === 200;
  const flow = await call<FlowVersion>(request, TENANT, 'GET', '/api/flow-versions/intake');
  const question = flow.questions.find((q) => q.type !== 'image') ?? flow.questions[0];
  const title = `${question.title} (${unique('edited')})`;
  try {
    await logInAtLoginPage(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await expect(page).toHaveURL(webUrl(HOST, '/admin/dashboard'));
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Questions' }).click();
    await page
      .getByRole('table', { name: /^Published questions/ })
      .getByRole('link', { name: String(question.id), exact: true })
      .click();
    await expect(page).toHaveURL(webUrl(HOST, `/admin/question/${question.id}?flow=intake`));
    await expect(page.getByLabel('Title')).toHaveValue(hadDraft ? /.+/ : question.title);

    await page.getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Save to draft' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /^Saved to draft v\d+ \(revision \d+\)\./ }),
    ).toBeVisible();

    const draft = await call<{ document: FlowVersion; revision: number }>(
      request,
      TENANT,
      'GET',
      '/api/admin/flows/intake/draft',
      {
        token: adminToken,
      },
    );
    expect(draft.document.questions.find((q) => q.id === question.id)?.title).toBe(title);
    // The published version is untouched until the draft is published.
    const published = await call<FlowVersion>(request, TENANT, 'GET', '/api/flow-versions/intake');
    expect(published.questions.find((q) => q.id === question.id)?.title).toBe(question.title);
  } finally {
    if (!hadDraft) {
      await request.delete(apiUrl('/api/admin/flows/intake/draft'), {
        headers: apiHeaders(TENANT, adminToken),
      });
    }
  }
  expect(errors).toEqual([]);
  expect(missingDrafts).toEqual([]);
});

test('a clinician finds an intake paid just after a hard stop of the same person, and releases its visit', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  // This test's own device address, so that no other spec's intake is tied to these.
  const ipAddress = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  const { created, orderId } = await orderAtCheckout(request, ipAddress);
  const answers = await answersToCheckout(request, TENANT);
  // The same date of birth, from the same address, stopped a moment earlier ("pregnant: yes").
  const { created: stopped } = await startIntake(request, TENANT, ipAddress);
  const stop = await call<{ state: string }>(request, TENANT, 'POST', '/api/order/update', {
    body: {
      created: stopped,
      columns: {
        startData: {
          '1': answers['1']!,
          '2': { value: 'Female', question: answers['2']?.question ?? 'Sex' },
          '3': { value: 'Yes', question: answers['3']?.question ?? 'Pregnant' },
        },
      },
    },
  });
  expect(stop.state).toBe('stop3');
  await call(request, TENANT, 'POST', '/api/order/checkout', {
    body: {
      created,
      products: [{ med: 601 }],
      shipping: {
        firstName: 'Robin',
        lastName: 'Hale',
        address: { line1: '1 Elm Street', city: 'Austin', state: 'TX', postalCode: '78705' },
        email: uniqueEmail('review'),
        phone: '5125550100',
      },
      payment: {
        paySource: 'CREDITCARD',
        card: { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Robin Hale' },
      },
    },
  });

  await logInAtLoginPage(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await expect(page).toHaveURL(webUrl(HOST, '/admin/dashboard'));
  await page.goto(webUrl(HOST, '/admin/orders?status=review'));
  await expect(page.getByLabel('Status')).toHaveValue('review');
  const row = page.getByRole('row', { name: new RegExp(created) });
  await expect(row.getByText('Clinician review (1 open)')).toBeVisible();
  await row.getByRole('link', { name: orderId, exact: true }).click();

  await expect(page).toHaveURL(webUrl(HOST, `/admin/order/${orderId}`));
  await expect(page.getByRole('heading', { name: 'Clinical review', level: 2 })).toBeVisible();
  await expect(page.getByText('Paid after an earlier hard stop of the same person')).toBeVisible();
  await expect(page.getByText(/The clinician visit is held/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, `/admin/order/${orderId} with a review flag`);
  await page
    .getByLabel(/Clinician's note/)
    .fill('Spoke with the patient: not pregnant, answered by mistake.');
  await page.getByRole('button', { name: /^Resolve flag \d+$/ }).click();
  await expect(page.getByText(/^Resolved .* by user \d+: Spoke with the patient/)).toBeVisible();

  // Released: the clinician visit is created.
  const adminToken = await loginSeededAdmin(request, TENANT);
  await expect
    .poll(
      async () =>
        (
          await call<{ order: { beluga: unknown } }>(request, TENANT, 'GET', `/api/admin/orders/${orderId}`, {
            token: adminToken,
          })
        ).order.beluga,
      { timeout: 20_000 },
    )
    .not.toBeNull();
  expect(errors).toEqual([]);
});

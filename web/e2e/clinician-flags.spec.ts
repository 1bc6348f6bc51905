import { expect, test, type Page } from '@playwright/test';
import type { AdminOrderListResponse, FlowVersion, Question } from '@telehealth/schemas';

import { webUrl } from './e2e-env';
import { call, loginSeededAdmin, SEEDED_ADMIN, uniqueEmail } from './support/api-driver';
import { answer, currentQuestionId, passLeadSteps, totalStepsOf } from './support/intake-driver';
import { cookie, expectNoSeriousA11yViolations, logIn, watchPageErrors } from './support/page-checks';

const HOST = 'evenwell.localhost';
const TENANT = 7;
const PHONE = { width: 390, height: 844 };
/** Evenwell's medical history question and its answer that raises the crisis alert, with a flag for a clinician. */
const HISTORY_QUESTION = 9;
const SELF_HARM = 'Depression or thoughts of self-harm';
const FLAG_TEXT =
  'Reported depression or thoughts of self-harm: review mental health and suicide risk before prescribing.';

/** Where this spec's screenshots go (looked at by hand after a run). */
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `test-results/clinician-flags/${name}.png`, fullPage });

/**
 * Answers as a patient on a phone would, with the self-harm answer at question 9 and a goal weight below the
 * current weight (the driver's 230 lb); any other question as the intake driver answers it.
 */
async function answerQuestion(page: Page, question: Question) {
  if (question.id === HISTORY_QUESTION) {
    await page.getByRole('checkbox', { name: SELF_HARM, exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
  } else if (question.id === 5) {
    await page.getByRole('spinbutton', { name: question.title }).fill('180');
    await page.getByRole('button', { name: 'Continue' }).click();
  } else {
    await answer(page, question);
  }
}

test('a patient who reports thoughts of self-harm sees the 988 crisis line until checkout, and the admin sees the clinician flag', async ({
  browser,
  request,
}) => {
  // The whole intake on a phone, then the admin area.
  test.setTimeout(120_000);
  const flow = await call<FlowVersion>(request, TENANT, 'GET', '/api/flow-versions/intake');
  const byId = new Map(flow.questions.map((question) => [question.id, question]));
  const patientContext = await browser.newContext({ viewport: PHONE });
  const patient = await patientContext.newPage();
  const errors = watchPageErrors(patient);

  await passLeadSteps(patient, HOST, totalStepsOf(flow), flow.first_question_id, uniqueEmail('flagged'));
  const created = await cookie(patient, 'created');
  expect(created).toBeTruthy();

  let sawAlert = false;
  for (let guard = 0; guard < 40; guard += 1) {
    const id = currentQuestionId(patient);
    if (id === undefined) break;
    const alerts = patient.getByTestId('intake-alerts');
    if (id <= HISTORY_QUESTION) {
      await expect(alerts).toHaveCount(0);
    } else {
      // Every page after the answer shows the crisis help; the intake goes on.
      await expect(alerts).toContainText('988 Suicide & Crisis Lifeline');
      if (!sawAlert) {
        sawAlert = true;
        await expect(
          alerts.getByRole('heading', { name: 'If you are struggling, help is available now' }),
        ).toBeVisible();
        await expect(patient.getByRole('heading', { level: 1 })).toHaveText(byId.get(id)!.title);
        await expectNoSeriousA11yViolations(patient, `/question/${id} with the crisis alert`);
        await shot(patient, 'question-after-self-harm-answer');
      }
    }
    await answerQuestion(patient, byId.get(id)!);
    await patient.waitForURL((url) => url.pathname !== `/question/${id}`);
  }
  expect(sawAlert).toBe(true);

  // Checkout: the help is still there, above the steps.
  await expect(patient).toHaveURL(webUrl(HOST, '/start/checkout'));
  await expect(patient.getByRole('heading', { level: 1 })).toHaveText('You are ready for checkout');
  const checkoutAlerts = patient.getByTestId('intake-alerts');
  await expect(checkoutAlerts).toContainText('call or text 988');
  await expect(checkoutAlerts).not.toContainText(FLAG_TEXT);
  await expect(patient.getByRole('link', { name: /^Continue/ })).toBeVisible();
  await expectNoSeriousA11yViolations(patient, '/start/checkout with the crisis alert');
  await shot(patient, 'checkout-with-crisis-alert');

  // Loaded afresh (the server's page, then the browser's), the checkout shows it too.
  await patient.reload();
  await expect(patient.getByTestId('intake-alerts')).toContainText('988');
  expect(errors).toEqual([]);
  await patientContext.close();

  // The order as the API lists it: flagged.
  const token = await loginSeededAdmin(request, TENANT);
  const list = await call<AdminOrderListResponse>(
    request,
    TENANT,
    'GET',
    `/api/admin/orders?status=flagged&q=${encodeURIComponent(created!)}`,
    { token },
  );
  const row = list.items.find((item) => item.created === created);
  expect(row?.clinicianFlags).toBe(1);

  // Staff on a phone: the marker in the list (filtered by it), then the flag on the order page.
  const adminContext = await browser.newContext({ viewport: PHONE });
  const admin = await adminContext.newPage();
  const adminErrors = watchPageErrors(admin);
  await admin.goto(webUrl(HOST, '/login'));
  await logIn(admin, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await expect(admin).toHaveURL(webUrl(HOST, '/admin/dashboard'));
  await admin.goto(webUrl(HOST, `/admin/orders?status=flagged&q=${encodeURIComponent(created!)}`));
  await expect(admin.getByLabel('Status')).toHaveValue('flagged');
  const orderRow = admin.getByTestId('order-row').filter({ hasText: created! });
  await expect(orderRow.getByTestId('order-clinician-flags')).toHaveText('Clinician flag');
  await shot(admin, 'admin-orders-flagged');

  await orderRow.getByRole('link', { name: row!.orderId, exact: true }).click();
  await expect(admin).toHaveURL(webUrl(HOST, `/admin/order/${row!.orderId}`));
  const flags = admin.getByRole('region', { name: 'Clinician flags' });
  await expect(flags).toBeVisible();
  await expect(flags.getByTestId('clinician-flag')).toHaveCount(1);
  await expect(flags).toContainText(FLAG_TEXT);
  await expect(flags).toContainText(
    `From question ${HISTORY_QUESTION}: ${byId.get(HISTORY_QUESTION)!.title}`,
  );
  // Above the order's details.
  const flagsBox = await flags.boundingBox();
  const details = await admin.locator('dl.admin-details').first().boundingBox();
  expect(flagsBox!.y).toBeLessThan(details!.y);
  await expectNoSeriousA11yViolations(admin, '/admin/order with a clinician flag');
  // The first screen of a long page (timeline, replay): the flags are on it.
  await shot(admin, 'admin-order-clinician-flags', false);
  expect(adminErrors).toEqual([]);
  await adminContext.close();
});

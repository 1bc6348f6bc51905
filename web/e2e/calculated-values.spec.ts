import { expect, test, type Page } from '@playwright/test';
import type { FlowVersion, Product, Question } from '@telehealth/schemas';

import { webUrl } from './e2e-env';
import { call, SEEDED_ADMIN, uniqueEmail } from './support/api-driver';
import {
  answer,
  currentQuestionId,
  fillCard,
  passLeadSteps,
  toPaymentPastIdentityCheck,
  totalStepsOf,
} from './support/intake-driver';
import { expectNoSeriousA11yViolations, logIn, watchPageErrors } from './support/page-checks';

const HOST = 'evenwell.localhost';
const TENANT = 7;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** Evenwell's goal weight question; the driver answers 5 ft 10 in and 230 lb (BMI 33.0) at the question before. */
const GOAL_QUESTION = 5;
const GOAL_LB = 200;
const SEMAGLUTIDE = 'Semaglutide Weekly Injection';
/** What the answers give: the BMI of the height and weight, and the intake's calculation (230 lb − 200 lb). */
const SHOWN = [
  ['BMI', '33.0'],
  ['Pounds to lose to reach the goal weight', '30.0 lb'],
] as const;

/** Where this spec's screenshots go (looked at by hand after a run). */
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `test-results/calculated-values/${name}.png`, fullPage });

/** Nothing on the page is wider than its screen. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function answerQuestion(page: Page, question: Question) {
  if (question.id === GOAL_QUESTION) {
    await page.getByRole('spinbutton', { name: question.title }).fill(String(GOAL_LB));
    await page.getByRole('button', { name: 'Continue' }).click();
  } else {
    await answer(page, question);
  }
}

test(`${HOST} at 390 px: the review shows what the answers give (BMI, pounds to lose), and so does the admin order page`, async ({
  browser,
  request,
}) => {
  // The whole intake and checkout on a phone, then the admin area.
  test.setTimeout(150_000);
  const flow = await call<FlowVersion>(request, TENANT, 'GET', '/api/flow-versions/intake');
  expect(flow.calculations?.map((calculation) => calculation.name)).toEqual(['pounds_to_lose']);
  const byId = new Map(flow.questions.map((question) => [question.id, question]));
  const products = await call<Product[]>(request, TENANT, 'GET', '/api/products');
  expect(products.map((product) => product.name)).toContain(SEMAGLUTIDE);

  const patientContext = await browser.newContext({ viewport: PHONE });
  const patient = await patientContext.newPage();
  const errors = watchPageErrors(patient);
  await passLeadSteps(patient, HOST, totalStepsOf(flow), flow.first_question_id, uniqueEmail('calculated'));
  for (let guard = 0; guard < 40; guard += 1) {
    const id = currentQuestionId(patient);
    if (id === undefined) break;
    await answerQuestion(patient, byId.get(id)!);
    await patient.waitForURL((url) => url.pathname !== `/question/${id}`);
  }
  await expect(patient).toHaveURL(webUrl(HOST, '/start/checkout'));

  // Checkout: the state chosen on lead-qualify is kept; the injection; its schedule; shipping; identity; card.
  await patient.getByRole('link', { name: /^Continue/ }).click();
  await expect(patient).toHaveURL(webUrl(HOST, '/start/products'));
  await patient.getByRole('checkbox', { name: new RegExp(`^${SEMAGLUTIDE}`) }).check();
  await patient.getByRole('button', { name: 'Continue' }).click();
  await expect(patient).toHaveURL(webUrl(HOST, '/start/dosage'));
  await patient.getByRole('button', { name: 'Continue' }).click();
  await expect(patient).toHaveURL(webUrl(HOST, '/start/shipping'));
  await patient.getByLabel('Street address').fill('500 Congress Ave');
  await patient.getByLabel('City').fill('Austin');
  await patient.getByLabel('ZIP code').fill('78701');
  await toPaymentPastIdentityCheck(patient, HOST);
  await fillCard(patient, 'Pat Lee', '4242424242424242');
  await patient.getByRole('button', { name: 'Review order' }).click();

  // Review: "From your answers", after the treatment, each value with its title.
  await expect(patient).toHaveURL(webUrl(HOST, '/start/summary'));
  const fromAnswers = patient.getByRole('region', { name: 'From your answers' });
  await expect(fromAnswers).toBeVisible();
  const lines = fromAnswers.getByRole('listitem');
  await expect(lines).toHaveCount(SHOWN.length);
  for (const [at, [title, text]] of SHOWN.entries()) {
    await expect(lines.nth(at).locator('span').first()).toHaveText(title);
    await expect(lines.nth(at).locator('span').last()).toHaveText(text);
  }
  const treatment = await patient.getByRole('region', { name: 'Treatment' }).boundingBox();
  expect(treatment!.y).toBeLessThan((await fromAnswers.boundingBox())!.y);
  await expectNoSidewaysScroll(patient);
  await expectNoSeriousA11yViolations(patient, '/start/summary with the values of the answers');
  await shot(patient, 'summary-phone');
  await patient.setViewportSize(DESKTOP);
  await expect(fromAnswers).toBeVisible();
  await expectNoSidewaysScroll(patient);
  await shot(patient, 'summary-desktop');
  await patient.setViewportSize(PHONE);

  await patient.getByRole('button', { name: /^Place order/ }).click();
  await expect(patient).toHaveURL(webUrl(HOST, '/start/thanks'));
  const receipt = patient.getByTestId('receipt');
  await expect(receipt).toContainText(SEMAGLUTIDE);
  const orderId = (await receipt.locator('strong').first().textContent())!.replace('#', '');
  expect(errors).toEqual([]);
  await patientContext.close();

  // Staff on a phone: the order page says the same, from the API's walk of the order's answers.
  const adminContext = await browser.newContext({ viewport: PHONE });
  const admin = await adminContext.newPage();
  const adminErrors = watchPageErrors(admin);
  await admin.goto(webUrl(HOST, '/login'));
  await logIn(admin, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await expect(admin).toHaveURL(webUrl(HOST, '/admin/dashboard'));
  await admin.goto(webUrl(HOST, `/admin/order/${orderId}`));
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderId}`);
  const calculated = admin.getByTestId('admin-order-calculated');
  await expect(calculated.locator('div')).toHaveText(SHOWN.map(([title, text]) => `${title}: ${text}`));
  await expect(admin.locator('dl.admin-details dt', { hasText: 'From the answers' })).toBeVisible();
  await expectNoSidewaysScroll(admin);
  await expectNoSeriousA11yViolations(admin, '/admin/order with the values of the answers');
  await calculated.scrollIntoViewIfNeeded();
  await shot(admin, 'admin-order-phone', false);
  expect(adminErrors).toEqual([]);
  await adminContext.close();
});

import type { FlowVersion } from '@telehealth/schemas';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { apiUrl, E2E_API_TOKEN } from './e2e-env';
import { passLeadSteps, totalStepsOf } from './support/intake-driver';
import { watchPageErrors } from './support/page-checks';

/**
 * The tenants' clinical rules, as a patient on a phone meets them: what each brand's copy promises, its intake's
 * rules do (flows/data/tenants/{6,7}/flows/intake.v2.json; each rule has a protocol assertion the engine proves).
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The steps lead-qualify counts for the tenant's published intake (the engine's rule; never hard-coded). */
async function totalSteps(request: APIRequestContext, tenantId: number): Promise<number> {
  const response = await request.get(apiUrl('/api/flow-versions/intake'), {
    headers: { Token: E2E_API_TOKEN, Tenant: String(tenantId) },
  });
  expect(response.status()).toBe(200);
  return totalStepsOf((await response.json()) as FlowVersion);
}

const next = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();
const onQuestion = (page: Page, id: number) => expect(page).toHaveURL(new RegExp(`/question/${id}$`));

/**
 * Her date of birth: her own, not the one the purchase specs' patient gives (support/intake-driver), since a hard stop
 * here from the same device with the same date of birth would hold that patient's order for clinical review.
 */
const EVENWELL_DOB = '1976-09-23';

/** Evenwell up to the goal weight question: an adult woman, not pregnant, 5 ft 6 in at `pounds`. */
async function evenwellToGoal(page: Page, request: APIRequestContext, email: string, pounds: number) {
  await passLeadSteps(page, 'evenwell.localhost', await totalSteps(request, 7), 1, email);
  await page.locator('input[type="date"]').first().fill(EVENWELL_DOB);
  await next(page);
  await page.getByRole('radio', { name: 'Female', exact: true }).check();
  await next(page);
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await next(page);
  await page.getByLabel('Height (feet)').fill('5');
  await page.getByLabel('Inches').fill('6');
  await page.getByLabel('Weight (pounds)').fill(String(pounds));
  await next(page);
  await onQuestion(page, 5);
}

test('Evenwell: a goal weight above the current weight is refused in the patient’s words; BMI 27.4 without a weight-related condition stops', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  await evenwellToGoal(page, request, 'rules.bmi@example.com', 170);

  await page.getByRole('spinbutton').fill('180');
  await next(page);
  await expect(page.getByRole('alert')).toHaveText(
    /Your goal weight needs to be less than your current weight/,
  );
  await onQuestion(page, 5);
  await page.getByRole('spinbutton').fill('150');
  await next(page);

  await onQuestion(page, 6);
  await page.getByRole('checkbox', { name: 'None of these', exact: true }).check();
  await next(page);
  await expect(page.getByRole('heading', { name: "We can't continue your visit online" })).toBeVisible();
  await expect(page.getByTestId('hard-stop')).toContainText('Your BMI is below 30 and you told us');
  expect(errors).toEqual([]);
});

test('Evenwell: the same BMI with high blood pressure goes on to the next question', async ({
  page,
  request,
}) => {
  await evenwellToGoal(page, request, 'rules.condition@example.com', 170);
  await page.getByRole('spinbutton').fill('150');
  await next(page);
  await page.getByRole('checkbox', { name: 'High blood pressure', exact: true }).check();
  await next(page);
  await onQuestion(page, 8);
});

test('Evenwell: an answer about self-harm shows the 988 crisis line on every later step, and the visit goes on', async ({
  page,
  request,
}) => {
  await evenwellToGoal(page, request, 'rules.crisis@example.com', 200);
  await page.getByRole('spinbutton').fill('170');
  await next(page);
  await page.getByRole('checkbox', { name: 'High blood pressure', exact: true }).check();
  await next(page);
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await next(page);
  await onQuestion(page, 9);
  await expect(page.getByTestId('intake-alerts')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Depression or thoughts of self-harm', exact: true }).check();
  await next(page);
  await onQuestion(page, 10);
  const alert = page.getByTestId('intake-alerts');
  await expect(
    alert.getByRole('heading', { name: 'If you are struggling, help is available now' }),
  ).toBeVisible();
  await expect(alert.getByRole('link', { name: '988' }).first()).toHaveAttribute('href', 'tel:988');
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await next(page);
  await onQuestion(page, 11);
  await expect(page.getByTestId('intake-alerts')).toContainText('988');
});

test('FungAid: a nail count the chosen nails cannot have is refused, naming why', async ({
  page,
  request,
}) => {
  await passLeadSteps(page, 'fungaid.localhost', await totalSteps(request, 6), 1, 'rules.nails@example.com');
  await page.locator('input[type="date"]').first().fill('1980-05-15');
  await next(page);
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await next(page);
  await onQuestion(page, 4);
  await page.getByLabel('Height (feet)').fill('5');
  await page.getByLabel('Inches').fill('10');
  await page.getByLabel('Weight (pounds)').fill('180');
  await next(page);
  await page.getByRole('checkbox', { name: 'Big toenail(s)', exact: true }).check();
  await next(page);
  await onQuestion(page, 6);
  await page.getByRole('spinbutton').fill('5');
  await next(page);
  await expect(page.getByRole('alert')).toHaveText(
    /only your big toenails are affected, so the count can be 1 or 2/,
  );
  await page.getByRole('spinbutton').fill('2');
  await next(page);
  await onQuestion(page, 7);
});

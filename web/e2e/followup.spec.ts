import type { FlowVersion } from '@telehealth/schemas';
import { expect, test, type Page } from '@playwright/test';

import { webUrl } from './e2e-env';
import { call, USER_PASSWORD } from './support/api-driver';
import { customerWithRefillNear, followupOf, refillFlagsOf } from './support/followup-driver';
import { answer } from './support/intake-driver';
import { expectNoSeriousA11yViolations, logIn, watchPageErrors } from './support/page-checks';

const HOST = 'fungaid.localhost';
const TENANT = 6;

/** A 1×1 PNG: a real image the API's upload accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** Answers the follow-up question on screen (checked by its heading) with one option, and continues. */
async function choose(page: Page, question: string, option: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question);
  await page.getByLabel(option, { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Answers tenant 6's follow-up to its end. */
async function answerFollowup(page: Page) {
  await choose(page, 'Since starting FungAid, how have your nails changed?', 'A little better');
  await choose(page, 'Have you had any of these side effects?', 'None of these');
  await choose(page, 'How often have you applied FungAid as directed?', 'Every day');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload current photos of your nails');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'nails.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('list', { name: 'Uploaded photos' })).toContainText('nails.png');
  await page.getByRole('button', { name: 'Continue' }).click();
  await choose(page, 'How would you like to continue?', 'Continue my current treatment');
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const) {
  test(`a prescribed customer whose refill is near opens the due follow-up from the account and completes it (${viewport.width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const { customer, orderId } = await customerWithRefillNear(request, TENANT, `followup-${viewport.width}`);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    try {
      await page.goto(webUrl(HOST, '/login'));
      await logIn(page, customer.email, USER_PASSWORD);
      await expect(page).toHaveURL(webUrl(HOST, '/accountv2'));

      // The overview says a follow-up is due, with the link to it.
      const notice = page.getByTestId('followup-notice');
      await expect(notice.getByRole('heading', { name: 'Follow-up visit due' })).toBeVisible();
      await expect(notice).toContainText('Before your refill on');
      await expectNoSeriousA11yViolations(page, '/accountv2 with a follow-up due');
      await shot(page, `followup-due-overview-${viewport.width}`);
      await notice.getByRole('link', { name: 'Start your follow-up' }).click();
      await expect(page).toHaveURL(webUrl(HOST, `/followup/${orderId}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Since starting FungAid, how have your nails changed?',
      );
      await expectNoSeriousA11yViolations(page, '/followup/{id}');
      await answerFollowup(page);
      await expect(page).toHaveURL(webUrl(HOST, '/followup/thanks'));
      await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
      expect((await followupOf(request, TENANT, orderId, customer.token)).phase).toBe('completed');

      // Back in the account: done, on the overview and on the order's page.
      await page.getByRole('link', { name: 'Go to your account' }).click();
      await expect(notice.getByRole('heading', { name: 'Follow-up visit completed' })).toBeVisible();
      await expect(notice.getByRole('link')).toHaveCount(0);
      await page.goto(webUrl(HOST, `/accountv2/orders/${orderId}`));
      await expect(page.getByTestId('followup-notice')).toContainText('Follow-up visit completed');
      await expectNoSeriousA11yViolations(page, '/accountv2/orders/{id} with a completed follow-up');
      await shot(page, `followup-completed-order-${viewport.width}`);

      // The visit's page says it is done; plain /followup says none is due and leads to the account.
      await page.goto(webUrl(HOST, `/followup/${orderId}`));
      await expect(page.getByText('This follow-up visit has already been completed.')).toBeVisible();
      await page.goto(webUrl(HOST, '/followup'));
      await expect(page.getByRole('status')).toHaveText(/^No follow-up visit is due right now\./);
      await expect(page.getByRole('link', { name: 'Go to your account' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, '/followup with none due');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('plain /followup asks a visitor to log in, then opens their due follow-up; one not open yet says when it opens', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = watchPageErrors(page);
  const [due, later] = await Promise.all([
    customerWithRefillNear(request, TENANT, 'followup-plain'),
    customerWithRefillNear(request, TENANT, 'followup-later', 20),
  ]);

  await page.goto(webUrl(HOST, '/followup'));
  await expect(page).toHaveURL(webUrl(HOST, '/login'));
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await logIn(page, due.customer.email, USER_PASSWORD);
  await expect(page).toHaveURL(webUrl(HOST, `/followup/${due.orderId}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Since starting FungAid, how have your nails changed?',
  );

  // Another customer's order is not found; a follow-up not open yet says when it opens.
  await page.goto(webUrl(HOST, `/followup/${later.orderId}`));
  await expect(page.getByRole('alert')).toHaveText('We could not find this follow-up visit in your account.');
  await page.context().clearCookies();
  await page.goto(webUrl(HOST, '/login'));
  await logIn(page, later.customer.email, USER_PASSWORD);
  await expect(page).toHaveURL(webUrl(HOST, '/accountv2'));
  await expect(page.getByRole('heading', { name: 'Follow-up visit due' })).toHaveCount(0);
  await page.goto(webUrl(HOST, `/followup/${later.orderId}`));
  await expect(page.getByRole('status')).toHaveText(/^Your next follow-up visit opens on \d\d\/\d\d\/\d{4}/);
  await page.goto(webUrl(HOST, '/followup'));
  await expect(page.getByRole('status')).toHaveText(
    /^No follow-up visit is due right now\. Your next follow-up visit opens on/,
  );
  expect(errors).toEqual([]);
});

test("Evenwell's follow-up v2 at 390 px: today's weight is checked, severe side effects show their help on every later page, the dose cannot go up, and the clinician flag reaches the refill", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = watchPageErrors(page);
  const host = 'evenwell.localhost';
  const tenant = 7;
  const { customer, orderId } = await customerWithRefillNear(request, tenant, 'followup-rules');
  const flow = await call<FlowVersion>(request, tenant, 'GET', '/api/flow-versions/followup');
  const question = (id: number) => flow.questions.find((q) => q.id === id)!;
  const severe = question(104).alerts![0]!;

  await page.goto(webUrl(host, '/login'));
  await logIn(page, customer.email, USER_PASSWORD);
  await expect(page).toHaveURL(webUrl(host, '/accountv2'));
  await page.goto(webUrl(host, `/followup/${orderId}`));
  await choose(page, question(101).title, 'My weight has not changed');

  // A weight no scale shows for an adult: the check's words, and the question stays.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question(102).title);
  const weight = page.getByRole('spinbutton', { name: question(102).title });
  await weight.fill('750');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(question(102).checks![0]!.message);
  await weight.fill('182');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question(103).title);
  await page.getByLabel('Nausea or vomiting', { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await choose(page, question(104).title, "Severe: I can't keep food or fluids down");

  // Not a stop any more: the help stays in view above every later question.
  const alerts = page.getByTestId('intake-alerts');
  await expect(alerts.getByRole('heading', { name: severe.title })).toBeVisible();
  await expect(alerts).toContainText('Please skip your next dose');
  // The care team's number in the alert is a link a phone can call.
  await expect(alerts.getByRole('link', { name: '888-555-0172' })).toHaveAttribute(
    'href',
    'tel:+18885550172',
  );
  await choose(page, question(105).title, 'I stopped taking it');
  await expect(alerts.getByRole('heading', { name: severe.title })).toBeVisible();

  // The dose cannot go up this month: the check refuses it with its words.
  await choose(page, question(106).title, 'Move up to the next dose if my clinician agrees');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question(106).title);
  await expect(page.getByRole('alert')).toHaveText(question(106).checks![0]!.message);
  await expectNoSeriousA11yViolations(page, '/followup/{id} with the dose check and an alert');
  await page.screenshot({ path: test.info().outputPath('followup-dose-check-390.png'), fullPage: true });
  await choose(page, question(106).title, 'Stay on my current dose');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The rest as any patient answers it; the visit completes and the refill carries the clinician flag.
  for (const id of [107, 108]) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(question(id).title);
    await answer(page, question(id));
  }
  await expect(page).toHaveURL(webUrl(host, '/followup/thanks'));
  expect((await followupOf(request, tenant, orderId, customer.token)).phase).toBe('completed');
  expect(await refillFlagsOf(orderId)).toEqual([
    expect.objectContaining({ alert: 'severe_side_effects', text: severe.flag }),
  ]);
  expect(errors).toEqual([]);
});

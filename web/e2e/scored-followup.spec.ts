import type { FlowListResponse, FlowVersionDetail } from '@telehealth/schemas';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';

import { apiUrl, webUrl } from './e2e-env';
import { apiHeaders, call, loginSeededAdmin, USER_PASSWORD } from './support/api-driver';
import { customerWithRefillNear, followupOf } from './support/followup-driver';
import { expectNoSeriousA11yViolations, logIn, watchPageErrors } from './support/page-checks';

/**
 * The scored instruments as a tenant runs them: its admin starts the follow-up from PHQ-9 or GAD-7 and publishes
 * it; a prescribed customer whose refill is near answers it in the browser, and the instrument's stop holds the
 * visit for a clinician. Tenant 7, whose follow-up no other spec answers; its own follow-up is published again at
 * the end.
 */
const HOST = 'evenwell.localhost';
const TENANT = 7;
const PHONE = { width: 390, height: 844 };

/** Publishes the follow-up draft the admin starts with `from` (an instrument, or a version to restore). */
async function publishFollowup(
  request: APIRequestContext,
  token: string,
  from: { instrument: string } | { fromVersion: number },
): Promise<number> {
  const discarded = await request.delete(apiUrl('/api/admin/flows/followup/draft'), {
    headers: apiHeaders(TENANT, token),
  });
  expect([204, 404]).toContain(discarded.status());
  const draft = await call<FlowVersionDetail>(request, TENANT, 'POST', '/api/admin/flows/followup/draft', {
    token,
    body: from,
    expected: 201,
  });
  await call(request, TENANT, 'POST', '/api/admin/flows/followup/draft/publish', {
    token,
    body: { revision: draft.revision },
  });
  return draft.version;
}

/** Answers the visit's questions in the browser, one option each, until the instrument stops it. */
async function answerUntilStopped(
  browser: Browser,
  customer: { email: string },
  orderId: string,
  options: string[],
) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  try {
    await page.goto(webUrl(HOST, '/login'));
    await logIn(page, customer.email, USER_PASSWORD);
    // The login is done once the app has left /login (its session stored): only then open the visit.
    await expect(page).toHaveURL(webUrl(HOST, '/accountv2'));
    await page.goto(webUrl(HOST, `/followup/${orderId}`));
    for (const option of options) {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Over the last 2 weeks/);
      await page.getByLabel(option, { exact: true }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please contact your care team');
    const message = (await page.getByRole('alert').textContent()) ?? '';
    // The answers reached the care team (the visit is held for a clinician), and the way on is offered.
    await expect(page.getByRole('status')).toHaveText(
      'Your answers were sent to your care team. A clinician will review them and contact you.',
    );
    await expect(page.getByRole('link', { name: /^Call \(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute(
      'href',
      /^tel:\+1\d{10}$/,
    );
    await expect(page.getByRole('link', { name: 'Message your care team' })).toHaveAttribute(
      'href',
      '/accountv2/support',
    );
    await expectNoSeriousA11yViolations(page, '/followup/{id} stopped by a scored instrument');
    await page.screenshot({ path: test.info().outputPath('stopped.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    return message;
  } finally {
    await context.close();
  }
}

test('PHQ-9 and GAD-7 as published follow-ups: a customer’s answers reach the instrument’s stop, and the visit waits for a clinician', async ({
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const token = await loginSeededAdmin(request, TENANT);
  const flows = await call<FlowListResponse>(request, TENANT, 'GET', '/api/admin/flows', { token });
  const original = flows.find((flow) => flow.key === 'followup')?.publishedVersion;
  if (!original) throw new Error('tenant 7 has no published follow-up');
  // Two prescribed customers with a refill near (the sandbox clinician decides after a minute: made at once).
  const [phq9Customer, gad7Customer] = await Promise.all([
    customerWithRefillNear(request, TENANT, 'phq9'),
    customerWithRefillNear(request, TENANT, 'gad7'),
  ]);
  try {
    // PHQ-9: nothing on items 1 to 8, then "Several days" on item 9 (thoughts of self-harm): the crisis stop.
    await publishFollowup(request, token, { instrument: 'phq-9' });
    const phq9Stop = await answerUntilStopped(browser, phq9Customer.customer, phq9Customer.orderId, [
      ...Array<string>(8).fill('Not at all'),
      'Several days',
    ]);
    expect(phq9Stop).toContain('988');
    await expect
      .poll(
        async () =>
          (await followupOf(request, TENANT, phq9Customer.orderId, phq9Customer.customer.token)).phase,
      )
      .toBe('under_review');

    // GAD-7: "Nearly every day" on all seven items is a total of 21, above the stop at 15.
    await publishFollowup(request, token, { instrument: 'gad-7' });
    const gad7Stop = await answerUntilStopped(
      browser,
      gad7Customer.customer,
      gad7Customer.orderId,
      Array<string>(7).fill('Nearly every day'),
    );
    expect(gad7Stop).toContain('in person');
    await expect
      .poll(
        async () =>
          (await followupOf(request, TENANT, gad7Customer.orderId, gad7Customer.customer.token)).phase,
      )
      .toBe('under_review');
  } finally {
    await publishFollowup(request, token, { fromVersion: original });
  }
});

import type { Condition, FlowVersion, Product, Question } from '@telehealth/schemas';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createProgress, indexFlow, LEAD_QUALIFY } from '@telehealth/engine';

import type { StoredCheckout } from '../../src/start/lib/session-store';

import { apiUrl, E2E_API_TOKEN, webUrl } from '../e2e-env';

/** How the e2e specs drive the intake like a patient: lead steps, then any question with a non-stopping answer. */

const questionPath = /\/question\/(\d+)$/;

export function currentQuestionId(page: Page): number | undefined {
  const match = questionPath.exec(new URL(page.url()).pathname);
  return match ? Number(match[1]) : undefined;
}

/** A 1×1 PNG: a real image the API's sharp can read. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The patient's height and weight (BMI 33.0: over the GLP-1 threshold without a weight-related condition). */
const HEIGHT = { feet: 5, inches: 10 };
const WEIGHT_LB = 230;

/**
 * Numbers a real patient gives where the flow checks them against earlier answers (by the question's mapped field):
 * a goal weight below the current weight, and a nail count that fits the nails chosen (the first option, the big
 * toenails: 1 or 2). Other number questions take the middle of their range.
 */
const NUMBER_ANSWERS: Record<string, number> = {
  goalWeight: WEIGHT_LB - 45,
  affectedNailCount: 2,
  // The follow-up's weight today, within the weight check's 80 to 700 lb.
  currentWeight: WEIGHT_LB - 10,
};

/**
 * The options that stop at a question: its stopping answers, and the options its `hard_stop_if` tests on its own
 * answer (on their own, or as one of `any`), as the follow-ups' red flags are written.
 */
function stoppingOptions(question: Question): Set<string> {
  const stops = new Set(question.hard_stop_response ?? []);
  const collect = (condition: Condition) => {
    if ('any' in condition) condition.any.forEach(collect);
    else if ('question' in condition && condition.question === question.id)
      for (const option of condition.any_of ?? []) stops.add(option);
  };
  if (question.hard_stop_if) collect(question.hard_stop_if);
  return stops;
}

/** Fills a question with an answer that does not stop the intake, then continues. */
export async function answer(page: Page, question: Question) {
  const stops = stoppingOptions(question);
  const continueButton = page.getByRole('button', { name: 'Continue' });
  switch (question.type) {
    case 'image':
      break;
    case 'single_choice': {
      const option = question.QuestionOptions.find((o) => !stops.has(o.option_text));
      await page.getByRole('radio', { name: option!.option_text, exact: true }).check();
      break;
    }
    case 'multiple_choice': {
      const none = question.QuestionOptions.find((o) => o.option_text === 'None of these');
      const option = none ?? question.QuestionOptions.find((o) => !stops.has(o.option_text));
      await page.getByRole('checkbox', { name: option!.option_text, exact: true }).check();
      break;
    }
    case 'date_of_birth':
      await page
        .getByRole('textbox', { name: question.title })
        .or(page.locator('input[type="date"]'))
        .first()
        .fill('1980-05-15');
      break;
    case 'height_weight':
      await page.getByLabel('Height (feet)').fill(String(HEIGHT.feet));
      await page.getByLabel('Inches').fill(String(HEIGHT.inches));
      await page.getByLabel('Weight (pounds)').fill(String(WEIGHT_LB));
      await expect(page.getByText('Your BMI: 33.0')).toBeVisible();
      break;
    case 'number': {
      const { min = 1, max = 100 } = question.input ?? {};
      const value = NUMBER_ANSWERS[question.mapped_field ?? ''] ?? Math.round((min + max) / 2);
      await page.getByRole('spinbutton', { name: question.title }).fill(String(value));
      break;
    }
    case 'text':
      await page.getByRole('textbox', { name: question.title }).fill('Ciclopirox for three months');
      break;
    case 'email':
      await page.getByRole('textbox', { name: question.title }).fill('summary@example.com');
      break;
    case 'phone':
      await page.getByRole('textbox', { name: question.title }).pressSequentially('5125550100');
      await expect(page.getByRole('textbox', { name: question.title })).toHaveValue('(512) 555-0100');
      break;
    case 'file_upload':
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'nails.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByRole('list', { name: 'Uploaded photos' }).getByRole('listitem')).toHaveCount(1);
      break;
    case 'consent':
      await page.getByRole('checkbox', { name: /agree/ }).check();
      break;
  }
  await continueButton.click();
}

/**
 * Step 1 and step 2: state and age, then name, email (`email`, by default one every run shares) and phone; lands on
 * the first question.
 */
export async function passLeadSteps(
  page: Page,
  host: string,
  totalSteps: number,
  firstQuestionId: number,
  email = 'pat.lee@example.com',
) {
  await page.goto(webUrl(host, '/start/lead-qualify'));
  await expect(page.getByTestId('intake-progress')).toContainText(`Step 1 of ${totalSteps}`);
  await expect(page).toHaveTitle(/^Get started · /);
  await page.getByLabel('State of residence').selectOption('TX');
  await page.getByLabel('I am 18 or older').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/start\/lead-intro$/);
  await expect(page.getByTestId('intake-progress')).toContainText(`Step 2 of ${totalSteps}`);
  await expect(page).toHaveTitle(/^About you · /);
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile phone').pressSequentially('5125550199');
  await expect(page.getByLabel('Mobile phone')).toHaveValue('(512) 555-0199');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/question/${firstQuestionId}$`));
}

/**
 * Total steps the progress bar shows on lead-qualify: the 2 lead steps + the pages of the flow's expected way (the
 * engine's rule; the intake spec checks it against the pages a patient actually walks).
 */
export const totalStepsOf = (flow: FlowVersion) => createProgress(indexFlow(flow))(LEAD_QUALIFY).totalSteps;

/** The progress bar's "Step N of M", as numbers. */
export async function shownStep(page: Page): Promise<{ step: number; total: number }> {
  const text = (await page.getByTestId('intake-progress').textContent()) ?? '';
  const match = /Step (\d+) of (\d+)/.exec(text);
  expect(match, `progress text "${text}"`).not.toBeNull();
  return { step: Number(match![1]), total: Number(match![2]) };
}

/** Two small, different PNG photos: an ID and a selfie (the sandbox fails a selfie that is the ID image itself). */
export const ID_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4ISeHFTEMLQkAkL9BAbKfPiIAAAAASUVORK5CYII=',
  'base64',
);
export const SELFIE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOQkzuBFTEMLQkAO79BAXNTPmcAAAAASUVORK5CYII=',
  'base64',
);

/**
 * The identity step of the checkout, from /start/verification: the upload page refuses an empty form, then the two
 * photos start the check and the patient is on /start/wait.
 */
export async function passIdentityCheck(page: Page) {
  await expect(page).toHaveURL(/\/start\/verification$/);
  await page.getByRole('link', { name: 'Start verification' }).click();
  await expect(page).toHaveURL(/\/start\/vouched$/);
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page.getByText('Choose a photo of your ID.')).toBeVisible();
  await page
    .getByLabel('Photo ID')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: ID_PNG });
  await page
    .getByLabel('Selfie')
    .setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: SELFIE_PNG });
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page).toHaveURL(/\/start\/wait$/);
}

/**
 * From the filled shipping form to the payment page: sends the form, passes the identity check and goes on to
 * payment while the check is pending.
 */
export async function toPaymentPastIdentityCheck(page: Page, host: string) {
  await page.getByRole('button', { name: 'Continue to identity check' }).click();
  await passIdentityCheck(page);
  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(webUrl(host, '/start/payment'));
}

/** Fills the payment form with a card (expiry 12/30, CVC 123); the caller sends it. */
export async function fillCard(page: Page, name: string, number: string) {
  await page.getByLabel('Name on card').fill(name);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('1230');
  await page.getByLabel('Security code (CVC)').fill('123');
}

/**
 * The checkout's earlier steps (state, products, shipping) done before the page loads, stored as the start pages
 * store them in sessionStorage: the page starts at the identity step.
 */
export async function storeEarlierCheckoutSteps(
  page: Page,
  created: string,
  meds: number[],
  shipping: StoredCheckout['shipping'],
) {
  const stored: StoredCheckout = {
    created,
    stateCode: shipping.state,
    meds,
    strengths: {},
    shipping,
    shippingDone: true,
    identitySubmitted: false,
    receipt: null,
  };
  await page.addInitScript(
    (value) => window.sessionStorage.setItem('start:checkout', value),
    JSON.stringify(stored),
  );
}

/**
 * A new visitor buys through the real pages, as one browser session: home page → lead steps (with `email`) → every
 * question → checkout → products (the first of `products`) → shipping → identity check → card → summary → thanks.
 * Answers the product bought.
 */
export async function buyAsNewVisitor(
  page: Page,
  host: string,
  flow: FlowVersion,
  products: Product[],
  email?: string,
): Promise<Product> {
  const byId = new Map(flow.questions.map((q) => [q.id, q]));
  await page.goto(webUrl(host, '/'));
  await page.getByRole('link', { name: 'Get started' }).first().click();
  await expect(page).toHaveURL(/\/start\/lead-qualify/);
  await passLeadSteps(page, host, totalStepsOf(flow), flow.first_question_id, email);

  for (let guard = 0; guard < 60; guard += 1) {
    const id = currentQuestionId(page);
    if (id === undefined) break;
    await answer(page, byId.get(id)!);
    await page.waitForURL((url) => url.pathname !== `/question/${id}`);
  }
  await expect(page).toHaveURL(webUrl(host, '/start/checkout'));
  await page.getByRole('link', { name: /^Continue/ }).click();

  // The state chosen on lead-qualify is kept, so the state page is passed.
  await expect(page).toHaveURL(webUrl(host, '/start/products'));
  const product = products[0]!;
  await page.getByLabel(new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/start\/(dosage|shipping)$/);
  if (page.url().endsWith('/start/dosage')) {
    // Several strengths offer a choice; a titrated product shows its schedule, with nothing to choose.
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    if ((await page.getByRole('radio').count()) > 0) await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  await expect(page).toHaveURL(webUrl(host, '/start/shipping'));
  // Name, email and phone come from lead-intro.
  await expect(page.getByLabel('First name')).toHaveValue('Pat');
  await page.getByLabel('Street address').fill('500 Congress Ave');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('ZIP code').fill('78701');

  // The identity check before the card; payment goes on while the check is pending.
  await toPaymentPastIdentityCheck(page, host);
  await fillCard(page, 'Pat Lee', '4242424242424242');
  await page.getByRole('button', { name: 'Review order' }).click();

  await expect(page).toHaveURL(webUrl(host, '/start/summary'));
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(webUrl(host, '/start/thanks'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your order is placed');
  await expect(page.getByTestId('receipt')).toContainText(product.name);
  return product;
}

/**
 * The ways on after a hard stop: the tenant's care team (its configured phone and email), its pages on when online
 * care is not right and on safety, and home; never back into the answers.
 */
export async function expectHardStopHelp(page: Page, request: APIRequestContext, tenantId: number) {
  const tenant = await request.get(apiUrl('/api/tenant'), {
    headers: { Token: E2E_API_TOKEN, Tenant: String(tenantId) },
  });
  const { contact } = (
    (await tenant.json()) as {
      config: { brandConfig: { configurations: { contact: { phone: string; email: string } } } };
    }
  ).config.brandConfig.configurations;
  const help = page.getByTestId('hard-stop-help');
  await expect(help.getByRole('link', { name: /^Call / })).toHaveAttribute('href', `tel:+1${contact.phone}`);
  await expect(help.getByRole('link', { name: `Email ${contact.email}` })).toHaveAttribute(
    'href',
    `mailto:${contact.email}`,
  );
  await expect(help.getByRole('link', { name: 'When telehealth is not right' })).toHaveAttribute(
    'href',
    '/telehealth#when-telehealth-is-not-right',
  );
  await expect(help.getByRole('link', { name: /safety information$/ })).toHaveAttribute(
    'href',
    '/docs/safety-information',
  );
  await expect(help.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Review my answers' })).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

import type { FlowListResponse, FlowVersion, FlowVersionDetail } from '@telehealth/schemas';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { apiUrl, E2E_API_TOKEN, webUrl } from './e2e-env';

/**
 * The builder's rule forms on Evenwell's intake: a designer writes a compound hard stop and a protocol assertion in
 * forms, sees the assertion broken with the path that breaks it on the graph, walks that path in the preview, fixes
 * the rule, sees the assertion proven and publishes. Screenshots (desktop and phone widths) go to test-results/.
 */

const HOST = 'evenwell.localhost';
const TENANT = 7;
const ADMIN = { email: 'admin@example.com', password: 'admin-dev-password' };
const CONDITIONS = [
  'High blood pressure',
  'High cholesterol or triglycerides',
  'Prediabetes or insulin resistance',
  'Type 2 diabetes',
  'Obstructive sleep apnea',
  'Fatty liver disease',
  'Heart disease',
];
const TITLE = 'Never reach checkout with a BMI below 30 and no weight-related condition';

const headers = (token?: string) => ({
  Token: E2E_API_TOKEN,
  Tenant: String(TENANT),
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: unknown; token?: string; expected?: number | number[] } = {},
): Promise<T> {
  const response = await request.fetch(apiUrl(path), {
    method,
    headers: headers(options.token),
    ...(options.body === undefined ? {} : { data: options.body }),
  });
  const expected = [options.expected ?? 200].flat();
  const text = await response.text();
  expect(expected, `${method} ${path} answered ${response.status()}: ${text}`).toContain(response.status());
  return (text ? JSON.parse(text) : null) as T;
}

const adminToken = async (request: APIRequestContext) =>
  (await call<{ token: string }>(request, 'POST', '/api/auth/login', { body: ADMIN })).token;

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });

/** Whether the side panel's content fits its width (nothing to scroll sideways). */
async function expectPanelFits(page: Page, what: string) {
  const overflow = await page
    .locator('.builder__panel')
    .evaluate((panel) => panel.scrollWidth - panel.clientWidth);
  expect(overflow, `${what}: the side panel scrolls sideways`).toBeLessThanOrEqual(1);
}

/** Ticks every condition of question 6 in an option test. */
async function chooseAllConditions(test: Locator) {
  for (const option of CONDITIONS) await test.getByRole('checkbox', { name: option, exact: true }).check();
}

let original: { version: number } | null = null;

test.afterAll(async ({ request }) => {
  // Put the tenant's original intake back (as a new version) so that other specs meet the flow they expect.
  if (!original) return;
  const token = await adminToken(request);
  await call(request, 'DELETE', '/api/admin/flows/intake/draft', { token, expected: [204, 404] });
  const draft = await call<FlowVersionDetail>(request, 'POST', '/api/admin/flows/intake/draft', {
    token,
    body: { fromVersion: original.version },
    expected: 201,
  });
  await call(request, 'POST', '/api/admin/flows/intake/draft/publish', {
    token,
    body: { revision: draft.revision },
  });
});

test('a designer writes a compound hard stop and an assertion in forms, sees it broken on the graph, fixes the rule and publishes', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await adminToken(request);
  await call(request, 'DELETE', '/api/admin/flows/intake/draft', { token, expected: [204, 404] });
  const flows = await call<FlowListResponse>(request, 'GET', '/api/admin/flows', { token });
  original = { version: flows.find((f) => f.key === 'intake')!.publishedVersion! };

  // A draft of the intake without the BMI rule of question 6 and its assertion: the designer writes both.
  const draft = await call<FlowVersionDetail>(request, 'POST', '/api/admin/flows/intake/draft', {
    token,
    body: {},
    expected: 201,
  });
  const document: FlowVersion = {
    ...draft.document,
    questions: draft.document.questions.map((q) => {
      if (q.id !== 6) return q;
      const { hard_stop_if: _rule, ...rest } = q;
      return { ...rest, is_hard_stop: false };
    }) as FlowVersion['questions'],
    assertions: (draft.document.assertions ?? []).filter((a) => a.name !== 'bmi_with_condition'),
  };
  const proven = document.assertions!.length;
  await call(request, 'PUT', '/api/admin/flows/intake/draft', {
    token,
    body: { document, revision: draft.revision },
  });

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(webUrl(HOST, '/login'));
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(webUrl(HOST, '/admin/flows/intake/builder'));
  await expect(page.getByTestId('flow-node-q:1')).toBeVisible();
  await page.getByRole('tab', { name: /Problems/ }).click();
  await expect(
    page.getByRole('heading', { name: `Assertions: ${proven} of ${proven} proven` }),
  ).toBeVisible();

  // Question 6 becomes a hard stop on a compound rule: not one of the conditions, and a BMI below 28 (a slip: 30).
  await page.getByLabel('Go to question').selectOption('6');
  await expect(page.getByTestId('flow-node-q:6')).toBeVisible();
  await page.getByRole('tab', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Question #6', level: 2 })).toBeVisible();
  await page.getByLabel('This question can end the intake').check();
  await page.getByRole('button', { name: 'Also stop when…' }).click();
  const stop = page.getByRole('group', { name: 'Also stop when', exact: true });
  await chooseAllConditions(stop.getByRole('group', { name: 'Test', exact: true }));
  await stop.getByRole('button', { name: 'Not', exact: true }).click();
  await stop.getByRole('button', { name: 'Add a test' }).click();
  const bmi = stop.getByRole('group', { name: 'Test 2', exact: true });
  await bmi.getByLabel('Question or value').selectOption('q:4');
  await expect(bmi.getByLabel('What to test')).toHaveValue('measure:bmi');
  await bmi.getByLabel('Number').fill('28');
  await expect(stop.locator('.condition__summary')).toHaveText(
    'not (Q6 is one of “High blood pressure”, “High cholesterol or triglycerides”, “Prediabetes or insulin resistance” and 4 more) and BMI of Q4 below 28',
  );
  await expect(page.getByTestId('flow-node-q:6')).toContainText('hard stop');
  await shot(page, 'rule-form');
  await expectPanelFits(page, 'the hard stop rule at 1280 px');

  // The assertion, in the Rules tab: never checkout with a BMI below 30 and none of the conditions.
  await page.getByRole('tab', { name: 'Rules' }).click();
  await page.getByRole('button', { name: 'Add an assertion' }).click();
  const added = page.getByRole('group', { name: 'Assertion assertion_1' });
  await added.getByLabel('Title').fill(TITLE);
  await added.getByLabel('Name (letters, digits, _)').fill('bmi_with_condition');
  const assertion = page.getByRole('group', { name: 'Assertion bmi_with_condition' });
  const never = assertion.getByRole('group', { name: 'Assertion bmi_with_condition: never' });
  await never.getByLabel('Question or value').selectOption('q:4');
  await expect(never.getByLabel('Number')).toHaveValue('30');
  await never.getByRole('button', { name: 'Add a test' }).click();
  const none = never.getByRole('group', { name: 'Test 2', exact: true });
  await none.getByLabel('Question or value').selectOption('q:6');
  await chooseAllConditions(none);
  await none.getByRole('button', { name: 'Not', exact: true }).click();
  await expect(never.locator('.condition__summary')).toHaveText(
    'BMI of Q4 below 30 and not (Q6 is one of “High blood pressure”, “High cholesterol or triglycerides”, “Prediabetes or insulin resistance” and 4 more)',
  );
  await expect(assertion.getByText(/✗ Broken: a path reaches checkout/)).toBeVisible();
  await shot(page, 'assertion-form');
  await expectPanelFits(page, 'the rules tab at 1280 px');

  // The Problems tab names it broken; selecting it highlights the path that breaks it and lists its answers.
  await assertion.getByRole('button', { name: 'Show the path' }).click();
  await expect(
    page.getByRole('heading', { name: `Assertions: ${proven} of ${proven + 1} proven` }),
  ).toBeVisible();
  const broken = page.getByRole('button', { name: `✗ Broken ${TITLE}` });
  await expect(broken).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`The assertion "${TITLE}" is broken: a path reaches checkout`)).toBeVisible();
  await expect(page.locator('.builder-problems__witness')).toContainText(/BMI 2[89]/);
  // The canvas shows the path around question 6 (the whole path is too long to read at once) and the overview
  // shows all of it: lead steps, every question asked, checkout.
  for (const node of ['q:5', 'q:6'])
    await expect(page.getByTestId(`flow-node-${node}`)).toHaveClass(/flow-node--highlighted/);
  await expect(page.getByTestId('flow-node-stop:6')).not.toHaveClass(/flow-node--highlighted/);
  await expect(page.locator('.flow-minimap__node--highlighted')).toHaveCount(18);
  await expect(page.getByRole('button', { name: 'Publish…' })).toBeDisabled();
  await shot(page, 'assertion-broken');

  // The preview walks the path: step by step to the goal weight, where a check refuses a goal above the weight.
  await page.getByRole('button', { name: 'Replay in preview' }).click();
  const replay = page.getByRole('region', { name: 'Replay' });
  await expect(replay).toContainText(`Replaying: The assertion “${TITLE}” is broken`);
  await expect(replay.getByRole('status')).toContainText('Step 0 of');
  for (let step = 0; step < 12; step += 1) {
    if (await page.locator('[data-preview-state="q5"]').isVisible()) break;
    await replay.getByRole('button', { name: 'Next step' }).click();
  }
  await expect(page.locator('[data-preview-state="q5"]')).toBeVisible();
  const screen = page.locator('.builder-tools__screen');
  await screen.getByRole('spinbutton').or(screen.getByRole('textbox')).first().fill('590');
  await screen.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'A check refused the answer' })).toContainText(
    'Your goal weight needs to be less than your current weight.',
  );
  await shot(page, 'preview-check');
  await replay.getByRole('button', { name: 'Play to the end' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout reached' })).toBeVisible();
  await expect(replay.getByRole('status')).toContainText('The path is walked to its end');

  // The designer fixes the slip: 30, not 28. The assertion is proven and publishing is open again.
  await page.getByLabel('Go to question').selectOption('6');
  await page.getByRole('tab', { name: 'Edit' }).click();
  await stop.getByRole('group', { name: 'Test 2', exact: true }).getByLabel('Number').fill('30');
  await page.getByRole('tab', { name: /Problems/ }).click();
  await expect(
    page.getByRole('heading', { name: `Assertions: ${proven + 1} of ${proven + 1} proven` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `✓ Proven ${TITLE}` })).toBeVisible();
  await expect(page.getByTestId('flow-node-q:6')).not.toHaveClass(/flow-node--highlighted/);
  await shot(page, 'assertion-proven');

  // An alert in the preview: an assertion that no path raises the crisis alert is broken by the answers that do;
  // replayed, the preview shows the alert in the patient's words and the clinician flag.
  await page.getByRole('tab', { name: 'Rules' }).click();
  await page.getByRole('button', { name: 'Add an assertion' }).click();
  const crisis = page.getByRole('group', { name: 'Assertion assertion_1' });
  await crisis
    .getByRole('group', { name: 'Assertion assertion_1: never' })
    .getByLabel('Question or value')
    .selectOption('alert:crisis');
  await crisis.getByRole('button', { name: 'Show the path' }).click();
  await page.getByRole('button', { name: 'Replay in preview' }).click();
  await page.getByRole('region', { name: 'Replay' }).getByRole('button', { name: 'Play to the end' }).click();
  const alerts = page.getByTestId('preview-alerts');
  await expect(alerts).toContainText('If you are struggling, help is available now');
  await expect(alerts).toContainText('flags the intake for a clinician');
  await shot(page, 'preview-alert');
  await page.getByRole('tab', { name: 'Rules' }).click();
  await page.getByRole('button', { name: 'Remove assertion assertion_1' }).click();

  // A calculation built in the small form: the weight to lose, current weight minus goal weight.
  await page.getByRole('button', { name: 'Add a calculation' }).click();
  const calculation = page.getByRole('group', { name: 'Calculation calc_1: value' });
  await calculation.getByLabel('Value', { exact: true }).selectOption({ label: 'a calculation (+ − × ÷)' });
  await calculation.getByLabel('Value: operation').selectOption('difference');
  await calculation.getByLabel('Value 1', { exact: true }).selectOption('weight.4');
  await calculation.getByLabel('Value 2', { exact: true }).selectOption('answer.5');
  await expect(calculation.locator('.expression__summary')).toHaveText('= weight of Q4 − answer of Q5');
  const calculationForm = page.getByRole('group', { name: 'Calculation calc_1', exact: true });
  await calculationForm.getByLabel('Unit').fill('lb');
  await calculationForm.screenshot({ path: test.info().outputPath('calculation.png') });
  await page.getByRole('button', { name: 'Remove calculation calc_1' }).click();

  // The goal weight's check and the crisis alert, as the question panel shows them.
  for (const [id, section] of [
    ['5', 'Checks'],
    ['9', 'Alerts'],
  ] as const) {
    await page.getByLabel('Go to question').selectOption(id);
    await page.getByRole('tab', { name: 'Edit' }).click();
    const rules = page.locator('details.rule-section', { hasText: `${section} (1)` });
    await expect(rules).toHaveAttribute('open', '');
    await rules.screenshot({ path: test.info().outputPath(`question-${id}-${section.toLowerCase()}.png`) });
  }
  await expect(
    page.getByRole('group', { name: 'Alert 1: raised when' }).locator('.condition__summary'),
  ).toHaveText('Q9 is one of “Depression or thoughts of self-harm”');

  // At a phone's width the panels stack under the canvas and still fit.
  await page.getByLabel('Go to question').selectOption('6');
  await page.getByRole('tab', { name: 'Rules' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('group', { name: 'Assertion bmi_with_condition' }).locator('summary').click();
  await expectPanelFits(page, 'the rules tab at 390 px');
  await page.getByRole('tab', { name: 'Rules' }).scrollIntoViewIfNeeded();
  await shot(page, 'rules-390', false);
  await page.getByRole('group', { name: 'Assertion bmi_with_condition: never' }).scrollIntoViewIfNeeded();
  await shot(page, 'rules-390-condition', false);
  await page.getByRole('tab', { name: 'Edit' }).click();
  await expectPanelFits(page, 'the question panel at 390 px');
  await page.getByRole('group', { name: 'Also stop when', exact: true }).scrollIntoViewIfNeeded();
  await shot(page, 'question-390', false);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Publish, and the published version carries the rule and the assertion.
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Publish v\d+$/ }).click();
  await expect(page.getByText(/Published version \d+ of the intake flow/)).toBeVisible();
  const published = await call<FlowVersion>(request, 'GET', '/api/flow-versions/intake');
  expect(published.questions.find((q) => q.id === 6)).toMatchObject({
    is_hard_stop: true,
    hard_stop_if: {
      all: [{ not: { question: 6, any_of: CONDITIONS } }, { value: 'bmi.4', below: 30 }],
    },
  });
  expect(published.assertions?.find((a) => a.name === 'bmi_with_condition')).toEqual({
    name: 'bmi_with_condition',
    title: TITLE,
    at: 'checkout',
    never: { all: [{ value: 'bmi.4', below: 30 }, { not: { question: 6, any_of: CONDITIONS } }] },
  });
  expect(published.assertions?.some((a) => a.name === 'assertion_1')).toBe(false);
  expect(errors).toEqual([]);
});

const ELIGIBILITY_TITLE = 'Weekly injections are for a BMI of 35 or more';

test('a designer writes an eligibility rule in the form, sees what the analysis says of it, and the saved draft carries it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await adminToken(request);
  await call(request, 'DELETE', '/api/admin/flows/intake/draft', { token, expected: [204, 404] });
  const draft = await call<FlowVersionDetail>(request, 'POST', '/api/admin/flows/intake/draft', {
    token,
    body: {},
    expected: 201,
  });
  const rules = draft.document.eligibility ?? [];
  const proven = draft.document.assertions?.length ?? 0;

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(webUrl(HOST, '/login'));
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(webUrl(HOST, '/admin/flows/intake/builder'));
  await expect(page.getByTestId('flow-node-q:1')).toBeVisible();

  // Evenwell's own rules, in words: one GLP-1 per order, and the first step of the schedule.
  await page.getByRole('tab', { name: 'Rules' }).click();
  const eligibility = page.getByRole('group', { name: 'Eligibility', exact: true });
  const oneGlp1 = eligibility.getByRole('group', { name: 'Eligibility rule one_glp1' });
  await expect(oneGlp1.locator('summary')).toContainText('One GLP-1 medication per order');
  await oneGlp1.locator('summary').click();
  await expect(oneGlp1.locator('.rule-status').first()).toHaveText(
    'At most 1 of products with semaglutide or tirzepatide per order.',
  );
  await oneGlp1.locator('summary').click();

  // A new rule: weekly injections only from a BMI of 35, written in the form.
  await eligibility.getByRole('button', { name: 'Add an eligibility rule' }).click();
  const added = eligibility.getByRole('group', { name: 'Eligibility rule eligibility_1' });
  await added.getByLabel('Title (the patient reads it)').fill(ELIGIBILITY_TITLE);
  await added.getByLabel('Name (letters, digits, _)').fill('injections_from_35');
  const rule = eligibility.getByRole('group', { name: 'Eligibility rule injections_from_35', exact: true });
  await rule.getByLabel('What it does').selectOption('exclude');
  // Its products: the injectable ones. The ingredient it started with cannot be the last tick taken away.
  const semaglutide = rule
    .getByRole('group', { name: 'By ingredient' })
    .getByRole('checkbox', { name: 'semaglutide', exact: true });
  await semaglutide.click();
  await expect(rule.getByText('Choose at least one product, ingredient or form.')).toBeVisible();
  await expect(semaglutide).toBeChecked();
  await rule
    .getByRole('group', { name: 'By form' })
    .getByRole('checkbox', { name: 'injectable', exact: true })
    .check();
  await semaglutide.uncheck();
  await expect(rule.getByText('Choose at least one product, ingredient or form.')).toHaveCount(0);
  await expect(
    rule.getByText('Applies to: Semaglutide Weekly Injection, Tirzepatide Weekly Injection.'),
  ).toBeVisible();

  // Only when the BMI is below 35 (a slip first: 20, which no patient who reaches checkout has).
  await rule.getByRole('button', { name: 'Only when…' }).click();
  const when = rule.getByRole('group', { name: 'Eligibility rule injections_from_35: only when' });
  const subject = when.getByLabel('Question or value');
  await expect(subject.locator('optgroup[label="Alerts"]')).toHaveCount(0);
  await subject.selectOption('q:4');
  await expect(when.getByLabel('What to test')).toHaveValue('measure:bmi');
  await when.getByLabel('Number').fill('20');
  const never =
    'The eligibility rule "injections_from_35" never applies: its condition holds on no path to checkout.';
  await expect(rule.getByText(never)).toBeVisible();
  await expect(rule.locator('summary')).toContainText('1 warning');
  await rule.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await shot(page, 'eligibility-warning', false);
  await expectPanelFits(page, 'the eligibility rule at 1280 px');

  // The warning is a finding like any other: its path to checkout on the graph and in the Problems tab.
  await rule.getByRole('button', { name: 'Show the path' }).click();
  await expect(page.getByRole('button', { name: `warning ${never}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('.builder-problems__witness')).toContainText(/BMI/);
  await expect(page.getByTestId('flow-node-checkout')).toHaveClass(/flow-node--highlighted/);
  await shot(page, 'eligibility-warning-path');

  // Fixed: 35. The rule applies on some paths and not others, every assertion stays proven, nothing blocks.
  await page.getByRole('tab', { name: 'Rules' }).click();
  await rule
    .getByRole('group', { name: 'Eligibility rule injections_from_35: only when' })
    .getByLabel('Number')
    .fill('35');
  await expect(rule.getByText(never)).toHaveCount(0);
  await expect(rule.locator('summary')).toContainText('2 products');
  await expect(rule.locator('.rule-status').first()).toHaveText(
    'Not offered: injectable products, only when BMI of Q4 below 35.',
  );
  await expect(when.locator('.condition__summary')).toHaveText('BMI of Q4 below 35');
  await rule.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await shot(page, 'eligibility-form', false);
  await page.getByRole('tab', { name: /Problems/ }).click();
  await expect(
    page.getByRole('heading', { name: `Assertions: ${proven} of ${proven} proven` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish…' })).toBeEnabled();

  // At a phone's width the form stacks under the canvas and fits.
  await page.getByRole('tab', { name: 'Rules' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await rule.locator('summary').click();
  await expect(rule).toHaveAttribute('open', '');
  await expectPanelFits(page, 'the eligibility rule at 390 px');
  await rule.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await shot(page, 'eligibility-390', false);
  await rule.getByRole('group', { name: 'By form' }).scrollIntoViewIfNeeded();
  await shot(page, 'eligibility-390-products', false);
  await when.scrollIntoViewIfNeeded();
  await shot(page, 'eligibility-390-condition', false);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Saved: the draft the API holds carries the rule as the schema writes it.
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  const saved = await call<FlowVersionDetail>(request, 'GET', '/api/admin/flows/intake/draft', { token });
  expect(saved.document.eligibility).toEqual([
    ...rules,
    {
      name: 'injections_from_35',
      title: ELIGIBILITY_TITLE,
      exclude: { forms: ['injectable'] },
      if: { value: 'bmi.4', below: 35 },
    },
  ]);
  await call(request, 'DELETE', '/api/admin/flows/intake/draft', { token, expected: 204 });
  expect(errors).toEqual([]);
});

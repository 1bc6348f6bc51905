import { fileURLToPath } from 'node:url';

import type { FlowListResponse, FlowVersion, FlowVersionDetail } from '@telehealth/schemas';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

import { apiUrl, E2E_API_TOKEN, webUrl } from './e2e-env';
import { answer, currentQuestionId, passLeadSteps, totalStepsOf } from './support/intake-driver';
import { injectAxe } from './support/page-checks';

const HOST = 'fungaid.localhost';
const TENANT = 6;
const ADMIN = { email: 'admin@example.com', password: 'admin-dev-password' };
const NEW_TITLE = 'How did you first hear about FungAid?';

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

const publishedIntake = (request: APIRequestContext) =>
  call<FlowVersion>(request, 'GET', '/api/flow-versions/intake');

/** Answers questions like a patient until the intake leaves the question pages; returns the questions seen. */
async function answerToTheEnd(page: Page, flow: FlowVersion): Promise<number[]> {
  const byId = new Map(flow.questions.map((q) => [q.id, q]));
  const visited: number[] = [];
  for (let guard = 0; guard < 60; guard += 1) {
    const id = currentQuestionId(page);
    if (id === undefined) break;
    const question = byId.get(id);
    if (!question) throw new Error(`question ${id} is not in version ${flow.version}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(question.title);
    visited.push(id);
    await answer(page, question);
    await page.waitForURL((url) => url.pathname !== `/question/${id}`);
  }
  return visited;
}

async function patientPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** Drags a connection from a source handle to a node's target handle on the canvas. */
async function connect(page: Page, source: string, handle: string, target: string) {
  const from = page.locator(`.react-flow__handle[data-nodeid="${source}"][data-handleid="${handle}"]`);
  const to = page.locator(`.react-flow__handle[data-nodeid="${target}"][data-handleid="in"]`);
  await expect(from).toBeVisible();
  await expect(to).toBeVisible();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();
}

/** Serious or critical axe findings fail the test; `exclude` names parts owned and checked elsewhere. */
async function expectNoSeriousA11yViolations(page: Page, what: string, exclude: string[] = []) {
  await injectAxe(page);
  const violations = await page.evaluate(async (excluded) => {
    type AxeResult = { violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] };
    type Axe = { run: (context: unknown) => Promise<AxeResult> };
    const context = { include: [['body']], exclude: excluded.map((selector) => [selector]) };
    const result = await (window as unknown as { axe: Axe }).axe.run(context);
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${JSON.stringify(violation.nodes.map((n) => n.target))}`,
      );
  }, exclude);
  expect(violations, what).toEqual([]);
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

test('an admin adds a question in the builder, fixes the dead end and publishes; intakes under way keep their version', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await adminToken(request);
  // Start from the published intake: drop a draft another run may have left.
  await call(request, 'DELETE', '/api/admin/flows/intake/draft', { token, expected: [204, 404] });
  const flows = await call<FlowListResponse>(request, 'GET', '/api/admin/flows', { token });
  const publishedVersion = flows.find((f) => f.key === 'intake')?.publishedVersion;
  expect(publishedVersion).toBeTruthy();
  original = { version: publishedVersion! };
  const before = await publishedIntake(request);
  const last = before.questions.find((q) => q.next_question_map['Final'] === 0 && q.next === null)!;
  const beforeLast = before.questions.find(
    (q) => q.next === last.id && Object.keys(q.next_question_map).length === 0,
  )!;
  expect(beforeLast, 'the intake has a question whose next is its last question').toBeTruthy();
  const newId = Math.max(...before.questions.map((q) => q.id)) + 1;

  // A patient starts on the published version and answers the first questions.
  const early = await patientPage(browser);
  await passLeadSteps(early, HOST, totalStepsOf(before), before.first_question_id);
  for (let i = 0; i < 2; i += 1) {
    const id = currentQuestionId(early)!;
    await answer(
      early,
      before.questions.find((q) => q.id === id)!,
    );
    await early.waitForURL((url) => url.pathname !== `/question/${id}`);
  }

  // The admin opens the intake's builder and starts a draft.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(webUrl(HOST, '/login'));
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(webUrl(HOST, '/admin/flows'));
  await expect(page.getByRole('heading', { name: 'Flows', level: 1 })).toBeVisible();
  // While the builder's code is on its way, the builder's address shows a loading line, not the flows list.
  let holdScripts = true;
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (holdScripts) await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByRole('link', { name: 'Open builder for the intake flow' }).click();
  await expect(page).toHaveURL(/\/admin\/flows\/intake\/builder$/);
  await expect(page.getByRole('status').filter({ hasText: 'Loading the page…' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Flows', level: 1 })).toBeHidden();
  holdScripts = false;
  await expect(page.getByRole('heading', { name: /^Intake flow builder/, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Start a draft' }).click();
  await expect(page.getByTestId(`flow-node-q:${before.first_question_id}`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await page.getByRole('tab', { name: /Problems/ }).click();
  await expect(
    page.getByText('No problems: every answer leads somewhere and checkout can be reached.'),
  ).toBeVisible();

  // Select the question before the last one, add a question beside it and connect its `next` to the new one.
  await page.getByLabel('Go to question').selectOption(String(beforeLast.id));
  await page.getByTestId(`flow-node-q:${beforeLast.id}`).click();
  await expect(page.getByRole('heading', { name: `Question #${beforeLast.id}`, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByRole('heading', { name: `Question #${newId}`, level: 2 })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(NEW_TITLE);
  await expectNoSeriousA11yViolations(page, 'builder with the question panel');
  await page.getByLabel('Type', { exact: true }).selectOption('text');
  await connect(page, `q:${beforeLast.id}`, 'next', `q:${newId}`);

  // The new question leads nowhere (and the last question is cut off): the analysis reports the dead end and
  // publishing is blocked.
  await page.getByRole('tab', { name: /Problems/ }).click();
  const deadEnd = page.getByRole('button', {
    name: `error Question ${newId} is a dead end: nothing follows it (no next, no Final).`,
  });
  await expect(deadEnd).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish…' })).toBeDisabled();
  await expect(page.getByTestId(`flow-node-q:${newId}`)).toContainText('1 error');

  // Clicking the problem focuses the node; the panel sends it on to the last question.
  await deadEnd.click();
  await page.getByRole('tab', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: `Question #${newId}`, level: 2 })).toBeVisible();
  await page.getByLabel('Next', { exact: true }).selectOption(String(last.id));
  await page.getByRole('tab', { name: /Problems/ }).click();
  await expect(
    page.getByText('No problems: every answer leads somewhere and checkout can be reached.'),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

  // Undo and redo work on the document (and autosave like any edit).
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(deadEnd).toBeVisible();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(
    page.getByText('No problems: every answer leads somewhere and checkout can be reached.'),
  ).toBeVisible();

  // Review the diff and publish.
  await page.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(NEW_TITLE);
  // The diff's own section headings are the diff view's (checked with it); the dialog around it is checked here.
  await expectNoSeriousA11yViolations(page, 'publish dialog');
  await expect(dialog).toContainText(
    `Question ${beforeLast.id}, next: question ${last.id} → question ${newId}`,
  );
  await expect(dialog).toContainText(`Question ${newId}, next → question ${last.id}`);
  const draftVersion = (await call<FlowListResponse>(request, 'GET', '/api/admin/flows', { token })).find(
    (f) => f.key === 'intake',
  )!.draftVersion!;
  await dialog.getByRole('button', { name: `Publish v${draftVersion}` }).click();
  await expect(page.getByText(`Published version ${draftVersion} of the intake flow`)).toBeVisible();
  expect(errors).toEqual([]);

  const after = await publishedIntake(request);
  expect(after.version).toBe(draftVersion);
  expect(after.questions.find((q) => q.id === newId)).toMatchObject({
    title: NEW_TITLE,
    type: 'text',
    next: last.id,
  });
  expect(after.questions.find((q) => q.id === beforeLast.id)?.next).toBe(newId);

  // The patient who started before finishes on the old version: the new question never shows.
  const earlyVisited = await answerToTheEnd(early, before);
  expect(new URL(early.url()).pathname).toBe('/start/checkout');
  expect(earlyVisited).not.toContain(newId);
  expect(earlyVisited).toContain(last.id);

  // A new patient meets the new question between the two it was put between.
  const late = await patientPage(browser);
  await passLeadSteps(late, HOST, totalStepsOf(after), after.first_question_id);
  const lateVisited = await answerToTheEnd(late, after);
  expect(new URL(late.url()).pathname).toBe('/start/checkout');
  const at = lateVisited.indexOf(newId);
  expect(at, `visited ${lateVisited.join(', ')}`).toBeGreaterThan(0);
  expect(lateVisited[at - 1]).toBe(beforeLast.id);
  expect(lateVisited[at + 1]).toBe(last.id);
});

test('a save that meets a colleague’s save shows the conflict and loads their version instead of overwriting it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  await call(request, 'DELETE', '/api/admin/flows/intake/draft', { token, expected: [204, 404] });
  const draft = await call<FlowVersionDetail>(request, 'POST', '/api/admin/flows/intake/draft', {
    token,
    body: {},
    expected: 201,
  });
  const first = draft.document.questions[0]!;

  await page.goto(webUrl(HOST, '/login'));
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(webUrl(HOST, '/admin/flows/intake/builder'));
  await expect(page.getByTestId(`flow-node-q:${first.id}`)).toBeVisible();

  // A colleague saves the draft meanwhile.
  const theirs = {
    ...draft.document,
    questions: draft.document.questions.map((q) => (q.id === first.id ? { ...q, title: 'Their title' } : q)),
  };
  await call(request, 'PUT', '/api/admin/flows/intake/draft', {
    token,
    body: { document: theirs, revision: draft.revision },
  });

  // This admin's edit cannot be saved on top of it.
  await page.getByLabel('Go to question').selectOption(String(first.id));
  await page.getByLabel('Title', { exact: true }).fill('My title');
  const conflict = page.getByRole('alert').filter({ hasText: 'Someone else saved this draft.' });
  await expect(conflict).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Not saved: conflict' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish…' })).toBeDisabled();
  const stored = await call<FlowVersionDetail>(request, 'GET', '/api/admin/flows/intake/draft', { token });
  expect(stored.document.questions[0]!.title).toBe('Their title');

  await conflict.getByRole('button', { name: 'Load their version' }).click();
  await expect(conflict).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await page.getByLabel('Go to question').selectOption(String(first.id));
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Their title');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

  await call(request, 'DELETE', '/api/admin/flows/intake/draft', { token, expected: 204 });
});

test('an admin imports the PHQ-9 instrument into the follow-up draft: scores, the total and its branches show and edit', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  await call(request, 'DELETE', '/api/admin/flows/followup/draft', { token, expected: [204, 404] });
  await call(request, 'POST', '/api/admin/flows/followup/draft', { token, body: {}, expected: 201 });
  try {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(webUrl(HOST, '/login'));
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(webUrl(HOST, '/admin/flows/followup/builder'));
    await expect(page.getByRole('heading', { name: /^Followup flow builder/, level: 1 })).toBeVisible();

    await page
      .getByLabel('Import a flow JSON file')
      .setInputFiles(fileURLToPath(new URL('../../flows/data/instruments/phq-9.json', import.meta.url)));
    await expect(page.getByText(/Imported phq-9\.json; it replaces the draft/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    await page.getByRole('tab', { name: /Problems/ }).click();
    await expect(
      page.getByText('No problems: every answer leads somewhere and checkout can be reached.'),
    ).toBeVisible();

    // The closing item shows its scores, its branch on the total and its crisis stop.
    await page.getByLabel('Go to question').selectOption('909');
    const item9 = page.getByTestId('flow-node-q:909');
    await expect(item9).toContainText('Several days (1)');
    await expect(item9).toContainText('phq9 > 0');
    await page.getByRole('tab', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Question #909', level: 2 })).toBeVisible();
    await expect(page.getByLabel('Score of option 4')).toHaveValue('3');
    await expect(page.getByLabel('Total', { exact: true })).toHaveValue('phq9');
    await expect(page.getByLabel('Stops at least')).toHaveValue('20');
    await expect(page.getByLabel('Target of branch 1')).toHaveValue('910');
    await expectNoSeriousA11yViolations(page, 'question panel of a scored question');

    // The Totals tab lists the total with its range and the question that reads it.
    await page.getByRole('tab', { name: 'Totals' }).click();
    await expect(page.getByLabel('Questions (ids)')).toHaveValue(
      '901, 902, 903, 904, 905, 906, 907, 908, 909',
    );
    await expect(page.getByText('Scores from 0 to 27. Read by question 909.')).toBeVisible();

    // An option without a score is reported on the total; giving it one again clears the problem.
    await page.getByLabel('Go to question').selectOption('901');
    await page.getByRole('tab', { name: 'Edit' }).click();
    await page.getByLabel('Score of option 4').fill('');
    await page.getByRole('tab', { name: /Problems/ }).click();
    await expect(
      page.getByRole('button', {
        name: 'error The total "phq9" counts question 901, whose answers "Nearly every day" have no score.',
      }),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Edit' }).click();
    await page.getByLabel('Score of option 4').fill('3');
    await page.getByRole('tab', { name: /Problems/ }).click();
    await expect(
      page.getByText('No problems: every answer leads somewhere and checkout can be reached.'),
    ).toBeVisible();

    // The paths follow the total: to the end, through the difficulty question, and to the crisis stop.
    await page.getByRole('tab', { name: 'Paths' }).click();
    await expect(page.getByText(/To the hard stop at question 909/).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    const saved = await call<FlowVersionDetail>(request, 'GET', '/api/admin/flows/followup/draft', { token });
    expect(saved.document.totals).toEqual([
      { name: 'phq9', title: 'PHQ-9 total score', questions: [901, 902, 903, 904, 905, 906, 907, 908, 909] },
    ]);
    expect(saved.document.tenant_id).toBe(TENANT);
    expect(errors).toEqual([]);
  } finally {
    await call(request, 'DELETE', '/api/admin/flows/followup/draft', { token, expected: [204, 404] });
  }
});

test('an admin sets a number question’s minimum, maximum and unit in the builder; the saved draft carries them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  await call(request, 'DELETE', '/api/admin/flows/intake/draft', { token, expected: [204, 404] });
  const draft = await call<FlowVersionDetail>(request, 'POST', '/api/admin/flows/intake/draft', {
    token,
    body: {},
    expected: 201,
  });
  const number = draft.document.questions.find((q) => q.type === 'number')!;
  const other = draft.document.questions.find((q) => q.type !== 'number')!;
  expect(number, 'the intake has a number question').toBeTruthy();
  const savedInput = async () =>
    (
      await call<FlowVersionDetail>(request, 'GET', '/api/admin/flows/intake/draft', { token })
    ).document.questions.find((q) => q.id === number.id)?.input;
  try {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(webUrl(HOST, '/login'));
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(webUrl(HOST, '/admin/flows/intake/builder'));
    await expect(page.getByTestId(`flow-node-q:${draft.document.first_question_id}`)).toBeVisible();

    // The fields are there for a number question only.
    await page.getByLabel('Go to question').selectOption(String(other.id));
    await expect(page.getByRole('heading', { name: `Question #${other.id}`, level: 2 })).toBeVisible();
    await expect(page.getByLabel('Minimum', { exact: true })).toHaveCount(0);
    await page.getByLabel('Go to question').selectOption(String(number.id));
    await expect(page.getByRole('heading', { name: `Question #${number.id}`, level: 2 })).toBeVisible();
    const minimum = page.getByLabel('Minimum', { exact: true });
    const maximum = page.getByLabel('Maximum', { exact: true });
    const unit = page.getByLabel('Unit', { exact: true });
    await expect(minimum).toHaveValue(String(number.input?.min ?? ''));
    await expect(unit).toHaveValue(number.input?.unit ?? '');

    // Typed key by key, "15." stays in the field on the way to 15.5.
    await maximum.fill('');
    await maximum.pressSequentially('15.5');
    await expect(maximum).toHaveValue('15.5');
    await unit.fill('toenails');
    // What is not a number, or puts the minimum above the maximum, is said beside the field and not saved.
    await minimum.fill('12abc');
    await expect(page.getByRole('alert')).toHaveText(
      'Minimum must be a number (such as 80 or 1.5), not "12abc".',
    );
    await expect(minimum).toHaveAttribute('aria-invalid', 'true');
    await minimum.fill('16');
    await expect(page.getByRole('alert')).toHaveText('Minimum (16) cannot be above the maximum (15.5).');
    await expectNoSeriousA11yViolations(page, 'number fields with an error');
    await minimum.fill('2');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect.poll(savedInput).toEqual({ min: 2, max: 15.5, unit: 'toenails' });

    // An emptied field removes what it held; Undo brings it back.
    await unit.fill('');
    await expect.poll(savedInput).toEqual({ min: 2, max: 15.5 });
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(unit).toHaveValue('toenails');
    await expect.poll(savedInput).toEqual({ min: 2, max: 15.5, unit: 'toenails' });
    expect(errors).toEqual([]);
  } finally {
    await call(request, 'DELETE', '/api/admin/flows/intake/draft', { token, expected: [204, 404] });
  }
});

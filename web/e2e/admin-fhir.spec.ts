import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

import { flowToQuestionnaire } from '@telehealth/engine/fhir';
import type { FlowListResponse, FlowVersion } from '@telehealth/schemas';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';

import { apiUrl, webUrl } from './e2e-env';
import { apiHeaders, loginSeededAdmin, paidCustomerOrder, SEEDED_ADMIN } from './support/api-driver';

const HOST = 'fungaid.localhost';
const TENANT = 6;
const PHONE = { width: 390, height: 844 };

/** The PHQ-9 instrument of flows/ (read as a file: the storefront's tests do not import the data package). */
const phq9 = JSON.parse(
  readFileSync(new URL('../../flows/data/instruments/phq-9.json', import.meta.url), 'utf8'),
) as FlowVersion;

/** A Questionnaire written by another system: a group, a boolean and a calculated score that do not map exactly. */
const FOREIGN = {
  resourceType: 'Questionnaire',
  status: 'active',
  title: 'Sleep check',
  item: [
    {
      linkId: 'g',
      type: 'group',
      text: 'Sleep',
      item: [
        { linkId: 'snore', type: 'boolean', text: 'Do you snore?', required: true },
        { linkId: 'hours', type: 'integer', text: 'Hours of sleep a night', required: true },
      ],
    },
  ],
};

/** The intake's published version now (other specs publish new ones on the same database). */
async function publishedIntake(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(apiUrl('/api/admin/flows'), { headers: apiHeaders(TENANT, token) });
  expect(response.status()).toBe(200);
  const flows = (await response.json()) as FlowListResponse;
  const version = flows.find((flow) => flow.key === 'intake')?.publishedVersion;
  if (!version) throw new Error('the intake has no published version');
  return version;
}

async function logIn(page: Page) {
  await page.goto(webUrl(HOST, '/login'));
  await page.getByLabel('Email').fill(SEEDED_ADMIN.email);
  await page.getByLabel('Password').fill(SEEDED_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const jsonOf = async (download: Download) =>
  JSON.parse(await readFile((await download.path()) as string, 'utf8'));

/** Nothing on the page is wider than a phone's screen. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

/** Runs `body` with tenant 6's follow-up draft discarded before and after: these tests create one. */
async function withoutFollowupDraft(
  request: APIRequestContext,
  body: (adminToken: string) => Promise<void>,
): Promise<void> {
  const token = await loginSeededAdmin(request, TENANT);
  const discard = () =>
    request.delete(apiUrl('/api/admin/flows/followup/draft'), { headers: apiHeaders(TENANT, token) });
  await discard();
  try {
    await body(token);
  } finally {
    await discard();
  }
}

test.use({ viewport: PHONE });

test('an admin downloads a flow version as a FHIR Questionnaire and imports Questionnaires as a new draft, seeing what did not map', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await withoutFollowupDraft(request, async (token) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const version = await publishedIntake(request, token);
    await logIn(page);
    await page.goto(webUrl(HOST, '/admin/flows'));
    const intake = page.getByRole('region', { name: /^Intake/ });
    const downloadButton = intake.getByRole('button', { name: `Download FHIR v${version}` });
    await expect(downloadButton).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toBe(`intake-v${version}-questionnaire.fhir.json`);
    const questionnaire = await jsonOf(download);
    expect(questionnaire).toMatchObject({
      resourceType: 'Questionnaire',
      url: 'https://telehealth.local/fhir/Questionnaire/tenant-6-intake',
      version: String(version),
      status: 'active',
    });
    await expect(
      intake.getByText(
        `Version ${version} saved as a FHIR Questionnaire: intake-v${version}-questionnaire.fhir.json.`,
      ),
    ).toBeVisible();

    // Another system's Questionnaire: the report says what will not map, before anything is created.
    const followup = page.getByRole('region', { name: /^Follow-up visit/ });
    await followup.getByTestId('fhir-import-followup').setInputFiles({
      name: 'sleep.json',
      mimeType: 'application/fhir+json',
      buffer: Buffer.from(JSON.stringify(FOREIGN)),
    });
    const before = followup.getByTestId('fhir-import-report');
    await expect(before.getByRole('heading', { name: 'Before importing sleep.json' })).toBeVisible();
    await expect(before).toContainText('A Questionnaire of another system');
    await expect(before).toContainText('group "Sleep" flattened');
    await expect(before).toContainText('boolean imported as a Yes / No choice');
    await expectNoSidewaysScroll(page);
    await followup.getByRole('button', { name: 'Cancel' }).click();
    await expect(before).toHaveCount(0);

    // Our PHQ-9 export: read back exactly, created as the follow-up's new draft, the report shown again.
    await followup.getByTestId('fhir-import-followup').setInputFiles({
      name: 'phq-9.fhir.json',
      mimeType: 'application/fhir+json',
      buffer: Buffer.from(JSON.stringify(flowToQuestionnaire(phq9))),
    });
    await expect(followup.getByTestId('fhir-import-report')).toContainText('Everything mapped.');
    await expect(followup.getByTestId('fhir-import-report')).toContainText('10 questions');
    await followup.getByRole('button', { name: 'Create draft from phq-9.fhir.json' }).click();
    const after = followup.getByRole('status').filter({ hasText: /Draft v\d+ created/ });
    await expect(after).toBeVisible();
    await expect(after).toContainText('An export of this storefront');
    await expect(after.getByRole('link', { name: 'Open the draft in the builder' })).toHaveAttribute(
      'href',
      '/admin/flows/followup/builder',
    );
    await expectNoSidewaysScroll(page);

    const draft = await request.get(apiUrl('/api/admin/flows/followup/draft'), {
      headers: apiHeaders(TENANT, token),
    });
    expect(draft.status()).toBe(200);
    const { document } = await draft.json();
    expect(document.title).toBe(phq9.title);
    expect(document.totals).toEqual(phq9.totals);
    expect(document.questions).toEqual(phq9.questions);

    // With a draft, a second import is not offered: an import never replaces a draft.
    await followup.getByTestId('fhir-import-followup').setInputFiles({
      name: 'sleep.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(FOREIGN)),
    });
    await expect(followup.getByRole('alert')).toContainText('The followup flow has a draft');
    await expect(followup.getByRole('button', { name: 'Create draft from sleep.json' })).toBeDisabled();

    expect(errors).toEqual([]);
  });
});

test("an admin downloads an order's intake as a FHIR QuestionnaireResponse from the order page", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const version = await publishedIntake(request, await loginSeededAdmin(request, TENANT));
  const { orderId, created } = await paidCustomerOrder(request, TENANT, 'fhir');
  await logIn(page);
  await page.goto(webUrl(HOST, `/admin/order/${orderId}`));
  await expect(page.getByRole('heading', { name: `Order ${orderId}`, level: 1 })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download FHIR QuestionnaireResponse' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`order-${orderId}-responses.fhir.json`);
  const bundle = await jsonOf(download);
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  expect(bundle.entry[0].resource).toMatchObject({
    resourceType: 'QuestionnaireResponse',
    identifier: { value: created },
    questionnaire: `https://telehealth.local/fhir/Questionnaire/tenant-6-intake|${version}`,
    status: 'completed',
  });
  expect(bundle.entry[0].resource.item.length).toBeGreaterThan(3);
  await expect(
    page.getByText(/^Saved order-\d+-responses\.fhir\.json: 1 QuestionnaireResponse/),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('an admin starts the follow-up draft from GAD-7 in the instrument library and opens it in the builder', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await withoutFollowupDraft(request, async (token) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await logIn(page);
    await page.goto(webUrl(HOST, '/admin/flows'));
    // Instruments are follow-ups: the intake offers none.
    await expect(
      page
        .getByRole('region', { name: /^Intake/ })
        .getByRole('row')
        .first(),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: /^Intake/ }).getByLabel('Start a draft from a scored instrument'),
    ).toHaveCount(0);

    const followup = page.getByRole('region', { name: /^Follow-up visit/ });
    await expect(followup.getByRole('button', { name: 'Start draft from the instrument' })).toBeDisabled();
    await followup
      .getByLabel('Start a draft from a scored instrument')
      .selectOption({ label: 'GAD-7 anxiety screening' });
    await expect(followup.getByText(/^8 questions, scored as GAD-7 total score\./)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await followup.getByRole('button', { name: 'Start draft from GAD-7 anxiety screening' }).click();

    await page.waitForURL((url) => url.pathname === '/admin/flows/followup/builder');
    await expect(page.getByRole('heading', { name: /^Followup flow builder/, level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Edit' })).toBeVisible();
    // At phone width the canvas keeps its overview out of the way of the nodes (builder.css).
    await expect(page.locator('.react-flow__node').first()).toBeVisible();
    const overview = page.getByLabel('Overview of the flow');
    await expect(overview).toHaveCount(1);
    await expect(overview).toBeHidden();
    const draft = await request.get(apiUrl('/api/admin/flows/followup/draft'), {
      headers: apiHeaders(TENANT, token),
    });
    expect(draft.status()).toBe(200);
    const { document } = (await draft.json()) as { document: FlowVersion };
    expect(document.title).toBe('GAD-7 anxiety screening');
    expect(document.totals?.map((total) => total.name)).toEqual(['gad7']);

    // Back on the flows page, the draft is listed and no second start is offered.
    await page.goto(webUrl(HOST, '/admin/flows'));
    await expect(followup.getByText(/Draft: v\d+/)).toBeVisible();
    await expect(followup.getByLabel('Start a draft from a scored instrument')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    expect(errors).toEqual([]);
  });
});

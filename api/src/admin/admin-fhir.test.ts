import { randomBytes } from 'node:crypto';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { analyzeFlow, enumeratePaths, eventsForPath, indexFlow } from '@telehealth/engine';
import { generateFlow } from '@telehealth/engine/testing';
import {
  flowToQuestionnaire,
  type Bundle,
  type QuestionnaireResponse,
  type QuestionnaireResponseItem,
} from '@telehealth/engine/fhir';
import { loadCatalog } from '@telehealth/flows';
import type { FhirImportResponse, FlowVersion, StartData, UploadedFile } from '@telehealth/schemas';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  call,
  db,
  insertOrder,
  insertUser,
  publishedIntake,
  seededAdminId,
  tokenFor,
} from '../testing/admin-fixtures.js';
import { toFlowFinding } from '../flow/flow-admin.exception.js';
import { FLOW_ENGINE_TIME_LIMIT_MS, FlowEnginePool } from '../flow/flow-engine-pool.service.js';
import { expectShape } from '../testing/expect-shape.js';
import { tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import { image } from '../upload/__fixtures__/files.js';
import { UploadService } from '../upload/upload.service.js';
import { FHIR_INLINE_MAX_BYTES } from './admin-fhir.service.js';

const pg = useTestPostgres();
const catalog = loadCatalog();
const phq9 = (catalog.instruments ?? []).find((instrument) => instrument.id === 'phq-9')?.flow as FlowVersion;
/** Tenant 7's published intake version in flows/data (the one the seed publishes). */
const PUBLISHED = tenantData(7).flows.find((f) => f.key === 'intake' && f.status === 'published')!.version;
/** Tenant 7's published follow-up version in flows/data; a follow-up draft takes the version after it. */
const FOLLOWUP = tenantData(7).flows.find((f) => f.key === 'followup' && f.status === 'published')!.version;

/** The answers of a path of the flow through `through` that ends at checkout, as the machine records them. */
function answersThrough(flow: FlowVersion, through: string, asOf: string): StartData {
  const index = indexFlow(flow);
  const path = enumeratePaths(index, { limit: 5000 }).paths.find(
    (p) => p.end === 'checkout' && p.states.includes(through),
  );
  if (!path) throw new Error(`no path through ${through}`);
  const answers: StartData = {};
  for (const event of eventsForPath(index, path, asOf) ?? []) {
    if (event.type !== 'ANSWER') continue;
    const question = index.questions.get(event.questionId);
    answers[String(event.questionId)] = {
      value: event.value,
      question: question?.title ?? '',
      ...(event.detail === undefined || !question?.free_field ? {} : { detail: event.detail }),
    };
  }
  return answers;
}

describe('FHIR R4 for admins', () => {
  let app: NestFastifyApplication;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    app = await pg.newApp();
    tokens.admin7 = await tokenFor(app, 7, await seededAdminId(app, 7), 0);
    tokens.admin6 = await tokenFor(app, 6, await seededAdminId(app, 6), 0);
    tokens.agent7 = await tokenFor(app, 7, await insertUser(app, 7, 'agent.fhir@example.com', 2), 2);
    tokens.customer7 = await tokenFor(app, 7, await insertUser(app, 7, 'customer.fhir@example.com', 1), 1);
  }, 120_000);

  describe('GET /api/admin/flows/{key}/versions/{version}/fhir', () => {
    it("answers the version's Questionnaire as application/fhir+json, for admins only", async () => {
      const response = await call(app, 'GET', `/api/admin/flows/intake/versions/${PUBLISHED}/fhir`, {
        tenant: 7,
        token: tokens.admin7,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="evenwell-intake-v${PUBLISHED}-questionnaire.json"`,
      );
      const flow = (await publishedIntake(app, 7)).document as FlowVersion;
      expect(response.json()).toEqual(flowToQuestionnaire(flow));
      expect(response.json()).toMatchObject({
        resourceType: 'Questionnaire',
        url: 'https://telehealth.local/fhir/Questionnaire/tenant-7-intake',
        version: String(PUBLISHED),
        status: 'active',
      });

      const as = (token?: string) =>
        call(app, 'GET', `/api/admin/flows/intake/versions/${PUBLISHED}/fhir`, { tenant: 7, token });
      expect((await as(tokens.agent7)).statusCode).toBe(403);
      expect((await as(tokens.customer7)).statusCode).toBe(403);
      expect((await as()).statusCode).toBe(401);
      // Another tenant's admin token is refused in this tenant.
      expect((await as(tokens.admin6)).statusCode).toBe(403);
      const missing = await call(app, 'GET', '/api/admin/flows/intake/versions/99/fhir', {
        tenant: 7,
        token: tokens.admin7,
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('GET /api/admin/orders/{id}/fhir', () => {
    let orderId: number;
    let customerId: number;
    let small: UploadedFile;
    let large: UploadedFile;
    let smallBytes: Buffer;
    let otherOrderId: number;
    let otherFile: UploadedFile;
    const asOf = new Date().toISOString().slice(0, 10);

    beforeAll(async () => {
      const uploads = app.get(UploadService);
      customerId = await insertUser(app, 7, 'patient.fhir@example.com', 1);
      const intake = (await publishedIntake(app, 7)).document as FlowVersion;
      const answers = answersThrough(intake, 'q15', asOf);
      orderId = await insertOrder(app, 7, {
        created: 'fhir-order-0000000000000001',
        userId: customerId,
        paidAt: new Date(),
        shipping: {
          firstName: 'Rosa',
          lastName: 'Diaz',
          address: { line1: '1 Main St', city: 'Denver', state: 'CO', postalCode: '80202' },
          email: 'patient.fhir@example.com',
          phone: '3035550100',
        },
      });
      small = await uploads.store(
        7,
        { bytes: await image('png'), filename: 'label.png' },
        { userId: customerId, orderId },
      );
      // A noisy photo: its JPEG is larger than what travels inline.
      const noise = await sharp(randomBytes(1400 * 1400 * 3), {
        raw: { width: 1400, height: 1400, channels: 3 },
      })
        .png()
        .toBuffer();
      large = await uploads.store(7, { bytes: noise, filename: 'pen.png' }, { userId: customerId, orderId });
      expect(large.size).toBeGreaterThan(FHIR_INLINE_MAX_BYTES);
      const stream = await uploads.stream((await uploads.find(7, small.fileId))!);
      const chunks: Buffer[] = [];
      for await (const chunk of stream!) chunks.push(chunk as Buffer);
      smallBytes = Buffer.concat(chunks);
      const strip = ({ url: _url, ...file }: UploadedFile) => file;
      answers['15'] = { value: [strip(small), strip(large)], question: 'Proof' };
      await db(app).query(`UPDATE orders SET start_data = $2 WHERE id = $1`, [
        orderId,
        JSON.stringify(answers),
      ]);

      // A follow-up visit on the order (the tenant's published follow-up, walked to its end).
      const followup = (
        (await db(app).query(
          `SELECT id, document FROM flow_versions WHERE tenant_id = 7 AND key = 'followup' AND status = 'published'`,
        )) as { id: string; document: FlowVersion }[]
      )[0]!;
      const followupAnswers = answersThrough(followup.document, 'checkout', asOf);
      await db(app).query(
        `INSERT INTO followup_visits (tenant_id, order_id, flow_version_id, answers, status, user_id)
         VALUES (7, $1, $2, $3, 'completed', $4)`,
        [orderId, followup.id, JSON.stringify(followupAnswers), customerId],
      );

      otherOrderId = await insertOrder(app, 7, { created: 'fhir-order-0000000000000002' });
      otherFile = await uploads.store(
        7,
        { bytes: await image('jpeg'), filename: 'x.jpg' },
        { userId: null, orderId: otherOrderId },
      );
    }, 120_000);

    const get = (url: string, token?: string, tenant = 7) => call(app, 'GET', url, { tenant, token });

    it('answers a Bundle of the intake and follow-up QuestionnaireResponses, files inline or linked', async () => {
      const response = await get(`/api/admin/orders/${orderId}/fhir`, tokens.admin7);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="evenwell-order-${orderId}-fhir.json"`,
      );
      const bundle = response.json() as Bundle<QuestionnaireResponse>;
      expectShape('FhirBundle', bundle);
      expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
      const [intake, visit] = (bundle.entry ?? []).map((entry) => entry.resource);
      expect(bundle.entry).toHaveLength(2);
      expect(intake).toMatchObject({
        resourceType: 'QuestionnaireResponse',
        id: `order-${orderId}`,
        identifier: {
          system: 'https://telehealth.local/fhir/tenant-7/intake',
          value: 'fhir-order-0000000000000001',
        },
        questionnaire: `https://telehealth.local/fhir/Questionnaire/tenant-7-intake|${PUBLISHED}`,
        status: 'completed',
        subject: {
          identifier: { system: 'https://telehealth.local/fhir/tenant-7/patient', value: String(customerId) },
          display: 'Rosa Diaz',
        },
      });
      expect(visit).toMatchObject({
        questionnaire: `https://telehealth.local/fhir/Questionnaire/tenant-7-followup|${FOLLOWUP}`,
        status: 'completed',
      });
      const files = (intake?.item ?? []).find(
        (item: QuestionnaireResponseItem) => item.linkId === '15',
      )?.answer;
      expect(files).toEqual([
        {
          valueAttachment: expect.objectContaining({
            contentType: 'image/jpeg',
            title: 'label.png',
            size: small.size,
            data: smallBytes.toString('base64'),
          }),
        },
        {
          valueAttachment: expect.objectContaining({
            contentType: 'image/jpeg',
            title: 'pen.png',
            size: large.size,
            url: `http://localhost:80/api/admin/orders/${orderId}/files/${large.fileId}`,
          }),
        },
      ]);
    });

    it("serves the linked file to staff at an address that does not expire, only for the order's files", async () => {
      const url = `/api/admin/orders/${orderId}/files/${large.fileId}`;
      const file = await get(url, tokens.agent7);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.rawPayload.length).toBe(large.size);
      expect((await get(url, tokens.customer7)).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(401);
      expect(
        (await get(`/api/admin/orders/${orderId}/files/${otherFile.fileId}`, tokens.admin7)).statusCode,
      ).toBe(404);
      expect(
        (await get(`/api/admin/orders/${otherOrderId}/files/${otherFile.fileId}`, tokens.admin7)).statusCode,
      ).toBe(200);
    });

    it('is for staff of the tenant: customers and anonymous callers are refused, another tenant sees 404', async () => {
      expect((await get(`/api/admin/orders/${orderId}/fhir`, tokens.agent7)).statusCode).toBe(200);
      expect((await get(`/api/admin/orders/${orderId}/fhir`, tokens.customer7)).statusCode).toBe(403);
      expect((await get(`/api/admin/orders/${orderId}/fhir`)).statusCode).toBe(401);
      const other = await get(`/api/admin/orders/${orderId}/fhir`, tokens.admin6, 6);
      expect(other.statusCode).toBe(404);
      expect((await get('/api/admin/orders/abc/fhir', tokens.admin7)).statusCode).toBe(400);
      expect((await get('/api/admin/orders/2147483000/fhir', tokens.admin7)).statusCode).toBe(404);
    });

    it("is audited as a staff read of the patient's data", async () => {
      await get(`/api/admin/orders/${orderId}/fhir`, tokens.admin7);
      const entries = (await db(app).query(
        `SELECT actor_role, subject_user_id, resource, resource_id, status_code FROM audit_log
          WHERE tenant_id = 7 AND resource = 'order_fhir' AND resource_id = $1`,
        [String(orderId)],
      )) as { subject_user_id: number; status_code: number }[];
      expect(entries.length).toBeGreaterThanOrEqual(1);
      expect(entries[0]).toMatchObject({ subject_user_id: customerId, status_code: 200 });
      const file = (await db(app).query(
        `SELECT subject_user_id FROM audit_log WHERE tenant_id = 7 AND resource = 'order_file'`,
      )) as { subject_user_id: number }[];
      expect(file).toContainEqual({ subject_user_id: customerId });
    });
  });

  describe('POST /api/admin/flows/{key}/fhir', () => {
    const post = (
      key: string,
      body: unknown,
      { token = tokens.admin7, type = 'application/fhir+json' } = {},
    ) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/flows/${key}/fhir`,
        headers: {
          token: 'dev-shared-token',
          tenant: '7',
          authorization: `Bearer ${token}`,
          'content-type': type,
        },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const discard = (key: string) =>
      call(app, 'DELETE', `/api/admin/flows/${key}/draft`, { tenant: 7, token: tokens.admin7 });

    it('imports our PHQ-9 export as the new follow-up draft, exactly, and never replaces a draft', async () => {
      const response = await post('followup', flowToQuestionnaire(phq9));
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expectShape('FhirImportResponse', body);
      expect(body.report).toEqual({ source: 'telehealth', questions: 10, issues: [] });
      expect(body.draft).toMatchObject({
        key: 'followup',
        version: FOLLOWUP + 1,
        status: 'draft',
        revision: 1,
      });
      expect(body.draft.document).toEqual({ ...phq9, tenant_id: 7, version: FOLLOWUP + 1, status: 'draft' });

      const again = await post('followup', flowToQuestionnaire(phq9));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'FLOW_DRAFT_EXISTS' });
      const stored = (await db(app).query(
        `SELECT count(*)::int AS n FROM flow_versions WHERE tenant_id = 7 AND key = 'followup' AND status = 'draft'`,
      )) as [{ n: number }];
      expect(stored[0].n).toBe(1);
      expect((await discard('followup')).statusCode).toBe(204);
    });

    it('imports a Questionnaire of another system with the report of what did not map', async () => {
      const response = await post(
        'followup',
        {
          resourceType: 'Questionnaire',
          status: 'active',
          title: 'Sleep check',
          item: [
            { linkId: 'a', type: 'boolean', text: 'Do you snore?', required: true },
            { linkId: 'b', type: 'integer', text: 'Hours of sleep', required: true },
            { linkId: 'c', type: 'reference', text: 'Your GP' },
          ],
        },
        { type: 'application/json' },
      );
      expect(response.statusCode).toBe(201);
      const { draft, report } = response.json();
      expect(draft.document.questions.map((q: { type: string }) => q.type)).toEqual([
        'single_choice',
        'number',
        'text',
      ]);
      const published = (await db(app).query(
        `SELECT document FROM flow_versions WHERE tenant_id = 7 AND key = 'followup' AND status = 'published'`,
      )) as { document: FlowVersion }[];
      expect(draft.document.steps).toEqual(published[0]?.document.steps);
      expect(report.source).toBe('fhir');
      expect(
        report.issues.map((i: { linkId?: string; severity: string }) => `${i.severity} ${i.linkId}`),
      ).toEqual(expect.arrayContaining(['approximated a', 'approximated c', 'approximated undefined']));
      expect((await discard('followup')).statusCode).toBe(204);
    });

    it('refuses what is not a Questionnaire (400 naming resourceType), and what maps to no flow (422)', async () => {
      const patient = await post('intake', { resourceType: 'Patient' });
      expect(patient.statusCode).toBe(400);
      expect(patient.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(JSON.stringify(patient.json().errors)).toContain('/resourceType');
      expect((await post('intake', '{not json')).statusCode).toBe(400);
      expect((await post('intake', [1, 2])).statusCode).toBe(400);
      const empty = await post('intake', { resourceType: 'Questionnaire', status: 'draft' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().message).toContain('No item of the Questionnaire could be mapped');
      const wrongFlow = await post('intake', flowToQuestionnaire(phq9));
      expect(wrongFlow.statusCode).toBe(422);
      expect(wrongFlow.json().message).toContain('our export of the followup flow');
      const drafts = (await db(app).query(
        `SELECT count(*)::int AS n FROM flow_versions WHERE tenant_id = 7 AND key = 'intake' AND status = 'draft'`,
      )) as [{ n: number }];
      expect(drafts[0].n).toBe(0);
    });

    it('is for admins only', async () => {
      expect((await post('followup', flowToQuestionnaire(phq9), { token: tokens.agent7 })).statusCode).toBe(
        403,
      );
      expect(
        (await post('followup', flowToQuestionnaire(phq9), { token: tokens.customer7 })).statusCode,
      ).toBe(403);
    });

    const publish = (revision: number) =>
      call(app, 'POST', '/api/admin/flows/intake/draft/publish', {
        tenant: 7,
        token: tokens.admin7,
        payload: { revision },
      });

    it('keeps the ids of our own export: its question 70, on a page a route rule redirects, is refused at publish', async () => {
      const ours = { ...generateFlow(71, 7, { everyQuestionReachable: true }), tenant_id: 7 };
      const response = await post('intake', flowToQuestionnaire(ours));
      expect(response.statusCode).toBe(201);
      const { draft } = response.json();
      expect(draft.document.questions.map((q: { id: number }) => q.id)).toContain(70);
      const refused = await publish(draft.revision);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'FLOW_PUBLISH_REJECTED',
        message:
          "The draft has 1 error and cannot be published: Question 70's page /question/70 is redirected by the " +
          "tenant's route rule to /start/checkout.",
      });
      expect((await discard('intake')).statusCode).toBe(204);
    });

    it("numbers another system's items off the pages the tenant's route rules redirect, so the draft publishes", async () => {
      const item = (n: number) => ({
        linkId: `q-${n}`,
        type: 'string',
        text: `Question ${n}`,
        required: true,
      });
      const response = await post('intake', {
        resourceType: 'Questionnaire',
        status: 'active',
        title: 'A long intake',
        item: Array.from({ length: 71 }, (_, at) => item(at + 1)),
      });
      expect(response.statusCode).toBe(201);
      const { draft, report } = response.json();
      expectShape('FhirImportResponse', response.json());
      const ids = draft.document.questions.map((q: { id: number }) => q.id);
      expect(ids).toHaveLength(71);
      expect(ids).not.toContain(70);
      expect(ids.slice(-3)).toEqual([69, 71, 72]);
      expect(report.issues).toContainEqual({
        severity: 'approximated',
        message: expect.stringMatching(
          /^linkIds are not distinct whole numbers: questions are numbered 1 to 72 in order, skipping 70 \(\/question\/70\), whose page the tenant's route rules redirect \(q-1 → 1, .*q-70 → 71, q-71 → 72\)$/,
        ),
      });
      const published = await publish(draft.revision);
      expect(published.statusCode).toBe(200);
      expect(published.json().published).toMatchObject({ version: draft.version, status: 'published' });
    });

    describe('a Questionnaire of about 1 MB', () => {
      const flow = { ...generateFlow(1050, 7, { everyQuestionReachable: true, rules: true }), tenant_id: 7 };
      const body = JSON.stringify(flowToQuestionnaire(flow));
      const intakeDrafts = async () =>
        (
          (await db(app).query(
            `SELECT count(*)::int AS n FROM flow_versions WHERE tenant_id = 7 AND key = 'intake' AND status = 'draft'`,
          )) as [{ n: number }]
        )[0].n;

      it('is mapped and analysed on a worker thread: a request sent meanwhile is answered first', async () => {
        expect(body.length).toBeGreaterThan(900_000);
        const pool = app.get(FlowEnginePool);
        const finished: string[] = [];
        const importing = post('intake', body).then((response) => {
          finished.push('import');
          return response;
        });
        // The body is parsed, checked and the draft's inputs read first; then the engine works on it.
        while (pool.pending.running === 0 && finished.length === 0) {
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
        const [health, tenant] = await Promise.all([
          app.inject({ method: 'GET', url: '/api/health' }),
          call(app, 'GET', '/api/tenant', { tenant: 7 }),
        ]);
        finished.push('others');
        const response = await importing;
        expect(finished).toEqual(['others', 'import']);
        expect([health.statusCode, tenant.statusCode]).toEqual([200, 200]);

        // The same draft and findings as the engine makes of it on the calling thread.
        expect(response.statusCode).toBe(201);
        const { draft, report } = response.json<FhirImportResponse>();
        expect(report).toEqual({ source: 'telehealth', questions: 1050, issues: [] });
        const expected = { ...flow, version: draft.version, status: 'draft' as const };
        expect(draft.document).toEqual(expected);
        const products = tenantData(7).products;
        expect(draft.findings).toEqual(analyzeFlow(expected, undefined, { products }).map(toFlowFinding));
        expect((await discard('intake')).statusCode).toBe(204);
      });

      it('answers 503 naming the limit when the engine works on it longer than that, and writes nothing', async () => {
        const pool = app.get(FlowEnginePool);
        pool.timeLimitMs = 1;
        try {
          const response = await post('intake', body);
          expect(response.statusCode).toBe(503);
          expect(response.json()).toMatchObject({
            code: 'SERVICE_UNAVAILABLE',
            message: expect.stringContaining('1 ms'),
          });
        } finally {
          pool.timeLimitMs = FLOW_ENGINE_TIME_LIMIT_MS;
        }
        expect(await intakeDrafts()).toBe(0);
        expect((await post('followup', flowToQuestionnaire(phq9))).statusCode).toBe(201);
        expect((await discard('followup')).statusCode).toBe(204);
      });
    });
  });
});

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { analyzeFlow } from '@telehealth/engine';
import { generateFlow } from '@telehealth/engine/testing';
import { validate, type FlowVersion, type FlowVersionDetail, type SchemaName } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { JwtService } from '../auth/jwt.service.js';
import { SeedService } from '../seed/seed.service.js';
import { DEV_TOKEN, tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

/** Fails with the schema issues when `body` does not have the shape of `name`. */
function expectShape(name: SchemaName, body: unknown): void {
  const result = validate(name, body);
  expect(result.ok ? [] : result.issues).toEqual([]);
}

const seededIntake = (tenantId: number): FlowVersion => {
  const flow = tenantData(tenantId).flows.find((f) => f.key === 'intake' && f.status === 'published');
  if (!flow) throw new Error(`tenant ${tenantId} has no published intake in flows/data`);
  return flow;
};

/** The archived intake versions of tenant 6 before `version`, newest first, as the admins' list shows them. */
const earlierVersions = (version: number) =>
  Array.from({ length: version - 1 }, (_, at) =>
    expect.objectContaining({ version: version - 1 - at, status: 'archived', inFlight: 0, total: 0 }),
  );

/** Tenant 6's published intake in flows/data, and the versions the drafts of these tests take after it. */
const PUBLISHED = seededIntake(6).version;
const NEXT = PUBLISHED + 1;
const THIRD = PUBLISHED + 2;

describe('flow versions for admins (/api/admin/flows)', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  const tokens: Record<string, string> = {};

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    { as = 'admin6', tenant = 6, body }: { as?: string; tenant?: number; body?: unknown } = {},
  ) =>
    app.inject({
      method,
      url: `/api/admin/flows${url}`,
      headers: {
        Token: DEV_TOKEN,
        Tenant: String(tenant),
        authorization: `Bearer ${tokens[as]}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  const row = async (tenantId: number, key: string, version: number) =>
    (
      (await db.query(
        `SELECT status, revision, document, published_at FROM flow_versions
          WHERE tenant_id = $1 AND key = $2 AND version = $3`,
        [tenantId, key, version],
      )) as { status: string; revision: number; document: FlowVersion; published_at: Date | null }[]
    )[0];

  const insertOrder = async (tenantId: number, version: number, created: string, paid: boolean) => {
    await db.query(
      `INSERT INTO orders (tenant_id, created, flow_version_id, flow_version, adv_data, price, payment, paid_at)
       SELECT $1, $2, id, version, '{}', $4, $5::jsonb, $6 FROM flow_versions
        WHERE tenant_id = $1 AND key = 'intake' AND version = $3`,
      [
        tenantId,
        created,
        version,
        paid ? 99 : null,
        paid ? JSON.stringify({ last4: '4242' }) : null,
        paid ? new Date() : null,
      ],
    );
  };

  beforeAll(async () => {
    app = await pg.newApp();
    db = app.get(DataSource);
    const jwt = app.get(JwtService);
    const userId = async (tenantId: number, email: string, role: 0 | 1 | 2) => {
      const existing = (await db.query(`SELECT id FROM users WHERE tenant_id = $1 AND email = $2`, [
        tenantId,
        email,
      ])) as { id: number }[];
      if (existing[0]) return existing[0].id;
      const inserted = (await db.query(
        `INSERT INTO users (tenant_id, email, password_hash, role) VALUES ($1, $2, 'x', $3) RETURNING id`,
        [tenantId, email, role],
      )) as { id: number }[];
      return inserted[0]!.id;
    };
    const tokenOf = async (tenantId: number, email: string, role: 0 | 1 | 2) =>
      jwt.sign({ userId: await userId(tenantId, email, role), role, tenantId });
    tokens['admin6'] = await tokenOf(6, 'admin@example.com', 0);
    tokens['admin7'] = await tokenOf(7, 'admin@example.com', 0);
    tokens['customer6'] = await tokenOf(6, 'patient@example.com', 1);
    tokens['agent6'] = await tokenOf(6, 'agent@example.com', 2);
  }, 120_000);

  describe('access', () => {
    it.each([
      ['customer6', 'This route needs role 0; the token has role 1'],
      ['agent6', 'This route needs role 0; the token has role 2'],
    ])('refuses a %s token with 403', async (as, message) => {
      for (const [method, url] of [
        ['GET', ''],
        ['GET', `/intake/versions/${PUBLISHED}`],
        ['GET', `/intake/versions/${PUBLISHED}/drop-off`],
        ['POST', '/intake/draft'],
      ] as const) {
        const response = await call(method, url, { as });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(message);
      }
    });

    it('refuses an admin demoted since the token was signed, at once, on every route', async () => {
      const [{ id }] = (await db.query(
        `INSERT INTO users (tenant_id, email, password_hash, role) VALUES (6, 'demoted@example.com', 'x', 0)
         RETURNING id`,
      )) as [{ id: number }];
      tokens['demoted6'] = await app.get(JwtService).sign({ userId: id, role: 0, tenantId: 6 });
      expect((await call('GET', '', { as: 'demoted6' })).statusCode).toBe(200);

      await db.query(`UPDATE users SET role = 1 WHERE id = $1`, [id]);
      for (const [method, url] of [
        ['GET', ''],
        ['GET', `/intake/versions/${PUBLISHED}`],
        ['GET', `/intake/versions/${PUBLISHED}/drop-off`],
        ['GET', `/intake/versions/${PUBLISHED}/export`],
        ['GET', '/intake/draft'],
        ['POST', '/intake/draft'],
        ['PUT', '/intake/draft'],
        ['DELETE', '/intake/draft'],
        ['POST', '/intake/draft/publish'],
      ] as const) {
        const response = await call(method, url, { as: 'demoted6' });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe(`User ${id} is no longer an admin of tenant 6`);
      }
      expect((await row(6, 'intake', NEXT)) ?? null).toBeNull();
    });

    it('needs a login token', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/admin/flows',
        headers: { Token: DEV_TOKEN, Tenant: '6' },
      });
      expect(response.statusCode).toBe(401);
    });

    it("refuses a tenant 7 admin's token on tenant 6 with 403", async () => {
      for (const [method, url] of [
        ['GET', ''],
        ['GET', `/intake/versions/${PUBLISHED}`],
        ['GET', `/intake/versions/${PUBLISHED}/export`],
        ['POST', '/intake/draft'],
      ] as const) {
        const response = await call(method, url, { as: 'admin7', tenant: 6 });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Token is for another tenant');
      }
      expect((await row(6, 'intake', NEXT)) ?? null).toBeNull();
    });

    it('answers 400 naming the path parameter for an unknown flow key or version', async () => {
      const key = await call('GET', '/intake-v2/draft');
      expect(key.statusCode).toBe(400);
      expect(key.json().message).toBe(
        'Invalid path parameters: key must be one of "intake", "followup", "quiz", "cancellation"',
      );
      const version = await call('GET', '/intake/versions/0');
      expect(version.statusCode).toBe(400);
      expect(version.json().message).toMatch(/^Invalid path parameters: version must match pattern/);
    });
  });

  describe('GET /api/admin/flows', () => {
    it('lists every flow key with its versions and the orders pinned to each', async () => {
      await insertOrder(6, PUBLISHED, 'list-unpaid-1', false);
      await insertOrder(6, PUBLISHED, 'list-unpaid-2', false);
      await insertOrder(6, PUBLISHED, 'list-paid', true);
      await insertOrder(7, seededIntake(7).version, 'list-tenant-7', false);

      const response = await call('GET', '');
      expect(response.statusCode).toBe(200);
      const flows = response.json();
      expectShape('FlowListResponse', flows);
      expect(flows.map((f: { key: string }) => f.key)).toEqual([
        'intake',
        'followup',
        'quiz',
        'cancellation',
      ]);
      const intake = seededIntake(6);
      expect(flows[0]).toMatchObject({ key: 'intake', publishedVersion: PUBLISHED, draftVersion: null });
      expect(flows[0].versions).toEqual([
        expect.objectContaining({
          version: PUBLISHED,
          status: 'published',
          title: intake.title,
          questionCount: intake.questions.filter((q) => q.type !== 'image').length,
          revision: 1,
          inFlight: 2,
          total: 3,
        }),
        ...earlierVersions(PUBLISHED),
      ]);
      expect(flows[0].versions[0].publishedAt).not.toBeNull();
      // No orders on the other flows.
      expect(flows[1].versions[0]).toMatchObject({ status: 'published', inFlight: 0, total: 0 });
    });

    it("shows tenant 7's admin only tenant 7's flows and orders", async () => {
      const response = await call('GET', '', { as: 'admin7', tenant: 7 });
      expect(response.statusCode).toBe(200);
      const flows = response.json();
      const titles = tenantData(7).flows.map((f) => f.title);
      for (const flow of flows) {
        for (const version of flow.versions) expect(titles).toContain(version.title);
      }
      expect(flows[0].versions[0]).toMatchObject({ title: seededIntake(7).title, inFlight: 1, total: 1 });
    });
  });

  describe('GET /api/admin/flows/:key/versions/:version', () => {
    it('answers the document with its status, revision and findings', async () => {
      const response = await call('GET', `/intake/versions/${PUBLISHED}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expectShape('FlowVersionDetail', body);
      expect(body).toMatchObject({ key: 'intake', version: PUBLISHED, status: 'published', revision: 1 });
      expect(body.document).toEqual(seededIntake(6));
      expect(body.findings.filter((f: { severity: string }) => f.severity === 'error')).toEqual([]);
    });

    it('answers 404 for a version the tenant does not have', async () => {
      const response = await call('GET', '/intake/versions/9');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Unknown intake flow version: 9');
    });

    it('exports the document as a JSON download', async () => {
      const response = await call('GET', '/followup/versions/1/export');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${tenantData(6).tenant.slug}-followup-v1.json"`,
      );
      expect(JSON.parse(response.body)).toEqual(tenantData(6).flows.find((f) => f.key === 'followup'));
    });
  });

  describe('drafts and publishing', () => {
    let draft: FlowVersionDetail;
    const save = (document: unknown, revision: number) =>
      call('PUT', '/intake/draft', { body: { document, revision } });

    it('answers 404 while the flow has no draft', async () => {
      const response = await call('GET', '/intake/draft');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(
        'The intake flow has no draft: start one with POST /api/admin/flows/intake/draft',
      );
    });

    it('creates the draft from the published version with the next version number', async () => {
      const response = await call('POST', '/intake/draft');
      expect(response.statusCode).toBe(201);
      draft = response.json();
      expectShape('FlowVersionDetail', draft);
      expect(draft).toMatchObject({
        key: 'intake',
        version: NEXT,
        status: 'draft',
        revision: 1,
        publishedAt: null,
      });
      expect(draft.document).toEqual({ ...seededIntake(6), version: NEXT, status: 'draft' });

      const fetched = await call('GET', '/intake/draft');
      expect(fetched.statusCode).toBe(200);
      expect(fetched.json()).toEqual(draft);
      const list = (await call('GET', '')).json();
      expect(list[0]).toMatchObject({ publishedVersion: PUBLISHED, draftVersion: NEXT });
    });

    it('refuses a second draft of the same flow with 409', async () => {
      const response = await call('POST', '/intake/draft', { body: { fromVersion: PUBLISHED } });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        `The intake flow already has a draft (version ${NEXT}, revision 1): save to it or discard it first`,
      );
      // Every version the seed stored, and the new draft.
      expect((await db.query(`SELECT count(*)::int AS n FROM flow_versions WHERE tenant_id = 6`))[0].n).toBe(
        tenantData(6).flows.length + 1,
      );
    });

    it('saves the draft when the revision matches, and 409s a stale revision', async () => {
      const edited = { ...draft.document, title: 'Nail fungus intake, shorter' };
      const saved = await save(edited, 1);
      expect(saved.statusCode).toBe(200);
      expectShape('FlowVersionDetail', saved.json());
      expect(saved.json()).toMatchObject({ revision: 2, document: { title: 'Nail fungus intake, shorter' } });

      const stale = await save({ ...draft.document, title: 'Someone else' }, 1);
      expect(stale.statusCode).toBe(409);
      expectShape('FlowDraftConflictResponse', stale.json());
      expect(stale.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        code: 'FLOW_DRAFT_CONFLICT',
        message: 'The draft was changed by someone else (revision 2, you had 1)',
        revision: 2,
      });
      expect((await row(6, 'intake', NEXT))?.document.title).toBe('Nail fungus intake, shorter');
      draft = saved.json();
    });

    it('answers 400 naming the fields of an invalid document, and writes nothing', async () => {
      const question = draft.document.questions[0]!;
      const invalid = {
        ...draft.document,
        questions: [{ ...question, type: 'slider' }, ...draft.document.questions.slice(1)],
      };
      const response = await save(invalid, 2);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('document/questions/0/type');
      expect(response.json().errors).toContainEqual(
        expect.objectContaining({ path: '/document/questions/0/type' }),
      );

      const missing = await call('PUT', '/intake/draft', { body: { document: draft.document } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Invalid body: revision is required');
      expect(await row(6, 'intake', NEXT)).toMatchObject({ revision: 2 });
    });

    it("answers 400 for a document that is not the draft's (tenant, key, version, status)", async () => {
      const response = await save(
        { ...draft.document, version: PUBLISHED, status: 'published', tenant_id: 7 },
        2,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { path: '/document/tenant_id', message: "must be 6 (the draft's tenant_id), got 7" },
        { path: '/document/version', message: `must be ${NEXT} (the draft's version), got ${PUBLISHED}` },
        { path: '/document/status', message: 'must be "draft" (the draft\'s status), got "published"' },
      ]);
      expect(await row(6, 'intake', NEXT)).toMatchObject({ revision: 2, status: 'draft' });
      expect((await row(6, 'intake', PUBLISHED))?.document).toEqual(seededIntake(6));
    });

    it('keeps a draft with analysis errors, and refuses to publish it with 422 listing each error', async () => {
      // Two dead ends: questions that nothing follows.
      const broken = structuredClone(draft.document);
      const targets = broken.questions.filter(
        (q) => q.type !== 'single_choice' && q.type !== 'multiple_choice',
      );
      const deadEnds = targets.slice(0, 2);
      for (const question of deadEnds) {
        question.next = null;
        question.next_question_map = {};
      }
      const expected = analyzeFlow(broken).filter((f) => f.severity === 'error');
      expect(expected.filter((f) => f.code === 'dead-end').map((f) => f.questionId)).toEqual(
        deadEnds.map((q) => q.id),
      );

      const saved = await save(broken, 2);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().findings).toContainEqual(
        expect.objectContaining({ severity: 'error', code: 'dead-end', questionId: deadEnds[0]!.id }),
      );

      const refused = await call('POST', '/intake/draft/publish', { body: { revision: 3 } });
      expect(refused.statusCode).toBe(422);
      const body = refused.json();
      expectShape('FlowPublishRejectedResponse', body);
      expect(body.message).toBe(`The draft has ${expected.length} errors and cannot be published`);
      expect(body.errors).toEqual(
        expected.map((finding) => ({
          path: finding.questionId
            ? `/questions/${broken.questions.findIndex((q) => q.id === finding.questionId)}`
            : '',
          message: finding.message,
        })),
      );
      for (const question of deadEnds) {
        expect(body.findings).toContainEqual({
          severity: 'error',
          code: 'dead-end',
          questionId: question.id,
          message: `Question ${question.id} is a dead end: nothing follows it (no next, no Final).`,
        });
      }
      // Nothing changed: the seeded version is still published, the draft still a draft.
      expect(await row(6, 'intake', PUBLISHED)).toMatchObject({ status: 'published' });
      expect(await row(6, 'intake', NEXT)).toMatchObject({ status: 'draft', revision: 3 });
    });

    it('publishes a good draft: the old version is archived and the storefront gets the new questions', async () => {
      const good = structuredClone(draft.document);
      good.questions[0]!.title = 'A reworded first question';
      const saved = await save(good, 3);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().findings.filter((f: { severity: string }) => f.severity === 'error')).toEqual([]);

      const stale = await call('POST', '/intake/draft/publish', { body: { revision: 3 } });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ revision: 4 });

      const published = await call('POST', '/intake/draft/publish', { body: { revision: 4 } });
      expect(published.statusCode).toBe(200);
      const body = published.json();
      expectShape('PublishFlowDraftResponse', body);
      expect(body.archivedVersion).toBe(PUBLISHED);
      expect(body.published).toMatchObject({ version: NEXT, status: 'published', revision: 5 });
      expect(body.published.document).toEqual({ ...good, status: 'published' });
      expect(body.published.publishedAt).not.toBeNull();

      const old = await row(6, 'intake', PUBLISHED);
      expect(old?.status).toBe('archived');
      expect(old?.document).toEqual({ ...seededIntake(6), status: 'archived' });
      expect(old?.published_at).not.toBeNull();

      const questions = await app.inject({
        method: 'GET',
        url: '/api/questions?isFollowup=false',
        headers: { Token: DEV_TOKEN, Tenant: '6' },
      });
      expect(questions.statusCode).toBe(200);
      expect(questions.json()[0].title).toBe('A reworded first question');
      expect(questions.json()).toHaveLength(good.questions.length);
      // Tenant 7's storefront is untouched.
      const other = await app.inject({
        method: 'GET',
        url: '/api/questions?isFollowup=false',
        headers: { Token: DEV_TOKEN, Tenant: '7' },
      });
      expect(other.json()[0].title).toBe(seededIntake(7).questions[0]!.title);
    });

    it('keeps orders pinned to the version they started on', async () => {
      const pinned = (await db.query(
        `SELECT o.created, f.version FROM orders o JOIN flow_versions f ON f.id = o.flow_version_id
          WHERE o.tenant_id = 6 ORDER BY o.created`,
      )) as { created: string; version: number }[];
      expect(pinned.map((o) => o.version)).toEqual([PUBLISHED, PUBLISHED, PUBLISHED]);
      const list = (await call('GET', '')).json();
      expect(list[0]).toMatchObject({ publishedVersion: NEXT, draftVersion: null });
      expect(list[0].versions.map((v: { version: number; status: string; inFlight: number }) => v)).toEqual([
        expect.objectContaining({ version: NEXT, status: 'published', inFlight: 0, total: 0 }),
        expect.objectContaining({ version: PUBLISHED, status: 'archived', inFlight: 2, total: 3 }),
        ...earlierVersions(PUBLISHED),
      ]);
    });

    it('never modifies a published version afterwards', async () => {
      const before = await row(6, 'intake', NEXT);
      // There is no draft any more, and no route writes a version.
      const put = await save({ ...before!.document, status: 'draft', title: 'Changed' }, 5);
      expect(put.statusCode).toBe(404);
      const direct = await call('PUT', `/intake/versions/${NEXT}`, {
        body: { document: before!.document, revision: 5 },
      });
      expect(direct.statusCode).toBe(404);
      // The database refuses it too: content, deletion, back to draft.
      await expect(
        db.query(
          `UPDATE flow_versions SET document = jsonb_set(document, '{title}', '"Changed"')
            WHERE tenant_id = 6 AND key = 'intake' AND version = ${NEXT}`,
        ),
      ).rejects.toThrow(new RegExp(`intake v${NEXT} of tenant 6 is published: only its status may change`));
      await expect(
        db.query(
          `UPDATE flow_versions SET status = 'draft' WHERE tenant_id = 6 AND key = 'intake' AND version = ${PUBLISHED}`,
        ),
      ).rejects.toThrow(/only its status may change/);
      await expect(
        db.query(`DELETE FROM flow_versions WHERE tenant_id = 6 AND key = 'followup' AND version = 1`),
      ).rejects.toThrow(/cannot be deleted/);
      expect(await row(6, 'intake', NEXT)).toEqual(before);
    });

    it('lets the seed run again after publishing, leaving the admin-published version alone', async () => {
      await app.get(SeedService).run();
      expect(await row(6, 'intake', NEXT)).toMatchObject({ status: 'published' });
      expect(await row(6, 'intake', PUBLISHED)).toMatchObject({ status: 'archived' });
    });

    it('imports an exported document into a draft started from an archived version, then discards it', async () => {
      const created = await call('POST', '/intake/draft', { body: { fromVersion: PUBLISHED } });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ version: THIRD, status: 'draft' });
      expect(created.json().document).toEqual({ ...seededIntake(6), version: THIRD, status: 'draft' });

      const exported = JSON.parse((await call('GET', `/intake/versions/${NEXT}/export`)).body) as FlowVersion;
      const imported = await save({ ...exported, version: THIRD, status: 'draft' }, 1);
      expect(imported.statusCode).toBe(200);
      expect(imported.json().document.questions[0].title).toBe('A reworded first question');

      const discarded = await call('DELETE', '/intake/draft');
      expect(discarded.statusCode).toBe(204);
      expect((await call('GET', '/intake/draft')).statusCode).toBe(404);
      expect((await call('DELETE', '/intake/draft')).statusCode).toBe(404);
      expect((await row(6, 'intake', THIRD)) ?? null).toBeNull();
    });

    it('answers 404 for a draft from a version the tenant does not have, and 400 for a bad body', async () => {
      const unknown = await call('POST', '/intake/draft', { body: { fromVersion: 42 } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Unknown intake flow version: 42');
      const bad = await call('POST', '/intake/draft', { body: { fromVersion: 'latest' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Invalid body: fromVersion must be integer');
      // Tenant 7 cannot start a draft from a version only tenant 6 has (its new draft's).
      const sixes = await call('POST', '/intake/draft');
      expect(sixes.statusCode).toBe(201);
      const onlySix = sixes.json<FlowVersionDetail>().version;
      expect((await row(7, 'intake', onlySix)) ?? null).toBeNull();
      const other = await call('POST', '/intake/draft', {
        as: 'admin7',
        tenant: 7,
        body: { fromVersion: onlySix },
      });
      expect(other.statusCode).toBe(404);
      expect((await row(7, 'intake', onlySix)) ?? null).toBeNull();
      expect((await call('DELETE', '/intake/draft')).statusCode).toBe(204);
    });
  });

  describe('scored instruments (GET /api/admin/instruments, a draft started from one)', () => {
    const instruments = (as: string, tenant = 6) =>
      app.inject({
        method: 'GET',
        url: '/api/admin/instruments',
        headers: { Token: DEV_TOKEN, Tenant: String(tenant), authorization: `Bearer ${tokens[as]}` },
      });

    it('lists PHQ-9 and GAD-7 to admins only', async () => {
      const listed = await instruments('admin7', 7);
      expect(listed.statusCode).toBe(200);
      expectShape('InstrumentListResponse', listed.json());
      expect(
        listed
          .json<{ id: string; key: string; questionCount: number; totals: string[] }[]>()
          .map((i) => [i.id, i.key, i.questionCount, i.totals]),
      ).toEqual([
        ['gad-7', 'followup', 8, ['GAD-7 total score']],
        ['phq-9', 'followup', 10, ['PHQ-9 total score']],
      ]);
      for (const as of ['customer6', 'agent6']) expect((await instruments(as)).statusCode).toBe(403);
    });

    it("starts the tenant's follow-up draft from PHQ-9, keeping the published follow-up's steps", async () => {
      const followup = tenantData(7).flows.find((f) => f.key === 'followup' && f.status === 'published')!;
      const published = (await row(7, 'followup', followup.version))!;
      expect(published.status).toBe('published');
      const started = await call('POST', '/followup/draft', {
        as: 'admin7',
        tenant: 7,
        body: { instrument: 'phq-9' },
      });
      expect(started.statusCode).toBe(201);
      const draft = started.json<FlowVersionDetail>();
      expectShape('FlowVersionDetail', draft);
      expect([draft.version, draft.status, draft.document.tenant_id, draft.document.title]).toEqual([
        followup.version + 1,
        'draft',
        7,
        'PHQ-9 depression screening',
      ]);
      expect(draft.document.totals?.map((total) => total.name)).toEqual(['phq9']);
      expect(draft.document.steps).toEqual(published.document.steps);
      expect(draft.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
      const stored = (await row(7, 'followup', followup.version + 1))!;
      expect(stored.document.questions.map((question) => question.id)).toEqual(
        draft.document.questions.map((question) => question.id),
      );
      // One draft per flow, whatever it starts from.
      const again = await call('POST', '/followup/draft', {
        as: 'admin7',
        tenant: 7,
        body: { instrument: 'gad-7' },
      });
      expect([again.statusCode, again.json().code]).toEqual([409, 'FLOW_DRAFT_EXISTS']);
      expect((await call('DELETE', '/followup/draft', { as: 'admin7', tenant: 7 })).statusCode).toBe(204);
    });

    it('refuses an instrument for another flow, an unknown one, and one named with a version, writing nothing', async () => {
      const before = (await db.query(`SELECT count(*)::int AS n FROM flow_versions`)) as { n: number }[];
      const intake = await call('POST', '/intake/draft', {
        as: 'admin7',
        tenant: 7,
        body: { instrument: 'phq-9' },
      });
      expect(intake.statusCode).toBe(422);
      expect(intake.json().message).toBe(
        'PHQ-9 depression screening is a followup flow: start it as a draft of the followup flow, not of intake',
      );
      const unknown = await call('POST', '/followup/draft', {
        as: 'admin7',
        tenant: 7,
        body: { instrument: 'audit-c' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No instrument audit-c in the library (it has gad-7, phq-9)');
      const both = await call('POST', '/followup/draft', {
        as: 'admin7',
        tenant: 7,
        body: { instrument: 'phq-9', fromVersion: 1 },
      });
      expect(both.statusCode).toBe(400);
      expect(both.json().message).toMatch(/^Invalid body: /);
      const after = (await db.query(`SELECT count(*)::int AS n FROM flow_versions`)) as { n: number }[];
      expect(after).toEqual(before);
    });
  });

  describe("the tenant's route rules", () => {
    const routeRules = async (tenantId: number) =>
      (
        (await db.query(
          `SELECT brand_config->'configurations'->'routeRules' AS rules FROM tenants WHERE id = $1`,
          [tenantId],
        )) as { rules: { from: string; to: string }[] }[]
      )[0]!.rules;

    it('refuses to publish a draft whose question 70 a route rule redirects, naming it, writing nothing', async () => {
      expect(await routeRules(7)).toContainEqual({ from: '/question/70', to: '/start/checkout' });
      const started = await call('POST', '/intake/draft', { as: 'admin7', tenant: 7 });
      expect(started.statusCode).toBe(201);
      const { version } = started.json<FlowVersionDetail>();
      // A 71-question intake, as an import of another system's Questionnaire used to number it.
      const long: FlowVersion = {
        ...generateFlow(71, 7, { everyQuestionReachable: true }),
        tenant_id: 7,
        key: 'intake',
        version,
        status: 'draft',
      };
      expect(analyzeFlow(long).filter((finding) => finding.severity === 'error')).toEqual([]);
      const saved = await call('PUT', '/intake/draft', {
        as: 'admin7',
        tenant: 7,
        body: { document: long, revision: 1 },
      });
      expect(saved.statusCode).toBe(200);

      const refused = await call('POST', '/intake/draft/publish', {
        as: 'admin7',
        tenant: 7,
        body: { revision: 2 },
      });
      expect(refused.statusCode).toBe(422);
      const body = refused.json();
      expectShape('FlowPublishRejectedResponse', body);
      const sentence =
        "Question 70's page /question/70 is redirected by the tenant's route rule to /start/checkout.";
      expect(body).toEqual({
        statusCode: 422,
        error: 'Unprocessable Entity',
        code: 'FLOW_PUBLISH_REJECTED',
        message: `The draft has 1 error and cannot be published: ${sentence}`,
        errors: [{ path: '/questions/69', message: sentence }],
        findings: expect.arrayContaining([
          { severity: 'error', code: 'route-collision', questionId: 70, message: sentence },
        ]),
      });
      expect(await row(7, 'intake', seededIntake(7).version)).toMatchObject({
        status: 'published',
        revision: 1,
      });
      expect(await row(7, 'intake', version)).toMatchObject({ status: 'draft', revision: 2 });
      expect((await row(7, 'intake', version))?.document).toEqual(long);
    });

    it('names the collisions after the analysis errors, and publishes once the rule is gone', async () => {
      const draft = (
        await call('GET', '/intake/draft', { as: 'admin7', tenant: 7 })
      ).json<FlowVersionDetail>();
      const broken = structuredClone(draft.document);
      broken.questions.at(-1)!.next_question_map = {};
      const errors = analyzeFlow(broken).filter((finding) => finding.severity === 'error');
      expect(errors).toContainEqual(expect.objectContaining({ code: 'dead-end', questionId: 71 }));
      await call('PUT', '/intake/draft', {
        as: 'admin7',
        tenant: 7,
        body: { document: broken, revision: draft.revision },
      });
      const refused = await call('POST', '/intake/draft/publish', {
        as: 'admin7',
        tenant: 7,
        body: { revision: draft.revision + 1 },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(
        `The draft has ${errors.length + 1} errors and cannot be published: Question 70's page /question/70 is ` +
          "redirected by the tenant's route rule to /start/checkout.",
      );
      // The analysis' errors first, then the collision.
      expect(refused.json().errors.map((error: { path: string }) => error.path)).toEqual([
        ...errors.map(({ questionId }) =>
          questionId === undefined
            ? ''
            : `/questions/${broken.questions.findIndex((q) => q.id === questionId)}`,
        ),
        '/questions/69',
      ]);
      await call('PUT', '/intake/draft', {
        as: 'admin7',
        tenant: 7,
        body: { document: draft.document, revision: draft.revision + 1 },
      });

      // The rules are read when publishing (not from the tenant the API caches): without the rule, it publishes.
      const rules = await routeRules(7);
      await db.query(
        `UPDATE tenants SET brand_config = jsonb_set(brand_config, '{configurations,routeRules}', $2::jsonb)
          WHERE id = $1`,
        [7, JSON.stringify(rules.filter((rule) => rule.from !== '/question/70'))],
      );
      try {
        const published = await call('POST', '/intake/draft/publish', {
          as: 'admin7',
          tenant: 7,
          body: { revision: draft.revision + 2 },
        });
        expect(published.statusCode).toBe(200);
        expect(published.json().published).toMatchObject({ version: draft.version, status: 'published' });
      } finally {
        await db.query(
          `UPDATE tenants SET brand_config = jsonb_set(brand_config, '{configurations,routeRules}', $2::jsonb)
            WHERE id = $1`,
          [7, JSON.stringify(rules)],
        );
      }
    });
  });
});

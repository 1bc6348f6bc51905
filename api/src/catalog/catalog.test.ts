import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { validate, type FlowVersion } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { FlowVersionEntity } from '../flow/flow-version.entity.js';
import { catalog, DEV_TOKEN, tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

function flowFile(id: number, key: FlowVersion['key']): FlowVersion {
  const found = tenantData(id).flows.find((f) => f.key === key && f.status === 'published');
  if (!found) throw new Error(`flows/data has no published ${key} flow for tenant ${id}`);
  return found;
}

function inject(app: NestFastifyApplication, url: string, headers: Record<string, string>) {
  return app.inject({ method: 'GET', url, headers });
}

const OTHER = { 6: 7, 7: 6 } as const;

describe('the catalogue read endpoints', () => {
  let app: NestFastifyApplication;
  const get = (url: string, tenant: number | null = 6) =>
    inject(app, url, tenant === null ? { Token: DEV_TOKEN } : { Token: DEV_TOKEN, Tenant: String(tenant) });

  beforeAll(async () => {
    app = await pg.newApp();
  });

  describe('GET /api/products', () => {
    it.each([6, 7] as const)("lists tenant %i's own products, ordered by med", async (id) => {
      const response = await get('/api/products', id);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(validate('ProductListResponse', body).ok).toBe(true);
      const expected = [...tenantData(id).products].sort((a, b) => a.med - b.med);
      expect(body).toEqual(expected);
      expect(body.length).toBeGreaterThan(0);
      for (const product of body) expect(product.tenant_id).toBe(id);
      const others = new Set(tenantData(OTHER[id]).products.map((p) => p.med));
      expect(body.some((p: { med: number }) => others.has(p.med))).toBe(false);
    });

    it('gives tenant 6 the FungAid meds 601..', async () => {
      const meds = (await get('/api/products', 6)).json().map((p: { med: number }) => p.med);
      expect(meds).toEqual([601, 602, 603]);
    });
  });

  describe('GET /api/products/:medId', () => {
    it.each([
      [6, 602],
      [7, 704],
    ])("returns tenant %i's product %i", async (id, med) => {
      const response = await get(`/api/products/${med}`, id);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(validate('ProductResponse', body).ok).toBe(true);
      expect(body.med).toBe(med);
      expect(body).toEqual(tenantData(id).products.find((p) => p.med === med));
    });

    it.each([
      [6, '704'],
      [7, '601'],
      [6, '999'],
    ])('answers 404 for tenant %i asking for %s', async (id, med) => {
      const response = await get(`/api/products/${med}`, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
        message: `Unknown product: ${med}`,
      });
    });

    it.each(['abc', '0', '-1', '6.5', '601a', '0601', '2147483648', '99999999999', '12345678901234567'])(
      'answers 400 naming medId for %j',
      async (med) => {
        const response = await get(`/api/products/${encodeURIComponent(med)}`);
        expect(response.statusCode).toBe(400);
        const body = response.json();
        expect(validate('ErrorResponse', body).ok).toBe(true);
        expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        expect(body.message).toMatch(/^Invalid path parameters: medId must match pattern/);
        expect(body.errors).toEqual([{ path: '/medId', message: expect.stringMatching(/^must match/) }]);
      },
    );
  });

  describe('GET /api/states', () => {
    it.each([6, 7])('lists every state ordered by name for tenant %i', async (id) => {
      const response = await get('/api/states', id);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(validate('StateListResponse', body).ok).toBe(true);
      const expected = [...catalog.states].sort((a, b) => a.name.localeCompare(b.name, 'en'));
      expect(body).toEqual(expected);
      expect(body).toHaveLength(51);
    });
  });

  describe('GET /api/flows', () => {
    it.each([6, 7])("derives rows from tenant %i's published flows", async (id) => {
      const response = await get('/api/flows', id);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(validate('FlowRowsResponse', body).ok).toBe(true);
      const row = (key: FlowVersion['key'], step: string) => ({
        version: `v${flowFile(id, key).version}`,
        step,
        path: flowFile(id, key).steps.find((s) => s.flow_step === step)?.path,
      });
      const versionOf = (r: { version: string }) => Number(r.version.slice(1));
      // Grouped by version (ascending), then step: home, questions, followup.
      expect(body).toEqual(
        [row('intake', 'home'), row('intake', 'questions'), row('followup', 'followup')].sort(
          (a, b) => versionOf(a) - versionOf(b),
        ),
      );
    });
  });

  describe('GET /api/questions', () => {
    it.each([
      [6, 'false', 'intake'],
      [6, 'true', 'followup'],
      [7, 'false', 'intake'],
      [7, 'true', 'followup'],
    ] as const)('gives tenant %i with isFollowup=%s its %s questions', async (id, isFollowup, key) => {
      const response = await get(`/api/questions?isFollowup=${isFollowup}`, id);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(validate('QuestionListResponse', body).ok).toBe(true);
      expect(body).toEqual(flowFile(id, key).questions.map((q) => ({ ...q, tenant_id: id })));
      for (const question of body) expect(question.tenant_id).toBe(id);
      const other = flowFile(OTHER[id], key).questions.map((q) => ({ ...q, tenant_id: id }));
      expect(body).not.toEqual(other);
    });

    it.each([
      ['', 'isFollowup is required'],
      ['?isFollowup=', 'isFollowup must be one of "true", "false"'],
      ['?isFollowup=yes', 'isFollowup must be one of "true", "false"'],
      ['?isFollowup=TRUE', 'isFollowup must be one of "true", "false"'],
      ['?isFollowup=true&isFollowup=false', 'isFollowup must be string'],
      ['?isFollowup=true&other=1', 'other is not an allowed property'],
    ])('answers 400 for %j', async (query, detail) => {
      const response = await get(`/api/questions${query}`);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(validate('ErrorResponse', body).ok).toBe(true);
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(body.message).toContain(`Invalid query string: ${detail}`);
      expect(body.errors.length).toBeGreaterThan(0);
    });
  });

  describe('GET /api/flow-versions/:key', () => {
    it.each([
      [6, 'intake'],
      [7, 'followup'],
      [7, 'quiz'],
    ] as const)('gives tenant %i its published %s flow document', async (id, key) => {
      const response = await get(`/api/flow-versions/${key}`, id);
      expect(response.statusCode).toBe(200);
      expect(validate('FlowVersion', response.json()).ok).toBe(true);
      expect(response.json()).toEqual(flowFile(id, key));
      const version = await get(`/api/flow-versions/${key}/${flowFile(id, key).version}`, id);
      expect(version.json()).toEqual(flowFile(id, key));
    });

    it('answers 404 for a version never published and 400 for a bad key', async () => {
      const missing = await get('/api/flow-versions/intake/99');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('No published intake flow version 99 for tenant 6');
      const bad = await get('/api/flow-versions/checkout');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^Invalid path parameters: key must be one of/);
    });
  });

  describe('the access headers', () => {
    it.each([
      '/api/products',
      '/api/products/601',
      '/api/states',
      '/api/flows',
      '/api/questions?isFollowup=false',
    ])('%s needs the Token header', async (url) => {
      const response = await inject(app, url, { Tenant: '6' });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Missing or invalid Token header');
    });

    it.each(['/api/products', '/api/states', '/api/flows', '/api/questions?isFollowup=true'])(
      '%s needs the Tenant header',
      async (url) => {
        const response = await get(url, null);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Missing Tenant header');
      },
    );
  });
});

describe('the catalogue follows the published flow versions', () => {
  /** The version after tenant 6's seeded intake, which these tests publish. */
  const NEXT = flowFile(6, 'intake').version + 1;
  let app: NestFastifyApplication;
  const get = (url: string, tenant: number) => inject(app, url, { Token: DEV_TOKEN, Tenant: String(tenant) });

  beforeAll(async () => {
    app = await pg.newApp();
    const flows = app.get(DataSource).getRepository(FlowVersionEntity);
    // Tenant 6 publishes the next intake version (its questions in reverse order); tenant 7 withdraws its
    // follow-up.
    const current = flowFile(6, 'intake');
    const reversed = [...current.questions].reverse() as FlowVersion['questions'];
    const next: FlowVersion = { ...current, version: NEXT, questions: reversed };
    await flows.update({ tenantId: 6, key: 'intake', version: current.version }, { status: 'archived' });
    await flows.insert({
      tenantId: 6,
      key: 'intake',
      version: NEXT,
      status: 'published',
      document: next,
      publishedAt: new Date(),
    });
    await flows.update({ tenantId: 7, key: 'followup' }, { status: 'archived' });
  });

  it('lists the rows of the newly published version, grouped by version then step', async () => {
    const body = (await get('/api/flows', 6)).json();
    expect(validate('FlowRowsResponse', body).ok).toBe(true);
    expect(body.map((r: { version: string; step: string }) => `${r.version} ${r.step}`)).toEqual([
      `v${flowFile(6, 'followup').version} followup`,
      `v${NEXT} home`,
      `v${NEXT} questions`,
    ]);
  });

  it('serves the questions of the newly published version in its document order', async () => {
    const body = (await get('/api/questions?isFollowup=false', 6)).json();
    const expected = [...flowFile(6, 'intake').questions].reverse().map((q) => ({ ...q, tenant_id: 6 }));
    expect(body).toEqual(expected);
  });

  it("leaves the other tenant's flows alone", async () => {
    const body = (await get('/api/questions?isFollowup=false', 7)).json();
    expect(body).toEqual(flowFile(7, 'intake').questions.map((q) => ({ ...q, tenant_id: 7 })));
  });

  it('answers 404 when the tenant has no published follow-up flow', async () => {
    const response = await get('/api/questions?isFollowup=true', 7);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'No published followup flow for tenant 7',
    });
    const rows = (await get('/api/flows', 7)).json();
    expect(rows.map((r: { step: string }) => r.step)).toEqual(['home', 'questions']);
  });
});

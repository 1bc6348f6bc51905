import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import { FlowVersionEntity } from './flow-version.entity.js';
import { FlowVersionsService } from './flow-versions.service.js';

const pg = useTestPostgres();

describe('FlowVersionsService (the seeded flows of tenants 6 and 7)', () => {
  let app: NestFastifyApplication;
  let flows: FlowVersionsService;

  beforeAll(async () => {
    app = await pg.newApp();
    flows = app.get(FlowVersionsService);
  });

  it('reads the published version of each flow of a tenant, and nothing of another tenant', async () => {
    for (const key of ['intake', 'followup', 'quiz'] as const) {
      const row = await flows.publishedRow(7, key);
      expect(row).toMatchObject({ tenantId: 7, key, status: 'published' });
      expect(await flows.published(7, key)).toEqual(row?.document);
      expect(await flows.publishedVersion(7, key, row!.version)).toEqual(row?.document);
      expect(await flows.row(6, row!.id)).toBeNull();
      expect((await flows.row(7, row!.id))?.id).toBe(row!.id);
    }
    expect(await flows.publishedVersion(7, 'intake', 999)).toBeNull();
  });

  it('compiles a published version once and hands the same machine to every caller', async () => {
    const row = await flows.publishedRow(6, 'intake');
    const compiled = await flows.compiled(row!.id);
    expect(compiled.flow).toEqual(row!.document);
    expect(await flows.compiled(row!.id)).toBe(compiled);
    expect(app.get(FlowVersionsService)).toBe(flows);
  });

  it('refuses to compile a draft, which no order is pinned to', async () => {
    const published = (await flows.publishedRow(6, 'quiz'))!;
    const repository = app.get(DataSource).getRepository(FlowVersionEntity);
    const draft = await repository.save(
      repository.create({
        tenantId: 6,
        key: 'quiz',
        version: published.version + 1,
        status: 'draft',
        document: { ...published.document, version: published.version + 1, status: 'draft' },
      }),
    );
    await expect(flows.compiled(draft.id)).rejects.toThrow(/is a draft/);
    expect((await flows.publishedRow(6, 'quiz'))?.id).toBe(published.id);
  });

  it('lists the questions of a published flow with the tenant id, read once per version', async () => {
    const questions = await flows.questions(6, 'intake');
    const seeded = tenantData(6).flows.find((flow) => flow.key === 'intake' && flow.status === 'published');
    expect(questions?.map((question) => question.id)).toEqual(
      seeded?.questions.map((question) => question.id),
    );
    expect(questions?.every((question) => question.tenant_id === 6)).toBe(true);
    expect(await flows.questions(6, 'intake')).toBe(questions);
  });
});

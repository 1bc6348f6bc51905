import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  validate,
  type FlowVersion,
  type Product,
  type SchemaName,
  type SchemaTypeMap,
  type SiteContent,
  type State,
  type Tenant,
} from '@telehealth/schemas';

/** flows/data, whether this module runs from src/ or dist/. */
export const dataDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'data');

/** Where a tenant's logos and product images live; the API serves them under /api/assets/{tenantId}/. */
export function tenantAssetsDir(tenantId: number, dir = dataDir): string {
  return join(dir, 'tenants', String(tenantId), 'assets');
}

export interface TenantBundle {
  tenant: Tenant;
  products: Product[];
  /** Every flow version of the tenant (intake, followup, quiz, cancellation), oldest first per key. */
  flows: FlowVersion[];
  /** The words of its public site: home page steps, info pages, docs. */
  siteContent: SiteContent;
}

export interface Catalog {
  states: State[];
  tenants: TenantBundle[];
  /**
   * Scored instruments (PHQ-9, GAD-7): follow-up flow documents a tenant adopts by importing one into its follow-up
   * draft in the builder. Validated and path-tested like a tenant's flows, never seeded.
   */
  instruments?: Instrument[];
}

/** A scored instrument of flows/data/instruments: its id is its file's name (`phq-9` for phq-9.json). */
export interface Instrument {
  id: string;
  flow: FlowVersion;
}

/** One thing wrong with the data: the file (relative to the data folder), the JSON path in it, and why. */
export interface DataProblem {
  file: string;
  path: string;
  message: string;
}

export class FlowsDataError extends Error {
  constructor(readonly problems: DataProblem[]) {
    super(
      `flows data is invalid:\n${problems.map((p) => `  ${p.file} ${p.path || '/'}: ${p.message}`).join('\n')}`,
    );
    this.name = 'FlowsDataError';
  }
}

/** Reads and checks every file; throws a FlowsDataError listing every problem found. */
export function loadCatalog(dir = dataDir): Catalog {
  const { catalog, problems } = readCatalog(dir);
  if (problems.length > 0) throw new FlowsDataError(problems);
  return catalog;
}

/** Every problem in the data folder: schema violations and the cross-file rules schemas cannot express. */
export function checkCatalog(dir = dataDir): DataProblem[] {
  return readCatalog(dir).problems;
}

function readCatalog(dir: string): { catalog: Catalog; problems: DataProblem[] } {
  const problems: DataProblem[] = [];
  /** The parsed JSON of a file, or undefined (with the problem recorded) when it cannot be read or parsed. */
  const parse = (file: string): { data: unknown } | undefined => {
    try {
      return { data: JSON.parse(readFileSync(file, 'utf8')) };
    } catch (error) {
      problems.push({
        file: relative(dir, file),
        path: '',
        message: `cannot be read as JSON: ${(error as Error).message}`,
      });
      return undefined;
    }
  };
  const read = <K extends SchemaName>(file: string, schema: K): SchemaTypeMap[K] | undefined => {
    const parsed = parse(file);
    if (!parsed) return undefined;
    const result = validate(schema, parsed.data);
    if (result.ok) return result.value;
    for (const issue of result.issues)
      problems.push({ file: relative(dir, file), path: issue.path, message: issue.message });
    return undefined;
  };
  /** The valid items of a list file, or undefined when the file itself is unreadable or not a list. */
  const readList = <K extends SchemaName>(file: string, schema: K): SchemaTypeMap[K][] | undefined => {
    const parsed = parse(file);
    if (!parsed) return undefined;
    const name = relative(dir, file);
    if (!Array.isArray(parsed.data)) {
      problems.push({ file: name, path: '', message: 'must be an array' });
      return undefined;
    }
    return parsed.data.flatMap((item, index) => {
      const result = validate(schema, item);
      if (result.ok) return [result.value];
      for (const issue of result.issues) {
        problems.push({ file: name, path: `/${index}${issue.path}`, message: issue.message });
      }
      return [];
    });
  };

  const states = readList(join(dir, 'states.json'), 'State');
  if (states) checkStates(states, problems);

  const tenantsDir = join(dir, 'tenants');
  const tenants: TenantBundle[] = [];
  for (const entry of readdirSync(tenantsDir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const tenantDir = join(tenantsDir, entry.name);
    const tenant = read(join(tenantDir, 'tenant.json'), 'Tenant');
    const products = readList(join(tenantDir, 'products.json'), 'Product');
    const siteContent = read(join(tenantDir, 'site-content.json'), 'SiteContent');
    const flowsDir = join(tenantDir, 'flows');
    const flows = existsSync(flowsDir)
      ? readdirSync(flowsDir)
          .filter((f) => f.endsWith('.json'))
          .sort(byKeyThenVersion)
          .flatMap((f) => {
            const flow = read(join(flowsDir, f), 'FlowVersion');
            return flow ? [{ file: relative(dir, join(flowsDir, f)), flow }] : [];
          })
      : [];
    if (siteContent)
      checkSiteContent(siteContent, join('tenants', entry.name, 'site-content.json'), problems);
    if (!tenant || !siteContent) continue;
    checkTenant(dir, entry.name, tenant, products, flows, problems);
    tenants.push({ tenant, products: products ?? [], flows: flows.map((f) => f.flow), siteContent });
  }
  tenants.sort((a, b) => a.tenant.id - b.tenant.id);
  checkHostsAreUnique(tenants, problems);

  const instrumentsDir = join(dir, 'instruments');
  const instruments = existsSync(instrumentsDir)
    ? readdirSync(instrumentsDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .flatMap((f) => {
          const file = join(instrumentsDir, f);
          const flow = read(file, 'FlowVersion');
          if (flow) checkInstrument(relative(dir, file), flow, tenants, problems);
          return flow ? [{ id: f.slice(0, -'.json'.length), flow }] : [];
        })
    : [];
  return { catalog: { states: states ?? [], tenants, instruments }, problems };
}

/**
 * An instrument is a follow-up draft (what the builder imports into a follow-up draft) for a tenant of the data,
 * with unique question ids, a first question that exists, and at least one total.
 */
function checkInstrument(
  file: string,
  flow: FlowVersion,
  tenants: TenantBundle[],
  problems: DataProblem[],
): void {
  const problem = (path: string, message: string) => problems.push({ file, path, message });
  if (flow.key !== 'followup')
    problem('/key', 'must be followup (instruments are imported into a follow-up draft)');
  if (flow.status !== 'draft') problem('/status', 'must be draft (an instrument is published by a tenant)');
  if (!tenants.some((bundle) => bundle.tenant.id === flow.tenant_id))
    problem('/tenant_id', `no tenant ${flow.tenant_id}`);
  const ids = new Set<number>();
  flow.questions.forEach((question, index) => {
    if (ids.has(question.id)) problem(`/questions/${index}/id`, `duplicate question id ${question.id}`);
    ids.add(question.id);
  });
  if (!ids.has(flow.first_question_id))
    problem('/first_question_id', `no question ${flow.first_question_id}`);
  if ((flow.totals ?? []).length === 0) problem('/totals', 'must define the total it scores');
}

function byKeyThenVersion(a: string, b: string): number {
  const parse = (f: string) => /^(.*)\.v(\d+)\.json$/.exec(f);
  const [, keyA = a, versionA = '0'] = parse(a) ?? [];
  const [, keyB = b, versionB = '0'] = parse(b) ?? [];
  return keyA.localeCompare(keyB) || Number(versionA) - Number(versionB);
}

function checkStates(states: State[], problems: DataProblem[]): void {
  const seen = new Set<string>();
  states.forEach((state, index) => {
    if (seen.has(state.stateCode)) {
      problems.push({
        file: 'states.json',
        path: `/${index}/stateCode`,
        message: `duplicate state ${state.stateCode}`,
      });
    }
    seen.add(state.stateCode);
  });
  if (seen.size !== 51) {
    problems.push({
      file: 'states.json',
      path: '',
      message: `must list the 50 states and DC (51), found ${seen.size}`,
    });
  }
}

function checkTenant(
  dir: string,
  dirName: string,
  tenant: Tenant,
  products: Product[] | undefined,
  flows: { file: string; flow: FlowVersion }[],
  problems: DataProblem[],
): void {
  const tenantFile = join('tenants', dirName, 'tenant.json');
  const productsFile = join('tenants', dirName, 'products.json');
  const problem = (file: string, path: string, message: string) => problems.push({ file, path, message });

  if (String(tenant.id) !== dirName) problem(tenantFile, '/id', `must equal its folder name ${dirName}`);
  const hostOf = {
    production: `patient.${tenant.slug}.com`,
    staging: `staging.patient.${tenant.slug}.com`,
    local: `${tenant.slug}.localhost`,
  };
  for (const [kind, host] of Object.entries(hostOf)) {
    if (tenant.hosts[kind as keyof typeof hostOf] !== host)
      problem(tenantFile, `/hosts/${kind}`, `must be ${host}`);
  }

  // Every asset path must belong to this tenant and exist on disk.
  const assetPaths = collectAssetPaths(tenant);
  for (const { path, value } of assetPaths) {
    const prefix = `/api/assets/${tenant.id}/`;
    if (!value.startsWith(prefix)) problem(tenantFile, path, `must start with ${prefix}`);
    else if (!existsSync(join(tenantAssetsDir(tenant.id, dir), value.slice(prefix.length)))) {
      problem(tenantFile, path, `asset ${value} does not exist under tenants/${dirName}/assets`);
    }
  }

  // Product rules only make sense when the product file could be read; its own problem is already reported.
  if (products) checkProducts(tenant, products, productsFile, problems);

  const published = new Map<string, number>();
  for (const { file, flow } of flows) {
    const expectedName = `${flow.key}.v${flow.version}.json`;
    if (!file.endsWith(`/${expectedName}`))
      problem(file, '', `must be named ${expectedName} (key and version)`);
    if (flow.tenant_id !== tenant.id) problem(file, '/tenant_id', `must be ${tenant.id}`);
    if (flow.status === 'published') published.set(flow.key, (published.get(flow.key) ?? 0) + 1);
    const ids = new Set<number>();
    flow.questions.forEach((question, index) => {
      if (ids.has(question.id))
        problem(file, `/questions/${index}/id`, `duplicate question id ${question.id}`);
      ids.add(question.id);
      if (question.tenant_id !== undefined && question.tenant_id !== tenant.id) {
        problem(file, `/questions/${index}/tenant_id`, `must be ${tenant.id}`);
      }
    });
    if (!ids.has(flow.first_question_id))
      problem(file, '/first_question_id', `no question ${flow.first_question_id}`);
  }
  for (const key of ['intake', 'followup', 'cancellation'] as const) {
    if ((published.get(key) ?? 0) !== 1) {
      problem(join('tenants', dirName, 'flows'), '', `must hold exactly one published ${key} flow version`);
    }
  }
}

function checkProducts(
  tenant: Tenant,
  products: Product[],
  productsFile: string,
  problems: DataProblem[],
): void {
  const problem = (path: string, message: string) => problems.push({ file: productsFile, path, message });
  const config = tenant.brandConfig.configurations;
  const meds = new Set<number>();
  products.forEach((product, index) => {
    if (meds.has(product.med)) problem(`/${index}/med`, `duplicate med ${product.med}`);
    meds.add(product.med);
    if (product.tenant_id !== undefined && product.tenant_id !== tenant.id) {
      problem(`/${index}/tenant_id`, `must be ${tenant.id}`);
    }
    if (!(product.imageSet in config.productImages)) {
      problem(`/${index}/imageSet`, `no productImages set "${product.imageSet}" in tenant.json`);
    }
  });
  if (!meds.has(config.defaultMedId)) {
    problems.push({
      file: join('tenants', String(tenant.id), 'tenant.json'),
      path: '/brandConfig/configurations/defaultMedId',
      message: `no product with med ${config.defaultMedId}`,
    });
  }
}

/** What the schema cannot say: section ids unique in a page, `{products}` only where a section names products. */
function checkSiteContent(content: SiteContent, file: string, problems: DataProblem[]): void {
  for (const [slug, page] of Object.entries(content.pages)) {
    const ids = new Set<string>();
    page.sections.forEach((section, index) => {
      const path = `/pages/${slug}/sections/${index}`;
      if (ids.has(section.id))
        problems.push({ file, path: `${path}/id`, message: `duplicate section id ${section.id}` });
      ids.add(section.id);
      if (!section.forProducts && JSON.stringify(section).includes('{products}')) {
        problems.push({
          file,
          path,
          message: 'uses {products} without forProducts (which products to name)',
        });
      }
    });
  }
}

function collectAssetPaths(tenant: Tenant): { path: string; value: string }[] {
  const found: { path: string; value: string }[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string' && value.startsWith('/api/assets/')) found.push({ path, value });
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}/${i}`));
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, `${path}/${k}`);
    }
  };
  walk(tenant, '');
  return found;
}

function checkHostsAreUnique(tenants: TenantBundle[], problems: DataProblem[]): void {
  const owner = new Map<string, number>();
  for (const { tenant } of tenants) {
    for (const host of Object.values(tenant.hosts)) {
      const other = owner.get(host);
      if (other !== undefined) {
        problems.push({
          file: join('tenants', String(tenant.id), 'tenant.json'),
          path: '/hosts',
          message: `host ${host} is also tenant ${other}'s`,
        });
      }
      owner.set(host, tenant.id);
    }
  }
}

import { analyzeFlow, apiFailure, type ApiFailure } from '@telehealth/engine';
import {
  routeMethod,
  routeUrl,
  type ErrorCode,
  type FlowDropOffResponse,
  type FlowKey,
  type FlowListResponse,
  type FlowVersion,
  type FlowVersionDetail,
  type RouteKey,
} from '@telehealth/schemas';

import type { AdminApi } from '../src/api/admin-api';

interface Stored {
  document: FlowVersion;
  revision: number;
}

const NOW = '2026-11-01T09:00:00.000Z';

/** What a failed call throws, as the storefront's client does: the answer parsed by the engine's rule. */
function failure(status: number, message: string, code?: ErrorCode): ApiFailure {
  return apiFailure({ status, body: JSON.stringify({ statusCode: status, message, code }) }, 0);
}

/**
 * An AdminApi over documents held in memory, answering the flow routes the builder uses (list, draft, versions,
 * saves, publishing, drop-off) in the API's shapes, without any network: the benchmark measures the client only.
 * `calls` records every request as "METHOD path".
 */
export function inMemoryAdminApi(flows: { published: FlowVersion; draft: FlowVersion }): AdminApi & {
  calls: string[];
} {
  const versions = new Map<number, Stored>([
    [flows.published.version, { document: flows.published, revision: 1 }],
    [flows.draft.version, { document: flows.draft, revision: 1 }],
  ]);
  const calls: string[] = [];
  const draftVersion = () =>
    [...versions.values()].find((v) => v.document.status === 'draft')?.document.version;
  const detail = ({ document, revision }: Stored): FlowVersionDetail => ({
    key: document.key,
    version: document.version,
    status: document.status,
    revision,
    createdAt: NOW,
    publishedAt: document.status === 'draft' ? null : NOW,
    updatedAt: NOW,
    document,
    findings: analyzeFlow(document),
  });
  const list = (): FlowListResponse =>
    (['intake', 'followup', 'quiz'] as FlowKey[]).map((key) => {
      const own =
        key === 'intake'
          ? [...versions.values()].sort((a, b) => b.document.version - a.document.version)
          : [];
      return {
        key,
        publishedVersion: own.find((v) => v.document.status === 'published')?.document.version ?? null,
        draftVersion: own.find((v) => v.document.status === 'draft')?.document.version ?? null,
        versions: own.map(({ document, revision }) => ({
          version: document.version,
          status: document.status,
          title: document.title,
          questionCount: document.questions.filter((q) => q.type !== 'image').length,
          createdAt: NOW,
          publishedAt: document.status === 'draft' ? null : NOW,
          updatedAt: NOW,
          revision,
          inFlight: 0,
          total: 0,
        })),
      };
    });
  const dropOff = (document: FlowVersion): FlowDropOffResponse => ({
    key: document.key,
    version: document.version,
    intakes: 0,
    questions: document.questions.map((q) => ({ questionId: q.id, reached: 0, stopped: 0, hardStopped: 0 })),
  });
  const stored = (key: string, version: number | undefined): Stored => {
    const found = key === 'intake' && version !== undefined ? versions.get(version) : undefined;
    if (!found) throw failure(404, `Unknown ${key} flow version: ${String(version)}`);
    return found;
  };

  const answer = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    calls.push(`${method} ${path}`);
    const url = new URL(path, 'http://bench.localhost');
    const parts = url.pathname.split('/').filter(Boolean); // api admin flows :key ...
    // The builder proves assertions about orders against the products: the benchmark's flow has none.
    if (method === 'GET' && url.pathname === '/api/products') return [];
    if (parts[0] !== 'api' || parts[1] !== 'admin' || parts[2] !== 'flows') {
      throw failure(404, `The benchmark's API has no ${method} ${url.pathname}`);
    }
    const [, , , key, what, version, extra] = parts;
    if (method === 'GET' && key === undefined) return list();
    if (key === undefined) throw failure(404, `No ${method} ${url.pathname}`);
    if (what === 'draft' && version === undefined) {
      if (method === 'GET') return detail(stored(key, draftVersion()));
      if (method === 'PUT') {
        const { document, revision } = body as { document: FlowVersion; revision: number };
        const current = stored(key, draftVersion());
        if (revision !== current.revision) {
          throw failure(
            409,
            `The draft was changed by someone else (revision ${current.revision}, you had ${revision})`,
            'FLOW_DRAFT_CONFLICT',
          );
        }
        const saved = { document, revision: current.revision + 1 };
        versions.set(document.version, saved);
        return detail(saved);
      }
      if (method === 'POST') throw failure(409, `The ${key} flow already has a draft`);
    }
    if (what === 'draft' && version === 'publish' && method === 'POST') {
      throw failure(422, 'The benchmark does not publish');
    }
    if (what === 'versions' && method === 'GET') {
      const found = stored(key, Number(version));
      if (extra === undefined) return detail(found);
      if (extra === 'drop-off') return dropOff(found.document);
      if (extra === 'export') return found.document;
    }
    throw failure(404, `The benchmark's API has no ${method} ${url.pathname}`);
  };

  return {
    calls,
    // The path filled in as the storefront's client fills it; the answers are the API's shapes.
    call: ((route: RouteKey, request?: { params?: never; body?: unknown }) =>
      answer(
        routeMethod(route),
        routeUrl(route, request?.params as never),
        request?.body,
      )) as AdminApi['call'],
  };
}

import { randomBytes } from 'node:crypto';
import { request, type Agent } from 'node:https';

import type { StartData } from '@telehealth/schemas';

import { testAdvData } from './intake.js';

/** One request of the traffic and what came back (status 0: no answer at all). */
export interface Exchange {
  route: string;
  status: number;
  /** The error `code` of a JSON error answer, or the network error's message. */
  code?: string;
  /** The X-Request-Id of the answer: nginx's `$request_id`, echoed by the API. */
  requestId?: string;
  /** The Retry-After of a 503. */
  retryAfter?: string;
  /** When it was sent (performance.now()) and how long it took, in ms. */
  startedAt: number;
  ms: number;
}

/** An answer save the API acknowledged: 200 with this revision for these answers. */
export interface AcknowledgedSave {
  created: string;
  revision: number;
  answers: StartData;
}

export interface PatientTraffic {
  /** Every request answered (or failed) so far, in order. */
  readonly exchanges: Exchange[];
  /** The created values of the intakes the API acknowledged (201, or found after a 409 ORDER_EXISTS). */
  readonly intakes: Set<string>;
  /** Per intake, the latest acknowledged answer save. */
  readonly acknowledged: Map<string, AcknowledgedSave>;
  /** Lets every patient finish the request under way and stop. */
  stop(): Promise<void>;
}

export interface PatientTrafficOptions {
  /** `https://host:port` of nginx. */
  origin: string;
  /** Its connections: keep-alive, `connections` of them at most, trusting the test's certificate. */
  agent: Agent;
  /** How many patients at once, one request each at a time. */
  connections: number;
  token: string;
  tenant: number;
  /** The answer sets a patient saves one after the other (answersAlong). */
  answers: StartData[];
  /** Storefront paths a patient's browser loads on the way (a page, its hashed scripts). */
  pages: string[];
}

interface Answer {
  status: number;
  body: string;
  requestId?: string;
  retryAfter?: string;
}

/** One HTTPS request through the agent; rejects on a network error or after 20 s without an answer. */
function send(
  options: PatientTrafficOptions,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      new URL(path, options.origin),
      {
        method,
        agent: options.agent,
        headers: {
          Token: options.token,
          Tenant: String(options.tenant),
          // A browser's: pages and scripts come compressed (their bodies are not read here).
          ...(path.startsWith('/api/')
            ? { Accept: 'application/json' }
            : { Accept: 'text/html,*/*', 'Accept-Encoding': 'br, gzip' }),
          ...(payload === undefined
            ? {}
            : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
        },
        timeout: 20_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const requestId = res.headers['x-request-id'];
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            requestId: typeof requestId === 'string' ? requestId : undefined,
            retryAfter: res.headers['retry-after'],
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 20 s')));
    req.on('error', reject);
    req.end(payload);
  });
}

function errorCode(answer: Answer): string | undefined {
  try {
    const code = (JSON.parse(answer.body) as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Patients walking the intake through nginx, `connections` at once, until stopped: each loads a storefront page and
 * its scripts, asks GET /api/user/info, starts an intake (POST /api/order/create), saves its answers one question at
 * a time with the revision of the previous save (POST /api/order/update), reading the order back every third save
 * (GET /api/order/created, as the question page does), then starts the next intake. A 409 for a stale revision is
 * handled as the storefront does: read the order, go on from its revision.
 */
export function startPatientTraffic(options: PatientTrafficOptions): PatientTraffic {
  const exchanges: Exchange[] = [];
  const intakes = new Set<string>();
  const acknowledged = new Map<string, AcknowledgedSave>();
  let stopping = false;

  const call = async (route: string, method: 'GET' | 'POST', path: string, body?: unknown) => {
    const started = performance.now();
    try {
      const answer = await send(options, method, path, body);
      exchanges.push({
        route,
        status: answer.status,
        code: answer.status >= 400 ? errorCode(answer) : undefined,
        requestId: answer.requestId,
        retryAfter: answer.retryAfter,
        startedAt: started,
        ms: performance.now() - started,
      });
      return answer;
    } catch (error) {
      exchanges.push({
        route,
        status: 0,
        code: (error as Error).message,
        startedAt: started,
        ms: performance.now() - started,
      });
      return undefined;
    }
  };

  /** The intake's revision as the API has it now, or undefined. */
  const revisionOf = async (created: string): Promise<number | undefined> => {
    const read = await call('GET /api/order/created', 'GET', `/api/order/created?created=${created}`);
    return read?.status === 200 ? (JSON.parse(read.body) as { revision: number }).revision : undefined;
  };

  const patient = async (index: number) => {
    let visit = 0;
    while (!stopping) {
      visit++;
      for (const page of options.pages)
        await call(page.startsWith('/assets/') ? 'GET asset' : 'GET page', 'GET', page);
      await call('GET /api/user/info', 'GET', '/api/user/info');
      const created = `${Date.now()}-${index.toString(36)}${visit.toString(36)}${randomBytes(8).toString('hex')}`;
      const start = await call('POST /api/order/create', 'POST', '/api/order/create', {
        created,
        advData: testAdvData,
      });
      let revision: number | undefined;
      if (start?.status === 201) revision = (JSON.parse(start.body) as { revision: number }).revision;
      // Sent twice by nginx after the first attempt was written: the intake is there (the create's one 409, its
      // contract says, is ORDER_EXISTS).
      else if (start?.status === 409) revision = await revisionOf(created);
      if (revision === undefined) continue;
      intakes.add(created);
      for (const [step, answers] of options.answers.entries()) {
        if (stopping) break;
        const save = await call('POST /api/order/update', 'POST', '/api/order/update', {
          created,
          revision,
          columns: { startData: answers },
        });
        if (save?.status === 200) {
          revision = (JSON.parse(save.body) as { revision: number }).revision;
          acknowledged.set(created, { created, revision, answers });
        } else {
          // A stale revision (a save sent twice), or a failure: go on from the order as it is.
          revision = await revisionOf(created);
          if (revision === undefined) break;
        }
        if (step % 3 === 2) await revisionOf(created);
      }
    }
  };

  const running = Promise.all(Array.from({ length: options.connections }, (_, i) => patient(i)));
  return {
    exchanges,
    intakes,
    acknowledged,
    async stop() {
      stopping = true;
      await running;
    },
  };
}

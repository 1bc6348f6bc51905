/**
 * Runs one autocannon load in a child process, so that generating the load does not share an event loop with
 * the servers under test (autocannon only aggregates its figures on a main thread, hence not a worker thread).
 * Receives the LoadSpec as its one IPC message, answers the LoadSummary and exits. Bodies, when given, are sent
 * round-robin (one per request); answer saves are generated in turn (see AnswerSaves).
 */
import autocannon, { type AutocannonRequest } from 'autocannon';

import type { LoadSpec, LoadSummary } from './load.js';

const spec = await new Promise<LoadSpec>((resolve) =>
  process.once('message', (message) => resolve(message as LoadSpec)),
);
let next = 0;
const request: AutocannonRequest = {
  method: spec.method,
  path: spec.path,
  headers: spec.headers,
};
if (spec.saves) {
  const { created, answers, first } = spec.saves;
  const bodyOf = (m: number) =>
    `{"created":${JSON.stringify(created[m % created.length])},"columns":{"startData":${
      answers[Math.floor(m / created.length) % answers.length]
    }}}`;
  request.setupRequest = (req) => ({ ...req, body: bodyOf(first + next++) });
} else if (spec.bodies && spec.bodies.length > 0) {
  const bodies = spec.bodies;
  request.setupRequest = (req) => ({ ...req, body: bodies[next++ % bodies.length] });
}

const result = await autocannon({
  url: spec.baseUrl,
  connections: spec.connections,
  duration: spec.durationSeconds,
  requests: [request],
});

const summary: LoadSummary = {
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
  ok: result['2xx'],
  sent: (spec.saves?.first ?? 0) + next,
};
process.send?.(summary, () => process.disconnect());

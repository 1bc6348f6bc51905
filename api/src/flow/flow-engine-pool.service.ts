import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

import { Injectable, ServiceUnavailableException, type OnApplicationShutdown } from '@nestjs/common';
import type { Finding } from '@telehealth/engine';
import type { ImportResult, ImportTarget } from '@telehealth/engine/fhir';
import type { Product } from '@telehealth/schemas';

/** How long the engine may work on one document, and a task may wait for a free worker, before a 503. */
export const FLOW_ENGINE_TIME_LIMIT_MS = 20_000;

/** The heap of one worker: past it the worker is stopped (a 503), not the process. */
const WORKER_HEAP_MB = 512;

/**
 * The worker's code (CommonJS, run with `eval`, so that it needs no file of its own beside the compiled one, as
 * `auth/utils/bcrypt-worker.ts`): it loads `@telehealth/engine` as Node resolves it from this file (the package's
 * build, `engine/dist`) and runs one task at a time. Inputs and results travel as JSON text: cheaper on the event
 * loop than cloning a megabyte of objects, and what the database and the HTTP answer make of them anyway.
 */
const WORKER_SOURCE = `
const { createRequire } = require('node:module');
const { pathToFileURL } = require('node:url');
const { parentPort, workerData } = require('node:worker_threads');
const entry = (name) => import(pathToFileURL(createRequire(workerData.from).resolve(name)).href);
Promise.all([entry('@telehealth/engine'), entry('@telehealth/engine/fhir')]).then(([engine, fhir]) => {
  const tasks = {
    analyze: ({ document, products }) => engine.analyzeFlow(document, undefined, { products }),
    import: ({ questionnaire, target, products }) => {
      const { flow, report } = fhir.questionnaireToFlow(questionnaire, target);
      return { flow, report, findings: flow ? engine.analyzeFlow(flow, undefined, { products }) : [] };
    },
  };
  parentPort.on('message', ({ id, task, input }) => {
    let reply;
    try {
      reply = { id, result: JSON.stringify(tasks[task](JSON.parse(input))) };
    } catch (error) {
      reply = error instanceof Error ? { id, error: error.message, stack: error.stack } : { id, error: String(error) };
    }
    parentPort.postMessage(reply);
  });
  parentPort.postMessage({ ready: true });
});
`;

type TaskName = 'analyze' | 'import';

interface Task {
  readonly id: number;
  readonly task: TaskName;
  readonly input: string;
  resolve(result: string): void;
  reject(error: Error): void;
  /** While queued: the wait limit; while running: the time limit. */
  timer?: NodeJS.Timeout;
}

/** A worker's answer to a task: the result as JSON text, or the engine's error. */
interface TaskReply {
  id: number;
  result?: string;
  error?: string;
  stack?: string;
}

interface Slot {
  readonly worker: Worker;
  ready: boolean;
  running?: Task;
}

/** The import of a FHIR Questionnaire, and the analysis of the flow made of it. */
export interface EngineImport extends ImportResult {
  findings: Finding[];
}

/**
 * The flow engine's CPU work on documents admins send (a FHIR import, a draft's analysis), on a small pool of
 * worker threads, so that a large document never holds the event loop and every other request. One worker per
 * spare core (at least one, at most four), started when a task finds none free and stopped at shutdown; an idle
 * worker does not keep the process alive (as `auth/utils/bcrypt-worker.ts`). A task runs at most `timeLimitMs` (its worker is then stopped and a
 * new one started for the next task) and waits at most as long for a free worker: both answer 503 naming the
 * limit. An error of the engine itself rejects as it would have thrown (a 500).
 */
@Injectable()
export class FlowEnginePool implements OnApplicationShutdown {
  /** The limit of one task's work and of its wait for a worker (tests lower it). */
  timeLimitMs = FLOW_ENGINE_TIME_LIMIT_MS;
  readonly size = Math.max(1, Math.min(4, availableParallelism() - 1));

  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 0;
  private closed = false;

  /** The engine's findings of a flow document, judged against the tenant's products (`analyzeFlow`). */
  async analyze(document: unknown, products: readonly Product[]): Promise<Finding[]> {
    return JSON.parse(await this.run('analyze', { document, products })) as Finding[];
  }

  /** A FHIR Questionnaire as a flow (`questionnaireToFlow`), and the findings of that flow. */
  async importQuestionnaire(
    questionnaire: unknown,
    target: ImportTarget,
    products: readonly Product[],
  ): Promise<EngineImport> {
    return JSON.parse(await this.run('import', { questionnaire, target, products })) as EngineImport;
  }

  /** Tasks running or waiting (the tests watch it). */
  get pending(): { running: number; queued: number } {
    return { running: this.slots.filter((slot) => slot.running).length, queued: this.queue.length };
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    const stopped = new ServiceUnavailableException('The API is shutting down');
    for (const task of this.queue.splice(0)) this.settle(task, stopped);
    await Promise.all(
      this.slots.splice(0).map(async (slot) => {
        if (slot.running) this.settle(slot.running, stopped);
        await slot.worker.terminate();
      }),
    );
  }

  private run(task: TaskName, input: object): Promise<string> {
    if (this.closed) return Promise.reject(new ServiceUnavailableException('The API is shutting down'));
    return new Promise((resolve, reject) => {
      const queued: Task = { id: this.nextId++, task, input: JSON.stringify(input), resolve, reject };
      queued.timer = setTimeout(() => {
        this.queue.splice(this.queue.indexOf(queued), 1);
        this.settle(
          queued,
          new ServiceUnavailableException(
            `Every flow engine worker was busy for ${seconds(this.timeLimitMs)}, the longest a request waits for ` +
              'one: try again in a moment',
          ),
        );
      }, this.timeLimitMs);
      this.queue.push(queued);
      this.dispatch();
    });
  }

  /** Gives queued tasks to free workers, starting one while the pool is not full. */
  private dispatch(): void {
    while (this.queue.length > 0) {
      const free = this.slots.find((slot) => slot.ready && !slot.running);
      if (!free) {
        if (this.slots.length < this.size && this.slots.every((slot) => slot.ready)) this.start();
        return;
      }
      const task = this.queue.shift() as Task;
      clearTimeout(task.timer);
      free.running = task;
      task.timer = setTimeout(() => this.timedOut(free, task), this.timeLimitMs);
      free.worker.ref();
      free.worker.postMessage({ id: task.id, task: task.task, input: task.input });
    }
  }

  private start(): void {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { from: import.meta.url },
      execArgv: withoutConditions(process.execArgv),
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    const slot: Slot = { worker, ready: false };
    this.slots.push(slot);
    worker.on('message', (message: { ready: true } | TaskReply) => {
      if ('ready' in message) {
        slot.ready = true;
      } else if (slot.running?.id === message.id) {
        const task = slot.running;
        slot.running = undefined;
        this.settle(task, engineError(message), message.result);
      }
      if (!slot.running) worker.unref();
      this.dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (!this.remove(slot)) return;
      const failure =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new ServiceUnavailableException(
              `The flow engine needed more than its ${WORKER_HEAP_MB} MB on this document and was stopped`,
            )
          : new Error(`The flow engine worker failed: ${error.message}`);
      if (slot.running) this.settle(slot.running, failure);
      // A worker that could not even load the engine fails every task waiting for it, rather than being
      // started again and again.
      if (!slot.ready) for (const task of this.queue.splice(0)) this.settle(task, failure);
      this.dispatch();
    });
    worker.on('exit', (code) => {
      if (!this.remove(slot)) return;
      if (slot.running) this.settle(slot.running, new Error(`The flow engine worker exited (code ${code})`));
      this.dispatch();
    });
  }

  private timedOut(slot: Slot, task: Task): void {
    if (slot.running !== task) return;
    slot.running = undefined;
    this.remove(slot);
    void slot.worker.terminate();
    this.settle(
      task,
      new ServiceUnavailableException(
        `The flow engine worked on this document for ${seconds(this.timeLimitMs)}, its limit, and was stopped: ` +
          'the document is too large or its rules too complex to check here',
      ),
    );
    this.dispatch();
  }

  /** Forgets a worker; false when it was already forgotten (stopped at its time limit, or at shutdown). */
  private remove(slot: Slot): boolean {
    const at = this.slots.indexOf(slot);
    if (at < 0) return false;
    this.slots.splice(at, 1);
    return true;
  }

  private settle(task: Task, error: Error | undefined, result = ''): void {
    clearTimeout(task.timer);
    if (error) task.reject(error);
    else task.resolve(result);
  }
}

/** The error the engine threw in the worker, with the worker's stack, if it threw. */
function engineError({ error, stack }: TaskReply): Error | undefined {
  if (error === undefined) return undefined;
  const thrown = new Error(error);
  if (stack !== undefined) thrown.stack = stack;
  return thrown;
}

/**
 * The process's Node options without its `--conditions`: under vitest they name `source`, which would make the
 * worker load the workspace packages' TypeScript (that Node cannot run) instead of their builds.
 */
function withoutConditions(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let at = 0; at < execArgv.length; at += 1) {
    const arg = execArgv[at] as string;
    if (arg === '--conditions' || arg === '-C') at += 1;
    else if (!arg.startsWith('--conditions=') && !arg.startsWith('-C=')) kept.push(arg);
  }
  return kept;
}

function seconds(ms: number): string {
  return ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`;
}

import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The worker's code (CommonJS, run with `eval`, so that it needs no file of its own beside the compiled one): it
 * compares passwords with bcryptjs, one message at a time.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptjs);
parentPort.on('message', ({ id, password, hash }) => {
  let matches = false;
  try {
    matches = bcrypt.compareSync(password, hash);
  } catch {
    matches = false;
  }
  parentPort.postMessage({ id, matches });
});
`;

interface Pending {
  resolve(matches: boolean): void;
  reject(error: Error): void;
}

const pending = new Map<number, Pending>();
let nextId = 0;
let worker: Worker | undefined;

/** The one bcrypt worker of the process, started at the first legacy hash; it keeps the process alive only while busy. */
function bcryptWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { bcryptjs: createRequire(import.meta.url).resolve('bcryptjs') },
  });
  const failAll = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  started.on('message', ({ id, matches }: { id: number; matches: boolean }) => {
    pending.get(id)?.resolve(matches);
    pending.delete(id);
    if (pending.size === 0) started.unref();
  });
  started.on('error', failAll);
  started.on('exit', (code) => failAll(new Error(`the bcrypt worker exited (code ${code})`)));
  worker = started;
  return started;
}

/**
 * Whether `password` matches a bcrypt hash, computed by bcryptjs on a worker thread: bcryptjs is JavaScript, and
 * even its async compare runs on the calling thread in chunks of up to 100 ms, which would hold every other request.
 */
export function compareBcrypt(password: string, hash: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    const thread = bcryptWorker();
    pending.set(id, { resolve, reject });
    thread.ref();
    thread.postMessage({ id, password, hash });
  });
}

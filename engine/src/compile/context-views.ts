import type { StartData } from '@telehealth/schemas';

/**
 * The context's `history` and `answers` as persistent structures, so an event costs the same at question 5,000 as at
 * question 5: XState keeps every snapshot immutable (its docs: never mutate context), and copying the answers and
 * the history on every event made a walk of n events cost n² copies.
 *
 * - The history is a linked stack of states (`Trail`): visiting a state pushes one cell, BACK pops one.
 * - The answers are a log of changes (`AnswerLog`): an answer sets one key, BACK deletes one; the object is built
 *   by replaying the log from its base.
 *
 * Readers still see a plain `string[]` and a plain `StartData` object: each snapshot holds a view (a Proxy over an
 * empty array or object of its own) that builds its contents from the structure on first touch and is from then on
 * that array or object. A view equals, key for key and in the same key order, the copy the machine used to make;
 * JSON, spread, `Object.keys`, `includes` and equality in tests all read it like one. Writing to a view changes that
 * snapshot's view only, never the structure other snapshots share. A plain array or object (the initial context,
 * RESUME's walk, a snapshot restored from JSON) is read into a structure once, on the first event that changes it.
 */

/** The states visited, newest first: one cell per state. */
interface Trail {
  readonly state: string;
  readonly below: Trail | undefined;
  readonly length: number;
}

/** The answers as the changes that made them, newest first, down to a base object nobody else holds. */
type AnswerLog =
  | { readonly op: 'base'; readonly answers: Readonly<StartData> }
  | { readonly op: 'set'; readonly key: string; readonly entry: StartData[string]; readonly from: AnswerLog }
  | { readonly op: 'delete'; readonly key: string; readonly from: AnswerLog };

/** The structure behind a view; read by the engine without building the view's contents. */
const STRUCTURE = Symbol('intake context structure');

/** The states visited before the current one, oldest first, with `state` added last. */
export function pushState(history: readonly string[], state: string): string[] {
  const below = trailOf(history);
  return historyView({ state, below, length: (below?.length ?? 0) + 1 });
}

/** The last state of the history (where BACK returns) and the history without it; undefined when it is empty. */
export function popState(history: readonly string[]): { last: string; rest: string[] } | undefined {
  const trail = trailOf(history);
  return trail ? { last: trail.state, rest: historyView(trail.below) } : undefined;
}

/** The answers with `key` set to `entry` (in place if it was there, as `{ ...answers, [key]: entry }` does). */
export function setAnswer(answers: Readonly<StartData>, key: string, entry: StartData[string]): StartData {
  return answersView({ op: 'set', key, entry, from: logOf(answers) });
}

/** The answers without `key` (or the same answers when `key` is undefined). */
export function deleteAnswer(answers: Readonly<StartData>, key: string | undefined): StartData {
  const from = logOf(answers);
  return answersView(key === undefined ? from : { op: 'delete', key, from });
}

function trailOf(history: readonly string[]): Trail | undefined {
  const structure = (history as { [STRUCTURE]?: Trail | null })[STRUCTURE];
  if (structure !== undefined) return structure ?? undefined;
  let trail: Trail | undefined;
  for (const state of history) trail = { state, below: trail, length: (trail?.length ?? 0) + 1 };
  return trail;
}

function logOf(answers: Readonly<StartData>): AnswerLog {
  const structure = (answers as { [STRUCTURE]?: AnswerLog })[STRUCTURE];
  // A plain object is copied once: changing it afterwards must not change the answers built on it.
  return structure ?? { op: 'base', answers: { ...answers } };
}

function historyView(trail: Trail | undefined): string[] {
  // null, not undefined, marks the empty trail, so that an empty view is told from a plain array.
  return view<string[]>([], trail ?? null, (target) => {
    target.length = trail?.length ?? 0;
    for (let cell = trail; cell; cell = cell.below) target[cell.length - 1] = cell.state;
  });
}

function answersView(log: AnswerLog): StartData {
  return view<StartData>({}, log, (target) => {
    const changes: AnswerLog[] = [];
    let cell = log;
    for (; cell.op !== 'base'; cell = cell.from) changes.push(cell);
    Object.assign(target, cell.answers);
    for (let i = changes.length - 1; i >= 0; i -= 1) {
      const change = changes[i] as Exclude<AnswerLog, { op: 'base' }>;
      if (change.op === 'set') target[change.key] = change.entry;
      else delete target[change.key];
    }
  });
}

/**
 * A view: `target` (the view's own empty array or object) filled by `fill` on the first touch of any of its
 * properties, then every operation goes to `target`. Filling first keeps the Proxy invariants (what the view reports
 * is what its target holds).
 */
function view<T extends object>(target: T, structure: unknown, fill: (target: T) => void): T {
  Object.defineProperty(target, INSPECT, { value: inspectView });
  return new Proxy(target, new ViewHandler(structure, fill));
}

class ViewHandler<T extends object> implements ProxyHandler<T> {
  private filled = false;

  constructor(
    private readonly structure: unknown,
    private readonly fill: (target: T) => void,
  ) {}

  private ready(target: T): T {
    if (!this.filled) {
      this.filled = true;
      this.fill(target);
    }
    return target;
  }

  get(target: T, key: string | symbol, receiver: unknown): unknown {
    if (key === STRUCTURE) return this.structure;
    return Reflect.get(this.ready(target), key, receiver);
  }

  set(target: T, key: string | symbol, value: unknown): boolean {
    return Reflect.set(this.ready(target), key, value);
  }

  has(target: T, key: string | symbol): boolean {
    return Reflect.has(this.ready(target), key);
  }

  deleteProperty(target: T, key: string | symbol): boolean {
    return Reflect.deleteProperty(this.ready(target), key);
  }

  ownKeys(target: T): (string | symbol)[] {
    return Reflect.ownKeys(this.ready(target));
  }

  getOwnPropertyDescriptor(target: T, key: string | symbol): PropertyDescriptor | undefined {
    return Reflect.getOwnPropertyDescriptor(this.ready(target), key);
  }

  defineProperty(target: T, key: string | symbol, descriptor: PropertyDescriptor): boolean {
    return Reflect.defineProperty(this.ready(target), key, descriptor);
  }

  preventExtensions(target: T): boolean {
    return Reflect.preventExtensions(this.ready(target));
  }
}

/**
 * Node's `util.inspect` (console.log) shows a Proxy's target without touching the Proxy, which would print a view
 * not yet read as empty; it calls this method (non-enumerable, so JSON, spread and `Object.keys` never see it) on
 * the view instead, and prints a copy of the contents.
 */
const INSPECT = Symbol.for('nodejs.util.inspect.custom');
function inspectView(this: object): unknown {
  return Array.isArray(this) ? [...(this as unknown[])] : { ...this };
}

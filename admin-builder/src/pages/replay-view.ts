import type { AdminReplayStep, StartData } from '@telehealth/schemas';

import { nodeIdOfState } from '../model';

/** A step index kept inside 0..count-1 (0 for an empty replay). */
export function clampStep(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), count - 1);
}

/**
 * The stepper's keyboard: ←/→ (and ↑/↓) one event back or on, Home and End to the first and last; null for any
 * other key, which the stepper leaves alone.
 */
export function stepForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return clampStep(index - 1, count);
    case 'ArrowRight':
    case 'ArrowDown':
      return clampStep(index + 1, count);
    case 'Home':
      return 0;
    case 'End':
      return clampStep(count - 1, count);
    default:
      return null;
  }
}

/** The graph node of a machine state, or null for a state the graph does not draw. */
export function nodeOfState(state: string): string | null {
  try {
    return nodeIdOfState(state);
  } catch {
    return null;
  }
}

/**
 * The intake's path up to a step, as graph node ids: the states the machine went through, where going back to a
 * node already on the path cuts the path there (BACK undoes the steps after it).
 */
export function pathUpTo(steps: readonly Pick<AdminReplayStep, 'state'>[], index: number): string[] {
  const path: string[] = [];
  for (const step of steps.slice(0, index + 1)) {
    const node = nodeOfState(step.state);
    if (node === null) continue;
    const at = path.indexOf(node);
    if (at >= 0) path.length = at + 1;
    else path.push(node);
  }
  return path;
}

/** Deterministic JSON (object keys sorted), to compare answers whatever order they were stored in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export interface AnswerRow {
  questionId: string;
  question: string;
  replayed: unknown;
  recorded: unknown;
  /** The replay and the record disagree on this answer. */
  differs: boolean;
}

/** The answers after a step, beside what the record says, one row per question either of them answered. */
export function answerRows(step: Pick<AdminReplayStep, 'answers' | 'recorded'>): AnswerRow[] {
  const replayed: StartData = step.answers;
  const recorded: StartData = step.recorded.answers;
  const ids = [...new Set([...Object.keys(replayed), ...Object.keys(recorded)])].sort(
    (a, b) => Number(a) - Number(b),
  );
  return ids.map((questionId) => {
    const mine = replayed[questionId];
    const theirs = recorded[questionId];
    return {
      questionId,
      question: mine?.question ?? theirs?.question ?? '',
      replayed: mine?.value,
      recorded: theirs?.value,
      differs: canonical(mine?.value) !== canonical(theirs?.value),
    };
  });
}

/** Where a step's replay disagrees with what was recorded for it. */
export function stepDifferences(
  step: Pick<AdminReplayStep, 'state' | 'answers' | 'recorded'>,
): ('state' | 'answers')[] {
  const differences: ('state' | 'answers')[] = [];
  if (step.state !== step.recorded.state) differences.push('state');
  if (answerRows(step).some((row) => row.differs)) differences.push('answers');
  return differences;
}

/** A machine event in words: "ANSWER question 3: Toenails", "BACK", "CONTINUE". */
export function describeEvent(event: { type: string } & Record<string, unknown>): string {
  const parts = [event.type];
  if (typeof event.questionId === 'number') parts.push(`question ${event.questionId}`);
  const text = parts.join(' ');
  if ('value' in event && event.value !== undefined) {
    const value = typeof event.value === 'string' ? event.value : JSON.stringify(event.value);
    return `${text}: ${value}`;
  }
  return text;
}

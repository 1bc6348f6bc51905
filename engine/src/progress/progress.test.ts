import { loadCatalog } from '@telehealth/flows';
import type { AnswerValue } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';

import { eventsForPath } from '../analyze/drive-path.js';
import { enumeratePaths } from '../analyze/paths.js';
import { compileFlow } from '../compile/compile-document.js';
import { type IntakeMachine } from '../compile/compile-flow.js';
import type { IntakeEvent } from '../compile/decide.js';
import { question, smallFlow } from '../testing/small-flow.js';
import { indexFlow } from '../flow/flow-index.js';
import { createProgress } from './progress.js';

const asOf = '2026-11-22';

/** Drives a compiled flow with events and returns the progress shown at each state it reaches. */
function walk(flow: ReturnType<typeof smallFlow>, events: IntakeEvent[]) {
  const compiled = compileFlow(flow);
  const progressOf = createProgress(compiled.index);
  let [snapshot] = initialTransition(compiled.machine, { asOf });
  const shown = (s: SnapshotFrom<IntakeMachine>) => ({
    state: String(s.value),
    ...progressOf(String(s.value), s.context.history),
  });
  const seen = [shown(snapshot)];
  for (const event of events) {
    [snapshot] = transition(compiled.machine, snapshot, event);
    seen.push(shown(snapshot));
  }
  return seen;
}

const CONTINUE = { type: 'CONTINUE' } as const;
const BACK = { type: 'BACK' } as const;
const answer = (questionId: number, value: AnswerValue): IntakeEvent => ({
  type: 'ANSWER',
  questionId,
  value,
});

describe('createProgress', () => {
  // The small flow: lead-qualify, lead-intro, 1 → 2 → 3 → (Yes) 4 → 5 (content) → 6 → checkout; "No" at 3 skips 4.
  // Its expected way (3 has no `next`: its first option, Yes → 4) has 6 pages after the 2 lead steps: 8.
  const progress = createProgress(indexFlow(smallFlow()));

  it('counts the lead steps first, with the whole expected way as the total', () => {
    expect(progress('leadQualify')).toEqual({ step: 1, totalSteps: 8, percent: 5 });
    expect(progress('leadIntro')).toEqual({ step: 2, totalSteps: 8, percent: 10 });
    expect(progress('q1', ['leadQualify', 'leadIntro'])).toMatchObject({ step: 3, totalSteps: 8 });
  });

  it('rises by one per page along a branching path, and the total follows the branch taken', () => {
    const seen = walk(smallFlow(), [
      CONTINUE,
      CONTINUE,
      answer(1, '1990-01-01'),
      answer(2, 'No'),
      answer(3, 'No'), // skips question 4: the total drops by one
      CONTINUE,
      answer(6, true),
    ]);
    expect(seen.map((s) => [s.state, s.step, s.totalSteps])).toEqual([
      ['leadQualify', 1, 8],
      ['leadIntro', 2, 8],
      ['q1', 3, 8],
      ['q2', 4, 8],
      ['q3', 5, 8],
      ['q5', 6, 7],
      ['q6', 7, 7],
      ['checkout', 7, 7],
    ]);
    // The percentage rises with every question too, on the spec's 90 / total × position + 10.
    const percents = seen.map((s) => s.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(seen.find((s) => s.state === 'q1')?.percent).toBeCloseTo(90 / 7 + 10);
    expect(seen.at(-1)?.percent).toBe(100);
  });

  it('goes down by one on BACK, and a different answer changes the total to the new branch', () => {
    const seen = walk(smallFlow(), [
      CONTINUE,
      CONTINUE,
      answer(1, '1990-01-01'),
      answer(2, 'No'),
      answer(3, 'No'),
      BACK,
      answer(3, 'Yes'),
      BACK,
      BACK,
    ]);
    expect(seen.slice(4).map((s) => [s.state, s.step, s.totalSteps])).toEqual([
      ['q3', 5, 8],
      ['q5', 6, 7],
      ['q3', 5, 8],
      ['q4', 6, 8],
      ['q3', 5, 8],
      ['q2', 4, 8],
    ]);
  });

  it('keeps the progress of the question that stopped', () => {
    const seen = walk(smallFlow(), [CONTINUE, CONTINUE, answer(1, '1990-01-01'), answer(2, 'Yes')]);
    expect(seen.at(-1)).toMatchObject({ state: 'stop2', step: 4, totalSteps: 8 });
    expect(seen.at(-1)?.percent).toBe(seen.at(-2)?.percent);
  });

  it('continues the count of a flow passed before and counts the one that follows', () => {
    expect(progress('leadQualify', [], { before: 7 })).toMatchObject({ step: 8, totalSteps: 15 });
    expect(progress('q1', ['leadQualify', 'leadIntro'], { before: 7 })).toMatchObject({
      step: 10,
      totalSteps: 15,
    });
    const quiz = createProgress(
      indexFlow(
        smallFlow({
          first_question_id: 1,
          steps: [{ key: 'checkout', kind: 'checkout', path: '/start/lead-qualify' }],
          questions: [
            question({ id: 1, type: 'text', next: 2 }),
            question({ id: 2, type: 'text', next_question_map: { Final: 0 } }),
          ],
        }),
      ),
    );
    expect(quiz('q1', [], { after: 8 })).toMatchObject({ step: 1, totalSteps: 10 });
    expect(quiz('q2', ['q1'], { after: 8 })).toMatchObject({ step: 2, totalSteps: 10 });
  });

  it('counts along the path, not by id, when ids are not 1..N', () => {
    const flow = smallFlow({
      first_question_id: 101,
      steps: [{ key: 'checkout', kind: 'checkout', path: '/followup/thanks' }],
      questions: [
        question({
          id: 101,
          type: 'single_choice',
          QuestionOptions: [{ option_text: 'A' }, { option_text: 'B' }],
          next_question_map: { A: 130 },
          next: 120,
        }),
        question({ id: 120, type: 'text', next: 130 }),
        question({ id: 130, type: 'consent', next_question_map: { Final: 0 } }),
      ],
    });
    const followup = createProgress(indexFlow(flow));
    expect(followup('q101', [])).toEqual({ step: 1, totalSteps: 3, percent: 40 });
    expect(followup('q120', ['q101'])).toEqual({ step: 2, totalSteps: 3, percent: 70 });
    expect(followup('q130', ['q101', 'q120'])).toEqual({ step: 3, totalSteps: 3, percent: 100 });
    // "A" jumps from 101 to 130: the next step, one page shorter.
    expect(followup('q130', ['q101'])).toEqual({ step: 2, totalSteps: 2, percent: 100 });
  });
});

describe.each(
  loadCatalog()
    .tenants.flatMap(({ flows }) => flows)
    .map((flow) => [`tenant ${flow.tenant_id} ${flow.key}`, flow] as const),
)('progress on every path of %s', (_, flow) => {
  it('starts at 1, rises by exactly one per page, and ends with step = total = the pages walked', () => {
    const compiled = compileFlow(flow);
    const progressOf = createProgress(compiled.index);
    const summary = enumeratePaths(compiled.index, { limit: 100_000 });
    for (const path of summary.paths) {
      const events = eventsForPath(compiled.index, path, asOf) ?? [];
      let [snapshot] = initialTransition(compiled.machine, { asOf });
      const steps = [progressOf(String(snapshot.value), snapshot.context.history)];
      for (const event of events) {
        [snapshot] = transition(compiled.machine, snapshot, event);
        steps.push(progressOf(String(snapshot.value), snapshot.context.history));
      }
      const last = steps.at(-1);
      const stopped = path.end === 'hard-stop';
      // The last state (checkout or the hard stop) is not a page of its own in the count.
      const pages = steps.slice(0, -1);
      expect(pages.map((s) => s.step)).toEqual(pages.map((_, i) => i + 1));
      if (!stopped)
        expect(last).toMatchObject({ step: pages.length, totalSteps: pages.length, percent: 100 });
      else expect(last).toEqual(pages.at(-1));
      for (const s of steps) expect(s.step).toBeLessThanOrEqual(s.totalSteps);
    }
  });
});

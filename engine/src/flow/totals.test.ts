// Scores and totals: a total sums the chosen options' scores of its questions; hard stops and branches read it with
// the answers of the path so far. Checked against the PHQ-9 and GAD-7 instruments of flows/ and flows of our own.
import { loadCatalog } from '@telehealth/flows';
import type { FlowVersion, StartData } from '@telehealth/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';

import { analyzeFlow } from '../analyze/analyze-flow.js';
import { eventsForPath } from '../analyze/drive-path.js';
import { enumeratePaths } from '../analyze/paths.js';
import { compileFlow } from '../compile/compile-document.js';
import { createProgress } from '../progress/progress.js';
import { replayIntake } from '../replay/replay-intake.js';
import { question } from '../testing/small-flow.js';
import { checkAnswer } from './answer-validity.js';
import { indexFlow } from './flow-index.js';
import { routeAnswer } from './routing.js';
import { answerScore, boundsHold, totalValue, totalsOf } from './totals.js';
import { walkAnswers } from './walk-answers.js';

const asOf = '2026-11-22';
const instruments = (loadCatalog().instruments ?? []).map((instrument) => instrument.flow);
const phq9 = instruments.find((f) => f.title.startsWith('PHQ-9')) as FlowVersion;
const gad7 = instruments.find((f) => f.title.startsWith('GAD-7')) as FlowVersion;
const OPTIONS = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'] as const;

/** The PHQ-9 answers of the given item scores (items 901..909), as the storefront stores them. */
function answersOf(flow: FlowVersion, scores: readonly number[]): StartData {
  const answers: StartData = {};
  scores.forEach((score, at) => {
    const item = flow.questions[at];
    if (item) answers[String(item.id)] = { value: OPTIONS[score] as string, question: item.title };
  });
  return answers;
}

describe('a total', () => {
  const index = indexFlow(phq9);

  it('sums the scores of the chosen options of its questions; an unanswered question adds nothing', () => {
    expect(totalValue(index, 'phq9', answersOf(phq9, [3, 2, 1, 0, 3]))).toBe(9);
    expect(totalValue(index, 'phq9', {})).toBe(0);
    expect(totalValue(index, 'nope', {})).toBeUndefined();
    expect(totalsOf(index, answersOf(phq9, [1, 1, 1]))).toEqual([
      { name: 'phq9', title: 'PHQ-9 total score', value: 3 },
    ]);
  });

  it('counts the answer being given in place of a recorded one', () => {
    const item9 = index.questions.get(909)!;
    const answers = answersOf(phq9, [3, 3, 3, 3, 3, 3, 0, 0, 3]);
    expect(totalValue(index, 'phq9', answers, { question: item9, value: 'Not at all' })).toBe(18);
  });

  it('sums every chosen option of a multiple choice; options without a score add nothing', () => {
    const multi = question({
      id: 1,
      type: 'multiple_choice',
      QuestionOptions: [
        { option_text: 'A', score: 1 },
        { option_text: 'B', score: 2.5 },
        { option_text: 'C' },
      ],
    });
    expect(answerScore(multi, ['A', 'B', 'C'])).toBe(3.5);
    expect(answerScore(multi, ['C'])).toBe(0);
    expect(answerScore(question({ id: 2, type: 'text' }), 'A')).toBe(0);
  });

  it('adds scores so that the order of adding does not change a threshold comparison', () => {
    const tenths = question({
      id: 1,
      type: 'multiple_choice',
      QuestionOptions: [
        { option_text: 'A', score: 0.1 },
        { option_text: 'B', score: 0.2 },
      ],
    });
    expect(answerScore(tenths, ['A', 'B'])).toBe(0.3);
  });

  it('meets a condition when any of its bounds holds', () => {
    expect(boundsHold({ at_least: 20 }, 20)).toBe(true);
    expect(boundsHold({ at_least: 20 }, 19)).toBe(false);
    expect(boundsHold({ above: 0 }, 0)).toBe(false);
    expect(boundsHold({ at_most: 4 }, 4)).toBe(true);
    expect(boundsHold({ below: 5, above: 14 }, 15)).toBe(true);
    expect(boundsHold({ below: 5, above: 14 }, 10)).toBe(false);
  });
});

/** Where the PHQ-9 answers with these item scores end, as the machine decides (events through `transition`). */
function endOf(flow: FlowVersion, scores: readonly number[]): string {
  const compiled = compileFlow(flow);
  let [snapshot] = initialTransition(compiled.machine, { asOf });
  for (const [at, score] of scores.entries()) {
    const item = flow.questions[at]!;
    [snapshot] = transition(compiled.machine, snapshot, {
      type: 'ANSWER',
      questionId: item.id,
      value: OPTIONS[score] as string,
    });
  }
  return String(snapshot.value);
}

const itemScores = (n: number) => fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n });

describe('PHQ-9', () => {
  it('stops at item 9 on a total of 20 or more, or on any answer but "Not at all" to item 9', () => {
    expect(endOf(phq9, [3, 3, 3, 3, 3, 3, 2, 0, 0])).toBe('stop909'); // 20
    expect(endOf(phq9, [3, 3, 3, 3, 3, 3, 1, 0, 0])).toBe('q910'); // 19
    expect(endOf(phq9, [0, 0, 0, 0, 0, 0, 0, 0, 1])).toBe('stop909');
    expect(endOf(phq9, [0, 0, 0, 0, 0, 0, 0, 0, 0])).toBe('checkout');
    expect(endOf(phq9, [0, 0, 0, 1, 0, 0, 0, 0, 0])).toBe('q910');
  });

  it('decides as the total and item 9 say, for any answers (property)', () => {
    fc.assert(
      fc.property(itemScores(9), (scores) => {
        const total = scores.reduce((a, b) => a + b, 0);
        const expected = scores[8]! > 0 || total >= 20 ? 'stop909' : total > 0 ? 'q910' : 'checkout';
        expect(endOf(phq9, scores)).toBe(expected);
        // The walk of recorded answers (resume, the API's checks) decides the same.
        expect(walkAnswers(indexFlow(phq9), answersOf(phq9, scores), asOf).state).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('falls on the right side of the threshold just either side of it (property)', () => {
    fc.assert(
      fc.property(itemScores(8), fc.integer({ min: -1, max: 0 }), (scores, side) => {
        // Raise or lower the first items until the total of items 1–8 is exactly 20 + side.
        const target = 20 + side;
        const adjusted = [...scores];
        let total = adjusted.reduce((a, b) => a + b, 0);
        for (let at = 0; at < 8 && total !== target; at += 1) {
          const change = Math.max(-adjusted[at]!, Math.min(3 - adjusted[at]!, target - total));
          adjusted[at]! += change;
          total += change;
        }
        expect(total).toBe(target);
        expect(endOf(phq9, [...adjusted, 0])).toBe(side === 0 ? 'stop909' : 'q910');
      }),
      { numRuns: 200 },
    );
  });

  it('has three paths: crisis stop, the difficulty question, and straight to the end', () => {
    const summary = enumeratePaths(indexFlow(phq9));
    const items = phq9.questions.slice(0, 9).map((q) => `q${q.id}`);
    expect(summary.paths.map((p) => p.states)).toEqual([
      [...items, 'stop909'],
      [...items, 'q910', 'checkout'],
      [...items, 'checkout'],
    ]);
    expect(summary.byHardStop).toEqual([{ questionId: 909, count: 1n }]);
    expect(summary.total).toBe(3n);
  });

  it('gives progress that rises by one per item and ends at 100', () => {
    const compiled = compileFlow(phq9);
    const progressOf = createProgress(compiled.index);
    const actor = createActor(compiled.machine, { input: { asOf } }).start();
    const seen: number[] = [];
    for (const [at, score] of [1, 1, 0, 0, 0, 0, 0, 0, 0].entries()) {
      const { value, context } = actor.getSnapshot();
      seen.push(progressOf(String(value), context.history).step);
      actor.send({ type: 'ANSWER', questionId: phq9.questions[at]!.id, value: OPTIONS[score] as string });
    }
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('q910');
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(progressOf('q910', context.history).step).toBe(10);
    actor.send({ type: 'ANSWER', questionId: 910, value: 'Somewhat difficult' });
    expect(progressOf(String(actor.getSnapshot().value), actor.getSnapshot().context.history).percent).toBe(
      100,
    );
  });

  it('replays a recorded intake that went back and changed an item to cross the threshold', () => {
    const compiled = compileFlow(phq9);
    const answer = (id: number, score: number) => ({
      type: 'ANSWER' as const,
      questionId: id,
      value: OPTIONS[score] as string,
    });
    const events = [
      ...[3, 3, 3, 3, 3, 3, 1, 0].map((score, at) => answer(901 + at, score)),
      { type: 'BACK' as const },
      answer(908, 1),
      answer(909, 0),
    ];
    const replay = replayIntake(compiled, { asOf, events: events.map((event) => ({ event })) });
    expect(replay.firstRejected).toBeUndefined();
    expect(replay.final.state).toBe('stop909');
    expect(replay.final.context.hardStop?.message).toContain('988');
  });
});

describe('GAD-7', () => {
  it('stops on a total of 15 or more, asks the difficulty question above 0, ends at 0 (property)', () => {
    fc.assert(
      fc.property(itemScores(7), (scores) => {
        const total = scores.reduce((a, b) => a + b, 0);
        const expected = total >= 15 ? 'stop957' : total > 0 ? 'q958' : 'checkout';
        expect(endOf(gad7, scores)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('routeAnswer', () => {
  it('reads totals from the earlier answers it is given, the answer itself included', () => {
    const index = indexFlow(phq9);
    const item9 = index.questions.get(909)!;
    const checked = checkAnswer(item9, 'Not at all', asOf);
    if (!checked.ok) throw new Error(checked.reason);
    const high = answersOf(phq9, [3, 3, 3, 3, 3, 3, 3, 3]);
    expect(routeAnswer(index, item9, checked.value, asOf, high)).toEqual({
      ok: true,
      to: { kind: 'stop', questionId: 909 },
    });
    expect(routeAnswer(index, item9, checked.value, asOf)).toEqual({ ok: true, to: { kind: 'checkout' } });
  });
});

/**
 * A flow whose total's questions lie on two branches that join: 1 (single choice: A 0 → 2, B 2 → 3), 2 (multiple
 * choice, scores 1 and 2) → 4, 3 (single choice 0/1) → 4, 4 reads the total: at least 4 stops, above 1 → 5, else
 * checkout; 5 (text) → checkout.
 */
function branchingFlow(overrides: Partial<FlowVersion> = {}): FlowVersion {
  const stop = 'Please speak with your doctor.';
  return {
    schema_version: 1,
    tenant_id: 6,
    key: 'followup',
    version: 1,
    status: 'draft',
    title: 'Branching scores',
    first_question_id: 1,
    steps: [
      { key: 'followup', kind: 'questions', path: '/followup', flow_step: 'followup' },
      { key: 'checkout', kind: 'checkout', path: '/followup/thanks' },
    ],
    totals: [{ name: 'score', questions: [1, 2, 3, 4] }],
    questions: [
      question({
        id: 1,
        type: 'single_choice',
        QuestionOptions: [
          { option_text: 'A', score: 0 },
          { option_text: 'B', score: 3 },
        ],
        next_question_map: { A: 2, B: 3 },
      }),
      question({
        id: 2,
        type: 'multiple_choice',
        QuestionOptions: [
          { option_text: 'X', score: 1 },
          { option_text: 'Y', score: 2 },
        ],
        next: 4,
      }),
      question({
        id: 3,
        type: 'single_choice',
        QuestionOptions: [
          { option_text: 'No', score: 0 },
          { option_text: 'Yes', score: 1 },
        ],
        next: 4,
      }),
      question({
        id: 4,
        type: 'single_choice',
        QuestionOptions: [
          { option_text: 'Low', score: 0 },
          { option_text: 'High', score: 1 },
        ],
        is_hard_stop: true,
        hard_stop_when: { measure: 'total', total: 'score', at_least: 5 },
        hard_stop_message: stop,
        next_when: [{ total: 'score', above: 1, next: 5 }],
        next_question_map: { Final: 0 },
      }),
      question({ id: 5, type: 'text', next_question_map: { Final: 0 } }),
    ],
    layout: { positions: {} },
    ...overrides,
  };
}

/** Every distinct state sequence some combination of answers walks (brute force over the answers). */
function walkedPaths(flow: FlowVersion): string[] {
  const compiled = compileFlow(flow);
  const found = new Set<string>();
  const candidates: Record<number, unknown[]> = {
    1: ['A', 'B'],
    2: [['X'], ['Y'], ['X', 'Y']],
    3: ['No', 'Yes'],
    4: ['Low', 'High'],
    5: ['Fine'],
  };
  const walk = (snapshot: ReturnType<typeof initialTransition>[0], states: string[]) => {
    if (snapshot.status === 'done') {
      found.add(states.join(' '));
      return;
    }
    const id = Number(String(snapshot.value).slice(1));
    for (const value of candidates[id] ?? []) {
      const [next] = transition(compiled.machine, snapshot, {
        type: 'ANSWER',
        questionId: id,
        value: value as string,
      });
      walk(next, [...states, String(next.value)]);
    }
  };
  const [start] = initialTransition(compiled.machine, { asOf });
  walk(start, [String(start.value)]);
  return [...found].sort();
}

describe('the path count of a flow that reads totals', () => {
  it('counts exactly the state sequences some answers walk, and each is walked by its witness', () => {
    const flow = branchingFlow();
    expect(analyzeFlow(flow)).toEqual([]);
    const summary = enumeratePaths(indexFlow(flow));
    const listed = summary.paths.map((p) => p.states.join(' ')).sort();
    expect(listed).toEqual(walkedPaths(flow));
    expect(summary.total).toBe(BigInt(listed.length));
    // 1A: 2 gives 1–3, 4 adds 0–1 → checkout (1), q5 (2–4): no stop. 1B: 3 gives 3–4, 4 → 3–5: q5, or 5: stop.
    expect(listed).toEqual([
      'q1 q2 q4 checkout',
      'q1 q2 q4 q5 checkout',
      'q1 q3 q4 q5 checkout',
      'q1 q3 q4 stop4',
    ]);
    const compiled = compileFlow(flow);
    for (const path of summary.paths) {
      const events = eventsForPath(compiled.index, path, asOf);
      expect(events, path.states.join(' ')).toBeDefined();
      let [snapshot] = initialTransition(compiled.machine, { asOf });
      const visited = [String(snapshot.value)];
      for (const event of events ?? []) {
        [snapshot] = transition(compiled.machine, snapshot, event);
        visited.push(String(snapshot.value));
      }
      expect(visited).toEqual(path.states);
    }
  });

  it('leaves out a way no combination takes on that path, though another path takes it', () => {
    // Lowering the stop to 4 lets 1A reach it too (X+Y = 3, High = 1).
    const flow = branchingFlow();
    (flow.questions[3]!.hard_stop_when as { at_least: number }).at_least = 4;
    const listed = enumeratePaths(indexFlow(flow))
      .paths.map((p) => p.states.join(' '))
      .sort();
    expect(listed).toEqual(walkedPaths(flow));
    expect(listed).toContain('q1 q2 q4 stop4');
  });
});

describe('analysis of totals', () => {
  const codes = (flow: FlowVersion) => analyzeFlow(flow).map((f) => [f.severity, f.code, f.questionId]);

  it('has nothing to say about the instruments', () => {
    expect(analyzeFlow(phq9)).toEqual([]);
    expect(analyzeFlow(gad7)).toEqual([]);
  });

  it('reports a total over an unknown question, a question that is not a choice, and options without scores', () => {
    const flow = branchingFlow({ totals: [{ name: 'score', questions: [1, 2, 3, 4, 5, 99] }] });
    flow.questions[2]!.QuestionOptions = [{ option_text: 'No' }, { option_text: 'Yes', score: 1 }];
    expect(codes(flow)).toEqual(
      expect.arrayContaining([
        ['error', 'total-not-scored', 3],
        ['error', 'total-not-scored', 5],
        ['error', 'total-unknown-question', undefined],
      ]),
    );
    expect(analyzeFlow(flow).find((f) => f.questionId === 3)?.message).toBe(
      'The total "score" counts question 3, whose answers "No" have no score.',
    );
  });

  it('reports a hard stop or a branch on a total the flow does not define, and two totals of one name', () => {
    const flow = branchingFlow({
      totals: [
        { name: 'score', questions: [1, 2, 3, 4] },
        { name: 'score', questions: [1] },
      ],
    });
    flow.questions[3]!.next_when = [{ total: 'other', above: 1, next: 5 }];
    expect(codes(flow)).toEqual(
      expect.arrayContaining([
        ['error', 'duplicate-total', undefined],
        ['error', 'unknown-total', 4],
      ]),
    );
  });

  it('reports a total read before all its questions can be answered', () => {
    const flow = branchingFlow();
    flow.questions[0]!.next_when = [{ total: 'score', above: 0, next: 3 }];
    expect(codes(flow)).toContainEqual(['error', 'total-read-early', 1]);
  });

  it('reports bounds no combination reaches, stops every combination reaches, and branches always taken', () => {
    const never = branchingFlow();
    never.questions[3]!.hard_stop_when = { measure: 'total', total: 'score', at_least: 9 };
    never.questions[3]!.next_when = [{ total: 'score', below: 0, next: 5 }];
    expect(codes(never)).toEqual(
      expect.arrayContaining([
        ['error', 'hard-stop-never-triggers', 4],
        ['error', 'branch-never-taken', 4],
      ]),
    );
    const always = branchingFlow();
    always.questions[3]!.hard_stop_when = { measure: 'total', total: 'score', at_least: 0 };
    expect(codes(always)).toContainEqual(['error', 'every-answer-stops', 4]);
    const taken = branchingFlow();
    taken.questions[3]!.next_when = [{ total: 'score', at_least: 0, next: 5 }];
    expect(codes(taken)).toContainEqual(['warning', 'branch-always-taken', 4]);
  });

  it('reports a branch to a question that does not exist, and totals read on a content screen', () => {
    const flow = branchingFlow();
    flow.questions[3]!.next_when = [{ total: 'score', above: 1, next: 77 }];
    flow.questions[4] = {
      ...flow.questions[4]!,
      type: 'image',
      next_when: [{ total: 'score', above: 1, next: 0 }],
    };
    expect(codes(flow)).toEqual(
      expect.arrayContaining([
        ['error', 'unknown-target', 4],
        ['error', 'total-on-content', 5],
      ]),
    );
  });
});

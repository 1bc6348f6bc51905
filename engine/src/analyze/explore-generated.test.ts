import type { AnswerValue, FlowVersion, Question } from '@telehealth/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { checkAnswer, optionTexts } from '../flow/answer-validity.js';
import { indexFlow } from '../flow/flow-index.js';
import { AGE_RANGE } from '../flow/measures.js';
import { generateFlow } from '../testing/generate-flow.js';
import { analyzeFlow, hasErrors } from './analyze-flow.js';
import { explore } from './explore.js';
import { enumeratePaths } from './paths.js';
import { readsOf, rulesOf } from './rules-of-flow.js';
import { answerCandidates } from './witness.js';
import { bruteForce } from './__fixtures__/brute-force.js';

// Property: on small flows of the generator with rules (`generateFlow(size, seed, { rules: true })`: numbers
// compared with constants and with each other, option tests, checks, stops, branches, asked-if, alerts,
// calculations, assertions), the explorer finds the paths, the path count and the broken assertions a brute-force
// walk of a dense grid of answers finds: every half from 0 to 100 for a number, every age from 0 to 130, every
// option and set of options. A height and weight read by no rule is answered on either side of its BMI stop;
// flows whose rules read one are left out (no grid of weights is dense enough for a BMI threshold), and so are
// flows whose read questions have more grid combinations than the walk can try in a test.

const AS_OF = '2026-01-01';
const NUMBERS = Array.from({ length: 201 }, (_, i) => i / 2);
const year = Number(AS_OF.slice(0, 4));
const AGES = Array.from({ length: AGE_RANGE.max + 1 }, (_, age) => `${year - age}${AS_OF.slice(4)}`);
const HEIGHT_WEIGHT = [
  { feet: 5, inches: 6, pounds: 120 },
  { feet: 5, inches: 6, pounds: 250 },
];

function grid(question: Question): readonly AnswerValue[] {
  switch (question.type) {
    case 'number':
      return NUMBERS;
    case 'date_of_birth':
      return AGES;
    case 'height_weight':
      return HEIGHT_WEIGHT;
    case 'single_choice':
      return optionTexts(question);
    case 'multiple_choice': {
      const options = optionTexts(question);
      const sets: string[][] = [];
      for (let mask = 1; mask < 1 << options.length; mask += 1)
        sets.push(options.filter((_, at) => (mask >> at) & 1));
      return sets.filter((set) => checkAnswer(question, set, AS_OF).ok);
    }
    default:
      return answerCandidates(question, AS_OF);
  }
}

/** The questions the flow's rules and assertions read. */
function readQuestions(flow: FlowVersion): Question[] {
  const index = indexFlow(flow);
  const read = new Set<number>();
  for (const condition of [
    ...rulesOf(index).map((rule) => rule.condition),
    ...(flow.assertions ?? []).map((assertion) => assertion.never),
  ])
    for (const id of readsOf(index, condition).questions) read.add(id);
  return [...read].flatMap((id) => index.questions.get(id) ?? []);
}

/** How many combinations of grid answers to the questions rules read the walk may carry at once, at most. */
const MOST_COMBINATIONS = 10_000;

describe('the explorer agrees with a brute-force walk on generated flows with rules', () => {
  it('on paths, their count and every assertion (property)', () => {
    let withRules = 0;
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 14 }), fc.integer({ min: 1, max: 100_000 }), (size, seed) => {
        const flow = generateFlow(size, seed, { rules: true });
        const read = readQuestions(flow);
        fc.pre(read.every((question) => question.type !== 'height_weight'));
        // A walk that carries three numbers a rule reads tries millions of combinations: such flows are left out.
        fc.pre(read.reduce((product, question) => product * grid(question).length, 1) <= MOST_COMBINATIONS);
        const index = indexFlow(flow);
        if (rulesOf(index).length > 0) withRules += 1;
        expect(hasErrors(analyzeFlow(flow, index))).toBe(false);
        const brute = bruteForce(index, grid, AS_OF);
        const summary = enumeratePaths(index, { limit: 100_000, asOf: AS_OF });
        expect(summary.complete).toBe(true);
        const listed = new Set(
          summary.paths.map((p) =>
            p.end === 'dead-end' ? `${p.states.join(' ')} dead-end` : p.states.join(' '),
          ),
        );
        expect(listed).toEqual(brute.paths);
        expect(summary.total).toBe(BigInt(brute.paths.size));
        const found = explore(index, AS_OF);
        expect(new Set(found.assertions.filter((a) => a.violation).map((a) => a.name))).toEqual(brute.broken);
      }),
      { numRuns: 60 },
    );
    // The generator writes rules on small flows too: most runs prove some.
    expect(withRules).toBeGreaterThan(20);
  });
});

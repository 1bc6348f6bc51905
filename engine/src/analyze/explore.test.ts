import type { AnswerValue, Condition, FlowVersion, Question } from '@telehealth/schemas';
import { loadCatalog } from '@telehealth/flows';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';

import { compileFlow } from '../compile/compile-document.js';
import { raisedAlerts } from '../flow/alerts.js';
import { holds } from '../flow/conditions.js';
import { indexFlow } from '../flow/flow-index.js';
import { analyzeFlow } from './analyze-flow.js';
import { explore, type Witness } from './explore.js';
import { enumeratePaths } from './paths.js';
import { bruteForce } from './__fixtures__/brute-force.js';

const AS_OF = '2026-01-01';
const tenant7 = loadCatalog().tenants.find((t) => t.tenant.id === 7)!;
const evenwell = tenant7.flows.find((f) => f.key === 'intake' && f.status === 'published') as FlowVersion;
const products = tenant7.products;

/** Replays a witness's events through the compiled machine: the state it reaches and the answers it holds. */
function replay(flow: FlowVersion, witness: Witness) {
  const { machine } = compileFlow(flow);
  let [snapshot] = initialTransition(machine, { asOf: AS_OF });
  for (const event of witness.events) [snapshot] = transition(machine, snapshot, event);
  return { state: String(snapshot.value), answers: snapshot.context.answers };
}

const edit = (flow: FlowVersion, id: number, change: (q: Question) => Question): FlowVersion => ({
  ...flow,
  questions: flow.questions.map((q) => (q.id === id ? change(q) : q)) as FlowVersion['questions'],
});

describe("Evenwell's intake: what its copy promises, its rules do", () => {
  it('proves every assertion on every path, with no finding', () => {
    expect(analyzeFlow(evenwell, indexFlow(evenwell), { products })).toEqual([]);
    const found = explore(indexFlow(evenwell), AS_OF, products);
    expect(found.assertions.map((a) => a.name)).toEqual([
      'adults_only',
      'no_pregnancy',
      'bmi_floor',
      'bmi_with_condition',
      'goal_below_current',
      'no_mtc_men2',
      'no_pancreatitis_type1',
      'no_eating_disorder',
      'crisis_alert',
      'one_glp1_per_order',
      'first_step_start',
    ]);
    expect(found.assertions.filter((a) => a.violation)).toEqual([]);
  });

  // Weakening any one rule breaks its assertion, and the witness walks the machine to the forbidden end.
  const mutations: [string, string, FlowVersion][] = [
    [
      'bmi_with_condition',
      'the BMI rule loses its comorbidity test',
      edit(evenwell, 6, ({ hard_stop_if: _, ...q }) => q),
    ],
    [
      'bmi_floor',
      'the BMI stop moves to 25',
      edit(evenwell, 4, (q) => ({ ...q, hard_stop_when: { measure: 'bmi', below: 25 } })),
    ],
    ['goal_below_current', 'the goal weight check is removed', edit(evenwell, 5, ({ checks: _, ...q }) => q)],
    [
      'crisis_alert',
      'the crisis alert is raised only with kidney disease too',
      edit(evenwell, 9, (q) => ({
        ...q,
        alerts: (q.alerts ?? []).map((alert) => ({
          ...alert,
          if: { question: 9, all_of: ['Depression or thoughts of self-harm', 'Kidney disease'] },
        })) as unknown as Question['alerts'],
      })),
    ],
    [
      'adults_only',
      'the age stop moves to 17',
      edit(evenwell, 1, (q) => ({ ...q, hard_stop_when: { measure: 'age', below: 17 } })),
    ],
    [
      'no_pancreatitis_type1',
      'type 1 diabetes no longer stops',
      edit(evenwell, 9, (q) => ({ ...q, hard_stop_response: ['Pancreatitis'] })),
    ],
  ];
  it.each(mutations)('%s breaks when %s', (name, _, mutated) => {
    const findings = analyzeFlow(mutated, indexFlow(mutated), { products });
    const broken = findings.filter((f) => f.code === 'assertion-violated');
    const assertion = mutated.assertions?.find((a) => a.name === name);
    expect(broken.map((f) => f.message)).toEqual([expect.stringContaining(`"${assertion?.title}"`)]);
    const witness = broken[0]?.witness as Witness;
    const walked = replay(mutated, witness);
    expect(walked.state).toBe(witness.state);
    const index = indexFlow(mutated);
    const alerts = new Set(raisedAlerts(index, walked.answers, AS_OF).map((a) => a.name));
    expect(
      holds({ index, answers: walked.answers, asOf: AS_OF }, assertion?.never as Condition, alerts),
    ).toBe(true);
  });

  it.each([
    [
      'one_glp1_per_order',
      'the one-GLP-1 limit is removed',
      { ...evenwell, eligibility: evenwell.eligibility?.filter((rule) => rule.name !== 'one_glp1') },
      2,
    ],
    [
      'first_step_start',
      'new patients start at the second step',
      {
        ...evenwell,
        eligibility: evenwell.eligibility?.map((rule) =>
          rule.name === 'starting_dose' ? { ...rule, start_step: 2 } : rule,
        ),
      },
      1,
    ],
  ] as [string, string, FlowVersion, number][])(
    '%s breaks when %s, with the order that breaks it',
    (name, _, mutated, lines) => {
      const broken = analyzeFlow(mutated, indexFlow(mutated), { products }).filter(
        (f) => f.code === 'assertion-violated',
      );
      expect(broken).toHaveLength(1);
      expect(broken[0]?.message).toContain(mutated.assertions?.find((a) => a.name === name)?.title);
      expect(broken[0]?.witness?.cart).toHaveLength(lines);
      expect(broken[0]?.witness?.state).toBe('checkout');
      expect(replay(mutated, broken[0]?.witness as Witness).state).toBe('checkout');
    },
  );

  it('says an assertion about orders waits for the products when none are given', () => {
    expect(analyzeFlow(evenwell).map((f) => [f.severity, f.code])).toEqual([
      ['warning', 'rule-not-provable'],
      ['warning', 'rule-not-provable'],
    ]);
  });

  it('refuses to publish an assertion on an alert that no question raises', () => {
    const mutated = edit(evenwell, 9, ({ alerts: _, ...q }) => q);
    expect(analyzeFlow(mutated, indexFlow(mutated), { products })).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'unknown-reference',
        message: 'The assertion "crisis_alert" reads the alert "crisis", which no question raises.',
      }),
    ]);
  });

  it('finds the patient who cannot go on when a check contradicts a bound', () => {
    // A goal of at least 80 lb below a current weight that may be 80 lb or less: nobody that light can answer.
    const mutated = edit(evenwell, 5, (q) => ({ ...q, input: { ...q.input, min: 80 } }));
    const [finding] = analyzeFlow(mutated, indexFlow(mutated), { products }).filter(
      (f) => f.code === 'check-refuses-everything',
    );
    expect(finding?.questionId).toBe(5);
    const weight = finding?.witness?.answers['4']?.value as { pounds: number };
    expect(weight.pounds).toBeLessThanOrEqual(80);
    expect(replay(mutated, finding?.witness as Witness).state).toBe('q5');
  });
});

describe("FungAid's intake: its rules do what its copy says", () => {
  const tenant6 = loadCatalog().tenants.find((t) => t.tenant.id === 6)!;
  const fungaid = tenant6.flows.find((f) => f.key === 'intake' && f.status === 'published') as FlowVersion;
  const analyse = (flow: FlowVersion) => analyzeFlow(flow, indexFlow(flow), { products: tenant6.products });

  it('proves every assertion on every path, with no finding', () => {
    expect(analyse(fungaid)).toEqual([]);
    expect(fungaid.assertions?.length).toBe(9);
  });

  it.each([
    [
      'nail_count_fits',
      'the big-toenail count check is removed',
      edit(fungaid, 6, (q) => ({ ...q, checks: q.checks?.slice(1) as Question['checks'] })),
    ],
    [
      'no_active_infection',
      'fever no longer stops',
      edit(fungaid, 8, (q) => ({
        ...q,
        hard_stop_response: q.hard_stop_response?.filter((r) => r !== 'Fever or chills'),
      })),
    ],
    [
      'immunity_flagged',
      'the immunity alert is raised only with liver disease too',
      edit(fungaid, 16, (q) => ({
        ...q,
        alerts: q.alerts?.map((alert) => ({
          ...alert,
          if: {
            question: 16,
            all_of: [(q.QuestionOptions[1] as { option_text: string }).option_text, 'Liver disease'],
          },
        })) as unknown as Question['alerts'],
      })),
    ],
    ['one_strength', 'two strengths may be bought together', { ...fungaid, eligibility: [] }],
  ] as [string, string, FlowVersion][])('%s breaks when %s', (name, _, mutated) => {
    const broken = analyse(mutated).filter((f) => f.code === 'assertion-violated');
    expect(broken.map((f) => f.message)).toEqual([
      expect.stringContaining(`"${mutated.assertions?.find((a) => a.name === name)?.title}"`),
    ]);
    const witness = broken[0]?.witness as Witness;
    expect(replay(mutated, witness).state).toBe(witness.state);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The follow-up visits: each rule has its assertion, and weakening the rule breaks it with a witness the machine
// walks to an end where the assertion's condition holds (its alerts judged on the answers walked).

/** The assertion `name` of `mutated` is the one finding, and its witness walks the machine to what it forbids. */
function expectBrokenWithWitness(
  mutated: FlowVersion,
  name: string,
  findings: ReturnType<typeof analyzeFlow>,
) {
  const broken = findings.filter((f) => f.code === 'assertion-violated');
  const assertion = mutated.assertions?.find((a) => a.name === name);
  expect(broken.map((f) => f.message)).toEqual([expect.stringContaining(`"${assertion?.title}"`)]);
  const witness = broken[0]?.witness as Witness;
  const walked = replay(mutated, witness);
  expect(walked.state).toBe(witness.state);
  const index = indexFlow(mutated);
  const alerts = new Set(raisedAlerts(index, walked.answers, AS_OF).map((a) => a.name));
  expect(holds({ index, answers: walked.answers, asOf: AS_OF }, assertion?.never as Condition, alerts)).toBe(
    true,
  );
  return walked;
}

/** `question`'s alert `name` raised on a condition of the mutation's choosing. */
const alertIf = (flow: FlowVersion, question: number, name: string, condition: Condition) =>
  edit(flow, question, (q) => ({
    ...q,
    alerts: q.alerts?.map((alert) =>
      alert.name === name ? { ...alert, if: condition } : alert,
    ) as Question['alerts'],
  }));

describe("Evenwell's follow-up: red flags stop, severe side effects hold the dose, the clinician is flagged", () => {
  const followup = tenant7.flows.find((f) => f.key === 'followup' && f.status === 'published') as FlowVersion;
  const analyse = (flow: FlowVersion) => analyzeFlow(flow, indexFlow(flow), { products });
  const SEVERE = "Severe: I can't keep food or fluids down";

  it('proves every assertion on every path, with no finding', () => {
    expect(followup.version).toBe(2);
    expect(analyse(followup)).toEqual([]);
    const found = explore(indexFlow(followup), AS_OF, products);
    expect(found.assertions.map((a) => [a.name, a.violation])).toEqual([
      ['no_red_flag_symptoms', undefined],
      ['no_increase_with_severe_side_effects', undefined],
      ['severe_side_effects_flagged', undefined],
      ['missed_doses_increase_flagged', undefined],
      ['plausible_weight', undefined],
    ]);
  });

  it('refuses a dose increase after severe side effects with the check’s words, and flags both rules', () => {
    const index = indexFlow(followup);
    const { machine } = compileFlow(followup);
    let [snapshot] = initialTransition(machine, { asOf: AS_OF });
    const answer = (questionId: number, value: AnswerValue) =>
      ([snapshot] = transition(machine, snapshot, { type: 'ANSWER', questionId, value }));
    answer(101, 'My weight has not changed');
    answer(102, 182);
    answer(103, ['Nausea or vomiting']);
    answer(104, SEVERE);
    expect(String(snapshot.value)).toBe('q105');
    answer(105, 'I stopped taking it');
    answer(106, 'Move up to the next dose if my clinician agrees');
    // Refused: still asked, with the check's message as the reason.
    expect(String(snapshot.value)).toBe('q106');
    const check = followup.questions.find((q) => q.id === 106)?.checks?.[0]?.message;
    expect(check).toMatch(/^Because you can't keep food or fluids down, your dose can't go up/);
    answer(106, 'Stay on my current dose');
    expect(String(snapshot.value)).toBe('q107');
    expect(
      raisedAlerts(index, snapshot.context.answers, AS_OF).map((a) => [a.name, Boolean(a.flag)]),
    ).toEqual([['severe_side_effects', true]]);
  });

  it.each([
    [
      'no_red_flag_symptoms',
      'a lump in the neck no longer stops',
      edit(followup, 103, (q) => ({
        ...q,
        hard_stop_if: {
          question: 103,
          any_of: (q.hard_stop_if as { any_of: string[] }).any_of.filter((o) => !o.startsWith('A lump')),
        } as Condition,
      })),
    ],
    [
      'no_increase_with_severe_side_effects',
      'the dose check is removed',
      edit(followup, 106, ({ checks: _, ...q }) => q),
    ],
    [
      'severe_side_effects_flagged',
      'the severe side effects alert is raised only with nausea too',
      alertIf(followup, 104, 'severe_side_effects', {
        all: [
          { question: 104, any_of: [SEVERE] },
          { question: 103, any_of: ['Nausea or vomiting'] },
        ],
      }),
    ],
    [
      'missed_doses_increase_flagged',
      'the missed doses alert is raised only for a patient who stopped',
      alertIf(followup, 106, 'missed_doses_increase', {
        all: [
          { question: 105, any_of: ['I stopped taking it'] },
          { question: 106, any_of: ['Move up to the next dose if my clinician agrees'] },
        ],
      }),
    ],
    [
      'plausible_weight',
      'the weight check loses its upper bound',
      edit(followup, 102, (q) => ({
        ...q,
        checks: [{ require: { value: 'answer.102', at_least: 80 }, message: 'Too light.' }],
      })),
    ],
  ] as [string, string, FlowVersion][])('%s breaks when %s', (name, _, mutated) => {
    expectBrokenWithWitness(mutated, name, analyse(mutated));
  });
});

describe("FungAid's follow-up: serious reactions and liver warning signs stop, the clinician is flagged", () => {
  const tenant6 = loadCatalog().tenants.find((t) => t.tenant.id === 6)!;
  const followup = tenant6.flows.find((f) => f.key === 'followup' && f.status === 'published') as FlowVersion;
  const analyse = (flow: FlowVersion) => analyzeFlow(flow, indexFlow(flow), { products: tenant6.products });
  const TIRED = "Tiredness that won't go away, loss of appetite, or nausea";
  const TASTE = 'A change in or loss of taste or smell';
  const EXTRA = 'Ask my clinician about Extra Strength';
  const stoppingAt3 = (q: Question) => (q.hard_stop_if as { any_of: string[] }).any_of;

  it('proves every assertion on every path, with no finding', () => {
    expect(followup.version).toBe(2);
    expect(analyse(followup)).toEqual([]);
    expect(
      explore(indexFlow(followup), AS_OF, tenant6.products).assertions.map((a) => [a.name, a.violation]),
    ).toEqual([
      ['no_severe_skin_reaction', undefined],
      ['no_liver_warning_signs', undefined],
      ['liver_symptoms_flagged', undefined],
      ['taste_smell_flagged', undefined],
      ['no_extra_strength_after_skipping', undefined],
      ['low_use_flagged', undefined],
    ]);
  });

  it.each([
    [
      'no_severe_skin_reaction',
      'hives and swelling no longer stop',
      edit(followup, 3, (q) => ({
        ...q,
        hard_stop_if: {
          question: 3,
          any_of: stoppingAt3(q).filter((o) => !o.startsWith('Hives')),
        } as Condition,
      })),
    ],
    [
      'no_liver_warning_signs',
      'yellow skin or dark urine no longer stops',
      edit(followup, 3, (q) => ({
        ...q,
        hard_stop_if: {
          question: 3,
          any_of: stoppingAt3(q).filter((o) => !o.startsWith('Yellowing')),
        } as Condition,
      })),
    ],
    [
      'liver_symptoms_flagged',
      'the liver alert is raised only with a change in taste too',
      alertIf(followup, 3, 'possible_liver_symptoms', { question: 3, all_of: [TIRED, TASTE] }),
    ],
    [
      'taste_smell_flagged',
      'the taste alert is raised only with tiredness too',
      alertIf(followup, 3, 'taste_smell_change', { question: 3, all_of: [TASTE, TIRED] }),
    ],
    [
      'no_extra_strength_after_skipping',
      'the Extra Strength check is removed',
      edit(followup, 7, ({ checks: _, ...q }) => q),
    ],
    [
      'low_use_flagged',
      'the low use alert is raised only for a patient who rarely applies it',
      alertIf(followup, 7, 'low_use_extra_strength', {
        all: [
          { question: 5, any_of: ['Rarely or not at all'] },
          { question: 7, any_of: [EXTRA] },
        ],
      }),
    ],
  ] as [string, string, FlowVersion][])('%s breaks when %s', (name, _, mutated) => {
    expectBrokenWithWitness(mutated, name, analyse(mutated));
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Property: on small generated flows with rules, the explorer's paths and assertion verdicts are those of a
// brute-force walk over a dense grid of answers (every half between 0 and 6, every option and set of options).

const NUMBER_GRID = Array.from({ length: 13 }, (_, i) => i / 2);

type Kind = 'number' | 'single_choice' | 'multiple_choice';
const OPTIONS = ['A', 'B', 'C'];

const numberRef = (ids: readonly number[]) => fc.constantFrom(...ids.map((id) => `answer.${id}` as const));

function conditionArb(
  numbers: readonly number[],
  choices: readonly number[],
  depth = 2,
): fc.Arbitrary<Condition> {
  const leaves: fc.Arbitrary<Condition>[] = [];
  if (numbers.length > 0) {
    leaves.push(
      fc
        .tuple(
          numberRef(numbers),
          fc.constantFrom('below', 'above', 'at_least', 'at_most', 'equals'),
          fc.integer({ min: 0, max: 6 }),
        )
        .map(([value, op, n]) => ({ value, [op]: n }) as Condition),
    );
    if (numbers.length > 1)
      leaves.push(
        fc
          .tuple(numberRef(numbers), numberRef(numbers), fc.constantFrom('below', 'at_most'))
          .filter(([a, b]) => a !== b)
          .map(([value, other, op]) => ({ value, [op]: other }) as Condition),
      );
  }
  if (choices.length > 0) {
    leaves.push(
      fc
        .tuple(fc.constantFrom(...choices), fc.subarray(OPTIONS, { minLength: 1 }))
        .map(([question, any_of]) => ({ question, any_of: any_of as [string, ...string[]] })),
    );
    leaves.push(
      fc
        .tuple(fc.constantFrom(...choices), fc.boolean())
        .map(([question, answered]) => ({ question, answered })),
    );
  }
  const leaf = fc.oneof(...leaves);
  if (depth === 0) return leaf;
  const inner = conditionArb(numbers, choices, depth - 1);
  return fc.oneof(
    { arbitrary: leaf, weight: 3 },
    fc.array(inner, { minLength: 1, maxLength: 2 }).map((all) => ({ all }) as Condition),
    fc.array(inner, { minLength: 1, maxLength: 2 }).map((any) => ({ any }) as Condition),
    inner.map((not) => ({ not })),
  );
}

const generatedFlow: fc.Arbitrary<FlowVersion> = fc
  .array(fc.constantFrom<Kind>('number', 'single_choice', 'multiple_choice'), { minLength: 2, maxLength: 4 })
  .chain((kinds) => {
    const n = kinds.length;
    const ids = kinds.map((_, i) => i + 1);
    const earlier = (i: number, inclusive: boolean) => {
      const upTo = inclusive ? i + 1 : i;
      return {
        numbers: ids.filter((_, at) => at < upTo && kinds[at] === 'number'),
        choices: ids.filter((_, at) => at < upTo && kinds[at] !== 'number'),
      };
    };
    const maybeCondition = (i: number, inclusive: boolean) => {
      const { numbers, choices } = earlier(i, inclusive);
      return numbers.length + choices.length === 0
        ? fc.constant(undefined)
        : fc.option(conditionArb(numbers, choices), { nil: undefined, freq: 2 });
    };
    const questionArb = (kind: Kind, i: number) =>
      fc
        .record({
          stop: maybeCondition(i, true),
          branch: maybeCondition(i, true),
          branchTo: fc.integer({ min: i + 2, max: n + 1 }),
          ask: i === 0 ? fc.constant(undefined) : maybeCondition(i, false),
          check: maybeCondition(i, true),
          mapTo: fc.integer({ min: i + 2, max: n + 1 }),
        })
        .map(({ stop, branch, branchTo, ask, check, mapTo }): Question => {
          const id = i + 1;
          const last = i === n - 1;
          const target = (to: number) => (to > n ? 0 : to);
          return {
            id,
            title: `Question ${id}`,
            type: kind,
            QuestionOptions:
              kind === 'number' ? [] : OPTIONS.map((option_text, at) => ({ option_text, score: at })),
            input: kind === 'number' ? { min: 0, max: 6 } : undefined,
            next_question_map: last ? { Final: 0 } : kind === 'single_choice' ? { A: target(mapTo) } : {},
            next: last ? null : id + 1,
            prev: null,
            is_hard_stop: stop !== undefined,
            hard_stop_message: stop ? 'Stopped.' : null,
            ...(stop ? { hard_stop_if: stop } : {}),
            ...(branch ? { next_if: [{ if: branch, next: target(branchTo) }] } : {}),
            ...(ask ? { ask_if: ask } : {}),
            ...(check ? { checks: [{ require: check, message: 'Refused.' }] } : {}),
          } as Question;
        });
    const all = earlier(n, false);
    return fc.tuple(
      fc.tuple(...kinds.map((kind, i) => questionArb(kind, i))),
      fc.array(conditionArb(all.numbers, all.choices), { minLength: 1, maxLength: 2 }),
    );
  })
  .map(
    ([questions, nevers]) =>
      ({
        schema_version: 1,
        tenant_id: 7,
        key: 'intake',
        version: 1,
        status: 'draft',
        title: 'Generated rules',
        first_question_id: 1,
        steps: [
          { key: 'questions', kind: 'questions', path: '/question' },
          { key: 'checkout', kind: 'checkout', path: '/start/checkout' },
        ],
        questions: questions.map((q) => (q.input === undefined ? (({ input: _, ...rest }) => rest)(q) : q)),
        totals: [],
        assertions: nevers.map((never, at) => ({
          name: `a${at}`,
          title: `Assertion ${at}`,
          at: 'any_end',
          never,
        })),
        layout: { positions: {} },
      }) as unknown as FlowVersion,
  );

/** Every answer of the grid to a question. */
function grid(question: Question): AnswerValue[] {
  if (question.type === 'number') return NUMBER_GRID;
  if (question.type === 'single_choice') return OPTIONS;
  const sets: string[][] = [];
  for (let mask = 1; mask < 8; mask += 1) sets.push(OPTIONS.filter((_, at) => (mask >> at) & 1));
  return sets;
}

describe('the explorer agrees with a brute-force walk of the answers', () => {
  it('on paths and on every assertion (property)', () => {
    fc.assert(
      fc.property(generatedFlow, (flow) => {
        const index = indexFlow(flow);
        const brute = bruteForce(index, grid, AS_OF);
        const summary = enumeratePaths(index, { limit: 10_000 });
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
      { numRuns: 150 },
    );
  });
});

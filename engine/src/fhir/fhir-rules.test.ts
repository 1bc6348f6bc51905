// The rule language in the FHIR export: `ask_if` as R4 enableWhen where R4 says the same and as the SDC
// enableWhenExpression otherwise, combined with the enablement derived from the graph; calculations as calculated
// items; checks as targetConstraint; option codes with their system. The FHIRPath written is run (by a small
// evaluator, __fixtures__/fhirpath-eval.ts) on the QuestionnaireResponse of every walked path and must decide as the
// engine does, a missing answer included.
import type { Condition, FlowVersion, Question, StartData } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { analyzeFlow } from '../analyze/analyze-flow.js';
import { eventsForPath } from '../analyze/drive-path.js';
import { enumeratePaths } from '../analyze/paths.js';
import { holds, valueOf } from '../flow/conditions.js';
import { indexFlow } from '../flow/flow-index.js';
import { evaluateFhirPath } from './__fixtures__/fhirpath-eval.js';
import { r4Issues } from './__fixtures__/r4-schema.js';
import { formulaPath, deriveEnablement } from './enable-when.js';
import { HL7_EXT } from './extensions.js';
import type { Questionnaire, QuestionnaireItem } from './fhir-types.js';
import { flowToQuestionnaire } from './flow-to-questionnaire.js';
import { intakeToQuestionnaireResponse } from './intake-to-response.js';
import { questionnaireToFlow } from './questionnaire-to-flow.js';
import { conditionPath } from './rule-fhirpath.js';

const asOf = '2026-11-22';

function question(id: number, fields: Partial<Question>): Question {
  return {
    id,
    title: `Question ${id}`,
    type: 'text',
    QuestionOptions: [],
    next_question_map: {},
    next: id + 1,
    prev: id === 1 ? null : id - 1,
    is_hard_stop: false,
    ...fields,
  } as Question;
}

/** Questions asked one after another (the last ends the flow), with the flow fields given. */
function linearFlow(questions: Question[], fields: Partial<FlowVersion> = {}): FlowVersion {
  const last = questions.at(-1) as Question;
  last.next = null;
  last.next_question_map = { Final: 0 };
  return {
    schema_version: 1,
    tenant_id: 7,
    key: 'intake',
    version: 3,
    status: 'draft',
    title: 'Rules',
    first_question_id: (questions[0] as Question).id,
    steps: [
      { key: 'questions', kind: 'questions', path: '/question', flow_step: 'questions' },
      { key: 'checkout', kind: 'checkout', path: '/start/checkout' },
    ],
    questions: questions as FlowVersion['questions'],
    layout: { positions: {} },
    ...fields,
  };
}

const choice = (
  id: number,
  type: 'single_choice' | 'multiple_choice',
  options: Question['QuestionOptions'],
) => question(id, { type, QuestionOptions: options, title: `Choice ${id}` });

/** A flow whose questions 6.. are asked under conditions of every kind over questions 1-5. */
const ruled = linearFlow([
  question(1, { type: 'date_of_birth', title: 'Date of birth' }),
  choice(2, 'single_choice', [
    { option_text: 'Female', code: '248152002', system: 'http://snomed.info/sct' },
    { option_text: 'Male', code: '248153007', system: 'http://snomed.info/sct' },
  ]),
  question(3, { type: 'height_weight', title: 'Height and weight' }),
  question(4, { type: 'number', title: 'Goal weight', input: { min: 80, max: 600, unit: 'lb' } }),
  choice(5, 'multiple_choice', [
    { option_text: 'Diabetes', score: 2 },
    { option_text: 'Hypertension', score: 1 },
    { option_text: 'None of these', exclusive: true, score: 0 },
  ]),
  question(6, { ask_if: { question: 2, any_of: ['Female'] } }),
  question(7, { ask_if: { question: 5, any_of: ['Diabetes', 'Hypertension'] } }),
  question(8, { ask_if: { value: 'answer.4', below: 200 } }),
  question(9, { ask_if: { not: { question: 2, any_of: ['Female'] } } }),
  question(10, { ask_if: { value: 'answer.4', not_equals: 150 } }),
  question(11, { ask_if: { value: 'bmi.3', at_least: 30 } }),
  question(12, { ask_if: { value: 'age.1', below: 40 } }),
  question(13, {
    ask_if: {
      any: [
        { question: 5, all_of: ['Diabetes', 'Hypertension'] },
        { value: 'calc.to_lose', above: 50 },
      ],
    },
  }),
  question(14, { ask_if: { value: 'score.5', at_least: 2 } }),
  question(15, {
    type: 'number',
    checks: [
      { require: { value: 'answer.15', below: 'weight.3' }, message: 'Less than your weight, please.' },
    ],
  }),
]);
ruled.calculations = [
  {
    name: 'to_lose',
    title: 'Pounds to lose',
    unit: 'lb',
    decimals: 1,
    value: { difference: ['weight.3', 'answer.4'] },
  },
];

const itemOf = (questionnaire: Questionnaire, linkId: string) =>
  questionnaire.item?.find((item) => item.linkId === linkId) as QuestionnaireItem;
const expressionOf = (item: QuestionnaireItem, url: string) =>
  item.extension?.find((e) => e.url === url)?.valueExpression?.expression;

describe('ask_if in the export', () => {
  const questionnaire = flowToQuestionnaire(ruled);

  it('is a valid R4 Questionnaire, and the flow is one the analysis accepts', () => {
    expect(r4Issues('Questionnaire', questionnaire)).toEqual([]);
    expect(analyzeFlow(ruled).filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('writes R4 enableWhen where it says exactly the same, and the SDC expression otherwise', () => {
    const small = linearFlow([
      choice(1, 'single_choice', ruled.questions[1]?.QuestionOptions ?? []),
      question(2, { type: 'number', input: { min: 80, max: 600 } }),
      question(3, { ask_if: { question: 1, any_of: ['Female'] } }),
      question(4, { ask_if: { not: { question: 1, any_of: ['Female'] } } }),
      question(5, { ask_if: { value: 'answer.2', not_equals: 150 } }),
    ]);
    const exported = flowToQuestionnaire(small);
    const female = { system: 'http://snomed.info/sct', code: '248152002', display: 'Female' };
    // Arriving at 3 (any answer to 2) and the condition: all of two R4 tests.
    expect(itemOf(exported, '3')).toMatchObject({
      enableWhen: [
        { question: '2', operator: 'exists', answerBoolean: true },
        { question: '1', operator: '=', answerCoding: female },
      ],
      enableBehavior: 'all',
    });
    // 4 is reached by answering 3 or by passing it over (not Female), and asked when not Female: R4 cannot
    // nest any inside all, so FHIRPath, where R4's `!=` (no answer equals) is `where(…).empty()`.
    const four = itemOf(exported, '4');
    expect(four.enableWhen).toBeUndefined();
    const fourPath = expressionOf(four, HL7_EXT.enableWhenExpression) as string;
    expect(fourPath).toContain("%resource.item.where(linkId='3').answer.exists()");
    expect(fourPath).toContain("where(system = 'http://snomed.info/sct' and code = '248152002').empty()");
    // R4's `!=` holds without an answer; the rule's not_equals does not: FHIRPath, two-valued.
    const five = itemOf(exported, '5');
    expect(five.enableWhen).toBeUndefined();
    expect(expressionOf(five, HL7_EXT.enableWhenExpression)).toContain(
      "(%resource.item.where(linkId='2').answer.value.exists() and %resource.item.where(linkId='2').answer.value != 150)",
    );
    expect(r4Issues('Questionnaire', exported)).toEqual([]);
    // Every item has one form or the other, never both.
    for (const item of questionnaire.item ?? []) {
      const expression = expressionOf(item, HL7_EXT.enableWhenExpression);
      expect(item.enableWhen !== undefined && expression !== undefined).toBe(false);
    }
  });

  it('combines a condition with the ways in: shown when the patient arrives and the condition holds', () => {
    const enablement = deriveEnablement(ruled);
    const eleven = formulaPath(enablement.get(11) as never);
    expect(eleven).toContain('703 *');
    expect(eleven).toContain(' and ');
  });
});

describe('the FHIRPath decides as the engine does', () => {
  const index = indexFlow(ruled);
  const questionnaire = flowToQuestionnaire(ruled);
  const paths = enumeratePaths(index, { limit: 200 }).paths;

  const responseOf = (answers: StartData) =>
    intakeToQuestionnaireResponse(ruled, answers, { id: 'order-1', asOf, authored: `${asOf}T10:00:00Z` });
  const responses = new Map<StartData, unknown>();
  const run = (expression: string, answers: StartData) => {
    if (!responses.has(answers)) responses.set(answers, responseOf(answers));
    return evaluateFhirPath(expression, { resource: responses.get(answers), questionnaire, today: asOf });
  };

  /** Answers of walked paths, with the answers of the path cut short after each question. */
  const samples: StartData[] = [];
  for (const path of paths) {
    const answers: StartData = {};
    for (const event of eventsForPath(index, path, asOf) ?? []) {
      if (event.type !== 'ANSWER') continue;
      answers[String(event.questionId)] = { value: event.value, question: '' };
      samples.push({ ...answers });
    }
  }

  it('walks paths with every kind of answer', () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(samples.length).toBeGreaterThan(100);
  });

  it('every condition: true exactly when it holds, never empty, for missing answers too', () => {
    const conditions: Condition[] = [
      ...ruled.questions.flatMap((q) => (q.ask_if ? [q.ask_if] : [])),
      ...ruled.questions.flatMap((q) => (q.checks ?? []).map((check) => check.require)),
      { not: { value: 'answer.4', below: 200 } },
      { question: 3, answered: false },
      { not: { value: 'age.1', at_least: 18 } },
    ];
    for (const answers of samples) {
      for (const condition of conditions) {
        const expected = holds({ index, answers, asOf }, condition);
        expect(run(conditionPath(index, condition), answers), JSON.stringify({ condition, answers })).toEqual(
          [expected],
        );
      }
    }
  });

  it('every question answered on a path is enabled in its response, and every question passed over is not', () => {
    const enablement = deriveEnablement(ruled);
    for (const answers of samples.filter((_, at) => at % 3 === 0)) {
      const walked = Object.keys(answers).map(Number);
      const last = Math.max(...walked);
      for (const q of ruled.questions) {
        if (q.id > last) continue;
        const enabled = run(formulaPath(enablement.get(q.id) as never), answers);
        expect(enabled, `question ${q.id} after ${JSON.stringify(answers)}`).toEqual([walked.includes(q.id)]);
      }
    }
  });

  it('a calculated item computes the calculation, rounded as the flow shows it', () => {
    const item = itemOf(questionnaire, 'calc-to_lose');
    expect(item).toMatchObject({ type: 'decimal', readOnly: true, text: 'Pounds to lose' });
    const expression = expressionOf(item, HL7_EXT.calculatedExpression) as string;
    for (const answers of samples) {
      const value = valueOf({ index, answers, asOf }, 'calc.to_lose');
      const expected = value === undefined ? [] : [Math.round(value * 10) / 10];
      expect(run(expression, answers)).toEqual(expected);
      const response = responseOf(answers).item?.find((i) => i.linkId === 'calc-to_lose');
      expect(response?.answer?.[0]?.valueDecimal).toEqual(expected[0]);
    }
  });

  it('a check is a targetConstraint that holds when the check does', () => {
    const constraint = itemOf(questionnaire, '15').extension?.find((e) => e.url === HL7_EXT.targetConstraint);
    const part = (url: string) => constraint?.extension?.find((e) => e.url === url);
    expect(part('human')?.valueString).toBe('Less than your weight, please.');
    expect(part('severity')?.valueCode).toBe('error');
    expect(part('key')?.valueId).toBe('check-15-1');
    const expression = part('expression')?.valueExpression?.expression as string;
    const responseWith = (goal?: number) => ({
      resourceType: 'QuestionnaireResponse',
      item: [
        { linkId: '3', item: [{ linkId: '3.weight', answer: [{ valueQuantity: { value: 220 } }] }] },
        ...(goal === undefined ? [] : [{ linkId: '15', answer: [{ valueDecimal: goal }] }]),
      ],
    });
    const check = (goal?: number) =>
      evaluateFhirPath(expression, { resource: responseWith(goal), today: asOf });
    expect(check()).toEqual([true]);
    expect(check(180)).toEqual([true]);
    expect(check(230)).toEqual([false]);
  });
});

describe('option codes', () => {
  it('are written with their system, answered in responses, and read back', () => {
    const questionnaire = flowToQuestionnaire(ruled);
    expect(itemOf(questionnaire, '2').answerOption?.[1]?.valueCoding).toEqual({
      system: 'http://snomed.info/sct',
      code: '248153007',
      display: 'Male',
    });
    const response = intakeToQuestionnaireResponse(
      ruled,
      { '1': { value: '1990-01-01', question: '' }, '2': { value: 'Male', question: '' } },
      { id: 'order-2', asOf, authored: `${asOf}T10:00:00Z` },
    );
    expect(response.item?.find((i) => i.linkId === '2')?.answer).toEqual([
      { valueCoding: { system: 'http://snomed.info/sct', code: '248153007', display: 'Male' } },
    ]);
    const { flow, report } = questionnaireToFlow(JSON.parse(JSON.stringify(questionnaire)));
    expect(report.issues).toEqual([]);
    expect(flow).toEqual(ruled);
  });
});

// Twelve real Questionnaires of other systems (__fixtures__/real, README there): each imports to a draft the engine
// compiles and the analysis accepts, their enableWhen logic is kept (each construct walked through the imported flow
// with the engine's walk of recorded answers), calculated scores and BMI compute what the source form computes, and
// the report lists exactly what did not map.
import { readdirSync, readFileSync } from 'node:fs';

import type { AnswerValue, FlowVersion, Question, StartData } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { analyzeFlow } from '../analyze/analyze-flow.js';
import { compileFlow } from '../compile/compile-document.js';
import { valueOf } from '../flow/conditions.js';
import { indexFlow, questionState } from '../flow/flow-index.js';
import { totalValue } from '../flow/totals.js';
import { walkAnswers } from '../flow/walk-answers.js';
import { evaluateFhirPath } from './__fixtures__/fhirpath-eval.js';
import { r4Issues } from './__fixtures__/r4-schema.js';
import { flowToQuestionnaire } from './flow-to-questionnaire.js';
import { questionnaireToFlow } from './questionnaire-to-flow.js';

const asOf = '2026-11-22';
const dir = new URL('./__fixtures__/real/', import.meta.url);
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .sort();
const source = (file: string) =>
  JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, unknown>;

function imported(file: string): FlowVersion {
  const { flow } = questionnaireToFlow(source(file), { tenantId: 6, key: 'followup', version: 2 });
  if (!flow) throw new Error(`${file} made no flow`);
  return flow;
}

/** A valid answer to a question: the option named, else the first; a number in range; a date; a text. */
function answerOf(question: Question, given?: AnswerValue): AnswerValue {
  if (given !== undefined) return given;
  switch (question.type) {
    case 'single_choice':
      return question.QuestionOptions[0]?.option_text as string;
    case 'multiple_choice':
      return [question.QuestionOptions[0]?.option_text as string];
    case 'number':
      return question.input?.min ?? 1;
    case 'date_of_birth':
      return '1980-05-05';
    default:
      return 'x';
  }
}

/**
 * Whether the patient is asked `target` after answering every question before it (`given` answers, a default
 * answer for the rest): the engine's walk of recorded answers stops at the first question it asks without an answer.
 */
function asked(flow: FlowVersion, target: number, given: Record<number, AnswerValue> = {}): boolean {
  const answers: StartData = {};
  for (const question of flow.questions) {
    if (question.id === target) break;
    if (question.type === 'image') continue;
    answers[String(question.id)] = {
      value: answerOf(question, given[question.id]),
      question: question.title,
    };
  }
  return walkAnswers(indexFlow(flow), answers, asOf).state === questionState(target);
}

/** The report, without the notes every import of an SDC form has (optional items, groups, renumbering). */
function losses(file: string): string[] {
  const { report } = questionnaireToFlow(source(file), { tenantId: 6, key: 'followup', version: 2 });
  return report.issues
    .filter(
      (issue) =>
        !/optional in the Questionnaire|flattened: its|linkIds are not distinct|boolean imported as a Yes/.test(
          issue.message,
        ),
    )
    .map((issue) => `${issue.severity} ${issue.linkId ?? ''}: ${issue.message}`);
}

describe.each(files)('%s', (file) => {
  it('imports to a draft the engine compiles and the analysis accepts, which exports and imports back as itself', () => {
    const flow = imported(file);
    expect(() => compileFlow(flow)).not.toThrow();
    expect(analyzeFlow(flow).filter((finding) => finding.severity === 'error')).toEqual([]);
    const questionnaire = flowToQuestionnaire(flow);
    expect(r4Issues('Questionnaire', questionnaire)).toEqual([]);
    const back = questionnaireToFlow(JSON.parse(JSON.stringify(questionnaire)));
    expect(back.report.issues).toEqual([]);
    expect(back.flow).toEqual(flow);
  });
});

describe('the losses reported are the true ones', () => {
  const expected: Record<string, string[]> = {
    'formbuilder-ussg-family-portrait.json': [
      'approximated /54126-8/21112-8: date imported as a date of birth',
      'dropped /54126-8/54133-4: answerValueSet http://terminology.hl7.org/ValueSet/v3-Ethnicity is not held',
      'approximated /54126-8/54133-4: a choice without answer options is imported as a free-text question',
      'approximated /54126-8/54137-5: repeating group "Diseases history panel": its items are asked once',
      'dropped /54126-8/54137-5/54140-9: answerValueSet http://clinicaltables.nlm.nih.gov/fhir/R4/ValueSet/conditions is not held',
      'approximated /54126-8/54137-5/54140-9: a choice without answer options',
      'approximated /54114-4: repeating group "Family member health history": its items are asked once',
      'approximated /54114-4/54139-1/54124-3: date imported as a date of birth',
      'approximated /54114-4/54117-7: repeating group "Diseases history panel"',
      'approximated /54114-4/54117-7/54116-9: a choice without answer options',
      'dropped : the codes of 27 questions (item.code, such as LOINC) are not kept',
    ],
    'lforms-contained-valueset-itemweight.json': [
      'dropped link-1.1.2: initial answer {"valueCoding":{"code":"some-code-1","system":"some-system-1"}} not kept',
      'dropped link-3: initialExpression not kept',
      'dropped link-3: read-only item "Initial score" not imported',
    ],
    'lforms-enablewhen-expression.json': [],
    'lforms-enablewhen.json': [
      'approximated Q4: date imported as a date of birth',
      'approximated Q5: dateTime imported as a free-text question',
      'approximated Q6: time imported as a free-text question',
      'approximated Q9a: the answer options of a string item imported as a choice of their values',
      'approximated Q9b: the answer options of an integer item imported as a choice of their values',
      'approximated Q9c: the answer options of a date item imported as a choice of their values',
      'approximated Q9d: the answer options of a time item imported as a choice of their values',
      ...['Q4-equal', 'Q4-ge'].map(
        (id) => `approximated ${id}: its enableWhen not mapped, it compares the date answer of item Q4`,
      ),
      ...['equals', 'notequals', 'gt', 'ge', 'ge2', 'lt', 'le', 'le2'].map(
        (id) => `approximated Q7-${id}: its enableWhen not mapped, it compares the string answer of item Q7`,
      ),
      'approximated Q10-ewe: its enableWhenExpression not mapped, the operator "&"',
    ],
    'lforms-nested-enablewhen.json': [],
    'lforms-phq9-weight.json': [
      'dropped : the codes of 10 questions (item.code, such as LOINC) are not kept',
    ],
    'lforms-weight-height.json': [
      'dropped : the codes of 4 questions (item.code, such as LOINC) are not kept',
    ],
    'sdc-enablewhen.json': [
      'dropped 1acf93a7-0890-44cd-be48-542defb35248: answerValueSet http://sqlonfhir-r4.azurewebsites.net',
      'approximated 1acf93a7-0890-44cd-be48-542defb35248: a choice without answer options',
      'approximated date_of_birth_question: date imported as a date of birth',
      'approximated datetime_question: time imported as a free-text question',
      "approximated 840c08ad-4b27-4c1d-9d6e-824202518ad0: the group 945b97b5-6d74-4a55-9be1-1989751219fb's enableWhen not mapped, it compares the choice answer of item 1acf93a7",
      "approximated e78586ac-8c97-42a8-a56b-779c5c1d81f1: the group fab7c5c4-0ac0-4afa-bd6d-c0ce4f5e0bdf's enableWhen not mapped",
      'approximated date_greater_2000-01-01: its enableWhen not mapped, it compares the date answer',
      'approximated date_less_2000-01-01: its enableWhen not mapped, it compares the date answer',
      'approximated datetime_question_greter_than: its enableWhen not mapped, it compares the time answer',
      'approximated datetime_question_less_than_equal: its enableWhen not mapped, it compares the time answer',
    ],
    'sdc-hunger-vital-signs.json': [
      'dropped /88124-3: calculated item "Food insecurity risk" not imported: it reads the Questionnaire itself',
      'dropped : the codes of 2 questions (item.code, such as LOINC) are not kept',
    ],
    'sdc-phq9.json': [],
    'sdc-repeatable-nested-groups.json': [
      'approximated ba91450b-6e67-40dc-8629-0f1b60577774: repeating group "Repeatable group 1"',
      'dropped 34b78239-1df2-49c5-a1ab-8f5691c7ede0: answerValueSet https://sqlonfhir-r4.azurewebsites.net',
      'approximated 34b78239-1df2-49c5-a1ab-8f5691c7ede0: a choice without answer options',
      'approximated 68ca912397a145bd9e9f265702b5cf45: repeating group "Repeatable group 2"',
    ],
    'sdc-weight-height.json': ['dropped : the codes of 4 questions (item.code, such as LOINC) are not kept'],
  };

  it.each(files)('%s', (file) => {
    const reported = losses(file);
    const wanted = expected[file] ?? [];
    expect(reported.length, reported.join('\n')).toBe(wanted.length);
    wanted.forEach((prefix, at) => expect(reported[at]).toContain(prefix));
  });

  it('reports every optional item: the flow asks each question it shows', () => {
    const { report } = questionnaireToFlow(source('sdc-weight-height.json'));
    const optional = report.issues.filter((i) => i.message.startsWith('optional in the Questionnaire'));
    // Weight, clothing, height, position: the BMI, calculated, is not a question.
    expect(optional.map((i) => i.linkId)).toEqual(['/29463-7', '/8352-7', '/8302-2', '/8361-8']);
  });
});

describe('enableWhen logic is kept', () => {
  it('a boolean, and a group shown while one is false (SDC enableWhen test form)', () => {
    const flow = imported('sdc-enablewhen.json');
    expect(asked(flow, 6, { 1: 'Yes' })).toBe(true);
    expect(asked(flow, 6, { 1: 'No' })).toBe(false);
    expect(asked(flow, 9, { 2: 'No' })).toBe(true);
    expect(asked(flow, 9, { 2: 'Yes' })).toBe(false);
  });

  it('codings compared with a string name the option by code; != holds for every other option', () => {
    const flow = imported('sdc-enablewhen.json');
    expect(asked(flow, 7, { 3: 'Two' })).toBe(true);
    expect(asked(flow, 7, { 3: 'One' })).toBe(false);
    expect(asked(flow, 12, { 4: 'Eight' })).toBe(true);
    expect(asked(flow, 12, { 4: 'Seven' })).toBe(false);
  });

  it('enableBehavior all: both tests', () => {
    const flow = imported('sdc-enablewhen.json');
    expect(asked(flow, 13, { 4: 'Eight', 5: 'Four' })).toBe(true);
    expect(asked(flow, 13, { 4: 'Eight', 5: 'Five' })).toBe(false);
    expect(asked(flow, 13, { 4: 'Nine', 5: 'Four' })).toBe(false);
  });

  it('numbers compared on a choice of numbers; != of an integer', () => {
    const flow = imported('sdc-enablewhen.json');
    expect(asked(flow, 18, { 17: '1.1' })).toBe(true);
    expect(asked(flow, 18, { 17: '2.2' })).toBe(false);
    expect(asked(flow, 19, { 17: '3.3' })).toBe(true);
    expect(asked(flow, 19, { 17: '1.1' })).toBe(false);
    expect(asked(flow, 22, { 20: '1' })).toBe(true);
    expect(asked(flow, 22, { 20: '3' })).toBe(false);
  });

  it('a multiple choice: asked when the option is among those chosen', () => {
    const flow = imported('sdc-enablewhen.json');
    expect(asked(flow, 30, { 29: ['Bleeding', 'Other'] })).toBe(true);
    expect(asked(flow, 30, { 29: ['Bleeding'] })).toBe(false);
  });

  it('exists, = and >= on numbers, and all of two options of a multiple choice (LHC-Forms test form)', () => {
    const flow = imported('lforms-enablewhen.json');
    expect(asked(flow, 2)).toBe(true);
    expect(asked(flow, 3)).toBe(false);
    expect(asked(flow, 10, { 7: 5.6 })).toBe(true);
    expect(asked(flow, 10, { 7: 5 })).toBe(false);
    expect(asked(flow, 11, { 7: 4.8 })).toBe(true);
    expect(asked(flow, 11, { 7: 4.7 })).toBe(false);
    expect(asked(flow, 43, { 39: ['B', 'C'] })).toBe(true);
    expect(asked(flow, 43, { 39: ['B'] })).toBe(false);
  });

  it("a group's condition holds for every item inside it, nested groups included", () => {
    const flow = imported('lforms-nested-enablewhen.json');
    expect(asked(flow, 2, { 1: 'Yes' })).toBe(true);
    expect(asked(flow, 2, { 1: 'No' })).toBe(false);
    expect(asked(flow, 5, { 1: 'Yes', 4: 'B' })).toBe(true);
    expect(asked(flow, 5, { 1: 'Yes', 4: 'A' })).toBe(false);
  });

  it("questions nested under a choice keep the choice's condition (NLM form builder sample)", () => {
    const flow = imported('formbuilder-ussg-family-portrait.json');
    expect(asked(flow, 17, { 16: 'Yes' })).toBe(true);
    expect(asked(flow, 17, { 16: 'No' })).toBe(false);
    expect(asked(flow, 19, { 16: 'No' })).toBe(true);
    expect(asked(flow, 19, { 16: 'Unknown' })).toBe(false);
  });

  it('an enableWhenExpression over variables: a sum of three numbers at least 5', () => {
    const flow = imported('lforms-enablewhen-expression.json');
    expect(asked(flow, 5, { 2: 2, 3: 2, 4: 1 })).toBe(true);
    expect(asked(flow, 5, { 2: 2, 3: 2, 4: 0.5 })).toBe(false);
  });
});

describe('calculations compute what the source form computes', () => {
  const scores = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];

  it.each(['sdc-phq9.json', 'lforms-phq9-weight.json'])('the PHQ-9 total of %s', (file) => {
    const flow = imported(file);
    const total = flow.totals?.[0];
    expect(total?.questions).toHaveLength(9);
    const answers: StartData = {};
    let expected = 0;
    flow.questions.slice(0, 9).forEach((question, at) => {
      answers[String(question.id)] = { value: scores[at % 4] as string, question: question.title };
      expected += at % 4;
    });
    expect(totalValue(indexFlow(flow), total?.name as string, answers)).toBe(expected);
    if (file !== 'lforms-phq9-weight.json') return;
    // LHC-Forms' own expression, run on the response it would hold (its items at the top, scores on the options).
    const form = source(file);
    const items = form.item as {
      linkId: string;
      answerOption?: { valueCoding: object }[];
      extension?: object[];
    }[];
    const response = {
      resourceType: 'QuestionnaireResponse',
      item: items.slice(0, 9).map((item, at) => ({
        linkId: item.linkId,
        answer: [{ valueCoding: item.answerOption?.[at % 4]?.valueCoding }],
      })),
    };
    const totalItem = items.find((item) => item.linkId === '/44261-6') as {
      extension: { valueExpression?: { expression: string } }[];
    };
    const expression = totalItem.extension.find((e) => e.valueExpression)?.valueExpression
      ?.expression as string;
    expect(evaluateFhirPath(expression, { resource: response, questionnaire: form, today: asOf })).toEqual([
      expected,
    ]);
  });

  it('scores from a contained value set (itemWeight and ordinalValue, one code in two systems)', () => {
    const flow = imported('lforms-contained-valueset-itemweight.json');
    const answers: StartData = {
      '1': { value: 'some-display-1-2', question: '' },
      '2': { value: 'some-display-2-1', question: '' },
    };
    expect(flow.questions[0]?.QuestionOptions[1]).toEqual({
      option_text: 'some-display-1-2',
      code: 'some-code-1',
      system: 'some-system-2',
      score: 10,
    });
    expect(totalValue(indexFlow(flow), 'link_2', answers)).toBe(12);
  });

  it.each([
    ['sdc-weight-height.json', { '1': 80, '3': 70 }],
    ['lforms-weight-height.json', { '1': 95.5, '3': 66 }],
  ])('the BMI of %s', (file, numbers) => {
    const form = source(file);
    const flow = imported(file);
    const answers: StartData = Object.fromEntries(
      Object.entries(numbers).map(([id, value]) => [id, { value, question: '' }]),
    );
    // The source form's own expressions, run on the response it would hold.
    const response = {
      resourceType: 'QuestionnaireResponse',
      item: [
        { linkId: '/29463-7', answer: [{ valueDecimal: numbers['1'] }] },
        { linkId: '/8302-2', answer: [{ valueDecimal: numbers['3'] }] },
      ],
    };
    const variables: Record<string, unknown[]> = {};
    for (const extension of form.extension as { valueExpression?: { name: string; expression: string } }[])
      if (extension.valueExpression)
        variables[extension.valueExpression.name] = evaluateFhirPath(extension.valueExpression.expression, {
          resource: response,
          today: asOf,
          variables,
        });
    const bmiItem = (
      form.item as { linkId: string; extension: { valueExpression?: { expression: string } }[] }[]
    )
      .find((item) => item.linkId === '/39156-5')
      ?.extension.find((e) => e.valueExpression)?.valueExpression?.expression as string;
    const [sourceBmi] = evaluateFhirPath(bmiItem, { resource: response, today: asOf, variables });

    const calculation = flow.calculations?.[0];
    expect(calculation).toMatchObject({ title: 'BMI', unit: 'kg/m2', decimals: 1 });
    const exact = valueOf({ index: indexFlow(flow), answers, asOf }, `calc.${calculation?.name as string}`);
    expect(Math.round((exact as number) * 10) / 10).toBe(sourceBmi);
    expect(sourceBmi).toBeCloseTo(numbers['1'] / (numbers['3'] * 0.0254) ** 2, 1);
  });
});

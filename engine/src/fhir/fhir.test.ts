// The FHIR R4 mapping: every flow of flows/ and a generated intake export as Questionnaires valid against the
// official R4 JSON schema, walked intakes as valid QuestionnaireResponses, our export imports back to the same
// flow, and a Questionnaire of another system imports with a report of what did not map.
import { loadCatalog } from '@telehealth/flows';
import type { FlowVersion, StartData } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { eventsForPath } from '../analyze/drive-path.js';
import { enumeratePaths } from '../analyze/paths.js';
import { analyzeFlow } from '../analyze/analyze-flow.js';
import { indexFlow } from '../flow/flow-index.js';
import { generateFlow } from '../testing/generate-flow.js';
import { r4Issues } from './__fixtures__/r4-schema.js';
import { EXT, HL7_EXT } from './extensions.js';
import type { QuestionnaireItem, QuestionnaireResponse } from './fhir-types.js';
import { flowToQuestionnaire } from './flow-to-questionnaire.js';
import { intakeToQuestionnaireResponse } from './intake-to-response.js';
import { questionnaireToFlow } from './questionnaire-to-flow.js';

const asOf = '2026-11-22';
const catalog = loadCatalog();
const tenantFlows = catalog.tenants.flatMap(({ flows }) => flows);
const instruments = (catalog.instruments ?? []).map((instrument) => instrument.flow);
const phq9 = instruments.find((flow) => flow.totals?.[0]?.name === 'phq9') as FlowVersion;
const intake7 = tenantFlows.find((flow) => flow.tenant_id === 7 && flow.key === 'intake') as FlowVersion;
const generated = generateFlow(60, 7);

const allFlows: [string, FlowVersion][] = [
  ...tenantFlows.map(
    (flow) => [`tenant ${flow.tenant_id} ${flow.key} v${flow.version}`, flow] as [string, FlowVersion],
  ),
  ...instruments.map((flow) => [`instrument ${flow.title}`, flow] as [string, FlowVersion]),
  ['a generated 60-question intake', generated],
];

const itemOf = (items: QuestionnaireItem[] | undefined, linkId: string) =>
  items?.find((item) => item.linkId === linkId) as QuestionnaireItem;

/** The recorded answers of the events that walk a path. */
function answersOfPath(flow: FlowVersion, events: ReturnType<typeof eventsForPath>): StartData {
  const byId = new Map(flow.questions.map((q) => [q.id, q]));
  const answers: StartData = {};
  for (const event of events ?? []) {
    if (event.type !== 'ANSWER') continue;
    answers[String(event.questionId)] = {
      value: event.value,
      question: byId.get(event.questionId)?.title ?? '',
      ...(event.detail === undefined ? {} : { detail: event.detail }),
    };
  }
  return answers;
}

describe.each(allFlows)('%s', (_, flow) => {
  const questionnaire = flowToQuestionnaire(flow);

  it('exports a Questionnaire valid against the R4 schema', () => {
    expect(r4Issues('Questionnaire', questionnaire)).toEqual([]);
    expect(questionnaire.url).toBe(
      `https://telehealth.local/fhir/Questionnaire/tenant-${flow.tenant_id}-${flow.key}`,
    );
    expect(questionnaire.version).toBe(String(flow.version));
  });

  it('imports its export back to the same flow document', () => {
    const { flow: imported, report } = questionnaireToFlow(JSON.parse(JSON.stringify(questionnaire)));
    expect(report).toEqual({ source: 'telehealth', questions: flow.questions.length, issues: [] });
    const { created_at: _c, published_at: _p, ...content } = flow;
    expect(imported).toEqual(content);
    expect(flowToQuestionnaire(imported as FlowVersion)).toEqual(flowToQuestionnaire(content as FlowVersion));
  });

  it('writes a valid QuestionnaireResponse for every path (up to 40)', () => {
    const index = indexFlow(flow);
    const summary = enumeratePaths(index, { limit: 40 });
    expect(summary.paths.length).toBeGreaterThan(0);
    for (const path of summary.paths) {
      const answers = answersOfPath(flow, eventsForPath(index, path, asOf));
      const response = intakeToQuestionnaireResponse(flow, answers, {
        id: 'order-1',
        asOf,
        authored: '2026-11-22T10:00:00Z',
        subject: { identifier: { system: 'https://telehealth.local/fhir/tenant-7/patient', value: '5' } },
      });
      expect(r4Issues('QuestionnaireResponse', response), path.states.join(' → ')).toEqual([]);
      const end = path.states.at(-1) as string;
      expect(response.status).toBe(end === 'checkout' ? 'completed' : 'stopped');
      const linkIds = new Set(questionnaireLinkIds(questionnaire.item));
      for (const linkId of responseLinkIds(response.item)) expect(linkIds).toContain(linkId);
    }
  });
});

function questionnaireLinkIds(items: QuestionnaireItem[] | undefined): string[] {
  return (items ?? []).flatMap((item) => [item.linkId, ...questionnaireLinkIds(item.item)]);
}

function responseLinkIds(items: QuestionnaireResponse['item']): string[] {
  return (items ?? []).flatMap((item) => [
    item.linkId,
    ...responseLinkIds(item.item),
    ...(item.answer ?? []).flatMap((answer) => responseLinkIds(answer.item)),
  ]);
}

describe('question types', () => {
  const questionnaire = flowToQuestionnaire(intake7);
  const items = questionnaire.item;

  it('maps each type as documented', () => {
    expect(itemOf(items, '1')).toMatchObject({ type: 'date', required: true });
    expect(itemOf(items, '2')).toMatchObject({ type: 'choice' });
    expect(itemOf(items, '2').repeats).toBeUndefined();
    expect(itemOf(items, '6')).toMatchObject({ type: 'choice', repeats: true });
    expect(itemOf(items, '12').type).toBe('text');
    expect(itemOf(items, '16').type).toBe('string');
    expect(itemOf(items, '15')).toMatchObject({ type: 'attachment', repeats: true });
    expect(itemOf(items, '18').type).toBe('display');
    expect(itemOf(items, '19').type).toBe('boolean');
    const goal = itemOf(items, '5');
    expect(goal.type).toBe('decimal');
    expect(goal.extension).toEqual(
      expect.arrayContaining([
        { url: HL7_EXT.minValue, valueDecimal: 80 },
        { url: HL7_EXT.maxValue, valueDecimal: 600 },
        {
          url: HL7_EXT.unit,
          valueCoding: { system: 'http://unitsofmeasure.org', code: '[lb_av]', display: 'lb' },
        },
      ]),
    );
  });

  it('writes height and weight as a group of two quantities and a calculated BMI', () => {
    const group = itemOf(items, '4');
    expect(group.type).toBe('group');
    expect(itemOf(group.item, '4.height')).toMatchObject({ type: 'quantity', required: true });
    expect(itemOf(group.item, '4.weight')).toMatchObject({ type: 'quantity', required: true });
    const bmi = itemOf(group.item, '4.bmi');
    expect(bmi).toMatchObject({ type: 'decimal', readOnly: true });
    expect(bmi.extension?.[0]?.url).toBe(HL7_EXT.calculatedExpression);
  });

  it('writes a free-text detail as a child item and a description as help', () => {
    const diabetes = itemOf(items, '7');
    expect(itemOf(diabetes.item, '7.detail')).toEqual({
      linkId: '7.detail',
      text: 'Please list your diabetes medicines and doses',
      type: 'text',
      required: false,
    });
    expect(itemOf(diabetes.item, '7.help').type).toBe('display');
  });

  it('writes measured hard stops and routing in documented extensions', () => {
    const dob = itemOf(items, '1');
    const hardStop = dob.extension?.find((e) => e.url === EXT.hardStop);
    expect(hardStop?.extension).toEqual(
      expect.arrayContaining([
        { url: 'active', valueBoolean: true },
        {
          url: 'when',
          extension: [
            { url: 'measure', valueCode: 'age' },
            { url: 'below', valueDecimal: 18 },
          ],
        },
      ]),
    );
    const route = itemOf(items, '2').extension?.find((e) => e.url === EXT.route);
    expect(route?.extension).toEqual(
      expect.arrayContaining([
        { url: 'next', valueInteger: 3 },
        {
          url: 'map',
          extension: [
            { url: 'answer', valueString: 'Female' },
            { url: 'next', valueInteger: 3 },
          ],
        },
      ]),
    );
  });

  it('derives enableWhen from the ways into each question', () => {
    // Question 1 is first: always enabled. Question 3 is reached from question 2's "Female" only.
    expect(itemOf(items, '1').enableWhen).toBeUndefined();
    expect(itemOf(items, '3')).toMatchObject({
      enableWhen: [{ question: '2', operator: '=', answerCoding: { code: 'Female', display: 'Female' } }],
    });
    expect(itemOf(items, '3').enableBehavior).toBeUndefined();
    // Question 4 (a group): from "Male" at question 2, or from any answer of question 3 that goes on.
    const four = itemOf(items, '4');
    expect(four.enableBehavior).toBe('any');
    expect(four.enableWhen).toEqual(
      expect.arrayContaining([
        { question: '2', operator: '=', answerCoding: { code: 'Male', display: 'Male' } },
      ]),
    );
    expect(four.enableWhen?.some((c) => c.question === '3')).toBe(true);
    // After a height and weight, the next question is enabled by the weight (a group has no answer).
    expect(itemOf(items, '5').enableWhen).toEqual([
      { question: '4.weight', operator: 'exists', answerBoolean: true },
    ]);
  });
});

describe('scores and totals (PHQ-9)', () => {
  const questionnaire = flowToQuestionnaire(phq9);

  it('carries option scores as ordinalValue and the total as a calculated item', () => {
    const first = itemOf(questionnaire.item, '901');
    expect(first.answerOption?.map((o) => o.extension?.[0])).toEqual(
      [0, 1, 2, 3].map((score) => ({ url: HL7_EXT.ordinalValue, valueDecimal: score })),
    );
    const total = itemOf(questionnaire.item, 'total-phq9');
    expect(total).toMatchObject({ type: 'decimal', readOnly: true, text: 'PHQ-9 total score' });
    expect(total.extension?.[0]).toMatchObject({
      url: HL7_EXT.calculatedExpression,
      valueExpression: { language: 'text/fhirpath' },
    });
    expect(total.extension?.[0]?.valueExpression?.expression).toContain("'909'");
  });

  it('writes the total hard stop and the branches on the total in extensions', () => {
    const nine = itemOf(questionnaire.item, '909');
    const hardStop = nine.extension?.find((e) => e.url === EXT.hardStop);
    expect(hardStop?.extension).toEqual(
      expect.arrayContaining([
        {
          url: 'when',
          extension: [
            { url: 'measure', valueCode: 'total' },
            { url: 'total', valueString: 'phq9' },
            { url: 'at-least', valueDecimal: 20 },
          ],
        },
        { url: 'response', valueString: 'Several days' },
      ]),
    );
    const route = nine.extension?.find((e) => e.url === EXT.route);
    expect(route?.extension?.filter((e) => e.url === 'when')).toHaveLength(1);
  });

  it('answers the total in a response, and stops at the crisis question', () => {
    const answers: StartData = {};
    for (const question of phq9.questions.slice(0, 8)) {
      answers[String(question.id)] = { value: 'Nearly every day', question: question.title };
    }
    answers['909'] = { value: 'Not at all', question: 'item 9' };
    const response = intakeToQuestionnaireResponse(phq9, answers, {
      id: 'followup-1',
      asOf,
      authored: '2026-11-22T10:00:00Z',
    });
    expect(r4Issues('QuestionnaireResponse', response)).toEqual([]);
    expect(response.status).toBe('stopped');
    expect(response.item?.find((item) => item.linkId === 'total-phq9')?.answer).toEqual([
      { valueDecimal: 24 },
    ]);
  });

  it('round-trips import → export to equal documents', () => {
    const imported = questionnaireToFlow(questionnaire);
    expect(imported.flow).toEqual(phq9);
    expect(flowToQuestionnaire(imported.flow as FlowVersion)).toEqual(questionnaire);
  });
});

describe('a response with every answer type', () => {
  it('types each answer, nests details, and carries files as attachments', () => {
    const answers: StartData = {
      '1': { value: '1980-04-02', question: 'dob' },
      '2': { value: 'Male', question: 'sex' },
      '4': { value: { feet: 5, inches: 10, pounds: 220, bmi: 31.56 }, question: 'hw' },
      '5': { value: 180, question: 'goal' },
      '6': { value: ['High blood pressure', 'High cholesterol or triglycerides'], question: 'conditions' },
    };
    const response = intakeToQuestionnaireResponse(intake7, answers, {
      id: 'order-7',
      asOf,
      authored: '2026-11-22T10:00:00Z',
      subject: { reference: 'Patient/5' },
    });
    expect(r4Issues('QuestionnaireResponse', response)).toEqual([]);
    expect(response.status).toBe('in-progress');
    expect(response.questionnaire).toBe('https://telehealth.local/fhir/Questionnaire/tenant-7-intake|1');
    const item = (linkId: string) => response.item?.find((i) => i.linkId === linkId);
    expect(item('1')?.answer).toEqual([{ valueDate: '1980-04-02' }]);
    expect(item('2')?.answer).toEqual([{ valueCoding: { code: 'Male', display: 'Male' } }]);
    expect(item('4')?.item?.map((i) => i.answer?.[0])).toEqual([
      { valueQuantity: { value: 70, unit: 'in', system: 'http://unitsofmeasure.org', code: '[in_i]' } },
      { valueQuantity: { value: 220, unit: 'lb', system: 'http://unitsofmeasure.org', code: '[lb_av]' } },
      { valueDecimal: 31.6 },
    ]);
    expect(item('5')?.answer).toEqual([{ valueDecimal: 180 }]);
    expect(item('6')?.answer).toHaveLength(2);
  });

  it('writes consent, free text, details and uploaded files', () => {
    const flow: FlowVersion = {
      ...generated,
      questions: [
        {
          id: 1,
          title: 'Consent',
          type: 'consent',
          QuestionOptions: [],
          next_question_map: {},
          next: 2,
          prev: null,
          is_hard_stop: false,
        },
        {
          id: 2,
          title: 'Allergies?',
          type: 'single_choice',
          free_field: 'Which?',
          QuestionOptions: [{ option_text: 'Yes' }, { option_text: 'No' }],
          next_question_map: {},
          next: 3,
          prev: 1,
          is_hard_stop: false,
        },
        {
          id: 3,
          title: 'Photo',
          type: 'file_upload',
          QuestionOptions: [],
          next_question_map: {},
          next: 4,
          prev: 2,
          is_hard_stop: false,
        },
        {
          id: 4,
          title: 'Anything else',
          type: 'text',
          QuestionOptions: [],
          next_question_map: { Final: 0 },
          next: null,
          prev: 3,
          is_hard_stop: false,
        },
      ],
      first_question_id: 1,
      layout: { positions: {} },
    };
    expect(analyzeFlow(flow).filter((f) => f.severity === 'error')).toEqual([]);
    const file = { fileId: 'f1', name: 'label.jpg', contentType: 'image/jpeg', size: 3 };
    const response = intakeToQuestionnaireResponse(
      flow,
      {
        '1': { value: true, question: 'Consent' },
        '2': { value: 'Yes', question: 'Allergies?', detail: 'Penicillin' },
        '3': { value: [file], question: 'Photo' },
        '4': { value: 'No', question: 'Anything else' },
      },
      {
        id: 'order-9',
        asOf,
        authored: '2026-11-22T10:00:00Z',
        attachment: (f) => ({ contentType: f.contentType, title: f.name, size: f.size, data: 'AAEC' }),
      },
    );
    expect(r4Issues('QuestionnaireResponse', response)).toEqual([]);
    expect(r4Issues('Questionnaire', flowToQuestionnaire(flow))).toEqual([]);
    expect(response.status).toBe('completed');
    expect(response.item?.map((i) => i.answer)).toEqual([
      [{ valueBoolean: true }],
      [
        {
          valueCoding: { code: 'Yes', display: 'Yes' },
          item: [{ linkId: '2.detail', text: 'Which?', answer: [{ valueString: 'Penicillin' }] }],
        },
      ],
      [{ valueAttachment: { contentType: 'image/jpeg', title: 'label.jpg', size: 3, data: 'AAEC' } }],
      [{ valueString: 'No' }],
    ]);
  });
});

describe('importing a Questionnaire of another system', () => {
  const foreign = {
    resourceType: 'Questionnaire',
    status: 'active',
    title: 'GAD-2',
    item: [
      {
        linkId: 'intro',
        type: 'display',
        text: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
      },
      {
        linkId: 'g1',
        type: 'group',
        text: 'Items',
        item: [
          {
            linkId: '/69725-0',
            type: 'choice',
            required: true,
            text: 'Feeling nervous, anxious or on edge',
            answerOption: [
              {
                valueCoding: {
                  code: 'LA6568-5',
                  display: 'Not at all',
                  extension: [{ url: HL7_EXT.coValue, valueDecimal: 0 }],
                },
              },
              {
                valueCoding: {
                  code: 'LA6569-3',
                  display: 'Several days',
                  extension: [{ url: HL7_EXT.coValue, valueDecimal: 1 }],
                },
              },
            ],
          },
          {
            linkId: '/68509-9',
            type: 'choice',
            required: true,
            text: 'Not being able to stop or control worrying',
            enableWhen: [{ question: '/69725-0', operator: 'exists', answerBoolean: true }],
            answerOption: [
              {
                extension: [{ url: HL7_EXT.ordinalValue, valueDecimal: 0 }],
                valueCoding: { code: 'a', display: 'Not at all' },
              },
              {
                extension: [{ url: HL7_EXT.ordinalValue, valueDecimal: 1 }],
                valueCoding: { code: 'b', display: 'Several days' },
              },
            ],
          },
        ],
      },
      { linkId: 'smoker', type: 'boolean', text: 'Do you smoke?' },
      { linkId: 'when', type: 'dateTime', text: 'When did you last see a doctor?', required: true },
      {
        linkId: 'score',
        type: 'decimal',
        readOnly: true,
        text: 'GAD-2 score',
        extension: [
          {
            url: HL7_EXT.calculatedExpression,
            valueExpression: {
              language: 'text/fhirpath',
              expression:
                "%resource.repeat(item).where(linkId in ('/69725-0' | '/68509-9')).answer.value.ordinal().sum()",
            },
          },
        ],
      },
    ],
  };

  it('maps what it can into a valid draft and reports each thing that did not map', () => {
    const { flow, report } = questionnaireToFlow(foreign, { tenantId: 6, key: 'followup', version: 3 });
    expect(flow).not.toBeNull();
    expect(flow).toMatchObject({
      tenant_id: 6,
      key: 'followup',
      version: 3,
      status: 'draft',
      title: 'GAD-2',
    });
    expect(flow?.questions.map((q) => [q.id, q.type])).toEqual([
      [1, 'image'],
      [2, 'single_choice'],
      [3, 'single_choice'],
      [4, 'single_choice'],
      [5, 'text'],
    ]);
    expect(flow?.questions[1]?.QuestionOptions).toEqual([
      { option_text: 'Not at all', score: 0, code: 'LA6568-5' },
      { option_text: 'Several days', score: 1, code: 'LA6569-3' },
    ]);
    expect(flow?.questions[2]?.QuestionOptions.map((o) => o.score)).toEqual([0, 1]);
    // enableWhen `exists` as ask_if; the calculated score as the flow's total of the two scored questions.
    expect(flow?.questions[2]?.ask_if).toEqual({ question: 2, answered: true });
    expect(flow?.totals).toEqual([{ name: 'score', title: 'GAD-2 score', questions: [2, 3] }]);
    expect(flow?.questions.at(-1)?.next_question_map).toEqual({ Final: 0 });
    expect(analyzeFlow(flow as FlowVersion).filter((f) => f.severity === 'error')).toEqual([]);
    expect(report.source).toBe('fhir');
    expect(report.questions).toBe(5);
    const messages = report.issues.map(
      (issue) => `${issue.severity} ${issue.linkId ?? ''}: ${issue.message}`,
    );
    expect(messages.some((m) => /enableWhen|score/.test(m))).toBe(false);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^approximated g1: group "Items" flattened/),
        expect.stringMatching(/^approximated smoker: boolean imported as a Yes \/ No choice/),
        expect.stringMatching(/^approximated smoker: optional in the Questionnaire/),
        expect.stringMatching(/^approximated when: dateTime imported as a free-text question/),
        expect.stringMatching(/^approximated : linkIds are not distinct whole numbers/),
      ]),
    );
  });

  it('refuses what is not a Questionnaire, and one with no item it can map', () => {
    expect(questionnaireToFlow({ resourceType: 'Patient' })).toEqual({
      flow: null,
      report: {
        source: 'fhir',
        questions: 0,
        issues: [{ severity: 'error', message: 'Not a FHIR Questionnaire: resourceType "Patient"' }],
      },
    });
    expect(questionnaireToFlow('x').report.issues[0]?.message).toBe(
      'Not a FHIR Questionnaire: no JSON object',
    );
    const empty = questionnaireToFlow({
      resourceType: 'Questionnaire',
      status: 'draft',
      item: [{ linkId: 'a' }],
    });
    expect(empty.flow).toBeNull();
    expect(empty.report.issues.map((i) => i.severity)).toEqual(['dropped', 'error']);
  });
});

it('the R4 schema check refuses what R4 does not allow (an unknown element, a wrong code, a wrong type)', () => {
  const issues = r4Issues('Questionnaire', {
    resourceType: 'Questionnaire',
    status: 'published',
    item: [{ linkId: 'a', type: 'choice', colour: 'red', required: 'yes' }],
  });
  expect(issues.length).toBeGreaterThanOrEqual(3);
  const response = {
    resourceType: 'QuestionnaireResponse',
    status: 'done',
    item: [{ linkId: 'a', answer: [{ valueWeight: 1 }] }],
  };
  expect(r4Issues('QuestionnaireResponse', response)).toHaveLength(2);
});

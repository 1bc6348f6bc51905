// The import of another system's logic, rule by rule: what maps, what is dropped and why (the real forms are in
// fhir-real.test.ts).
import type { FlowVersion } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { analyzeFlow } from '../analyze/analyze-flow.js';
import { HL7_EXT } from './extensions.js';
import { questionnaireToFlow } from './questionnaire-to-flow.js';

const number = (linkId: string, extra: Record<string, unknown> = {}) => ({
  linkId,
  type: 'decimal',
  text: `Number ${linkId}`,
  required: true,
  ...extra,
});
const yesNo = (linkId: string, extra: Record<string, unknown> = {}) => ({
  linkId,
  type: 'choice',
  text: `Choice ${linkId}`,
  required: true,
  answerOption: [
    { valueCoding: { system: 'http://loinc.org', code: 'LA33-6', display: 'Yes' } },
    { valueCoding: { system: 'http://loinc.org', code: 'LA32-8', display: 'No' } },
  ],
  ...extra,
});
const expression = (url: string, fhirpath: string) => ({
  url,
  valueExpression: { language: 'text/fhirpath', expression: fhirpath },
});
const answer = (linkId: string) => `%resource.item.where(linkId='${linkId}').answer.value`;

function imported(items: unknown[], extension: unknown[] = []) {
  const result = questionnaireToFlow({
    resourceType: 'Questionnaire',
    status: 'active',
    extension,
    item: items,
  });
  expect(result.flow).not.toBeNull();
  const flow = result.flow as FlowVersion;
  expect(analyzeFlow(flow).filter((f) => f.severity === 'error')).toEqual([]);
  const messages = result.report.issues.map((i) => `${i.severity} ${i.linkId ?? ''}: ${i.message}`);
  return { flow, messages, question: (id: number) => flow.questions.find((q) => q.id === id) };
}

describe('enableWhen', () => {
  it('under all, a test that does not map is dropped alone; under any, it drops the whole condition', () => {
    const { question, messages } = imported([
      yesNo('1'),
      { linkId: '2', type: 'string', text: 'Name', required: true },
      {
        ...number('3'),
        enableWhen: [
          { question: '1', operator: '=', answerCoding: { system: 'http://loinc.org', code: 'LA33-6' } },
          { question: '2', operator: '=', answerString: 'Ann' },
        ],
        enableBehavior: 'all',
      },
      {
        ...number('4'),
        enableWhen: [
          { question: '1', operator: '=', answerCoding: { system: 'http://loinc.org', code: 'LA33-6' } },
          { question: '2', operator: '=', answerString: 'Ann' },
        ],
        enableBehavior: 'any',
      },
    ]);
    expect(question(3)?.ask_if).toEqual({ question: 1, any_of: ['Yes'] });
    expect(question(4)?.ask_if).toBeUndefined();
    expect(messages).toEqual([
      'approximated 3: its enableWhen test not mapped, it compares the string answer of item 2, which a flow condition cannot: asked without it',
      'approximated 4: its enableWhen (any of 2 tests) not mapped, it compares the string answer of item 2, which a flow condition cannot: asked whether or not it holds',
    ]);
  });

  it('a condition on a later item, or on the item itself, is refused as the analysis would', () => {
    const { question, messages } = imported([
      { ...number('1') },
      { ...number('2'), enableWhen: [{ question: '3', operator: '>', answerDecimal: 5 }] },
      { ...number('3'), enableWhen: [{ question: '3', operator: 'exists', answerBoolean: true }] },
    ]);
    expect(question(2)?.ask_if).toBeUndefined();
    expect(question(3)?.ask_if).toBeUndefined();
    expect(messages).toEqual([
      'approximated 2: its condition not mapped, it reads question 3, which is not asked before it (a rule reads only earlier answers): asked without it',
      'approximated 3: its condition not mapped, it reads question 3, which is not asked before it (a rule reads only earlier answers): asked without it',
    ]);
  });

  it('reads a calculated score, as the total it became', () => {
    const scored = (linkId: string) =>
      yesNo(linkId, {
        answerOption: [
          {
            valueCoding: { code: 'y', display: 'Yes' },
            extension: [{ url: HL7_EXT.ordinalValue, valueDecimal: 1 }],
          },
          {
            valueCoding: { code: 'n', display: 'No' },
            extension: [{ url: HL7_EXT.ordinalValue, valueDecimal: 0 }],
          },
        ],
      });
    const { flow, question, messages } = imported([
      scored('1'),
      scored('2'),
      {
        linkId: 'total',
        type: 'integer',
        text: 'Score',
        extension: [
          expression(
            HL7_EXT.calculatedExpression,
            "%resource.item.where(linkId = '1' or linkId = '2').answer.value.ordinal().sum()",
          ),
        ],
      },
      { ...number('3'), enableWhen: [{ question: 'total', operator: '>=', answerInteger: 2 }] },
    ]);
    expect(flow.totals).toEqual([{ name: 'total', title: 'Score', questions: [1, 2] }]);
    expect(question(3)?.ask_if).toEqual({ value: 'total.total', at_least: 2 });
    expect(messages).toEqual([]);
  });
});

describe('enableWhenExpression', () => {
  it('maps and / or / not() with FHIRPath three values: an empty comparison is neither true nor false', () => {
    const { question } = imported([
      number('1'),
      yesNo('2'),
      {
        ...number('3'),
        extension: [
          expression(
            HL7_EXT.enableWhenExpression,
            `(${answer('1')} > 30).not() and ${answer('2')}.code = 'LA33-6'`,
          ),
        ],
      },
    ]);
    // (x > 30).not() is true only when x is there and at most 30; empty stays empty, so the item is not enabled.
    expect(question(3)?.ask_if).toEqual({
      all: [
        { value: 'answer.1', at_most: 30 },
        { question: 2, any_of: ['Yes'] },
      ],
    });
  });

  it('refuses what is not provable (answers multiplied) and what it cannot read, with the reason', () => {
    const { question, messages } = imported([
      number('1'),
      number('2'),
      {
        ...number('3'),
        extension: [expression(HL7_EXT.enableWhenExpression, `${answer('1')} * ${answer('2')} > 10`)],
      },
      {
        ...number('4'),
        extension: [expression(HL7_EXT.enableWhenExpression, `${answer('1')}.toString() = '5'`)],
      },
    ]);
    expect(question(3)?.ask_if).toBeUndefined();
    expect(question(4)?.ask_if).toBeUndefined();
    expect(messages).toEqual([
      'approximated 3: its condition not mapped, it multiplies or divides answers, or compares more than three, which the analysis cannot prove: asked without it',
      'approximated 4: its enableWhenExpression not mapped, it calls toString(), which the import does not map: asked without it',
    ]);
  });

  it('reports a default for a missing answer only where a question can be passed over', () => {
    const guarded = (linkId: string) => `iif(${answer(linkId)}.exists(), ${answer(linkId)}, 0)`;
    const { flow, messages } = imported([
      yesNo('1'),
      { ...number('2'), enableWhen: [{ question: '1', operator: '=', answerCoding: { code: 'LA33-6' } }] },
      number('3'),
      {
        linkId: 'sum',
        type: 'decimal',
        text: 'Sum',
        extension: [expression(HL7_EXT.calculatedExpression, `${guarded('2')} + ${guarded('3')}`)],
      },
    ]);
    expect(flow.calculations).toEqual([
      { name: 'sum', title: 'Sum', value: { sum: ['answer.2', 'answer.3'] } },
    ]);
    expect(messages).toEqual([
      'approximated sum: calculated item "Sum" gives a value (a default) when question 2 is not asked; the flow has none then',
    ]);
  });
});

describe('constraints', () => {
  it('an error constraint on a question becomes its check; a warning, or one on a later answer, is reported', () => {
    const constraint = (key: string, severity: string, fhirpath: string, human: string) => ({
      url: HL7_EXT.targetConstraint,
      extension: [
        { url: 'key', valueId: key },
        { url: 'severity', valueCode: severity },
        { url: 'expression', valueExpression: { language: 'text/fhirpath', expression: fhirpath } },
        { url: 'human', valueString: human },
      ],
    });
    const { question, messages } = imported([
      number('1'),
      {
        ...number('2'),
        extension: [
          constraint('a', 'error', `${answer('2')} < ${answer('1')}`, 'Less than the first, please.'),
          constraint('b', 'warning', `${answer('2')} > 0`, 'Positive?'),
          constraint('c', 'error', `${answer('2')} < ${answer('3')}`, 'Less than the third.'),
        ],
      },
      number('3'),
    ]);
    expect(question(2)?.checks).toEqual([
      { require: { value: 'answer.2', below: 'answer.1' }, message: 'Less than the first, please.' },
    ]);
    expect(messages).toEqual([
      'dropped 2: constraint "Positive?" not kept: only an error with its FHIRPath and message maps to a check',
      'dropped 2: constraint "Less than the third." not kept, it reads question 3, which is not asked before it (a rule reads only earlier answers)',
    ]);
  });
});

describe('malformed logic', () => {
  it('is reported, never thrown', () => {
    const { messages } = imported(
      [
        number('1'),
        {
          ...number('2'),
          enableWhen: [
            null,
            { question: '1' },
            { question: 'nowhere', operator: 'exists', answerBoolean: true },
          ],
        },
        {
          ...number('3'),
          extension: [
            expression(HL7_EXT.enableWhenExpression, "%resource.item.where(linkId.matches('[')).exists()"),
          ],
        },
        { ...number('4'), extension: [expression(HL7_EXT.enableWhenExpression, '%loop > 1')] },
        {
          linkId: 'c',
          type: 'decimal',
          text: 'C',
          extension: [expression(HL7_EXT.calculatedExpression, ')))')],
        },
      ],
      [
        {
          url: HL7_EXT.variable,
          valueExpression: { name: 'loop', language: 'text/fhirpath', expression: '%loop + 1' },
        },
      ],
    );
    expect(messages).toEqual([
      'dropped c: calculated item "C" not imported: it is not FHIRPath (expected a name in ")))")',
      'approximated 2: its enableWhen test not mapped, an enableWhen without a question or an operator: asked without it',
      'approximated 2: its enableWhen test not mapped, an enableWhen without a question or an operator: asked without it',
      'approximated 2: its enableWhen test not mapped, it names item nowhere, which the Questionnaire does not have: asked without it',
      'approximated 3: its enableWhenExpression not mapped, its pattern [ is not a regular expression: asked without it',
      'approximated 4: its enableWhenExpression not mapped, the variable %loop reads itself: asked without it',
    ]);
  });
});

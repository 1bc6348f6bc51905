import type {
  Calculation,
  FlowStatus,
  FlowTotal,
  FlowVersion,
  HardStopCondition,
  Question,
  QuestionOption,
} from '@telehealth/schemas';

import { indexFlow, type FlowIndex } from '../flow/flow-index.js';
import { isContent } from '../flow/question-kind.js';
import { deriveEnablement, enableWhenOf, type Formula } from './enable-when.js';
import { complexExt, EXT, FHIR_BASE, HL7_EXT, ITEM_CONTROL_SYSTEM, UCUM, valueExt } from './extensions.js';
import type {
  FhirExtension,
  Questionnaire,
  QuestionnaireAnswerOption,
  QuestionnaireItem,
} from './fhir-types.js';
import { optionCoding } from './option-coding.js';
import { flowRulesExtension, questionRulesExtension } from './rule-extensions.js';
import { answeredPath, conditionPath, expressionPath, totalPath } from './rule-fhirpath.js';

export interface FhirExportOptions {
  /** The base of canonical URLs and identifier systems; default `https://telehealth.local/fhir`. */
  base?: string;
}

/** Question fields that may be written as null; our export lists those that are, so an import restores them. */
export const NULLABLE_FIELDS = ['description', 'mapped_field', 'free_field', 'hard_stop_message'] as const;

/** The bounds a total or measure condition can carry, and their extension names. */
export const BOUND_PARTS = [
  ['below', 'below'],
  ['above', 'above'],
  ['at_least', 'at-least'],
  ['at_most', 'at-most'],
] as const;

/** The flow's canonical URL: one per tenant and flow key; the flow version is the Questionnaire's version. */
export function questionnaireUrl(flow: Pick<FlowVersion, 'tenant_id' | 'key'>, base = FHIR_BASE): string {
  return `${base}/Questionnaire/tenant-${flow.tenant_id}-${flow.key}`;
}

/** `url|version`, how a QuestionnaireResponse names the exact version it answers. */
export const questionnaireReference = (
  flow: Pick<FlowVersion, 'tenant_id' | 'key' | 'version'>,
  base = FHIR_BASE,
) => `${questionnaireUrl(flow, base)}|${flow.version}`;

export const totalLinkId = (name: string): string => `total-${name}`;
export const calculationLinkId = (name: string): string => `calc-${name}`;
export const detailLinkId = (id: number): string => `${id}.detail`;
export const helpLinkId = (id: number): string => `${id}.help`;

const STATUS: Record<FlowStatus, Questionnaire['status']> = {
  draft: 'draft',
  published: 'active',
  archived: 'retired',
};

const ITEM_TYPE: Record<Question['type'], QuestionnaireItem['type']> = {
  single_choice: 'choice',
  multiple_choice: 'choice',
  number: 'decimal',
  date_of_birth: 'date',
  consent: 'boolean',
  image: 'display',
  file_upload: 'attachment',
  height_weight: 'group',
  text: 'text',
  email: 'string',
  phone: 'string',
};

/** The UCUM codes of the units our questions use; other units are written with their text only. */
const UCUM_CODES: Record<string, string> = {
  lb: '[lb_av]',
  lbs: '[lb_av]',
  kg: 'kg',
  in: '[in_i]',
  cm: 'cm',
  mg: 'mg',
  ml: 'mL',
  mL: 'mL',
  years: 'a',
  days: 'd',
  weeks: 'wk',
};

export const unitCoding = (unit: string) =>
  UCUM_CODES[unit] === undefined
    ? { display: unit }
    : { system: UCUM, code: UCUM_CODES[unit], display: unit };

/**
 * A flow version as a FHIR R4 Questionnaire (mapping and extensions: engine/README.md, "FHIR R4"). Pure: the same
 * document always gives the same resource.
 */
export function flowToQuestionnaire(flow: FlowVersion, options: FhirExportOptions = {}): Questionnaire {
  const base = options.base ?? FHIR_BASE;
  const index = indexFlow(flow);
  const enablement = deriveEnablement(flow);
  const date = flow.published_at ?? flow.created_at;
  const keyName = flow.key.charAt(0).toUpperCase() + flow.key.slice(1);
  return {
    resourceType: 'Questionnaire',
    id: `tenant-${flow.tenant_id}-${flow.key}-v${flow.version}`,
    extension: [...flowExtension(flow), ...flowRulesExtension(flow)],
    url: questionnaireUrl(flow, base),
    version: String(flow.version),
    name: `Tenant${flow.tenant_id}${keyName}`,
    title: flow.title,
    status: STATUS[flow.status],
    subjectType: ['Patient'],
    ...(date ? { date } : {}),
    ...(flow.description === undefined ? {} : { description: flow.description }),
    item: [
      ...flow.questions.map((question) => questionItem(index, question, enablement.get(question.id))),
      ...(flow.totals ?? []).map(totalItem),
      ...(flow.calculations ?? []).map((calculation) => calculationItem(index, calculation)),
    ],
  };
}

function flowExtension(flow: FlowVersion): FhirExtension[] {
  return complexExt(EXT.flow, [
    { url: 'tenant', valueInteger: flow.tenant_id },
    { url: 'key', valueCode: flow.key },
    { url: 'schema-version', valueInteger: flow.schema_version },
    { url: 'first-question', valueString: String(flow.first_question_id) },
    ...flow.steps.map((step) => ({
      url: 'step',
      extension: [
        { url: 'key', valueString: step.key },
        { url: 'kind', valueCode: step.kind },
        { url: 'path', valueString: step.path },
        ...valueExt('title', 'valueString', step.title),
        ...valueExt('question-id', 'valueInteger', step.question_id),
        ...valueExt('flow-step', 'valueCode', step.flow_step),
      ],
    })),
    ...(flow.totals && flow.totals.length === 0 ? [{ url: 'no-totals', valueBoolean: true }] : []),
    ...Object.entries(flow.layout.positions).flatMap(([node, position]) =>
      position
        ? [
            {
              url: 'position',
              extension: [
                { url: 'node', valueString: node },
                { url: 'x', valueDecimal: position.x },
                { url: 'y', valueDecimal: position.y },
              ],
            },
          ]
        : [],
    ),
  ]);
}

function questionItem(
  index: FlowIndex,
  question: Question,
  enablement: Formula | undefined,
): QuestionnaireItem {
  const type = ITEM_TYPE[question.type];
  const display = type === 'display';
  const children: QuestionnaireItem[] = [];
  if (!display && question.description) children.push(helpItem(question.id, question.description));
  if (question.type === 'height_weight') children.push(...heightWeightItems(question.id));
  if (!display && question.free_field) {
    children.push({
      linkId: detailLinkId(question.id),
      text: question.free_field,
      type: 'text',
      required: false,
    });
  }
  const { extension: enableWhenExpression = [], ...enableWhen } = enableWhenOf(enablement);
  return {
    extension: [
      ...questionExtension(question, display),
      ...routeExtension(question),
      ...hardStopExtension(question),
      ...questionRulesExtension(question),
      ...inputExtensions(question),
      ...enableWhenExpression,
      ...checkConstraints(index, question),
    ],
    linkId: String(question.id),
    text: question.title,
    type,
    ...enableWhen,
    ...(display ? {} : { required: true }),
    ...(question.type === 'multiple_choice' ? { repeats: true } : {}),
    ...(question.type === 'file_upload' ? { repeats: question.input?.max_files !== 1 } : {}),
    ...(question.type === 'single_choice' || question.type === 'multiple_choice'
      ? { answerOption: question.QuestionOptions.map(answerOption) }
      : {}),
    ...(children.length > 0 ? { item: children } : {}),
  };
}

function questionExtension(question: Question, display: boolean): FhirExtension[] {
  return complexExt(EXT.question, [
    { url: 'type', valueCode: question.type },
    ...valueExt('tenant', 'valueInteger', question.tenant_id),
    ...valueExt('mapped-field', 'valueString', question.mapped_field),
    ...valueExt('image', 'valueString', question.image),
    // A display item may not have child items (R4 que-1c): a content screen keeps these in the extension.
    ...(display ? valueExt('description', 'valueString', question.description) : []),
    ...(display ? valueExt('free-field', 'valueString', question.free_field) : []),
    ...NULLABLE_FIELDS.filter((field) => question[field] === null).map((field) => ({
      url: 'null',
      valueCode: field,
    })),
  ]);
}

function routeExtension(question: Question): FhirExtension[] {
  return complexExt(EXT.route, [
    ...valueExt('next', 'valueInteger', question.next),
    ...valueExt('prev', 'valueInteger', question.prev),
    ...Object.entries(question.next_question_map).map(([answer, next]) => ({
      url: 'map',
      extension: [
        { url: 'answer', valueString: answer },
        { url: 'next', valueInteger: next as number },
      ],
    })),
    ...(question.next_when ?? []).map((branch) => ({
      url: 'when',
      extension: [
        { url: 'total', valueString: branch.total },
        ...boundExtensions(branch),
        { url: 'next', valueInteger: branch.next },
      ],
    })),
  ]);
}

function boundExtensions(
  bounds: Partial<Record<'below' | 'above' | 'at_least' | 'at_most', number>>,
): FhirExtension[] {
  return BOUND_PARTS.flatMap(([field, url]) => valueExt(url, 'valueDecimal', bounds[field]));
}

function hardStopExtension(question: Question): FhirExtension[] {
  const when: HardStopCondition | undefined = question.hard_stop_when;
  const parts: FhirExtension[] = [
    ...valueExt('message', 'valueString', question.hard_stop_message),
    ...(question.hard_stop_response ?? []).map((response) => ({ url: 'response', valueString: response })),
    ...(question.hard_stop_response && question.hard_stop_response.length === 0
      ? [{ url: 'no-response', valueBoolean: true }]
      : []),
    ...(when
      ? [
          {
            url: 'when',
            extension: [
              { url: 'measure', valueCode: when.measure },
              ...valueExt('total', 'valueString', when.total),
              ...boundExtensions(when),
            ],
          },
        ]
      : []),
  ];
  if (!question.is_hard_stop && parts.length === 0) return [];
  return complexExt(EXT.hardStop, [{ url: 'active', valueBoolean: question.is_hard_stop }, ...parts]);
}

function inputExtensions(question: Question): FhirExtension[] {
  const input = question.input ?? {};
  return [
    ...valueExt(HL7_EXT.entryFormat, 'valueString', question.placeholder),
    ...valueExt(HL7_EXT.minValue, 'valueDecimal', input.min),
    ...valueExt(HL7_EXT.maxValue, 'valueDecimal', input.max),
    ...(input.unit === undefined ? [] : [{ url: HL7_EXT.unit, valueCoding: unitCoding(input.unit) }]),
    ...(input.accept ?? []).map((type) => ({ url: HL7_EXT.mimeType, valueCode: type })),
    ...valueExt(
      HL7_EXT.maxSize,
      'valueDecimal',
      input.max_size_mb === undefined ? undefined : input.max_size_mb * 1048576,
    ),
    ...valueExt(HL7_EXT.maxOccurs, 'valueInteger', input.max_files),
  ];
}

function answerOption(option: QuestionOption): QuestionnaireAnswerOption {
  const extension = [
    ...valueExt(HL7_EXT.ordinalValue, 'valueDecimal', option.score),
    ...valueExt(HL7_EXT.optionExclusive, 'valueBoolean', option.exclusive),
    ...complexExt(EXT.option, [
      ...valueExt('description', 'valueString', option.description),
      ...valueExt('outcome', 'valueCode', option.outcome),
      ...valueExt('reason', 'valueCode', option.reason),
    ]),
  ];
  return { ...(extension.length > 0 ? { extension } : {}), valueCoding: optionCoding(option) };
}

/** A question's description, shown as help (SDC itemControl `help`). */
function helpItem(id: number, text: string): QuestionnaireItem {
  return {
    extension: [
      {
        url: HL7_EXT.itemControl,
        valueCodeableConcept: {
          coding: [{ system: ITEM_CONTROL_SYSTEM, code: 'help', display: 'Help-Button' }],
        },
      },
    ],
    linkId: helpLinkId(id),
    text,
    type: 'display',
  };
}

const answerOf = (linkId: string) => `%resource.repeat(item).where(linkId = '${linkId}').answer.value`;

/** A height and weight: two quantities (inches, pounds) and the BMI calculated from them. */
function heightWeightItems(id: number): QuestionnaireItem[] {
  const unitOption = (code: string, display: string) => ({
    url: HL7_EXT.unitOption,
    valueCoding: { system: UCUM, code, display },
  });
  return [
    {
      extension: [unitOption('[in_i]', 'in')],
      linkId: `${id}.height`,
      text: 'Height',
      type: 'quantity',
      required: true,
    },
    {
      extension: [unitOption('[lb_av]', 'lb')],
      linkId: `${id}.weight`,
      text: 'Weight',
      type: 'quantity',
      required: true,
    },
    {
      extension: [
        {
          url: HL7_EXT.calculatedExpression,
          valueExpression: {
            language: 'text/fhirpath',
            description: 'Body-mass index: 703 × weight (lb) / height (in)²',
            expression: `703 * ${answerOf(`${id}.weight`)}.value / ${answerOf(`${id}.height`)}.value.power(2)`,
          },
        },
        { url: HL7_EXT.unit, valueCoding: { system: UCUM, code: 'kg/m2', display: 'kg/m²' } },
      ],
      linkId: `${id}.bmi`,
      text: 'BMI',
      type: 'decimal',
      readOnly: true,
    },
  ];
}

/** A total as a calculated item: the sum of the ordinal values (scores) of the options chosen at its questions. */
function totalItem(total: FlowTotal): QuestionnaireItem {
  return {
    extension: [
      {
        url: HL7_EXT.calculatedExpression,
        valueExpression: {
          language: 'text/fhirpath',
          description: `Sum of the scores (ordinalValue) of the options chosen at questions ${total.questions.join(', ')}`,
          expression: totalPath(total),
        },
      },
      ...complexExt(EXT.total, [
        { url: 'name', valueCode: total.name },
        ...valueExt('title', 'valueString', total.title),
        ...total.questions.map((id) => ({ url: 'question', valueString: String(id) })),
      ]),
    ],
    linkId: totalLinkId(total.name),
    text: total.title ?? total.name,
    type: 'decimal',
    readOnly: true,
  };
}

/**
 * A question's checks as SDC `targetConstraint`s: the FHIRPath holds when the question is not answered or its check
 * does (the engine checks an answer when it is given, with the answers before it), and `human` is the check's message.
 */
function checkConstraints(index: FlowIndex, question: Question): FhirExtension[] {
  if (isContent(question)) return [];
  return (question.checks ?? []).map((check, at) => ({
    url: HL7_EXT.targetConstraint,
    extension: [
      { url: 'key', valueId: `check-${question.id}-${at + 1}` },
      { url: 'severity', valueCode: 'error' },
      {
        url: 'expression',
        valueExpression: {
          language: 'text/fhirpath',
          expression: `(${answeredPath(question)}.not() or ${conditionPath(index, check.require)})`,
        },
      },
      { url: 'human', valueString: check.message },
    ],
  }));
}

/**
 * A calculation of the flow as a calculated, read-only item (SDC `calculatedExpression`): the exact value, rounded to
 * its `decimals` for display as the flow shows it; empty when a value it reads is missing. The calculation itself
 * travels in the Questionnaire's `rules` extension; the item names it.
 */
function calculationItem(index: FlowIndex, calculation: Calculation): QuestionnaireItem {
  const exact = expressionPath(index, calculation.value);
  const expression = calculation.decimals === undefined ? exact : `${exact}.round(${calculation.decimals})`;
  return {
    extension: [
      {
        url: HL7_EXT.calculatedExpression,
        valueExpression: { language: 'text/fhirpath', description: calculation.title, expression },
      },
      ...(calculation.unit === undefined || calculation.unit === ''
        ? []
        : [{ url: HL7_EXT.unit, valueCoding: unitCoding(calculation.unit) }]),
      { url: EXT.calculation, valueCode: calculation.name },
    ],
    linkId: calculationLinkId(calculation.name),
    text: calculation.title,
    type: 'decimal',
    readOnly: true,
  };
}

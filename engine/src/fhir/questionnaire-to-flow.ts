import { readFlowRules, readQuestionRules } from './rule-extensions.js';
import {
  validateWith,
  validators,
  type FhirImportIssue,
  type FhirImportReport,
  type FlowKey,
  type FlowStatus,
  type FlowStep,
  type FlowTotal,
  type FlowVersion,
  type HardStopCondition,
  type Question,
  type QuestionType,
  type TotalBranch,
} from '@telehealth/schemas';

import { questionState } from '../flow/flow-index.js';
import { pathOfState } from '../flow/state-path.js';
import { normalizePath } from '../rules/navigation-url.util.js';
import { EXT, extOf, extsOf, HL7_EXT } from './extensions.js';
import { asArray, exts, isObject, num, numberValue, str, type Json } from './fhir-json.js';
import type { FhirExtension, QuestionnaireAnswerOption, QuestionnaireItem } from './fhir-types.js';
import { BOUND_PARTS, detailLinkId, helpLinkId, NULLABLE_FIELDS } from './flow-to-questionnaire.js';
import { ForeignQuestionnaire } from './foreign-questionnaire.js';
import { readInput, readOption } from './read-items.js';

/** Where the imported flow goes: a new draft of this tenant's flow `key`, numbered `version`. */
export interface ImportTarget {
  tenantId: number;
  key: FlowKey;
  version: number;
  /** The steps of a Questionnaire from another system, which has none (the flow's current steps). */
  steps?: FlowStep[];
  /**
   * Pages no question of a Questionnaire from another system may have (the tenant's route rules redirect them:
   * `redirectedPaths`): the numbering skips every id whose page (`pathOfState` under the flow's steps) is one, and a
   * whole-number linkId whose page is one is numbered anew. Reported as the other renumberings are.
   */
  reservedPaths?: readonly string[];
}

export interface ImportResult {
  /** The flow made, valid against the FlowVersion schema; null when none could be made (the report says why). */
  flow: FlowVersion | null;
  report: FhirImportReport;
}

const STATUS: Record<string, FlowStatus> = { draft: 'draft', active: 'published', retired: 'archived' };

/** Default steps by flow key for a Questionnaire of another system, when the target gives none. */
const DEFAULT_STEPS: Record<FlowKey, FlowStep[]> = {
  intake: [
    { key: 'lead-qualify', kind: 'lead-qualify', path: '/start/lead-qualify', flow_step: 'home' },
    { key: 'lead-intro', kind: 'lead-intro', path: '/start/lead-intro' },
    { key: 'questions', kind: 'questions', path: '/question', flow_step: 'questions' },
    { key: 'checkout', kind: 'checkout', path: '/start/checkout' },
  ],
  followup: [
    { key: 'followup', kind: 'questions', path: '/followup', flow_step: 'followup' },
    { key: 'checkout', kind: 'checkout', path: '/followup/thanks' },
  ],
  quiz: [
    { key: 'quiz', kind: 'questions', path: '/quiz' },
    { key: 'checkout', kind: 'checkout', path: '/start/lead-qualify' },
  ],
  cancellation: [
    { key: 'cancellation', kind: 'questions', path: '/account/cancel' },
    { key: 'checkout', kind: 'checkout', path: '/account/cancel/done' },
  ],
};

const part = (ext: FhirExtension | undefined, url: string) => extOf(ext?.extension, url);
const parts = (ext: FhirExtension | undefined, url: string) => extsOf(ext?.extension, url);

/**
 * A FHIR R4 Questionnaire as a flow document, with a report of what did not map. Our own export (it carries the
 * flow extension) is read back from its extensions, so it round-trips to the same document. A Questionnaire of
 * another system is mapped as far as the flow model goes (foreign-questionnaire.ts): items in order, asked one
 * after another, groups flattened, enableWhen as `ask_if`, scores and calculated items as totals and calculations,
 * and every item or feature that did not map exactly is reported. With `target`, the flow is given the target's
 * tenant, key and version and the status draft.
 */
export function questionnaireToFlow(input: unknown, target?: ImportTarget): ImportResult {
  const issues: FhirImportIssue[] = [];
  if (!isObject(input) || input.resourceType !== 'Questionnaire') {
    const got = isObject(input) ? `resourceType ${JSON.stringify(input.resourceType)}` : 'no JSON object';
    issues.push({ severity: 'error', message: `Not a FHIR Questionnaire: ${got}` });
    return { flow: null, report: { source: 'fhir', questions: 0, issues } };
  }
  const flowExt = extOf(exts(input.extension), EXT.flow);
  const ours = flowExt !== undefined;
  const questions: Question[] = [];
  const totals: FlowTotal[] = [];
  const foreign = ours ? undefined : new ForeignQuestionnaire(input, issues);

  for (const [at, raw] of asArray(input.item).entries()) {
    if (!isObject(raw) || typeof raw.linkId !== 'string' || typeof raw.type !== 'string') {
      issues.push({ severity: 'dropped', message: `item ${at} has no linkId or type` });
      continue;
    }
    const item = raw as unknown as QuestionnaireItem;
    const itemExts = exts(item.extension);
    const total = extOf(itemExts, EXT.total);
    const own = extOf(itemExts, EXT.question);
    if (ours && total) totals.push(readTotal(total));
    else if (ours && own) questions.push(readOwnQuestion(item, own, itemExts));
    else if (ours && extOf(itemExts, EXT.calculation))
      continue; // the calculation travels in the rules extension
    else if (foreign) foreign.add(item);
    else issues.push({ severity: 'dropped', linkId: item.linkId, message: 'an item without our extensions' });
  }

  let flow: Json;
  if (ours) {
    const firstQuestion = Number(str(part(flowExt, 'first-question')?.valueString));
    flow = {
      schema_version: num(part(flowExt, 'schema-version')?.valueInteger) ?? 1,
      tenant_id: num(part(flowExt, 'tenant')?.valueInteger),
      key: str(part(flowExt, 'key')?.valueCode),
      version: Number(str(input.version)),
      status: STATUS[str(input.status) ?? ''] ?? 'draft',
      title: str(input.title),
      ...(typeof input.description === 'string' ? { description: input.description } : {}),
      first_question_id: firstQuestion,
      steps: parts(flowExt, 'step').map(readStep),
      questions,
      ...(totals.length > 0 || part(flowExt, 'no-totals') ? { totals } : {}),
      ...readFlowRules(exts(input.extension)),
      layout: {
        positions: Object.fromEntries(
          parts(flowExt, 'position').map((position) => [
            str(part(position, 'node')?.valueString),
            { x: numberValue(part(position, 'x')), y: numberValue(part(position, 'y')) },
          ]),
        ),
      },
    };
  } else {
    const key = target?.key ?? 'followup';
    const steps = target?.steps ?? DEFAULT_STEPS[key];
    const made = (foreign as ForeignQuestionnaire).build(reservedPageOf(steps, target?.reservedPaths));
    const mapped = made.questions;
    if (mapped.length === 0) {
      issues.push({
        severity: 'error',
        message: 'No item of the Questionnaire could be mapped to a question',
      });
      return { flow: null, report: { source: 'fhir', questions: 0, issues } };
    }
    flow = {
      schema_version: 1,
      tenant_id: target?.tenantId ?? 1,
      key,
      version: target?.version ?? (Number(str(input.version)) || 1),
      status: 'draft',
      title: str(input.title) ?? str(input.name) ?? 'Imported questionnaire',
      ...(typeof input.description === 'string' ? { description: input.description } : {}),
      first_question_id: (mapped[0] as Question).id,
      steps,
      questions: mapped,
      ...(made.totals.length > 0 ? { totals: made.totals } : {}),
      ...(made.calculations.length > 0 ? { calculations: made.calculations } : {}),
      layout: { positions: {} },
    };
  }
  if (target && ours && flow.key !== target.key) {
    issues.push({
      severity: 'error',
      message: `The Questionnaire is our export of the ${String(flow.key)} flow; it cannot become a draft of the ${target.key} flow`,
    });
    return { flow: null, report: { source: 'telehealth', questions: questions.length, issues } };
  }
  if (target) {
    Object.assign(flow, {
      tenant_id: target.tenantId,
      key: target.key,
      version: target.version,
      status: 'draft',
    });
  }

  const checked = validateWith(validators.FlowVersion, flow);
  if (!checked.ok) {
    for (const issue of checked.issues) {
      issues.push({
        severity: 'error',
        message: `The flow made is not valid: ${issue.path || '/'} ${issue.message}`,
      });
    }
    return {
      flow: null,
      report: { source: ours ? 'telehealth' : 'fhir', questions: questions.length, issues },
    };
  }
  const source = ours ? 'telehealth' : 'fhir';
  return { flow: checked.value, report: { source, questions: checked.value.questions.length, issues } };
}

function readStep(step: FhirExtension): FlowStep {
  const title = str(part(step, 'title')?.valueString);
  const questionId = num(part(step, 'question-id')?.valueInteger);
  const flowStep = str(part(step, 'flow-step')?.valueCode);
  return {
    key: str(part(step, 'key')?.valueString) as string,
    kind: str(part(step, 'kind')?.valueCode) as FlowStep['kind'],
    path: str(part(step, 'path')?.valueString) as string,
    ...(title === undefined ? {} : { title }),
    ...(questionId === undefined ? {} : { question_id: questionId }),
    ...(flowStep === undefined ? {} : { flow_step: flowStep as FlowStep['flow_step'] }),
  };
}

function readTotal(ext: FhirExtension): FlowTotal {
  const title = str(part(ext, 'title')?.valueString);
  return {
    name: str(part(ext, 'name')?.valueCode) as string,
    ...(title === undefined ? {} : { title }),
    questions: parts(ext, 'question').map((q) => Number(q.valueString)) as FlowTotal['questions'],
  };
}

function readBounds(ext: FhirExtension | undefined) {
  return Object.fromEntries(
    BOUND_PARTS.flatMap(([field, url]) => {
      const value = numberValue(part(ext, url));
      return value === undefined ? [] : [[field, value]];
    }),
  );
}

/** One of our own questions, read back exactly from its extensions and standard elements. */
function readOwnQuestion(item: QuestionnaireItem, own: FhirExtension, itemExts: FhirExtension[]): Question {
  const type = str(part(own, 'type')?.valueCode) as QuestionType;
  const children = asArray(item.item).filter(isObject) as unknown as QuestionnaireItem[];
  const id = Number(item.linkId);
  const nulls = new Set(parts(own, 'null').map((n) => n.valueCode));
  const orNull = (field: (typeof NULLABLE_FIELDS)[number], value: string | undefined) =>
    value !== undefined ? { [field]: value } : nulls.has(field) ? { [field]: null } : {};
  const description =
    type === 'image'
      ? str(part(own, 'description')?.valueString)
      : str(children.find((child) => child.linkId === helpLinkId(id))?.text);
  const freeField =
    type === 'image'
      ? str(part(own, 'free-field')?.valueString)
      : str(children.find((child) => child.linkId === detailLinkId(id))?.text);
  const route = extOf(itemExts, EXT.route);
  const hardStop = extOf(itemExts, EXT.hardStop);
  const when = part(hardStop, 'when');
  const responses = parts(hardStop, 'response').map((r) => r.valueString as string);
  const branches = parts(route, 'when').map((branch): TotalBranch => ({
    total: str(part(branch, 'total')?.valueString) as string,
    ...readBounds(branch),
    next: num(part(branch, 'next')?.valueInteger) as number,
  }));
  const tenant = num(part(own, 'tenant')?.valueInteger);
  const placeholder = str(extOf(itemExts, HL7_EXT.entryFormat)?.valueString);
  const image = str(part(own, 'image')?.valueString);
  const input = readInput(itemExts);
  return {
    id,
    ...(tenant === undefined ? {} : { tenant_id: tenant }),
    title: item.text ?? '',
    ...orNull('description', description),
    type,
    ...orNull('mapped_field', str(part(own, 'mapped-field')?.valueString)),
    ...orNull('free_field', freeField),
    ...(placeholder === undefined ? {} : { placeholder }),
    ...(input === undefined ? {} : { input }),
    ...(image === undefined ? {} : { image }),
    QuestionOptions: asArray(item.answerOption)
      .filter(isObject)
      .map((option) => readOption(option as QuestionnaireAnswerOption, true)),
    next_question_map: Object.fromEntries(
      parts(route, 'map').map((entry) => [
        str(part(entry, 'answer')?.valueString),
        num(part(entry, 'next')?.valueInteger),
      ]),
    ),
    next: num(part(route, 'next')?.valueInteger) ?? null,
    prev: num(part(route, 'prev')?.valueInteger) ?? null,
    is_hard_stop: part(hardStop, 'active')?.valueBoolean === true,
    ...(responses.length > 0 || part(hardStop, 'no-response') ? { hard_stop_response: responses } : {}),
    ...(when
      ? {
          hard_stop_when: {
            measure: str(part(when, 'measure')?.valueCode) as HardStopCondition['measure'],
            ...(part(when, 'total') ? { total: str(part(when, 'total')?.valueString) } : {}),
            ...readBounds(when),
          } as HardStopCondition,
        }
      : {}),
    ...(branches.length > 0 ? { next_when: branches } : {}),
    ...orNull('hard_stop_message', str(part(hardStop, 'message')?.valueString)),
    ...readQuestionRules(itemExts),
  } as Question;
}

/**
 * The reserved page of a question id under `steps` (its `pathOfState` when that is one of `reservedPaths`, compared
 * as route rules compare paths), else null. Only the steps are read, which is all `pathOfState` reads of a flow.
 */
function reservedPageOf(
  steps: FlowStep[],
  reservedPaths: readonly string[] = [],
): (id: number) => string | null {
  if (reservedPaths.length === 0) return () => null;
  const reserved = new Set(reservedPaths.map(normalizePath));
  const pages = { steps } as Pick<FlowVersion, 'steps'> as FlowVersion;
  return (id) => {
    const page = pathOfState(pages, questionState(id));
    return page !== null && reserved.has(normalizePath(page)) ? page : null;
  };
}

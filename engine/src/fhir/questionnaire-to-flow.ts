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
  type QuestionInput,
  type QuestionOption,
  type QuestionType,
  type TotalBranch,
} from '@telehealth/schemas';

import { FINAL } from '../flow/answer-space.js';
import { questionState } from '../flow/flow-index.js';
import { pathOfState } from '../flow/state-path.js';
import { normalizePath } from '../rules/navigation-url.util.js';
import { EXT, extOf, extsOf, HL7_EXT } from './extensions.js';
import type { FhirExtension, QuestionnaireAnswerOption, QuestionnaireItem } from './fhir-types.js';
import { BOUND_PARTS, detailLinkId, helpLinkId, NULLABLE_FIELDS } from './flow-to-questionnaire.js';

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
const MAX_ID = 2147483647;

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

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const exts = (value: unknown): FhirExtension[] =>
  asArray(value).filter((e): e is FhirExtension => isObject(e) && typeof e.url === 'string');
const part = (ext: FhirExtension | undefined, url: string) => extOf(ext?.extension, url);
const parts = (ext: FhirExtension | undefined, url: string) => extsOf(ext?.extension, url);
const numberValue = (ext: FhirExtension | undefined): number | undefined =>
  num(ext?.valueDecimal) ?? num(ext?.valueInteger);

/**
 * A FHIR R4 Questionnaire as a flow document, with a report of what did not map. Our own export (it carries the
 * flow extension) is read back from its extensions, so it round-trips to the same document. A Questionnaire of
 * another system is mapped as far as the flow model goes: items in order, asked one after another (enableWhen is
 * reported, not followed), groups flattened, option scores kept, and every item or feature that did not map exactly
 * is reported. With `target`, the flow is given the target's tenant, key and version and the status draft.
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
  const foreign = ours ? undefined : new ForeignItems(issues);

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
    const mapped = (foreign as ForeignItems).questions(reservedPageOf(steps, target?.reservedPaths));
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

/** The input limits from the standard extensions (min, max, unit, accepted types, size, number of files). */
function readInput(itemExts: FhirExtension[]): QuestionInput | undefined {
  const min = numberValue(extOf(itemExts, HL7_EXT.minValue));
  const max = numberValue(extOf(itemExts, HL7_EXT.maxValue));
  const unitCoding = extOf(itemExts, HL7_EXT.unit)?.valueCoding;
  const unit = unitCoding?.display ?? unitCoding?.code;
  const accept = extsOf(itemExts, HL7_EXT.mimeType)
    .map((e) => e.valueCode)
    .filter((v): v is string => typeof v === 'string');
  const maxSize = numberValue(extOf(itemExts, HL7_EXT.maxSize));
  const maxFiles = num(extOf(itemExts, HL7_EXT.maxOccurs)?.valueInteger);
  const input: QuestionInput = {
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    ...(unit === undefined ? {} : { unit }),
    ...(accept.length > 0 ? { accept: accept as NonNullable<QuestionInput['accept']> } : {}),
    ...(maxSize === undefined ? {} : { max_size_mb: maxSize / 1048576 }),
    ...(maxFiles === undefined ? {} : { max_files: maxFiles }),
  };
  return Object.keys(input).length > 0 ? input : undefined;
}

/** The text of an answer option: a coding's display (else code), a string, an integer or a date. */
function optionText(option: QuestionnaireAnswerOption): string | undefined {
  const coding = isObject(option.valueCoding) ? option.valueCoding : undefined;
  const text =
    str(coding?.display) ??
    str(coding?.code) ??
    str(option.valueString) ??
    str(option.valueDate) ??
    (num(option.valueInteger) === undefined ? undefined : String(option.valueInteger));
  return text !== undefined && text.trim() !== '' ? text : undefined;
}

/** An option with its score (ordinalValue, else iso21090-CO-value or itemWeight, on the option or its coding). */
function readOption(option: QuestionnaireAnswerOption, ours: boolean): QuestionOption {
  const optionExts = [
    ...exts(option.extension),
    ...exts(isObject(option.valueCoding) ? option.valueCoding.extension : []),
  ];
  const score =
    numberValue(extOf(optionExts, HL7_EXT.ordinalValue)) ??
    (ours
      ? undefined
      : (numberValue(extOf(optionExts, HL7_EXT.coValue)) ??
        numberValue(extOf(optionExts, HL7_EXT.itemWeight))));
  const exclusive = extOf(optionExts, HL7_EXT.optionExclusive)?.valueBoolean;
  const own = extOf(optionExts, EXT.option);
  const description = str(part(own, 'description')?.valueString);
  const outcome = str(part(own, 'outcome')?.valueCode);
  const reason = str(part(own, 'reason')?.valueCode);
  return {
    option_text: optionText(option) ?? '',
    ...(description === undefined ? {} : { description }),
    ...(typeof exclusive === 'boolean' ? { exclusive } : {}),
    ...(score === undefined ? {} : { score }),
    ...(outcome === undefined ? {} : { outcome }),
    ...(reason === undefined ? {} : { reason }),
  } as QuestionOption;
}

/** The items of a Questionnaire from another system, flattened into questions asked one after another. */
class ForeignItems {
  private readonly mapped: {
    linkId: string;
    question: Omit<Question, 'id' | 'next' | 'prev' | 'next_question_map'>;
  }[] = [];

  constructor(private readonly issues: FhirImportIssue[]) {}

  add(item: QuestionnaireItem): void {
    const report = (severity: FhirImportIssue['severity'], message: string) =>
      this.issues.push({ severity, linkId: item.linkId, message });
    const text = str(item.text) ?? item.linkId;
    const children = asArray(item.item).filter(
      (child): child is Json =>
        isObject(child) && typeof child.linkId === 'string' && typeof child.type === 'string',
    ) as unknown as QuestionnaireItem[];
    const help = children.filter((child) => child.type === 'display' && isHelp(child));
    const others = children.filter((child) => !help.includes(child));
    const description =
      help
        .map((child) => child.text)
        .filter(Boolean)
        .join('\n') || null;
    const itemExts = exts(item.extension);

    if (item.type === 'group') {
      report(
        'approximated',
        `group "${text}" flattened: its ${others.length} items are asked one after another`,
      );
      for (const child of others) this.add(child);
      return;
    }
    if (asArray(item.enableWhen).length > 0) {
      report('approximated', 'enableWhen not mapped: the question is asked of everyone who reaches it');
    }
    if (extOf(itemExts, HL7_EXT.calculatedExpression)) {
      report(
        'dropped',
        `calculated item "${text}" not imported (its expression is not evaluated); option scores are kept`,
      );
      return;
    }
    if (item.readOnly) {
      report('dropped', `read-only item "${text}" not imported`);
      return;
    }
    const base = {
      title: text,
      description,
      free_field: null,
      QuestionOptions: [] as QuestionOption[],
      is_hard_stop: false,
      hard_stop_message: null,
    };
    const input = readInput(itemExts);
    const placeholder = str(extOf(itemExts, HL7_EXT.entryFormat)?.valueString);
    const extras = { ...(input ? { input } : {}), ...(placeholder ? { placeholder } : {}) };
    if (item.type !== 'display' && item.required !== true) {
      report('approximated', 'optional in the Questionnaire: every question of a flow must be answered');
    }
    let type: QuestionType;
    switch (item.type) {
      case 'choice':
      case 'open-choice': {
        const options = asArray(item.answerOption)
          .filter(isObject)
          .map((option) => readOption(option as QuestionnaireAnswerOption, false))
          .filter((option) => option.option_text !== '');
        if (item.type === 'open-choice')
          report('approximated', 'open-choice: the free-text "other" answer is not kept');
        if (typeof item.answerValueSet === 'string') {
          report('dropped', `answerValueSet ${item.answerValueSet} not expanded`);
        }
        if (options.length === 0) {
          report('approximated', 'a choice without answer options is imported as a free-text question');
          this.mapped.push({ linkId: item.linkId, question: { ...base, type: 'text' } });
        } else {
          type = item.repeats ? 'multiple_choice' : 'single_choice';
          this.mapped.push({ linkId: item.linkId, question: { ...base, type, QuestionOptions: options } });
        }
        break;
      }
      case 'boolean':
        report('approximated', 'boolean imported as a Yes / No choice');
        this.mapped.push({
          linkId: item.linkId,
          question: {
            ...base,
            type: 'single_choice',
            QuestionOptions: [{ option_text: 'Yes' }, { option_text: 'No' }],
          },
        });
        break;
      case 'decimal':
      case 'integer':
      case 'quantity':
        if (item.type === 'quantity')
          report('approximated', 'quantity imported as a number (its unit options are not kept)');
        this.mapped.push({ linkId: item.linkId, question: { ...base, type: 'number', ...extras } });
        break;
      case 'date':
        report('approximated', 'date imported as a date of birth (the only date question of a flow)');
        this.mapped.push({ linkId: item.linkId, question: { ...base, type: 'date_of_birth', ...extras } });
        break;
      case 'attachment':
        this.mapped.push({
          linkId: item.linkId,
          question: {
            ...base,
            type: 'file_upload',
            ...extras,
            ...(item.repeats !== true && input?.max_files === undefined
              ? { input: { ...input, max_files: 1 } }
              : {}),
          },
        });
        break;
      case 'display':
        this.mapped.push({ linkId: item.linkId, question: { ...base, type: 'image' } });
        break;
      case 'string':
      case 'text':
        this.mapped.push({ linkId: item.linkId, question: { ...base, type: 'text', ...extras } });
        break;
      default:
        report('approximated', `${item.type} imported as a free-text question`);
        this.mapped.push({ linkId: item.linkId, question: { ...base, type: 'text', ...extras } });
    }
    for (const child of others) {
      report('approximated', `nested item ${child.linkId} is asked after its parent`);
      this.add(child);
    }
  }

  /**
   * The questions with ids (the linkIds when they are distinct whole numbers, else 1..n) and linear routing. An id
   * whose page is reserved (`reservedPage` names it) is never given: numbering 1..n skips it, and a whole-number
   * linkId on one moves to the next id above it that is neither taken nor reserved.
   */
  questions(reservedPage: (id: number) => string | null = () => null): Question[] {
    const numeric = this.mapped.map(({ linkId }) => (/^[1-9][0-9]*$/.test(linkId) ? Number(linkId) : NaN));
    const keep = numeric.every((id) => id <= MAX_ID) && new Set(numeric).size === numeric.length;
    const ids = keep ? this.keptIds(numeric, reservedPage) : this.renumbered(reservedPage);
    return this.mapped.map(({ question }, at) => {
      const last = at === this.mapped.length - 1;
      return {
        ...question,
        id: ids[at] as number,
        next_question_map: last ? { [FINAL]: 0 } : {},
        next: last ? null : (ids[at + 1] as number),
        prev: at === 0 ? null : (ids[at - 1] as number),
      } as Question;
    });
  }

  /** The whole-number linkIds as ids; one whose page is reserved moves up to the next free id (reported). */
  private keptIds(numeric: number[], reservedPage: (id: number) => string | null): number[] {
    const taken = new Set(numeric);
    return numeric.map((id, at) => {
      const page = reservedPage(id);
      if (page === null) return id;
      let next = id;
      do next = next >= MAX_ID ? 1 : next + 1;
      while (taken.has(next) || reservedPage(next) !== null);
      taken.add(next);
      this.issues.push({
        severity: 'approximated',
        linkId: (this.mapped[at] as { linkId: string }).linkId,
        message: `question ${id}'s page ${page} is redirected by the tenant's route rules: numbered ${next} instead`,
      });
      return next;
    });
  }

  /** Ids 1..n in order, skipping those whose page is reserved (reported, with each linkId's new id). */
  private renumbered(reservedPage: (id: number) => string | null): number[] {
    const skipped: string[] = [];
    let next = 0;
    const ids = this.mapped.map(() => {
      next += 1;
      for (let page = reservedPage(next); page !== null; page = reservedPage(next)) {
        skipped.push(`${next} (${page})`);
        next += 1;
      }
      return next;
    });
    if (ids.length > 0) {
      const skipping =
        skipped.length === 0
          ? ''
          : `, skipping ${skipped.join(', ')}, whose ${skipped.length === 1 ? 'page' : 'pages'} the tenant's route rules redirect`;
      this.issues.push({
        severity: 'approximated',
        message: `linkIds are not distinct whole numbers: questions are numbered 1 to ${next} in order${skipping} (${this.mapped
          .map(({ linkId }, at) => `${linkId} → ${ids[at] as number}`)
          .join(', ')})`,
      });
    }
    return ids;
  }
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

function isHelp(item: QuestionnaireItem): boolean {
  return exts(item.extension).some(
    (e) =>
      e.url === HL7_EXT.itemControl &&
      asArray(e.valueCodeableConcept?.coding).some((c) => isObject(c) && c.code === 'help'),
  );
}

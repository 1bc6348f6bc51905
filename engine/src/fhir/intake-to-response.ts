import type {
  AnswerValue,
  FlowVersion,
  HeightWeight,
  Question,
  StartData,
  UploadedFile,
} from '@telehealth/schemas';

import { CHECKOUT, indexFlow, isHardStopState } from '../flow/flow-index.js';
import { bodyMassIndex } from '../flow/measures.js';
import { isContent } from '../flow/question-kind.js';
import { calculationsOf, roundTo } from '../flow/calculations.js';
import { totalsOf } from '../flow/totals.js';
import { walkAnswers } from '../flow/walk-answers.js';
import { FHIR_BASE, UCUM } from './extensions.js';
import type {
  FhirAttachment,
  FhirReference,
  QuestionnaireResponse,
  QuestionnaireResponseAnswer,
  QuestionnaireResponseItem,
} from './fhir-types.js';
import {
  calculationLinkId,
  detailLinkId,
  questionnaireReference,
  totalLinkId,
} from './flow-to-questionnaire.js';
import { codingOfChoice } from './option-coding.js';

export interface ResponseOptions {
  /** The resource id (`[A-Za-z0-9.-]{1,64}`), e.g. `order-42`. */
  id: string;
  /** The day ages are computed on (`YYYY-MM-DD`): the day the intake was created, as its machine ran. */
  asOf: string;
  /** When the answers were last given (ISO date-time). */
  authored: string;
  /** Who answered (the patient). */
  subject?: FhirReference;
  /** A business identifier of the response (the intake's created value, the follow-up visit's id). */
  identifier?: { system: string; value: string };
  /** How an uploaded file is carried: its bytes inline or a link. Default: its name, type, size and stored url. */
  attachment?: (file: UploadedFile) => FhirAttachment;
  /** As for flowToQuestionnaire. */
  base?: string;
}

/**
 * The answers of an intake or follow-up as a FHIR R4 QuestionnaireResponse of its flow version's Questionnaire.
 * The answers are walked as the machine walks them (`walkAnswers`): only the answers on the patient's path are
 * written, in the flow's question order, and the status says where the walk ended: `completed` at the end of the
 * flow, `stopped` at a hard stop, `in-progress` otherwise. Each total of the flow is written as its calculated
 * item with the value of the answers, and each calculation that has a value for them as its item, rounded to its
 * `decimals`.
 */
export function intakeToQuestionnaireResponse(
  flow: FlowVersion,
  startData: StartData,
  options: ResponseOptions,
): QuestionnaireResponse {
  const index = indexFlow(flow);
  const walk = walkAnswers(index, startData, options.asOf);
  const attachment = options.attachment ?? defaultAttachment;
  const items: QuestionnaireResponseItem[] = [];
  for (const question of flow.questions) {
    const entry = walk.answers[String(question.id)];
    if (!entry || isContent(question)) continue;
    const item = responseItem(question, entry.value, entry.detail, attachment);
    if (item) items.push(item);
  }
  if ((flow.totals ?? []).length > 0) {
    for (const total of totalsOf(index, walk.answers)) {
      items.push({
        linkId: totalLinkId(total.name),
        text: total.title ?? total.name,
        answer: [{ valueDecimal: total.value }],
      });
    }
  }
  const calculations = flow.calculations ?? [];
  for (const [at, { name, title, value }] of calculationsOf(index, walk.answers, options.asOf).entries()) {
    if (value === undefined) continue;
    const decimals = calculations[at]?.decimals;
    items.push({
      linkId: calculationLinkId(name),
      text: title,
      answer: [{ valueDecimal: decimals === undefined ? value : roundTo(value, decimals) }],
    });
  }
  const status =
    walk.state === CHECKOUT ? 'completed' : isHardStopState(walk.state) ? 'stopped' : 'in-progress';
  return {
    resourceType: 'QuestionnaireResponse',
    id: options.id,
    ...(options.identifier ? { identifier: options.identifier } : {}),
    questionnaire: questionnaireReference(flow, options.base ?? FHIR_BASE),
    status,
    ...(options.subject ? { subject: options.subject } : {}),
    authored: options.authored,
    ...(items.length > 0 ? { item: items } : {}),
  };
}

function defaultAttachment(file: UploadedFile): FhirAttachment {
  return {
    contentType: file.contentType,
    title: file.name,
    size: file.size,
    ...(file.url ? { url: file.url } : {}),
  };
}

const quantity = (value: number, unit: string, code: string) => ({ value, unit, system: UCUM, code });

/** One answered question as a response item; undefined when the stored value is not of the question's type. */
function responseItem(
  question: Question,
  value: AnswerValue,
  detail: string | undefined,
  attachment: (file: UploadedFile) => FhirAttachment,
): QuestionnaireResponseItem | undefined {
  const linkId = String(question.id);
  const detailItem: QuestionnaireResponseItem[] =
    detail !== undefined && question.free_field
      ? [{ linkId: detailLinkId(question.id), text: question.free_field, answer: [{ valueString: detail }] }]
      : [];
  if (question.type === 'height_weight') {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const hw = value as HeightWeight;
    const bmi = hw.bmi ?? bodyMassIndex(hw);
    return {
      linkId,
      text: question.title,
      item: [
        {
          linkId: `${linkId}.height`,
          text: 'Height',
          answer: [{ valueQuantity: quantity(hw.feet * 12 + hw.inches, 'in', '[in_i]') }],
        },
        {
          linkId: `${linkId}.weight`,
          text: 'Weight',
          answer: [{ valueQuantity: quantity(hw.pounds, 'lb', '[lb_av]') }],
        },
        { linkId: `${linkId}.bmi`, text: 'BMI', answer: [{ valueDecimal: Math.round(bmi * 10) / 10 }] },
        ...detailItem,
      ],
    };
  }
  const answers = answersOf(question, value, attachment);
  if (answers.length === 0) return undefined;
  const [first, ...rest] = answers as [QuestionnaireResponseAnswer, ...QuestionnaireResponseAnswer[]];
  return {
    linkId,
    text: question.title,
    answer: [detailItem.length > 0 ? { ...first, item: detailItem } : first, ...rest],
  };
}

function answersOf(
  question: Question,
  value: AnswerValue,
  attachment: (file: UploadedFile) => FhirAttachment,
): QuestionnaireResponseAnswer[] {
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice': {
      const chosen = Array.isArray(value) ? value : [value];
      return chosen
        .filter((option): option is string => typeof option === 'string')
        .map((option) => ({ valueCoding: codingOfChoice(question.QuestionOptions, option) }));
    }
    case 'consent':
      return typeof value === 'boolean' ? [{ valueBoolean: value }] : [];
    case 'number':
      return typeof value === 'number' ? [{ valueDecimal: value }] : [];
    case 'date_of_birth':
      return typeof value === 'string' ? [{ valueDate: value }] : [];
    case 'file_upload':
      return Array.isArray(value)
        ? value
            .filter((file): file is UploadedFile => typeof file === 'object' && file !== null)
            .map((file) => ({ valueAttachment: attachment(file) }))
        : [];
    case 'text':
    case 'email':
    case 'phone':
      return typeof value === 'string' ? [{ valueString: value }] : [];
    default:
      return [];
  }
}
